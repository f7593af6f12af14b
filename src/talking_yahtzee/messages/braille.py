"""The score card for a braille display: lines of at most 40 cells each, as messages.

``1s=3 2s=- 3s=9 4s=- 5s=- 6s=- =12`` and ``3k=- 4k=- FH=25 SS=- LS=- Y=- C=22`` in English (the
Yatzy card's nine lower boxes take two lines, since two 40-cell lines cannot hold its 15 boxes with
their points and the upper sum); the abbreviations and the layout of each line live in
``locales/<lang>/braille.ftl``, the cell joined by ``=`` (a colon would be read aloud).
"""

from __future__ import annotations

from typing import Final

from talking_yahtzee.core.game import Game
from talking_yahtzee.core.rules import UPPER_CATEGORIES, Category, Scorecard
from talking_yahtzee.messages.i18n import ListOf, Msg

BRAILLE_CELLS: Final = 40
"""The common display width each card line must fit."""


def braille_box(category: Category) -> Msg:
    """A box's braille abbreviation (``1s``, ``FH``)."""
    return Msg("braille-box-" + category.value.replace("_", "-"))


def _cell(card: Scorecard, category: Category) -> Msg:
    points = card[category]
    return Msg("braille-cell", box=braille_box(category), points="-" if points is None else points)


LOWER_CELLS: Final = 7
"""Lower boxes on one line at most: seven "SS:30" cells fit a 40-cell display in every language."""


def card_lines(game: Game, player: int | None = None) -> list[Msg]:
    """The card of ``player`` (default: whose turn it is) as braille lines of at most 40 cells:
    the upper boxes, then the lower boxes (one line, or two for the Yatzy card)."""
    index = game.current if player is None else player
    card = game.cards[index]
    upper = {c.value: _cell(card, c) for c in UPPER_CATEGORIES}
    lower = card.rules.lower
    lines = -(-len(lower) // LOWER_CELLS)  # the American card's 7 in one line, Yatzy's 9 in two
    size = -(-len(lower) // lines)
    return [
        Msg("braille-card-upper", upper=card.upper_subtotal, **upper),
        *(
            Msg(
                "braille-card-lower",
                cells=ListOf(tuple(_cell(card, c) for c in lower[i : i + size]), style="space"),
            )
            for i in range(0, len(lower), size)
        ),
    ]
