"""Words per announcement, per verbosity, measured on the scripted golden game, and words per
computer turn over whole games of two computers (``tools.words``, issue 23); the figures in
docs/speech.md must be the measured ones."""

from __future__ import annotations

from pathlib import Path

import lang_transcript
import pytest
from tools.words import VERBOSITY_LEVELS, turn_texts, words_per_turn

from talking_yahtzee.messages.i18n import LANGUAGES

DOCS = Path(__file__).resolve().parents[2] / "docs" / "speech.md"


def test_docs_state_the_measured_figures() -> None:
    assert lang_transcript.words_table("en") in DOCS.read_text(encoding="utf-8")


def test_english_figures() -> None:
    brief, normal, detailed = (
        lang_transcript.words_by_kind("en", v) for v in ("brief", "normal", "detailed")
    )
    assert brief["computer-turn"] < 10
    assert normal["computer-turn"] <= 10  # the score, then the standing (was 17.4, and 42.7)
    assert detailed["computer-turn"] > 2 * normal["computer-turn"]
    assert brief["roll"] < normal["roll"] < detailed["roll"]
    assert normal["review-open"] < 15  # zeros counted, not read (was 18.8)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_keeps_the_computer_turn_short(lang: str) -> None:
    normal = lang_transcript.words_by_kind(lang, "normal")
    assert normal["computer-turn"] <= 11, normal
    assert words_per_turn(lang, "brief") < words_per_turn(lang, "normal") <= 11


def test_a_computer_turn_in_at_most_ten_words_in_english() -> None:
    """Two computers, whole games: everything said from the first turn to the end ("End of
    round" aside) averages at most 10 words a turn at the normal level (was 19.9)."""
    assert words_per_turn("en", "normal") <= 10


def test_the_computer_score_comes_before_its_consequences() -> None:
    for verbosity in VERBOSITY_LEVELS:
        for turn in turn_texts("en", verbosity, 3):
            scored = [i for i, line in enumerate(turn) if " in " in line and ", " in line]
            bonus = [i for i, line in enumerate(turn) if "bonus" in line]
            if verbosity != "detailed":
                assert scored, turn
                assert all(i > scored[0] for i in bonus), turn
                assert not any(d in " ".join(turn) for d in (" a six", " sixes", " fives")), turn


def test_the_docs_state_the_words_per_computer_turn() -> None:
    row = "| en | " + " | ".join(f"{words_per_turn('en', v):.1f}" for v in VERBOSITY_LEVELS) + " |"
    assert row in DOCS.read_text(encoding="utf-8")
