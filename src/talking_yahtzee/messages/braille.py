"""The score card for a braille display: two lines, each at most 40 cells, as messages.

``1s:3 2s:- 3s:9 4s:- 5s:- 6s:- =12`` and ``3k:- 4k:- FH:25 SS:- LS:- Y:- C:22`` in English; the
abbreviations and the layout of each line live in ``locales/<lang>/braille.ftl``.
"""

from __future__ import annotations

from typing import Final

from talking_yahtzee.core.game import Game
from talking_yahtzee.core.rules import LOWER_CATEGORIES, UPPER_CATEGORIES, Category, Scorecard
from talking_yahtzee.messages.i18n import Msg

BRAILLE_CELLS: Final = 40
"""The common display width each card line must fit."""


def braille_box(category: Category) -> Msg:
    """A box's braille abbreviation (``1s``, ``FH``)."""
    return Msg("braille-box-" + category.value.replace("_", "-"))


def _cell(card: Scorecard, category: Category) -> Msg:
    points = card[category]
    return Msg("braille-cell", box=braille_box(category), points="-" if points is None else points)


def card_lines(game: Game, player: int | None = None) -> list[Msg]:
    """The card of ``player`` (default: whose turn it is) as two braille lines."""
    index = game.current if player is None else player
    card = game.cards[index]
    upper = {c.value: _cell(card, c) for c in UPPER_CATEGORIES}
    lower = {c.value: _cell(card, c) for c in LOWER_CATEGORIES}
    return [
        Msg("braille-card-upper", upper=card.upper_subtotal, **upper),
        Msg("braille-card-lower", **lower),
    ]
