"""The end of a game through the real application: no key of the last turn chooses anything.

For a moment after the last score the choices (Ctrl+N plays again, N or Q leaves) are not taken:
the key is answered behind the result, once, then with the refusal cue. Enter alone never plays
again; it says the choices. The game's clock is a test clock moved by the keys themselves, so
"a moment later" is a number, not a wait.
"""

from __future__ import annotations

import asyncio
from collections.abc import Sequence

from harness import Run, play, whole_game_keys

from talking_yahtzee.cli.app import YahtzeeApp
from talking_yahtzee.core.game import Player
from talking_yahtzee.sound import RecordingSoundOutput
from talking_yahtzee.ui.modes.game_over import CHOICE_GUARD

ANN = Player("Ann")
GAME = list(whole_game_keys(13))
"""A whole solitaire game: its last key scores Chance and ends the game."""
GAP = 0.2
"""Seconds between two keys typed in a row (a roll key comes 0.4 s or more after the last)."""


class KeyClock:
    """Never waits; its time moves only with the keys: each key comes :data:`GAP` seconds after
    the one before, or, for a key whose index is in ``pauses``, that many seconds after it."""

    def __init__(self, pauses: dict[int, float] | None = None) -> None:
        self.pauses = pauses or {}
        self.time = 100.0
        self.keys = 0

    async def pause(self, seconds: float, wake: asyncio.Event) -> None:
        await asyncio.sleep(0)

    def now(self) -> float:
        return self.time

    def key(self) -> None:
        self.time += self.pauses.get(self.keys, GAP)
        self.keys += 1


def run(
    after: Sequence[str],
    *,
    wait_before: int | None = None,
    leave: Sequence[str] = ("q", "y"),
    **options: object,
) -> tuple[Run, RecordingSoundOutput]:
    """A whole game, then ``after``; the key ``after[wait_before]`` comes 1.5 s after the one
    before it (its guard long over). The roll guard is on unless ``options`` say otherwise."""
    pauses = {} if wait_before is None else {len(GAME) + wait_before: CHOICE_GUARD + 0.5}
    clock = KeyClock(pauses)

    def prepare(app: YahtzeeApp) -> None:
        handle = app.controller.key

        def timed(name: str) -> None:
            clock.key()
            handle(name)

        app.controller.key = timed  # type: ignore[method-assign]

    sound = RecordingSoundOutput()
    settings: dict[str, object] = {"players": [ANN], "roll_guard": True, **options}
    result = play(
        [*GAME, *after], clock=clock, sound=sound, prepare=prepare, leave=leave, **settings
    )
    return result, sound


def after_the_end(run: Run) -> list[str]:
    return run.ids[run.ids.index("game-play-again") + 1 :]


def test_keys_pressed_as_the_game_ends_choose_nothing_and_are_answered_once() -> None:
    result, sound = run(["enter", "n", "c-n", "q", "c-n"], wait_before=4)
    heard = after_the_end(result)
    assert heard[:2] == ["game-over-too-soon", "game-new"]  # one answer for four keys
    (answer,) = result.messages("game-over-too-soon")
    assert answer.args["again"].id == "game-play-again"
    spoken = dict(result.output.spoken)
    text = "Key not taken, the game has only just ended. Play again? Press Ctrl+N to play again"
    (line,) = [t for t in spoken if t.startswith(text)]
    assert spoken[line] is False  # behind the result, not over it
    names = sound.names
    end = max(i for i, name in enumerate(names) if name in ("game-won", "game-lost"))
    assert names[end:].count("refusal") == 4  # each key not taken is heard as not taken
    game = result.controller.game
    assert game is not None and not game.is_over and game.round == 1  # the new game


def test_a_choice_after_the_moment_is_taken() -> None:
    result, _ = run(["n"], wait_before=0, leave=())
    assert after_the_end(result) == ["app-goodbye"]


def test_enter_alone_never_plays_again_it_says_the_choices() -> None:
    result, _ = run(["enter", "enter", "n"], wait_before=0, leave=())
    assert after_the_end(result) == ["game-play-again", "game-play-again", "app-goodbye"]
    game = result.controller.game
    assert game is not None and game.is_over


def test_review_keys_work_in_the_moment() -> None:
    result, _ = run(["s", "n"], wait_before=2, leave=("n",))
    assert after_the_end(result)[:2] == ["review-standings", "game-over-too-soon"]
    assert result.ids[-1] == "app-goodbye"


def test_without_the_roll_guard_the_choices_are_taken_at_once() -> None:
    result, _ = run(["c-n"], roll_guard=False)
    assert after_the_end(result)[0] == "game-new"
    assert "game-over-too-soon" not in result.ids


def test_help_at_the_end_says_the_choices_first() -> None:
    result, _ = run(["?", "n"], wait_before=1, leave=())
    heard = after_the_end(result)
    assert heard[:2] == ["game-play-again", "help-index"] and heard[-1] == "app-goodbye"
