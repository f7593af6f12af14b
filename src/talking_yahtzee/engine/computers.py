"""The computers' moves at a table: the one place outside the advisor where a computer decides.

A decision draws on a generator seeded by the table, the seat, the round and the roll, so a table
replayed from its log (a resumed save, a restarted server) decides as it would have.
"""

from __future__ import annotations

import random

from talking_yahtzee.advisor.opponents import MasterOpponent, Reroll, cards_after, opponent
from talking_yahtzee.core.game import Command, Game, ScoreBox, SetHeld

STAND_IN_LEVEL = "good"
"""The level of the computer that plays for an absent or removed person."""


def decision(game: Game, seed: int, level: str | None) -> Command:
    """What the computer whose turn it is does with the dice rolled: keep some, or score.

    A keep is always said (``SetHeld``, even of the dice already held), then rolled separately.
    """
    seat, turn = game.current, game.turn
    rng = random.Random(f"{seed}:{seat}:{game.round}:{turn.rolls_used}")
    level = level or STAND_IN_LEVEL
    player = (
        MasterOpponent(lambda: cards_after(game.cards, seat))  # it sees the table's cards
        if level == MasterOpponent.level
        else opponent(level, rng)
    )
    decided = player.decide(game.card, turn, game.rules)
    if isinstance(decided, Reroll) and turn.rolls_left > 0:
        return SetHeld(decided.held)
    category = decided.category if not isinstance(decided, Reroll) else None
    return ScoreBox(category or game.options()[0].category)
