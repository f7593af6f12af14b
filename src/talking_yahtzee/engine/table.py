"""One table for every client: its rule set, seats, seeded dice and the log of accepted commands.

Home play (``ui.table``) and the server (``net.table``) drive the same :class:`Table`.
:meth:`Table.submit` checks a command with the rules core for the seat that sent it, appends it to
the log with the dice it dealt, and returns the :class:`Update` (the log entry and its events).
The computers' moves come from here too (:meth:`Table.computer_move`, ``engine.computers``). Undo
is the table's, by replay, under one policy (:meth:`Table.undo`). A table is rebuilt from its seed
(or dice) and log (:meth:`Table.replay`): a resumed save, a restarted server, an undo.
"""

from __future__ import annotations

import random
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Literal

from talking_yahtzee.core.dice import RandomDice, ScriptedDice
from talking_yahtzee.core.events import Event
from talking_yahtzee.core.forgive import (
    NothingToUndo,
    UndoAfterRoll,
    UndoGameOver,
    Undone,
    UndoNotYours,
    UndoOff,
)
from talking_yahtzee.core.game import (
    Command,
    Game,
    Phase,
    Player,
    Position,
    Roll,
    ScoreBox,
    SetHeld,
)
from talking_yahtzee.core.rules import DiceSource, IllegalAction, RuleSet, Scorecard, Turn
from talking_yahtzee.engine.computers import decision

Actor = Literal["person", "computer", "stand-in"]
"""Who made a move: the seat's person, its computer, or a computer standing in for a person."""


@dataclass(frozen=True, slots=True)
class Start:
    """The game begins: who starts is rolled for (with physical dice, typed roll by roll)."""


TableCommand = Command | Start


class NotYourTurn(IllegalAction):
    """A seat sent a command while another seat is to play."""


class NotStarted(IllegalAction):
    """A command before the game began, or a second start."""


@dataclass(frozen=True, slots=True)
class Entry:
    """One accepted command: who made it, and the values the table's dice dealt for it."""

    seat: int
    actor: Actor
    command: TableCommand
    dice: tuple[int, ...] = ()


@dataclass(frozen=True, slots=True)
class Update:
    """What one accepted command did: its log entry, its events, and the mover's card and turn
    before it (the coach weighs the choice against them)."""

    entry: Entry
    events: tuple[Event, ...]
    card: Scorecard
    turn: Turn

    @property
    def seat(self) -> int:
        return self.entry.seat

    @property
    def by_person(self) -> bool:
        return self.entry.actor == "person"


class Dealer:
    """The table's dice: its source, and the values dealt since the last log entry."""

    def __init__(self, source: DiceSource) -> None:
        self.source = source
        self.dealt: list[int] = []

    @property
    def needs_values(self) -> bool:
        """Physical dice: every roll's values are typed."""
        return bool(getattr(self.source, "needs_values", False))

    def roll(self, count: int) -> tuple[int, ...]:
        values = self.source.roll(count)
        self.dealt.extend(values)
        return values

    def take(self) -> tuple[int, ...]:
        """The values dealt since the last call."""
        dealt, self.dealt = tuple(self.dealt), []
        return dealt


class Replaying(ScriptedDice):
    """The logged values dealt again while a table is rebuilt (typed when the table's are)."""

    def __init__(self, values: Sequence[int], *, needs_values: bool) -> None:
        super().__init__(values)
        self.needs_values = needs_values


class Table:
    """A game at one table, driven only through :meth:`submit`, :meth:`undo` and :meth:`replay`.

    ``dice`` is the table's dice source (physical or scripted dice); None: random dice from
    ``seed``. ``start`` is the position a table migrated from a snapshot save begins at (its log
    goes on from there). ``computer_dice`` deal the computers' rolls at a table of physical dice.
    """

    def __init__(
        self,
        players: Sequence[Player],
        rules: RuleSet,
        *,
        seed: int | None = None,
        dice: DiceSource | None = None,
        previous_best: int | None = None,
        undo: bool = True,
        start: Position | None = None,
    ) -> None:
        self.players = tuple(players)
        self.rules = rules
        self.seed = seed if seed is not None else random.randrange(2**62)
        self.source: DiceSource = dice if dice is not None else RandomDice(self.seed)
        self.dice_at_start = _dice_at_start(dice)
        """Where the dice stood when the table began (a save keeps it with the log)."""
        self.dealer = Dealer(self.source)
        self.computer_dice = RandomDice(self.seed + 1)
        self.previous_best = previous_best
        self.undo_allowed = undo
        self.start = start
        self.log: list[Entry] = []
        self.mismatches = 0
        """Dice of a replayed log that its seed did not deal (a log written with another seed)."""
        self.game = self._new_game(self.dealer)

    def _new_game(self, dice: DiceSource) -> Game:
        if self.start is not None:
            return Game.at(
                self.start, self.players, self.rules, dice, previous_best=self.previous_best
            )
        return Game(self.players, self.rules, dice, previous_best=self.previous_best)

    # -- questions --------------------------------------------------------------------------------

    @property
    def started(self) -> bool:
        return self.start is not None or any(isinstance(e.command, Start) for e in self.log)

    def to_move(self) -> int | None:
        """The seat to send the next command: who rolls to decide who starts, or whose turn it
        is; None before the start and after the end."""
        game = self.game
        if not self.started or game.is_over:
            return None
        if game.phase is Phase.FIRST_ROLL:
            return game.first_roll_pending
        return game.current

    # -- commands ---------------------------------------------------------------------------------

    def submit(self, command: TableCommand, seat: int, actor: Actor = "person") -> Update:
        """Carry out ``command`` for ``seat`` and log it: its update.

        :raises IllegalAction: the rules refuse it (``NotYourTurn``, ``NotStarted``, or the rules'
            own reason); nothing changed. :raises DiceValuesNeeded: physical dice need values.
        """
        game = self.game
        card, turn = game.cards[min(seat, len(game.cards) - 1)], game.turn
        if isinstance(command, Start):
            if self.started:
                raise NotStarted("the game has begun")
            events = game.start()
        else:
            if not self.started:
                raise NotStarted("the game has not begun")
            if seat != self.to_move() and not game.is_over:
                raise NotYourTurn(f"seat {seat} is not to move")
            if (
                isinstance(command, Roll)
                and command.values is None
                and actor != "person"
                and self.dealer.needs_values
            ):
                command = Roll(self.computer_dice.roll(len(turn.free_positions)))
            self.dealer.take()
            events = game.apply(command)
        entry = Entry(seat, actor, command, self.dealer.take())
        self.log.append(entry)
        return Update(entry, events, card, turn)

    def computer_move_due(self, stand_ins: Collection[int] = ()) -> bool:
        """A computer (or a stand-in at ``stand_ins``) is to move (nothing decided yet)."""
        seat = self.to_move()
        if seat is None or self.game.phase is not Phase.PLAYING:
            return False
        return self.players[seat].is_computer or seat in stand_ins

    def computer_move(self, stand_ins: Collection[int] = ()) -> tuple[int, Actor, Command] | None:
        """The next move of a computer (or a stand-in at ``stand_ins``) whose turn it is; None when
        a person is to play. A keep is followed by its roll."""
        game = self.game
        seat = self.to_move()
        if seat is None or not self.computer_move_due(stand_ins):
            return None
        player = self.players[seat]
        actor: Actor = "computer" if player.is_computer else "stand-in"
        turn = game.turn
        last = self.log[-1] if self.log else None
        kept = (
            last is not None
            and last.seat == seat
            and last.actor != "person"
            and isinstance(last.command, SetHeld)
        )
        if not turn.has_rolled or (kept and turn.rolls_left > 0):
            return seat, actor, Roll()
        return seat, actor, decision(game, self.seed, player.level)

    def play_computer(self, stand_ins: Collection[int] = ()) -> Update | None:
        """Play the next computer move, if a computer is to move: its update."""
        move = self.computer_move(stand_ins)
        if move is None:
            return None
        seat, actor, command = move
        return self.submit(command, seat, actor)

    # -- undo -------------------------------------------------------------------------------------

    def check_undo(self, seats: Collection[int]) -> Entry:
        """The entry undo would take back for a person at one of ``seats``.

        The policy, the same at home and online: the newest command may be taken back when it is
        a hold or a scoring made by a person at ``seats``, until anyone rolls; a roll never is.

        :raises UndoRefused: (one subclass per reason) if undo is not possible now.
        """
        if not self.undo_allowed:
            raise UndoOff()
        if self.game.is_over:
            raise UndoGameOver()
        last = self.log[-1] if self.log else None
        if last is None or isinstance(last.command, Start):
            raise NothingToUndo()
        if last.seat not in seats or last.actor != "person":
            raise UndoNotYours(last.seat)
        if isinstance(last.command, Roll):
            raise UndoAfterRoll(last.seat)
        return last

    def undo(self, seats: Collection[int]) -> Undone:
        """Take back the newest command for a person at one of ``seats``, by replaying the rest.

        :raises UndoRefused: if undo is not possible now (nothing changed).
        """
        last = self.check_undo(seats)
        command = last.command
        assert not isinstance(command, Start)
        game = self.game
        category, points = None, 0
        if isinstance(last.command, ScoreBox):
            category = last.command.category
            points = game.cards[last.seat][category] or 0
        turn_back = game.current != last.seat
        self.log.pop()
        self._rebuild(count_dice=False)
        return Undone(command, last.seat, category, points, turn_back)

    # -- replay -----------------------------------------------------------------------------------

    def replay(self, log: Sequence[Entry]) -> list[Update]:
        """Stand at the end of ``log`` (a table's first command onwards), as if it had been played
        here: the dice go on dealing what they would have dealt. Each entry's update.

        :raises ValueError: if the log does not replay (a broken save or store).
        """
        self.log = list(log)
        return self._rebuild(count_dice=True)

    def _rebuild(self, *, count_dice: bool) -> list[Update]:
        values = [v for entry in self.log for v in entry.dice]
        script = Replaying(values, needs_values=self.dealer.needs_values)
        game = self._new_game(script)
        updates: list[Update] = []
        for index, entry in enumerate(self.log):
            card, turn = game.cards[min(entry.seat, len(game.cards) - 1)], game.turn
            mover = game.first_roll_pending if game.phase is Phase.FIRST_ROLL else game.current
            started = index > 0 or self.start is not None
            if started == isinstance(entry.command, Start):
                raise ValueError(f"the log starts once, first: {entry}")
            if started and entry.seat != mover and not game.is_over:
                raise ValueError(f"the log's command {entry} is not its seat's to make")
            try:
                events = (
                    game.start() if isinstance(entry.command, Start) else game.apply(entry.command)
                )
            except (IllegalAction, RuntimeError) as error:  # RuntimeError: its dice ran out
                raise ValueError(f"the log's command {entry} does not replay") from error
            updates.append(Update(entry, events, card, turn))
        if count_dice:
            self._advance(script.position)
        self.game.stand_at(game.position)
        return updates

    def _advance(self, dealt: int) -> None:
        """Draw the dice the log dealt from the live sources, so they deal on from there."""
        if dealt and not self.dealer.needs_values:
            logged = [v for entry in self.log for v in entry.dice]
            fresh = self.source.roll(dealt)
            self.mismatches = sum(a != b for a, b in zip(fresh, logged, strict=True))
        typed = sum(
            len(e.command.values or ())
            for e in self.log
            if e.actor != "person" and isinstance(e.command, Roll) and self.dealer.needs_values
        )
        if typed:
            self.computer_dice.roll(typed)


def _dice_at_start(dice: DiceSource | None) -> tuple[str, object]:
    """("seeded", None): random dice from the seed; ("random", state); ("scripted", position);
    or the source's kind (physical dice need nothing more)."""
    if dice is None:
        return "seeded", None
    if isinstance(dice, RandomDice):
        return "random", dice.state()
    if isinstance(dice, ScriptedDice):
        return "scripted", dice.position
    return type(dice).__name__, None
