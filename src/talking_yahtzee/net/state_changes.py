"""What an update changed of a table's state, and that change applied to a client's copy.

The server sends a table's whole state when a client sits down (``welcome``), asks for it
(``snapshot``), or when seats change for everyone (``seat``, ``new-game``); each ``update`` and
``undone`` then carries only what changed since the state its members last heard
(:func:`changes_between`): the turn, the cards scored, and the status, seats, host or spectators
when they changed. A client applies it (:func:`with_changes`) to the state of ``seq - 1`` and
holds exactly the state the server would send whole (issue 40). A change that cannot be said so
(the first state, a game begun or gone, settings or the number of seats changed) is sent whole.
"""

from __future__ import annotations

import msgspec

from talking_yahtzee.core.rules import Scorecard
from talking_yahtzee.net.wire_state import (
    CardState,
    GameChanges,
    GameState,
    TableChanges,
    TableState,
)

__all__ = ["CardForms", "OutOfStep", "changes_between", "with_changes"]


class OutOfStep(ValueError):
    """Changes that do not follow the state held (a message missed): ask for a snapshot."""


class CardForms:
    """Each seat's card in its wire form, made again only when the card is a new one (a
    scorecard is a value: each score makes a new one), so that a table's successive states share
    the forms of the cards that did not change, and :func:`changes_between` sees it at once."""

    def __init__(self) -> None:
        self.known: dict[int, tuple[Scorecard, CardState]] = {}

    def of(self, seat: int, card: Scorecard) -> CardState:
        known = self.known.get(seat)
        if known is None or known[0] is not card:
            known = self.known[seat] = (card, CardState(list(card.boxes), card.yahtzee_bonuses))
        return known[1]


def _settings(state: TableState) -> tuple[object, ...]:
    """What no update changes: a change here is sent whole."""
    game = state.game
    shape = None if game is None else (game.first_player, len(game.cards))
    kept = (state.code, state.rules, state.spectators, state.away_seconds, state.undo)
    return (*kept, state.turn_seconds, len(state.seats), shape)


def changes_between(before: TableState | None, after: TableState) -> TableChanges | None:
    """What ``after`` changed of ``before``; None: send ``after`` whole."""
    if before is None or _settings(before) != _settings(after):
        return None
    changed = TableChanges()
    if before.status != after.status:
        changed.status = after.status
    if before.seats != after.seats:
        changed.seats = after.seats
    if before.host != after.host:
        changed.host = after.host
    if before.watching != after.watching:
        changed.watching = after.watching
    game, old = after.game, before.game
    if game is not None and old is not None:
        cards = {
            i: card
            for i, (card, was) in enumerate(zip(game.cards, old.cards, strict=True))
            if card is not was and card != was
        }
        changed.game = GameChanges(
            game.current, game.round, game.over, game.dice, game.held, game.rolls_used, cards
        )
    return changed


def with_changes(state: TableState, seq: int, changes: TableChanges) -> TableState:
    """``state`` (the state of ``seq - 1``) with ``changes`` applied: the state of ``seq``.

    :raises OutOfStep: if ``state`` is not the state of ``seq - 1``, or the changes do not fit
        it (a game that it does not have, a card it does not hold).
    """
    if state.seq != seq - 1:
        raise OutOfStep(f"changes for {seq} on the state of {state.seq}")
    game, turn = state.game, changes.game
    if turn is not None:
        if game is None:
            raise OutOfStep("changes to a game not begun")
        cards = list(game.cards)
        for seat, card in turn.cards.items():
            if not 0 <= seat < len(cards):
                raise OutOfStep(f"a card for seat {seat}")
            cards[seat] = card
        game = GameState(
            first_player=game.first_player,
            current=turn.current,
            round=turn.round,
            over=turn.over,
            cards=cards,
            dice=turn.dice,
            held=turn.held,
            rolls_used=turn.rolls_used,
        )
    return msgspec.structs.replace(
        state,
        seq=seq,
        status=state.status if changes.status is None else changes.status,
        seats=state.seats if changes.seats is None else changes.seats,
        host=state.host if changes.host is None else changes.host,
        watching=state.watching if changes.watching is None else changes.watching,
        game=game,
    )
