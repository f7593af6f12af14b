"""Shared localizers (every browser page's player in one server process): one copy of a
language's words, and a line rendered once for all, exactly as a localizer of its own renders it,
at the verbosity asked now."""

from __future__ import annotations

from enum import Enum

from talking_yahtzee.core.rules import Category
from talking_yahtzee.messages.i18n import (
    LINES_KEPT,
    ListOf,
    Localizer,
    Msg,
    message_key,
    shared_lines,
)
from talking_yahtzee.messages.phrases import box

LINES = [
    Msg("game-scored", kind="person", player="Ann", box=box(Category.CHANCE), points=23),
    Msg("web-board-possible", points=12),
    Msg("web-board-round", round=3, rounds=13),
    Msg("help-online-lobby-change"),
    Msg("web-board-place", place=1, player="Bea", points=250),
]


def test_a_shared_localizer_says_what_its_own_says() -> None:
    for lang in ("en", "sv", "ru"):
        own, shared = Localizer(lang), Localizer(lang, shared=True)
        for message in LINES:
            assert shared.format(message) == own.format(message)  # rendered, then kept
            assert shared.format(message) == own.format(message)  # from the kept lines
        assert Localizer(lang, shared=True)._areas is shared._areas  # one copy per language


def test_the_kept_line_follows_the_verbosity() -> None:
    words = Localizer("en", shared=True)
    listed = Msg("x", items=ListOf((Msg("web-board-box"), Msg("web-board-dice"))))
    scored = Msg("game-scored", kind="computer", player="Robo", box=box(Category.ONES), points=3)
    for verbosity in ("brief", "detailed", "normal"):
        words.verbosity = verbosity
        assert words.format(scored) == Localizer("en", verbosity=verbosity).format(scored)
    assert message_key(listed) is not None


def test_only_plain_arguments_are_kept() -> None:
    class Odd:
        def __str__(self) -> str:
            return "odd"

    class Colour(Enum):
        RED = "red"

    assert message_key(Msg("x", a=Odd())) is None
    assert message_key(Msg("x", a=[1, 2])) is None
    assert message_key(Msg("x", a=1)) != message_key(Msg("x", a=True))
    assert message_key(Msg("x", a=1)) != message_key(Msg("x", a="1"))
    assert message_key(Msg("x", a=Colour.RED)) == message_key(Msg("x", a=Colour.RED))
    words = Localizer("en", shared=True)
    kept = shared_lines("en", words._root)
    before = len(kept)
    words.format(Msg("web-board-possible", points=Odd()))
    assert len(kept) == before  # not kept: its text could change under the same key


def test_a_line_kept_as_a_part_is_not_served_as_a_whole_line() -> None:
    """A whole line starts with a capital, the same message inside another does not: each is
    kept apart."""
    words, own = Localizer("en", shared=True), Localizer("en")
    inner = Msg("list-two", a="ann", b="bea")
    outer = Msg("list-two", a=inner, b="cy")
    assert words.format(outer) == own.format(outer)  # keeps the inner one as a part
    assert words.format(inner) == own.format(inner) == "Ann and bea"


def test_the_kept_lines_are_bounded() -> None:
    words = Localizer("en", shared=True)
    kept = shared_lines("en", words._root)
    for n in range(LINES_KEPT + 10):
        words.format(Msg("web-board-possible", points=n))
    assert 0 < len(kept) <= LINES_KEPT
