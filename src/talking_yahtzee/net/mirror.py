"""The client's copy of the game: the server's last state as a core ``Game``, never played locally.

Review keys, the announcer, hints and the coach read a ``Game``; :class:`Mirror` stands one at the
position the server last said (cards with their points, the dice, the holds, whose turn) with
``Game.at``, a new game for each state, so a client answers them without scoring anything itself.
Readers take ``mirror.game`` afresh. Its dice cannot roll. :func:`command_of` names the command
an update's events came from, so a client hears the server's updates as the table engine's.
"""

from __future__ import annotations

from collections.abc import Sequence

from talking_yahtzee.core.events import (
    DiceRolled,
    Event,
    FirstPlayerChosen,
    FirstRollRolled,
    Scored,
    TurnStarted,
)
from talking_yahtzee.core.game import (
    Game,
    Phase,
    Player,
    PlayerKind,
    Position,
    Roll,
    ScoreBox,
    SetHeld,
)
from talking_yahtzee.core.rules import RULE_SETS, Dice, RuleSet, Scorecard, Turn
from talking_yahtzee.core.state import TurnRecord
from talking_yahtzee.engine.table import Start, TableCommand
from talking_yahtzee.net.protocol import CardState, TableState, Undone, Update, Welcome, events_of
from talking_yahtzee.net.turns import follow as follow_turns
from talking_yahtzee.net.turns import score_taken_back, turns_from_wire


class ServerDice:
    """The mirror's dice source: only the server rolls."""

    def roll(self, count: int) -> tuple[int, ...]:
        raise RuntimeError("online, only the server rolls the dice")


class Mirror:
    """A ``Game`` at the server's last state (a new one for every state, never changed itself)."""

    def __init__(self) -> None:
        self.game: Game | None = None
        self.turns: list[TurnRecord] = []
        """The game's turns so far (``net.turns``): the server's at a welcome, then followed."""
        self.cards: dict[int, tuple[CardState, RuleSet, Scorecard]] = {}
        """Each seat's card as last made: kept while its wire form is the same object (an
        update's changes keep the forms of the cards they leave alone, ``net.state_changes``)."""

    def heard(self, message: Update | Undone) -> None:
        """An update or a move taken back, before its state: the turns as the server's game
        records them."""
        if isinstance(message, Update):
            round_now = self.game.round if self.game is not None else 1
            follow_turns(self.turns, events_of(message), round_now)
        elif message.command == "score":
            score_taken_back(self.turns)

    def update(self, state: TableState) -> Game | None:
        """Take in ``state``.

        :raises ValueError: if the state is not one the rules allow (a card no game can make).
        """
        shown = state.game
        if shown is None:
            self.game, self.turns = None, []
            return None
        players = tuple(
            Player(s.name, PlayerKind.COMPUTER, s.level) if s.kind == "computer" else Player(s.name)
            for s in state.seats
        )
        rules = RULE_SETS.get(state.rules)
        if rules is None:
            raise ValueError(f"unknown rules {state.rules!r}")
        count = len(players)
        if len(shown.cards) != count or not all(
            0 <= p < count for p in (shown.current, shown.first_player)
        ):
            raise ValueError("the state's cards or seats do not match its players")
        cards = [self.card(seat, shown_card, rules) for seat, shown_card in enumerate(shown.cards)]
        dice = Dice(tuple(shown.dice)) if shown.dice is not None else None
        turn = Turn(dice, frozenset(shown.held), shown.rolls_used)
        position = Position(
            phase=Phase.OVER if shown.over else Phase.PLAYING,
            first_player=shown.first_player,
            current=shown.current,
            round=shown.round,
            cards=tuple(cards),
            turn=turn,
            turns=tuple(self.turns),
        )
        self.game = Game.at(position, players, rules, ServerDice())
        return self.game

    def card(self, seat: int, shown: CardState, rules: RuleSet) -> Scorecard:
        """``seat``'s card (checked by the rules when it is new).

        :raises ValueError: if the card is not one the rules allow.
        """
        known = self.cards.get(seat)
        if known is not None and known[0] is shown and known[1] is rules:
            return known[2]
        card = Scorecard(tuple(shown.boxes), shown.yahtzee_bonuses, rules)
        self.cards[seat] = (shown, rules, card)
        return card


def welcome_turns(welcome: Welcome) -> list[TurnRecord]:
    """The turns a welcome says the game has had so far."""
    return turns_from_wire(welcome.turns)


def seat_named(state: TableState, seat: int | None, name: str) -> int | None:
    """A person's seat in ``state``: ``seat`` unless the seats before it moved (the host dropped
    a computer's seat between games), then the seat that bears ``name``."""
    if seat is None or (seat < len(state.seats) and state.seats[seat].name == name):
        return seat
    found = [i for i, s in enumerate(state.seats) if s.kind == "person" and s.name == name]
    return found[0] if found else seat


def command_of(events: Sequence[Event], game: Game) -> TableCommand:
    """The command an update's events came from (the wire sends the events, not the command)."""
    for event in events:
        if isinstance(event, Scored):
            return ScoreBox(event.category)
        if isinstance(event, DiceRolled | FirstRollRolled):
            return Roll()
        if isinstance(event, TurnStarted | FirstPlayerChosen):
            return Start()
    return SetHeld(game.turn.held)  # hold changes (or none: a keep as it was)
