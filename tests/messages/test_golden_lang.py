"""Golden transcripts: one scripted game (Ann against Robo) per language and verbosity, rendered
from the .ftl files, so that a native speaker can review a whole game in one file.

Regenerate after a deliberate wording change with ``UPDATE_GOLDEN=1 make test`` (or
``UPDATE_GOLDEN=1 .venv/bin/pytest tests/messages/test_golden_lang.py``) and review the diff.
"""

from __future__ import annotations

import os
from pathlib import Path

import lang_transcript
import pytest

from talking_yahtzee.messages.i18n import LANGUAGES
from talking_yahtzee.store.settings import VERBOSITY_CHOICES as VERBOSITIES

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "lang"


@pytest.mark.parametrize("verbosity", VERBOSITIES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_golden_transcript(lang: str, verbosity: str) -> None:
    text = lang_transcript.render(lang, verbosity)
    path = GOLDEN / f"{lang}-{verbosity}.txt"
    if os.environ.get("UPDATE_GOLDEN"):
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no golden transcript {path}: run with UPDATE_GOLDEN=1"
    expected = path.read_text(encoding="utf-8")
    assert text == expected, f"{path.name} changed: review, then regenerate with UPDATE_GOLDEN=1"


def test_every_golden_file_belongs_to_a_language() -> None:
    names = {p.name for p in GOLDEN.glob("*.txt")}
    games = {f"{lang}-{v}.txt" for lang in LANGUAGES for v in VERBOSITIES}
    resumed = {f"{lang}-resume.txt" for lang in LANGUAGES}  # tests/ui/test_golden_resume.py
    assert names == games | resumed


def test_the_golden_game_meets_every_combination() -> None:
    text = (GOLDEN / "en-normal.txt").read_text(encoding="utf-8")
    for phrase in (
        "Full house, fives and threes.",
        "Small straight.",
        "Large straight!",
        "Three of a kind, ",
        "Four ",
    ):
        assert phrase in text
    detailed = (GOLDEN / "en-detailed.txt").read_text(encoding="utf-8")
    assert "Yahtzee! Five fours." in detailed
