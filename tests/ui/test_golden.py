"""Golden transcripts: scripted games through the real application, compared line by line.

Each scenario drives ``YahtzeeApp`` through prompt_toolkit's pipe input with dice given in advance
(``ScriptedDice``) or typed as physical dice, and records everything that was said: the spoken
English text (``!`` marks a line that interrupts) and every message id with its arguments. The
result must equal ``tests/golden/<scenario>.txt`` exactly, so a refactoring that changes what a
player hears fails here. Each scenario also names the message ids it exists to reach, so a script
that stops reaching its case fails too.

To regenerate the files after an intended change of behaviour, run
``UPDATE_GOLDEN=1 pytest tests/ui/test_golden.py`` and review the diff.
"""

from __future__ import annotations

import itertools
import os
from collections.abc import Iterable, Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
from harness import play

from talking_yahtzee.core.dice import ScriptedDice
from talking_yahtzee.core.game import Player, PlayerKind
from talking_yahtzee.messages.i18n import ListOf, Msg

GOLDEN = Path(__file__).resolve().parents[1] / "golden"

# Rolls the scripts cycle through once their opening is used: every box gets a mix of hits
# and zeros, a Yahtzee and a large straight come round, and no run repeats too soon.
FILLER = [
    (2, 3, 4, 5, 6),
    (1, 1, 2, 3, 6),
    (6, 6, 6, 6, 6),
    (3, 3, 3, 2, 2),
    (4, 4, 1, 5, 2),
    (5, 5, 5, 5, 1),
    (1, 2, 3, 4, 6),
    (2, 2, 6, 6, 6),
    (3, 4, 4, 4, 1),
    (6, 5, 4, 1, 1),
    (1, 3, 5, 2, 4),
]


def dice(*opening: Iterable[int]) -> ScriptedDice:
    """Scripted dice: the opening values, then the filler rolls round and round."""
    values = itertools.chain(
        itertools.chain.from_iterable(opening), itertools.cycle(itertools.chain(*FILLER))
    )
    return ScriptedDice(values)


def whole_game(boxes: Iterable[int] = range(13)) -> Iterator[str]:
    """Roll once and score the given boxes (card order) in turn; a second Enter confirms a zero.

    Chance (12) never scores zero: no second Enter (at the end it would only say the choices)."""
    for box in boxes:
        yield "r"
        yield "home"
        yield from ["down"] * box
        yield "enter"
        if box != 12:
            yield "enter"


def physical_game(players: int) -> Iterator[str]:
    """Physical dice: each round, every player types a roll and scores the round's box."""
    for round_ in range(13):
        for player in range(players):
            roll = FILLER[(round_ * players + player) % len(FILLER)]
            yield "r"
            yield from (str(v) for v in roll)
            yield "enter"
            yield "home"
            yield from ["down"] * round_
            yield "enter"
            yield "enter"


@dataclass
class Scenario:
    keys: list[str]
    options: dict[str, Any]
    reaches: tuple[str, ...]
    scripted: ScriptedDice | None = None


def scenarios() -> dict[str, Scenario]:
    ann = [Player("Ann")]
    return {
        "solitaire-normal": Scenario(
            keys=[
                *["?", "f1", "z", "d", "1", "enter"],
                *["r", "1", "2", "2", "3", "r", "d", "c", "a", "b", "s", "t", "o"],
                *["h", "h", "h", "l", ",", ",", ".", ".", "p", "f", "x"],
                *["home", "down", "down", "pagedown", "pageup", "end", "up", "tab"],
                *["home", "enter", "d", "home", "enter", "escape"],
                *["q", "n", "r", "r", "6"],
                *["home", "down", "down", "down", "down", "enter", "enter"],
                *whole_game([0, 1, 2, 3, *range(5, 13)]),
                *["z", "d", "y", "enter", "c-n"],
                *["r", "d", "q", "y"],
            ],
            options={"players": ann, "verbosity": "normal"},
            scripted=dice([2, 3, 4, 5, 6], [2, 3, 4], [2, 2], [5, 5, 5]),
            reaches=(
                "help-index",
                "error-unknown-key",
                "error-not-rolled",
                "game-hold",
                "review-dice",
                "review-card",
                "review-open",
                "review-bonus",
                "review-standings",
                "review-turn",
                "app-other-card-none",
                "hint-best",
                "hint-option",
                "app-pace-no-computer",
                "box-confirm-zero",
                "app-quit-confirm",
                "app-quit-cancelled",
                "error-no-rolls-left",
                "game-over-solo",
                "game-play-again",
                "game-new",
                "app-goodbye",
            ),
        ),
        "solitaire-brief-by-value-coach": Scenario(
            keys=[
                *["r", "6", "6", "1", "1", "6", "6", "3", "3", "5", "4", "r", "v", "v", "d", "?"],
                *["1", "escape", "home", "enter", "enter"],
                *whole_game(range(1, 13)),
                *["left", "right", "right", "z", "c", "n"],
            ],
            options={
                "players": ann,
                "verbosity": "brief",
                "hold_mode": "value",
                "coach": True,
            },
            scripted=dice([6, 6, 1, 3, 5], [6, 2, 4]),
            reaches=(
                "game-hold",
                "review-dice-value-none",
                "app-verbosity",
                "help-hold-value",
                "coach-cost",
                "skill-line",
                "skill-choice",
                "game-play-again",
                "app-goodbye",
            ),
        ),
        "computer-detailed": Scenario(
            keys=[
                *["t", "r", "o", "right", "right", "left", "escape", "o", "right", "d"],
                *["home", "enter", "enter"],
                *["r", "space", "enter", "s"],
                *whole_game(range(1, 13)),
                *["s", "c", "z", "left", "enter", "c-n", "r", "h", "q", "y"],
            ],
            options={
                "players": [Player("Ann"), Player("Robo", PlayerKind.COMPUTER, "expert")],
                "verbosity": "detailed",
                "seed": 3,
            },
            scripted=dice([4, 2], [3, 3, 3, 1, 6]),
            reaches=(
                "game-first-player",
                "app-other-card-hint",
                "game-scored",
                "game-standings",
                "game-play-again",
                "game-new",
                "app-goodbye",
            ),
        ),
        "team-physical": Scenario(
            keys=[
                *["4", "backspace", "6", "enter", "d", *"66432", "enter", *"22222", "enter"],
                *["r", "3", "3", "3", "4", "enter", "4", "4", "enter", "escape", "r", "escape"],
                *["r", "1", "2", "d", "backspace", "backspace", "3", "3", "3", "4", "4", "enter"],
                *["end", "up", "up", "up", "up", "enter"],
                *["r", "5", "5", "5", "5", "5", "enter", "end", "up", "enter"],
                *["o", "right", "escape", "s"],
                *["r", "2", "3", "4", "5", "6", "enter", "1", "r", "1", "3", "enter"],
                *["end", "up", "up", "enter", "c", "q", "y"],
            ],
            options={
                "players": [Player("Blue", members=("Cy", "Di")), Player("Ann")],
                "physical": True,
                "verbosity": "normal",
            },
            reaches=(
                "app-first-roll-entry",
                "error-dice-values-needed",
                "error-dice-values-bad",
                "app-dice-entry",
                "dice-value",
                "app-quit-cancelled",
                "game-scored",
                "app-goodbye",
            ),
        ),
        "team-physical-whole-game": Scenario(
            keys=[*"66543", "enter", *"12345", "enter", *physical_game(2), "n"],
            options={
                "players": [Player("Blue", members=("Cy", "Di")), Player("Ann")],
                "physical": True,
                "verbosity": "brief",
                "record": True,
            },
            reaches=("game-over", "game-play-again", "app-goodbye"),
        ),
        "setup": Scenario(
            keys=[
                *["?", "z", "!", "down", "up", "up", "down", "enter"],
                *["down", "a", "escape", "enter", "enter"],
                *["down", "down", "3", "up", "escape", "enter"],
                *["enter", "down", "up", "enter", *"Zo", "backspace", "e", "backspace"],
                *["backspace", "backspace", *"Zoe", "enter"],
                *["enter", "enter", "up", "up", "escape", "escape", "enter", "enter", "enter"],
                *["down", "enter", "enter", "enter", "enter", "escape", "enter", "enter"],
                *["r", "d", "q", "y"],
            ],
            options={"players": None, "verbosity": "normal"},
            scripted=dice([1, 2, 3, 4, 5]),
            reaches=("setup-intro", "setup-rules", "setup-keys", "setup-ready", "setup-name-typed"),
        ),
        "setup-quit": Scenario(
            keys=["down", "enter", "enter", "q", "enter"],
            options={"players": None, "verbosity": "detailed"},
            reaches=("setup-players", "app-quit-confirm", "app-goodbye"),
        ),
    }


def render(value: Any) -> str:
    """Message arguments as stable text: nested messages, lists and rounded numbers."""
    if isinstance(value, Msg):
        args = ", ".join(f"{k}={render(v)}" for k, v in value.args.items())
        return f"{value.id}({args})"
    if isinstance(value, ListOf):
        return f"[{'; '.join(render(m) for m in value.items)}]/{value.style}"
    if isinstance(value, float):
        return f"{value:.3f}"
    if isinstance(value, (tuple, list)):
        return "(" + ", ".join(render(v) for v in value) + ")"
    return str(value)


def transcript(name: str, scenario: Scenario, tmp_path: Path) -> tuple[str, list[str]]:
    options = dict(scenario.options)
    if options.pop("record", None):
        options["record"] = tmp_path / "record.json"
    run = play(scenario.keys, dice=scenario.scripted, leave=("q", "y"), **options)
    app, output = run.app, run.output
    said = list(app.controller.said)
    lines = [f"# golden transcript: {name}", "", "## spoken"]
    lines += [("! " if interrupt else "  ") + text for text, interrupt in output.spoken]
    lines += ["", "## messages"]
    lines += [render(m) for m in said]
    return "\n".join(lines) + "\n", [m.id for m in said]


@pytest.mark.parametrize("name", sorted(scenarios()))
def test_golden_transcript(name: str, tmp_path: Path) -> None:
    scenario = scenarios()[name]
    text, ids = transcript(name, scenario, tmp_path)
    path = GOLDEN / f"{name}.txt"
    if os.environ.get("UPDATE_GOLDEN"):
        GOLDEN.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    for expected in scenario.reaches:
        assert expected in ids, f"{name} no longer reaches {expected}"
    assert path.read_text(encoding="utf-8") == text
