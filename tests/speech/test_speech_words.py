"""Words per announcement, per verbosity, measured on the scripted golden game; the figures in
docs/speech.md must be the measured ones."""

from __future__ import annotations

from pathlib import Path

import lang_transcript
import pytest

from talking_yahtzee.messages.i18n import LANGUAGES

DOCS = Path(__file__).resolve().parents[2] / "docs" / "speech.md"


def test_docs_state_the_measured_figures() -> None:
    assert lang_transcript.words_table("en") in DOCS.read_text(encoding="utf-8")


def test_english_figures() -> None:
    brief, normal, detailed = (
        lang_transcript.words_by_kind("en", v) for v in ("brief", "normal", "detailed")
    )
    assert brief["computer-turn"] < 10
    assert 10 <= normal["computer-turn"] <= 20  # one sentence of about 15 words (was 42.7)
    assert detailed["computer-turn"] > 2 * normal["computer-turn"]
    assert brief["roll"] < normal["roll"] < detailed["roll"]
    assert normal["review-open"] < 15  # zeros counted, not read (was 18.8)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_language_keeps_the_computer_turn_short(lang: str) -> None:
    normal = lang_transcript.words_by_kind(lang, "normal")
    assert normal["computer-turn"] <= 22, normal
