"""Golden transcripts of a resumed game, one per language, for native speakers to read.

The game is saved after every move, so the file on disk when the program stops is the same
whether it was quit, lost its terminal or was killed (tests/ui/test_kill.py kills real processes
and resumes them exactly); here the first run leaves with Q, and the second run starts the real
application on the same saves folder and hears what a person hears: the offer, the resumed line,
then D and T. Two moments: Ann against Robo with two dice held (the offer, the language's
yes), and Ann alone
before her second turn's first roll (``--resume``). The saved date is set to a fixed day.

Regenerate after a deliberate wording change with
``UPDATE_GOLDEN=1 .venv/bin/pytest tests/ui/test_golden_resume.py`` and review the diff.
"""

from __future__ import annotations

import json
import os
import time
from collections.abc import Iterator, Sequence
from pathlib import Path

import pytest
from harness import play

from talking_yahtzee.cli.app import YahtzeeApp
from talking_yahtzee.core.game import Player, PlayerKind
from talking_yahtzee.messages.i18n import LANGUAGES, Localizer
from talking_yahtzee.speech import RecordingOutput
from talking_yahtzee.store.savegame import SaveStore
from talking_yahtzee.ui.modes.confirm import answer_letters

GOLDEN = Path(__file__).resolve().parents[1] / "golden" / "lang"
SAVED_AT = "2026-11-20T21:14:03+00:00"
ANN = Player("Ann")
ROBO = Player("Robo", PlayerKind.COMPUTER, "good")


def heard(
    keys: Sequence[tuple[str, str]], folder: Path, lang: str, **options: object
) -> list[tuple[str, list[str]]]:
    """Start the app on ``folder``'s saves and press ``keys`` (label, key), then quit: what the
    start said (labelled ``the start``) and what each key made the game say."""
    output = RecordingOutput()
    marks: list[int] = []

    def prepare(app: YahtzeeApp) -> None:
        handle = app.controller.key

        def marked(name: str) -> None:
            marks.append(len(output.spoken))
            handle(name)

        app.controller.key = marked  # type: ignore[method-assign]

    play([key for _, key in keys], outputs=[output], prepare=prepare, lang=lang, **options)
    lines = [text for text, _ in output.spoken]
    labels = ["the start", *(label for label, _ in keys)]
    bounds = [0, *marks[: len(keys) + 1]]  # the first quit key ends the last key's lines
    return [(label, lines[a:b]) for label, a, b in zip(labels, bounds, bounds[1:], strict=False)]


@pytest.fixture(autouse=True)
def utc(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """The offer says when the game was saved in this machine's time zone: UTC here."""
    monkeypatch.setenv("TZ", "UTC")
    time.tzset()
    yield
    monkeypatch.undo()
    time.tzset()


def stopped(keys: Sequence[str], folder: Path, players: list[Player]) -> None:
    """A first run that stops with its game saved; the save dated :data:`SAVED_AT`."""
    play(keys, save=SaveStore(folder), players=players)
    for path in folder.glob("*.json"):
        data = json.loads(path.read_text(encoding="utf-8"))
        data["saved_at"] = SAVED_AT
        path.write_text(json.dumps(data), encoding="utf-8")


def section(parts: list[tuple[str, list[str]]]) -> list[str]:
    lines: list[str] = []
    for label, said in parts:
        lines.append(f"[{label}]")
        lines += [f"  {text}" for text in said] or ["  (silence)"]
    return lines


def duel(lang: str, tmp_path: Path) -> list[tuple[str, list[str]]]:
    """Ann against Robo, stopped with dice 1 and 3 held; the offer, yes, D, T."""
    folder = tmp_path / "duel"
    stopped(["r", "end", "enter", "r", "1", "3"], folder, [ANN, ROBO])
    yes = answer_letters(Localizer(lang), "yes")[0]
    keys = [(f"{yes}: yes, resume it", yes), ("d: the dice", "d"), ("t: whose turn", "t")]
    return heard(keys, folder, lang, save=SaveStore(folder), players=[ANN, ROBO])


def solo(lang: str, tmp_path: Path) -> list[tuple[str, list[str]]]:
    """Ann alone, stopped before her second turn's first roll; ``--resume``, D, R."""
    folder = tmp_path / "solo"
    stopped(["r", "end", "enter"], folder, [ANN])
    keys = [("d: the dice", "d"), ("r: she rolls", "r")]
    return heard(keys, folder, lang, save=SaveStore(folder), players=[ANN], resume="resume")


def render(lang: str, tmp_path: Path) -> str:
    lines = [
        f"# Talking Yahtzee, {lang}: a game resumed after the program stopped (saved after every"
        " move).",
        "# Ann (a person) against Robo (computer), stopped in round 2 with dice 1 and 3 held.",
        *section(duel(lang, tmp_path)),
        "# Ann alone, stopped before her second turn's first roll; started with --resume.",
        *section(solo(lang, tmp_path)),
    ]
    return "\n".join(lines) + "\n"


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_a_resumed_game_is_said_once_with_its_dice(lang: str, tmp_path: Path) -> None:
    """The resumed line is one line: whose turn and the round, then what D says (the dice, the
    holds, the rolls left), and nothing before it but the welcome and the offer."""
    (start, yes, dice, _) = duel(lang, tmp_path)
    assert len(start[1]) == 2 and len(yes[1]) == 1 and len(dice[1]) == 1
    assert yes[1][0].endswith(" " + dice[1][0]) and "Ann" in yes[1][0] and "2" in yes[1][0]
    (start, dice, _) = solo(lang, tmp_path)
    assert len(start[1]) == 2 and start[1][1].endswith(" " + dice[1][0])
    assert "Ann" not in start[1][1]  # alone: no name, the round


@pytest.mark.parametrize("lang", LANGUAGES)
def test_golden_resume_transcript(lang: str, tmp_path: Path) -> None:
    text = render(lang, tmp_path)
    path = GOLDEN / f"{lang}-resume.txt"
    if os.environ.get("UPDATE_GOLDEN"):
        path.write_text(text, encoding="utf-8")
    assert path.exists(), f"no golden transcript {path}: run with UPDATE_GOLDEN=1"
    expected = path.read_text(encoding="utf-8")
    assert text == expected, f"{path.name} changed: review, then regenerate with UPDATE_GOLDEN=1"
