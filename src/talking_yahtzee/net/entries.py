"""A table's log in its two forms: the engine's entries and the stored ones, and a mark to
return to (the game as it stood before a write the store refused)."""

from __future__ import annotations

from dataclasses import dataclass

from talking_yahtzee.core.game import Command, Roll, ScoreBox, SetHeld, ToggleHold
from talking_yahtzee.engine.table import Entry, TableCommand
from talking_yahtzee.engine.table import Start as Begin
from talking_yahtzee.net.protocol import (
    GameCommand,
    Hold,
    RollDice,
    Score,
    SetHeldDice,
    Start,
    Status,
    Undone,
    Update,
)
from talking_yahtzee.net.rooms import LogEntry


@dataclass(slots=True, frozen=True)
class Mark:
    """Where a table's game stood (:meth:`Table.mark`)."""

    log: list[Entry] | None
    seqs: list[int]
    next_seq: int
    recent: list[Update | Undone]
    status: Status
    hurried: int | None


def stored_entry(seq: int, entry: Entry) -> LogEntry:
    command = entry.command
    wire: GameCommand = Start() if isinstance(command, Begin) else wire_command(command)
    return LogEntry(seq, entry.seat, entry.actor, wire, list(entry.dice))


def engine_entry(entry: LogEntry) -> Entry:
    command = entry.command
    core: TableCommand = Begin() if isinstance(command, Start) else core_command(command)
    return Entry(entry.seat, entry.actor, core, tuple(entry.dice))


def wire_command(command: Command) -> GameCommand:
    if isinstance(command, Roll):
        return RollDice()
    if isinstance(command, ToggleHold):
        return Hold(command.position)
    if isinstance(command, SetHeld):
        return SetHeldDice(sorted(command.positions))
    return Score(command.category)


def core_command(command: GameCommand) -> Command:
    if isinstance(command, RollDice):
        return Roll()
    if isinstance(command, Hold):
        return ToggleHold(command.position)
    if isinstance(command, SetHeldDice):
        return SetHeld(frozenset(command.positions))
    assert isinstance(command, Score)
    return ScoreBox(command.category)
