"""What a key cut of other players' lines is told again (issue 42): a screen reader speaks more
slowly than the game writes, and a key empties its queue. Through the real application, with a
speech output heard aloud and a clock that says whether each line's speaking had ended; at home
in English and in Swedish (online: tests/net/test_online_small.py)."""

from __future__ import annotations

import asyncio

import pytest
from harness import play

from talking_yahtzee.core.game import Player, PlayerKind
from talking_yahtzee.speech import RecordingOutput

PLAYERS = [Player("Ann"), Player("Robo", PlayerKind.COMPUTER, "good")]
DICE = [6, 6, 6, 6, 6, 1, 1, 1, 1, 1] + [3, 3, 3, 5, 2] * 40
"""Ann starts (sixes against ones); every roll after that is three threes."""
SCORE_THREES = ["r", "down", "down", "enter"]


class Clock:
    """The game's clock; each reading is ``step`` seconds after the one before."""

    def __init__(self, step: float) -> None:
        self.time = 0.0
        self.step = step

    def now(self) -> float:
        self.time += self.step
        return self.time

    async def pause(self, seconds: float, wake: asyncio.Event) -> None:
        await asyncio.sleep(0)


@pytest.mark.parametrize(("lang", "leave"), [("en", ("q", "y")), ("sv", ("q", "j"))])
def test_a_key_that_cut_the_computers_turn_hears_it_again_after_its_answer(
    lang: str, leave: tuple[str, str]
) -> None:
    # Ann scores; Robo plays at once, his lines queued behind hers; Ann's D comes before they
    # could be said: after the dice, "You missed this...", then Robo's score, the standing and
    # Ann's turn again, in order (his rolls and keeps left out).
    voice = RecordingOutput("tts")  # heard aloud: a key cuts what it still has to say
    run = play(
        [*SCORE_THREES, "d"],
        players=PLAYERS,
        dice=DICE,
        lang=lang,
        leave=leave,
        outputs=[voice],
        clock=Clock(0.001),
    )
    ids = run.ids
    at = ids.index("app-unheard")
    assert ids[at - 1] == "review-dice-none"  # the answer to D first ("not rolled yet")
    told = ids[at + 1 : ids.index("app-quit-confirm")]
    assert told == ["game-scored", "game-turn-end", "game-round-end", "game-turn-start"]
    robo = run.messages("game-scored")[-1]
    assert robo.args["player"] == "Robo"
    said = run.controller.localizer.format(robo)
    texts = voice.texts
    assert texts.count(said) == 2  # written once, cut, then said again
    assert texts[texts.index(said, texts.index(said) + 1) - 1].startswith(
        "You missed" if lang == "en" else "Det här missade du"
    )


def test_a_key_after_the_lines_were_said_tells_nothing_again() -> None:
    run = play(
        [*SCORE_THREES, "d"],
        players=PLAYERS,
        dice=DICE,
        outputs=[RecordingOutput("tts")],
        clock=Clock(1000.0),  # each reading a long time after: every line had been said
    )
    assert "app-unheard" not in run.ids


def test_a_transcript_alone_cuts_nothing() -> None:
    run = play([*SCORE_THREES, "d"], players=PLAYERS, dice=DICE, clock=Clock(0.001))
    assert "app-unheard" not in run.ids
