"""What ``yahtzee online`` was asked (``OnlinePlan``), a table to create (``TableSettings``) and a
public table as the lobby says it (``table_line``)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from talking_yahtzee.core.game import COMPUTER_LEVELS, MAX_PLAYERS
from talking_yahtzee.core.rules import RULE_SETS
from talking_yahtzee.core.text import clean_name
from talking_yahtzee.messages.i18n import ListOf, Msg

if TYPE_CHECKING:  # the lobby's list holds the server's summaries; the network loads later
    from talking_yahtzee.net.protocol import TableSummary

CODE_DIGITS = 9
RULES = tuple(RULE_SETS)
MINUTES = (0, 1, 2, 5)
"""The choices for the time away before a computer plays a seat, and for the turn timer, in
minutes (0: off)."""


@dataclass(slots=True)
class TableSettings:
    """A table to create: its seats (yours included), how many are computers, and how."""

    seats: int = 2
    computers: int = 0
    """None by default: two seats and a computer would make a full table nobody can join."""
    level: str = "good"
    """The level of a computer without one of its own in ``levels``."""
    rules: str = "official"
    spectators: bool = True
    away: int = 2
    """Minutes a seat may stay empty before a computer plays it; 0: never."""
    turn: int = 0
    """The turn timer in minutes; 0: none."""
    public: bool = False
    """Listed in the server's lobby for anyone to join; else joined by its code only."""
    rated: bool = False
    """Its games count for the server's ratings (people only); else a practice table."""
    levels: tuple[str, ...] = ()
    """Each computer's own level, in seat order (issue 32)."""

    def __post_init__(self) -> None:
        if not 2 <= self.seats <= MAX_PLAYERS:
            raise ValueError(f"a table has 2 to {MAX_PLAYERS} seats")
        if not 0 <= self.computers < self.seats:
            raise ValueError("the computers are fewer than the seats")
        for level in (self.level, *self.levels):
            if level not in COMPUTER_LEVELS:
                raise ValueError(f"unknown level {level!r}")
        if self.rules not in RULES:
            raise ValueError(f"unknown rules {self.rules!r}")
        if self.away not in MINUTES or self.turn not in MINUTES:
            raise ValueError("the times are off, 1, 2 or 5 minutes")

    def level_of(self, computer: int) -> str:
        """The level of the computer ``computer`` (0 for the first)."""
        return self.levels[computer] if computer < len(self.levels) else self.level

    def set_level(self, computer: int, level: str) -> None:
        levels = [self.level_of(k) for k in range(max(len(self.levels), computer + 1))]
        levels[computer] = level
        self.levels = tuple(levels)

    @property
    def away_seconds(self) -> float | None:
        return self.away * 60.0 if self.away else None

    @property
    def turn_seconds(self) -> float | None:
        return self.turn * 60.0 if self.turn else None


@dataclass(slots=True)
class OnlinePlan:
    """What ``yahtzee online`` was asked: the server, the name, and what to do at once."""

    server: str
    name: str
    action: str | None = None
    """``create``, ``join`` or ``spectate`` from the command line; None: the lobby by keys."""
    code: str = ""
    settings: TableSettings | None = None
    cafile: str | None = None
    """``--cafile``: the certificate authority (or self-signed certificate) a ``wss://`` server's
    certificate is checked against instead of the system's."""
    web: str = ""
    """The browser client's address (``http://host:port``) for the table's link; "": the
    server's."""
    key: str | None = None
    """The player's key for this server (``store.keys``): it holds the seat (issue 32)."""


def table_line(table: TableSummary, *, yours: bool = False) -> Msg:
    """One table as the lobby says it: code, rules, who sits there, seats, spectators; a game
    under way where ``yours`` is a seat of this player's, its round and that Enter takes it
    back (issue 42)."""
    players = ListOf(tuple(Msg("online-name", player=clean_name(p)) for p in table.players))
    code = " ".join(table.code[i : i + 3] for i in range(0, len(table.code), 3))
    rules = Msg("setup-rules-" + table.rules)
    if yours:
        return Msg("online-table-yours", code=code, rules=rules, players=players, round=table.round)
    return Msg(
        "online-table-line",
        code=code,
        rules=rules,
        free=table.free,
        seats=table.seats,
        players=players,
        started="yes" if table.status == "playing" else "no",
        spectators="yes" if table.spectators else "no",
    )
