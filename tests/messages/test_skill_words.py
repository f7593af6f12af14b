"""The costliest choices are said in short lines, at most 15 words each in every language, so that a
screen reader reads each whole; every variant of every line renders (messages.skill)."""

from __future__ import annotations

import itertools

import pytest

from talking_yahtzee.advisor.skill import Chances, Choice, Move
from talking_yahtzee.core.rules import Category
from talking_yahtzee.messages.i18n import LANGUAGES, Localizer, Msg
from talking_yahtzee.messages.skill import choice_lines, no_costly_choice

MOST_WORDS = 15
MOVES = [
    Move("keep", keep=(1, 2, 3, 4)),
    Move("keep", keep=()),
    Move("score", category=Category.ONES, points=0),
    *(Move("score", category=c, points=24) for c in Category),
]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_line_of_a_costly_choice_is_at_most_15_words(lang: str) -> None:
    localizer = Localizer(lang)
    longest: dict[str, tuple[int, str]] = {}
    lines: dict[str, Msg] = {}  # each line once: ~5,500 lines are ~50 different ones
    for done, best, held, rolls_left, to_win, own in itertools.product(
        MOVES, MOVES[::7], [(), (6, 6, 6, 6)], (0, 1, 2), (False, True), (True, False)
    ):
        chances = Chances(best, 0.456, 0.123) if to_win else None
        choice = Choice(
            0, 13, 3 - rolls_left, (1, 2, 3, 4, 6), held, done, best, 260.0, 247.55, 1.0, chances
        )
        for message in choice_lines(choice, 10, 10, "Anna-Maria", own=own):
            lines.setdefault(repr(message), message)
    assert len(lines) > 40
    for message in lines.values():
        text = localizer.format(message)
        words = len(text.split())
        assert text and not localizer.errors, (message, localizer.errors)
        if words > longest.get(message.id, (0, ""))[0]:
            longest[message.id] = (words, text)
    assert set(longest) == {
        "skill-choice", "skill-choice-dice", "skill-choice-done", "skill-choice-best",
    }  # fmt: skip
    too_long = {k: v for k, v in longest.items() if v[0] > MOST_WORDS}
    assert not too_long, too_long
    for own in (True, False):
        assert len(localizer.format(no_costly_choice("Anna-Maria", own=own)).split()) <= MOST_WORDS
