"""The tests' shared ways to drive the real application: keys in, messages and state out.

``play`` builds the real application through its constructor (scripted dice included) with
prompt_toolkit's pipe input and a recording speech output; the keys go in as a terminal sends them.
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator, Sequence
from pathlib import Path

from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from terminal_keys import KEYS

from talking_yahtzee.cli.app import AppOptions, YahtzeeApp
from talking_yahtzee.core.dice import ScriptedDice
from talking_yahtzee.core.rules import DiceSource
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.sound import SoundOutput
from talking_yahtzee.speech import Output, RecordingOutput, Speech, Transcript
from talking_yahtzee.ui.pacing import Clock

__all__ = ["KEYS", "SEQUENCES", "Run", "file_sink_home", "play", "scripted_keys", "whole_game_keys"]

SEQUENCES = {"home": "\x1b[H", "down": "\x1b[B", "enter": "\r"}
"""What a terminal sends for the keys ``scripted_keys`` uses (for a real process's input)."""


class Run:
    def __init__(self, app: YahtzeeApp, output: RecordingOutput) -> None:
        self.app = app
        self.output = output

    @property
    def controller(self):  # type: ignore[no-untyped-def]
        return self.app.controller

    @property
    def ids(self) -> list[str]:
        return [m.id for m in self.app.controller.said]

    def messages(self, message_id: str) -> list[Msg]:
        return [m for m in self.app.controller.said if m.id == message_id]

    @property
    def texts(self) -> list[str]:
        return self.output.texts


def play(
    keys: Sequence[str],
    tmp_path: Path | None = None,
    *,
    dice: Sequence[int] | DiceSource | None = None,
    leave: Sequence[str] = ("q", "enter"),
    outputs: Sequence[Output] | None = None,
    sound: SoundOutput | None = None,
    clock: Clock | None = None,
    prepare: Callable[[YahtzeeApp], None] | None = None,
    **options: object,
) -> Run:
    """Send ``keys``, then ``leave`` (quit in any language), to the real application.

    ``dice`` scripts the dice (values, or a source); ``outputs`` replace the recording speech
    output; ``sound`` and ``clock`` go to the composition root as they are; ``prepare`` sees the
    app before it runs (a statistics stand-in); ``options`` are :class:`AppOptions` fields
    (defaults: English, no pause, seed 7, no roll guard).
    """
    output = RecordingOutput()
    speech = Speech(list(outputs) if outputs is not None else [output], Transcript())
    defaults: dict[str, object] = {
        "lang": "en",
        "pace": 0.0,
        "seed": 7,
        "show_messages": True,
        "roll_guard": False,  # keys arrive at once here; tests/ui/test_forgiving_app.py guards
    }
    defaults.update(options)
    source = ScriptedDice(dice) if isinstance(dice, Sequence) else dice
    with create_pipe_input() as pipe:
        pipe.send_text("".join(KEYS.get(k, k) for k in [*keys, *leave]).replace("c-z", "\x1a"))
        app = YahtzeeApp(
            AppOptions(**defaults),  # type: ignore[arg-type]
            speech=speech,
            sound=sound,
            input=pipe,
            output=DummyOutput(),
            clock=clock,
            dice=source,
        )
        if prepare is not None:
            prepare(app)
        app.run()
    return Run(app, output)


def whole_game_keys(turns: int) -> Iterator[str]:
    """Roll once and score the i-th box on turn i (a zero is confirmed by the second Enter).

    The last box, Chance, never scores zero: no second Enter (at the end it says the choices).
    """
    for turn in range(turns):
        yield "r"
        yield "home"
        yield from ["down"] * turn
        yield "enter"
        if turn < 12:
            yield "enter"


def scripted_keys(seed: int) -> list[str]:
    """A whole solitaire game: rolls, holds (some taken back with U), a box scored each turn."""
    rng = random.Random(seed)
    keys: list[str] = []
    for turn in range(13):
        keys.append("r")
        for _ in range(rng.randint(0, 2)):
            keys.append(str(rng.randint(1, 5)))
            if rng.random() < 0.2:
                keys.append("u")
        if rng.random() < 0.6:
            keys.append("r")
        keys += ["home", *["down"] * turn, "enter"]
        keys += ["enter"] if turn < 12 else []  # a zero's 2nd Enter
    keys.append("n")  # at the end: leave
    return keys


def file_sink_home(home: Path, sink: Path) -> Path:
    """A HOME whose default ALSA device writes raw samples to ``sink``."""
    home.mkdir(parents=True, exist_ok=True)
    (home / ".asoundrc").write_text(
        f'pcm.!default {{\n  type file\n  slave.pcm "null"\n  file "{sink}"\n  format "raw"\n}}\n',
        encoding="utf-8",
    )
    return home
