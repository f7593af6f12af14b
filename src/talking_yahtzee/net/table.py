"""One table on the server: seats for people and computers, the host's rights, and its game.

A table does no I/O: the server asks it to accept a command (``command``, ``start``, ``undo``,
...), writes the log entry it returns to the store, then tells everyone. The game is the table
engine's (``engine.table.Table``, the same as at home): it checks every command for the seat that
sent it, plays the computers and stand-ins, takes moves back by replaying its log, and replays a
stored log (:meth:`Table.restored`) to the same game after a restart, its seeded dice dealing on
what they would have dealt. This module adds only the seats, the host's rights and the wire forms.
One log, the engine's: the table keeps each entry's seq beside it (an undo takes one too), and a
:meth:`Table.mark` that a write the store refused returns to (:meth:`Table.back_to`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Collection, Sequence
from dataclasses import dataclass
from typing import Any, Literal

from talking_yahtzee.core.events import TurnStarted
from talking_yahtzee.core.forgive import UndoRefused
from talking_yahtzee.core.game import (
    COMPUTER_LEVELS,
    MAX_PLAYERS,
    Game,
    Player,
    PlayerKind,
)
from talking_yahtzee.core.rules import RULE_SETS, IllegalAction
from talking_yahtzee.core.text import clean_name, name_key
from talking_yahtzee.engine.computers import STAND_IN_LEVEL
from talking_yahtzee.engine.table import Entry
from talking_yahtzee.engine.table import Start as Begin
from talking_yahtzee.engine.table import Table as Engine
from talking_yahtzee.net.entries import (
    Mark,
    core_command,
    engine_entry,
    stored_entry,
    wire_command,
)
from talking_yahtzee.net.identity import key_ok, new_token, token_hash
from talking_yahtzee.net.protocol import (
    KEY_MAX,
    KEY_MIN,
    Actor,
    CreateTable,
    GameCommand,
    GameState,
    Score,
    SeatState,
    SetHeldDice,
    Start,
    Status,
    TableState,
    Undone,
    Update,
    event_to_wire,
)
from talking_yahtzee.net.refusals import illegal_reason
from talking_yahtzee.net.rooms import LogEntry, SeatRecord, StoredTable, TableConfig
from talking_yahtzee.net.state_changes import CardForms

__all__ = ["STAND_IN_LEVEL", "Refusal", "Seat", "Table", "key_token", "new_table"]

UNDO_REASONS = {"off": "undo-off", "game-over": "game-is-over"}
"""The engine's undo refusals that the protocol names otherwise."""
UNDONE_KINDS: dict[type, Literal["hold", "set-held", "score"]] = {
    Score: "score",
    SetHeldDice: "set-held",
}
"""What an ``undone`` says was taken back, by the command it takes back (else a hold)."""
RECENT = 64
"""Moves kept to tell a returning player what they missed."""


class Refusal(Exception):
    """A request the table refuses; ``reason`` is the protocol's refusal id."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(reason)
        self.reason = reason
        self.detail = detail


def key_token(key: str | None) -> tuple[str, str]:
    """A seat's token and hash: the player's key when one is given, else a new token.

    :raises Refusal: ``bad-key`` for a key of the wrong length.
    """
    if key is None:
        return new_token()
    if not key_ok(key):
        raise Refusal("bad-key", f"{KEY_MIN} to {KEY_MAX} characters")
    return key, token_hash(key)


@dataclass(slots=True)
class Seat:
    record: SeatRecord
    connected: bool = False
    stand_in: bool = False
    """Away past the host's limit: a computer plays until the person returns."""

    @property
    def taken(self) -> bool:
        return self.record.kind == "computer" or self.record.token_hash is not None

    @property
    def by_computer(self) -> bool:
        record = self.record
        return record.kind == "computer" or record.removed or self.stand_in


def new_table(request: CreateTable, seed: int) -> tuple[TableConfig, list[SeatRecord], str]:
    """The settings and seats a create request asks for, and the host's token.

    :raises Refusal: for a request that cannot make a table.
    """
    name = clean_name(request.name)
    if not name:
        raise Refusal("bad-name")
    if not 1 <= len(request.seats) <= MAX_PLAYERS:
        raise Refusal("bad-seats", f"1 to {MAX_PLAYERS} seats")
    if request.seats[0].kind != "person":
        raise Refusal("bad-seats", "the first seat is the host's")
    if request.rules not in RULE_SETS:
        raise Refusal("bad-rules", ", ".join(RULE_SETS))
    away = request.away_seconds
    if away is not None and not 0 <= away <= 24 * 3600:
        raise Refusal("bad-away", "0 to 86400 seconds, or null")
    turn = request.turn_seconds
    if turn is not None and not 0 <= turn <= 3600:
        raise Refusal("bad-turn-time", "0 to 3600 seconds, or null")
    token, hashed = key_token(request.key)
    seats: list[SeatRecord] = []
    for index, spec in enumerate(request.seats):
        if spec.kind == "person":
            seats.append(
                SeatRecord("person", name, token_hash=hashed)
                if index == 0
                else SeatRecord("person")
            )
            continue
        if spec.level not in COMPUTER_LEVELS:
            raise Refusal("bad-level", ", ".join(COMPUTER_LEVELS))
        computer = clean_name(spec.name or "") or f"Computer {index + 1}"
        seats.append(SeatRecord("computer", computer, spec.level))
    if len({name_key(s.name) for s in seats if s.name}) < sum(bool(s.name) for s in seats):
        raise Refusal("name-taken")
    config = TableConfig(request.rules, seed, request.spectators, away, request.undo, turn)
    config.public, config.rated = request.public, request.rated
    return config, seats, token


class Table:
    """One table and its game. The server owns it; it never waits or writes."""

    def __init__(
        self, code: str, config: TableConfig, seats: Sequence[SeatRecord], next_seq: int = 1
    ) -> None:
        self.code = code
        self.config = config
        self.seats = [Seat(record) for record in seats]
        self.status: Status = "waiting"
        self.engine: Engine | None = None
        self.seqs: list[int] = []
        """The seq of each entry of the engine's log (an undo takes a seq too)."""
        self.next_seq = next_seq
        self.recent: deque[Update | Undone] = deque(maxlen=RECENT)
        self.watchers: list[str] = []
        """The names of the spectators here (issue 42: the host seats one)."""
        self.hurried: int | None = None
        """A person whose turn time ran out: a computer ends this turn for them."""
        self.card_forms = CardForms()

    @classmethod
    def restored(cls, stored: StoredTable) -> Table:
        """A table from the store, its game rebuilt from the log."""
        table = cls(stored.code, stored.config, stored.seats, stored.next_seq)
        table.status = stored.status
        table.seqs = [entry.seq for entry in stored.log]
        replayed = table.replay([engine_entry(e) for e in stored.log])
        for entry, events in zip(stored.log, replayed, strict=True):
            table.recent.append(Update(entry.seq, entry.seat, entry.actor, events))
        return table

    # -- questions --------------------------------------------------------------------------------

    @property
    def host(self) -> int:
        return self.config.host

    @property
    def game(self) -> Game | None:
        return self.engine.game if self.engine is not None else None

    @property
    def mismatches(self) -> int:
        """Dice of the replayed log that the table's seed did not deal."""
        return self.engine.mismatches if self.engine is not None else 0

    @property
    def log(self) -> list[LogEntry]:
        """The engine's log in its stored form (one log: the engine's, with each entry's seq)."""
        engine = self.engine
        if engine is None:
            return []
        return [stored_entry(seq, e) for seq, e in zip(self.seqs, engine.log, strict=True)]

    def last_entry(self) -> LogEntry:
        """The engine's newest entry in its stored form."""
        assert self.engine is not None
        return stored_entry(self.seqs[-1], self.engine.log[-1])

    def mark(self) -> Mark:
        """Where the game stands now: :meth:`back_to` returns to it (a write the store refused)."""
        log = None if self.engine is None else list(self.engine.log)
        return Mark(
            log, list(self.seqs), self.next_seq, list(self.recent), self.status, self.hurried
        )

    def back_to(self, mark: Mark) -> None:
        """Return to ``mark``: the engine replays its log as it was; the seqs, what a returning
        player hears and the status are as they were."""
        self.seqs, self.next_seq = mark.seqs, mark.next_seq
        self.status, self.hurried = mark.status, mark.hurried
        self.recent = deque(mark.recent, maxlen=RECENT)
        self.replay(mark.log or [])  # none: no engine, as before the start

    def seat_of(self, token: str) -> int | None:
        hashed = token_hash(token)
        for index, seat in enumerate(self.seats):
            if seat.record.kind == "person" and seat.record.token_hash == hashed:
                return None if seat.record.removed else index
        return None

    def state(self) -> TableState:
        seats = [
            SeatState(
                s.record.name,
                s.record.kind,
                s.record.level,
                s.taken,
                s.connected,
                (s.by_computer or self.hurried == i) and s.record.kind == "person",
            )
            for i, s in enumerate(self.seats)
        ]
        c = self.config
        return TableState(
            self.code, c.rules, self.status, self.next_seq - 1, seats, c.host, c.spectators,
            len(self.watchers), c.away_seconds, c.undo, c.turn_seconds, self._game_state(),
            list(self.watchers) if self.status == "waiting" else [],  # named for the host only
        )  # fmt: skip

    def _game_state(self) -> GameState | None:
        game = self.game
        if game is None:
            return None
        turn = game.turn
        return GameState(
            game.first_player, game.current, game.round, game.is_over,
            [self.card_forms.of(seat, card) for seat, card in enumerate(game.cards)],
            list(turn.dice.values) if turn.dice is not None else None,
            sorted(turn.held), turn.rolls_used,
        )  # fmt: skip

    def missed(self, last_seq: int) -> list[Update | Undone]:
        return [m for m in self.recent if m.seq > last_seq]

    # -- seats ------------------------------------------------------------------------------------

    def join(
        self, name: str, key: str | None = None, others: Collection[str] = ()
    ) -> tuple[int, str]:
        """Seat a person in the first open seat: the seat and its token (``key`` when given).

        ``others``: the names of the spectators, which a new player may not take either.

        :raises Refusal: started, full, bad-name, bad-key or name-taken.
        """
        name = clean_name(name)
        if not name:
            raise Refusal("bad-name")
        if self.status != "waiting":
            raise Refusal("started", "spectators" if self.config.spectators else "")
        if self.name_taken(name, others):
            raise Refusal("name-taken")
        for index, seat in enumerate(self.seats):
            if not seat.taken:
                token, hashed = key_token(key)
                seat.record.name, seat.record.token_hash = name, hashed
                return index, token
        raise Refusal("full")

    def name_taken(self, name: str, others: Collection[str] = ()) -> bool:
        """Whether ``name`` is a seated person's, a computer's or one of ``others`` (spectators)."""
        key = name_key(name)
        return any(name_key(s.record.name) == key for s in self.seats if s.taken) or any(
            name_key(other) == key for other in others
        )

    def remove(self, by: int | None, seat: int) -> SeatRecord:
        """The host removes a person: before the start the seat opens again, after it a computer
        plays it to the end. Returns the seat's new record.

        :raises Refusal: not-host, bad-seat.
        """
        self._check_host(by)
        if not 0 <= seat < len(self.seats) or seat == self.host:
            raise Refusal("bad-seat")
        record = self.seats[seat].record
        if record.kind != "person" or record.token_hash is None or record.removed:
            raise Refusal("bad-seat")
        if self.status == "waiting":
            record.name, record.token_hash = "", None
        else:
            record.removed = True
        self.seats[seat].connected = False
        return record

    def end(self, by: int | None) -> None:
        """:raises Refusal: not-host, or the table already closed."""
        self._check_host(by)
        if self.status in ("over", "ended"):
            raise Refusal("closed")
        self.status = "ended"

    def _check_host(self, by: int | None) -> None:
        if by != self.host:
            raise Refusal("not-host")

    # -- the game ---------------------------------------------------------------------------------

    def _players(self) -> list[Player]:
        return [
            Player(s.record.name, PlayerKind.COMPUTER, s.record.level)
            if s.record.kind == "computer"
            else Player(s.record.name)
            for s in self.seats
        ]

    def command(self, seat: int | None, actor: Actor, command: GameCommand) -> Update:
        """Carry out ``command`` for ``seat`` and log it; the update to send once it is stored
        (without its state, which the actor adds as it sends it).

        :raises Refusal: spectator, not-host, seats-open, not-started, not-your-turn,
            computer-plays, or one of the rules' reasons (``refusals.ILLEGAL_REASONS``).
        """
        if seat is None:
            raise Refusal("spectator")
        if isinstance(command, Start):
            self._check_host(seat)
            if self.status != "waiting":
                raise Refusal("started")
            if not all(s.taken for s in self.seats):
                raise Refusal("seats-open")
            self.engine = self._engine()
            self.status = "playing"
            done = self.engine.submit(Begin(), seat)
        else:
            engine, game = self.engine, self.game
            if engine is None or game is None or self.status == "waiting":
                raise Refusal("not-started")
            if self.status == "ended":
                raise Refusal("closed")
            if seat != game.current and not game.is_over:
                raise Refusal("not-your-turn")
            if actor == "person" and (self.seats[seat].by_computer or self.hurried == seat):
                raise Refusal("computer-plays")
            try:
                done = engine.submit(core_command(command), seat, actor)
            except IllegalAction as error:
                raise Refusal(illegal_reason(error)) from None
            if any(isinstance(e, TurnStarted) for e in done.events):
                self.hurried = None
            if game.is_over:
                self.status = "over"
        seq = self.next_seq
        self.seqs.append(seq)
        self.next_seq += 1
        update = Update(seq, seat, actor, [event_to_wire(e) for e in done.events])
        self.recent.append(update)
        return update  # its state (what changed) is added as it is sent (net.actor)

    def _engine(self) -> Engine:
        rules = RULE_SETS[self.config.rules]
        return Engine(self._players(), rules, seed=self.config.seed, undo=self.config.undo)

    def undo(self, seat: int | None) -> tuple[LogEntry, Undone]:
        """Take back ``seat``'s last hold or scoring, if no one rolled since (the engine's policy):
        the dropped entry and the message to send once the store dropped it too (if it refuses,
        :meth:`back_to` the mark taken before).

        :raises Refusal: undo-off, game-is-over, nothing, after-roll or not-yours.
        """
        if not self.config.undo:
            raise Refusal("undo-off")
        engine = self.engine
        if self.status != "playing" or engine is None:
            raise Refusal("game-is-over" if self.status == "over" else "not-started")
        last = self.last_entry() if engine.log else None
        try:
            undone = engine.undo(set() if seat is None else {seat})
        except UndoRefused as refused:
            raise Refusal(UNDO_REASONS.get(refused.reason, refused.reason)) from None
        assert last is not None
        self.seqs.pop()
        kind = UNDONE_KINDS.get(type(last.command), "hold")
        message = Undone(
            self.next_seq, undone.player, kind, undone.category, undone.points, undone.turn_back
        )
        self.next_seq += 1
        self.recent.append(message)
        return last, message  # its state (what changed) is added as it is sent (net.actor)

    def replay(self, log: list[Entry]) -> list[list[dict[str, Any]]]:
        """A new engine at the end of ``log`` (its dice as logged); each entry's events' wire
        form.

        :raises ValueError: if the log does not replay (a broken store).
        """
        self.engine = None
        if not log:
            return []
        self.engine = self._engine()
        try:
            updates = self.engine.replay(log)
        except ValueError as error:
            raise ValueError(f"table {self.code}: its log does not replay") from error
        return [[event_to_wire(e) for e in update.events] for update in updates]

    def computer_move(self) -> tuple[int, Actor, GameCommand] | None:
        """The next move of a computer (or a stand-in) whose turn it is, from the engine; None
        when a person is to play."""
        engine = self.engine
        if engine is None or self.status != "playing":
            return None
        stand_ins = {i for i, s in enumerate(self.seats) if s.by_computer} | (
            {self.hurried} if self.hurried is not None else set()
        )
        move = engine.computer_move(stand_ins)
        if move is None:
            return None
        seat, actor, command = move
        return seat, actor, wire_command(command)
