"""Turns game events, reviews and refusals into messages (ids and arguments), never into text.

Events are spoken by :class:`talking_yahtzee.messages.telling.Teller` from the events and who is
listening alone; the review keys (:class:`Reviewer`) and refusals read the game as it stands. What
each verbosity level says is decided in the .ftl files. The helpers that build the parts of
messages (boxes, dice, combinations) live in :mod:`talking_yahtzee.messages.phrases`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from talking_yahtzee.core.dice import DiceValuesNeeded
from talking_yahtzee.core.events import Event
from talking_yahtzee.core.game import Game, Player
from talking_yahtzee.core.rules import (
    AllDiceHeld,
    BoxFilled,
    Category,
    GameIsOver,
    IllegalAction,
    JokerRuleForbids,
    NoRollsLeft,
    NotRolledYet,
    OutOfOrder,
)
from talking_yahtzee.messages.i18n import ListOf, Msg
from talking_yahtzee.messages.phrases import box, box_args, values
from talking_yahtzee.messages.reviews import Reviewer
from talking_yahtzee.messages.telling import Teller

__all__ = ["Announcer", "box", "values"]


class Announcer(Reviewer):
    """What to say about a game; one instance per game."""

    def __init__(
        self,
        game: Game,
        *,
        dice_order: str = "position",
        seats: Sequence[Player] | None = None,
        listener: Callable[[], int | None] | None = None,
    ) -> None:
        super().__init__(game, dice_order=dice_order, seats=seats, listener=listener)
        self.teller = Teller(self.seating, dice_order=dice_order)
        """Speaks the events: it holds no game."""

    # -- events -----------------------------------------------------------------------------------

    def events(self, events: Iterable[Event]) -> list[Msg]:
        return [m for e in events for m in self.event(e)]

    def event(self, event: Event) -> list[Msg]:
        """``event`` in messages, from the event and the listener only (never the live game)."""
        return self.teller.event(event)

    def keeps(self, player: int, kept: Sequence[int]) -> Msg:
        """A computer player's choice of dice to keep before rolling again."""
        return Msg(
            "game-keeps",
            player=self.name(player),
            dice=values(sorted(kept)),
            count=len(kept),
        )

    # -- refusals ---------------------------------------------------------------------------------

    def refusal(self, error: IllegalAction, category: Category | None = None) -> Msg:
        """A short spoken reason for an action the rules forbid now."""
        if isinstance(error, NoRollsLeft):
            return Msg("error-no-rolls-left")
        if isinstance(error, AllDiceHeld):
            return Msg("error-all-held")
        if isinstance(error, DiceValuesNeeded):
            return Msg("error-dice-values-needed", count=error.count)
        if isinstance(error, NotRolledYet):
            return Msg("error-not-rolled")
        next_box = self.game.card.next_box
        if isinstance(error, BoxFilled | OutOfOrder) and self.game.rules.forced_order and next_box:
            return Msg("error-not-next-box", **box_args(next_box))  # where to go, not where not
        if isinstance(error, BoxFilled) and category is not None:
            return Msg("error-box-filled", **box_args(category))
        if isinstance(error, JokerRuleForbids):
            allowed = ListOf(tuple(box(o.category) for o in self.game.options()))
            return Msg("error-joker", boxes=allowed)
        if isinstance(error, GameIsOver):
            return Msg("error-game-over")
        return Msg("error-not-allowed")
