"""The online protocol: every message a typed msgspec Struct, JSON over WebSocket (see docs).

docs/protocol.md describes it for authors of other clients. A message is a JSON object whose
``type`` field names it. Messages from a client are decoded with :data:`CLIENT_DECODER`, messages
from the server with :data:`SERVER_DECODER`; both validate every field on entry. Game events travel
as the core's event dataclasses (``events.py``) with a ``type`` added (:func:`event_to_wire`,
:func:`event_from_wire`), so that each client can hand them to its own announcer, in its own
language. The protocol holds facts, never text for people (chat and names aside).
"""

from __future__ import annotations

from typing import Any, Final, Literal

import msgspec

from talking_yahtzee.core.events import Event
from talking_yahtzee.core.rules import Category
from talking_yahtzee.net.turns import TurnState
from talking_yahtzee.net.wire_events import EVENT_NAMES as EVENT_NAMES
from talking_yahtzee.net.wire_events import EVENT_TYPES as EVENT_TYPES
from talking_yahtzee.net.wire_events import BadEvent as BadEvent
from talking_yahtzee.net.wire_events import event_from_wire as event_from_wire
from talking_yahtzee.net.wire_events import event_to_wire as event_to_wire
from talking_yahtzee.net.wire_message import Message as Message
from talking_yahtzee.net.wire_skill import GameSkills as GameSkills
from talking_yahtzee.net.wire_skill import ListRatings as ListRatings
from talking_yahtzee.net.wire_skill import Ratings as Ratings
from talking_yahtzee.net.wire_state import CardState as CardState
from talking_yahtzee.net.wire_state import GameChanges as GameChanges
from talking_yahtzee.net.wire_state import GameState as GameState
from talking_yahtzee.net.wire_state import SeatKind as SeatKind
from talking_yahtzee.net.wire_state import SeatState as SeatState
from talking_yahtzee.net.wire_state import Status as Status
from talking_yahtzee.net.wire_state import TableChanges as TableChanges
from talking_yahtzee.net.wire_state import TableState as TableState

PROTOCOL_VERSION: Final = 4
"""Raised when a message changes in a way an older client or server cannot read."""
MAX_CLIENT_BYTES: Final = 4096
"""The largest message a client may send; the server closes a connection that sends more."""
MAX_SERVER_BYTES: Final = 1 << 20
"""The largest message the server sends (a finished game's record is about 20 kB)."""
CHAT_MAX: Final = 300
"""The longest chat line, in characters after cleaning."""
CODE_DIGITS: Final = 9
"""A table code: nine digits, said and typed in three groups of three (``482 193 775``)."""
KEY_MIN: Final = 32
KEY_MAX: Final = 128
"""A player's key (docs/protocol.md): 32 to 128 characters; the server keeps only its hash."""

Actor = Literal["person", "computer", "stand-in"]
"""Who made a move: the person in the seat, a computer seat, or a computer playing for an absent
person."""
SeatCame = Literal["joined", "back", "sat", "seated", "watching", "accepted"]
"""Someone came to a seat or to watch, or said yes to a rematch."""
SeatWent = Literal["away", "left", "removed", "dropped", "timed-out", "declined"]
"""Someone went from a seat (for a while or for good), or said no to a rematch."""
SeatSet = Literal["stand-in", "host", "computer", "level", "opened"]
"""A seat's or the table's setting changed: a stand-in, the host, a computer, its level."""
SeatChange = SeatCame | SeatWent | SeatSet


# --------------------------------------------------------------------------------------------------
# From a client
# --------------------------------------------------------------------------------------------------


class SeatSpec(msgspec.Struct, forbid_unknown_fields=True):
    """A seat asked for when creating a table: a person's, or a computer's at a level."""

    kind: SeatKind
    level: str | None = None
    name: str | None = None
    """A computer's name (people give theirs when they join)."""


class CreateTable(Message, tag="create"):
    version: int
    name: str
    seats: list[SeatSpec]
    rules: str = "official"
    spectators: bool = True
    away_seconds: float | None = 120.0
    """After this long away, a person's seat is played by a computer until they return; None:
    never."""
    undo: bool = True
    turn_seconds: float | None = None
    """A person's turn time: once it runs out a computer ends the turn for them; None: no timer."""
    key: str | None = None
    """The player's key for this server: the host's seat token is the key."""
    public: bool = False
    """Listed in the lobby (``tables``); a private table is joined by its code only."""
    rated: bool = False
    """Its games count for the server's ratings (issue 41): people only, none played for."""


class JoinTable(Message, tag="join"):
    version: int
    code: str
    name: str
    spectate: bool = False
    key: str | None = None
    """The player's key: a seat that holds it is taken back (the name is then only shown); a
    new seat is held by it."""


class Resume(Message, tag="resume"):
    version: int
    code: str
    token: str
    last_seq: int = 0
    """The last ``seq`` this client heard; the server answers with what came after it."""


class EnterLobby(Message, tag="lobby"):
    """Enter the lobby as ``name``: the public tables, who is here, and the lobby's chat;
    with ``key``, the games under way where it holds a seat too (issue 42)."""

    version: int
    name: str
    key: str | None = None


class ListTables(Message, tag="tables"):
    """The public tables, once (``yahtzee online --tables``)."""

    version: int


class Start(Message, tag="start"):
    pass


# ``seen``: the ``seq`` of the state a person's move was made against (issue 40; ``net.stale``).


class RollDice(Message, tag="roll", omit_defaults=True):
    seen: int | None = None


class Hold(Message, tag="hold", omit_defaults=True):
    position: int
    """0 to 4: the die to hold or release."""
    seen: int | None = None


class SetHeldDice(Message, tag="set-held", omit_defaults=True):
    positions: list[int]
    seen: int | None = None


class Score(Message, tag="score", omit_defaults=True):
    category: Category
    seen: int | None = None


class Undo(Message, tag="undo", omit_defaults=True):
    seen: int | None = None


class Chat(Message, tag="chat"):
    text: str


class Remove(Message, tag="remove"):
    seat: int


class End(Message, tag="end"):
    pass


class Leave(Message, tag="leave"):
    pass


class Resync(Message, tag="resync"):
    """At a table: the whole state again, please (a ``changes`` that does not follow the state
    this client holds); the answer is a ``snapshot``."""


# Tables that last (issue 32, added within version 3: net.rematch).


class Again(Message, tag="again"):
    """The host, after the game: play again at this table with the same seats."""


class Answer(Message, tag="answer"):
    """A seated person's answer to ``again``: no (or leaving) frees the seat."""

    yes: bool


class TakeSeat(Message, tag="sit"):
    """A spectator takes the first open seat (before a game)."""


class AddComputer(Message, tag="add-computer"):
    """The host, before a game: a computer at ``level`` in the first open seat, or a new seat."""

    level: str


class SetLevel(Message, tag="set-level"):
    """The host, before a game: the computer in ``seat`` plays at ``level``."""

    seat: int
    level: str


class DropSeat(Message, tag="drop-seat"):
    """The host, before a game: a computer's or an open seat goes (later seats move up)."""

    seat: int


class OpenSeat(Message, tag="open-seat"):
    """The host, before a game: a computer's seat opens for a person (issue 42)."""

    seat: int


class SeatSpectator(Message, tag="seat-spectator"):
    """The host, before a game: the spectator ``name`` sits in ``seat``, an open seat or a
    computer's (issue 42)."""

    seat: int
    name: str


TableMessage = (
    Again | Answer | TakeSeat | AddComputer | SetLevel | DropSeat | OpenSeat | SeatSpectator
)


Hello = CreateTable | JoinTable | Resume | EnterLobby | ListTables | ListRatings
GameCommand = Start | RollDice | Hold | SetHeldDice | Score
"""The commands that change a game, and are kept in a table's log."""
Seen = RollDice | Hold | SetHeldDice | Score | Undo
"""A person's commands that carry the state they were made against (``seen``)."""
ClientMessage = Hello | GameCommand | Undo | Chat | Remove | End | Leave | Resync | TableMessage


# --------------------------------------------------------------------------------------------------
# From the server
# --------------------------------------------------------------------------------------------------


class Update(Message, tag="update"):
    """A command was accepted and written down: its events, and the table after it (what
    changed, or, seldom, the whole state)."""

    seq: int
    seat: int
    actor: Actor
    events: list[dict[str, Any]]
    state: TableState | None = None
    """The whole state, when ``changes`` cannot say it (both are left out in a welcome's
    ``missed``)."""
    changes: TableChanges | None = None
    """What changed since the state of ``seq - 1`` (issue 40, version 4)."""


class Undone(Message, tag="undone"):
    """A person took back their last hold or scoring."""

    seq: int
    seat: int
    command: Literal["hold", "set-held", "score"]
    category: Category | None = None
    points: int = 0
    turn_back: bool = False
    """The scoring had ended the turn: it is ``seat``'s turn again."""
    state: TableState | None = None
    changes: TableChanges | None = None


class Welcome(Message, tag="welcome"):
    """You are at the table: your seat (null for a spectator), the token that gets it back."""

    version: int
    code: str
    seat: int | None
    token: str | None
    state: TableState
    missed: list[Update | Undone] = msgspec.field(default_factory=list)
    turns: list[TurnState] = msgspec.field(default_factory=list)  # the game's so far (issue 42)


class SeatChanged(Message, tag="seat"):
    change: SeatChange
    seat: int | None
    name: str
    state: TableState


class ChatLine(Message, tag="chat"):
    seat: int | None
    name: str
    text: str


class Snapshot(Message, tag="snapshot"):
    """The answer to ``resync``: the table's whole state now."""

    state: TableState


class TableClosed(Message, tag="closed"):
    reason: Literal["finished", "ended", "removed", "declined"]
    record: dict[str, Any] | None = None
    """The game record (docs/record.md) when a game was played."""


class TableSummary(msgspec.Struct, forbid_unknown_fields=True):
    """A public table as the lobby lists it."""

    code: str
    rules: str
    status: Status
    seats: int
    free: int  # seats no one holds yet (0 once the game began)
    players: list[str]  # the names of those seated, people and computers, in seat order
    spectators: bool
    watching: int = 0
    round: int = 0  # the game's round once it began (issue 42)


class LobbyState(Message, tag="lobby"):
    """The lobby now: its public tables and who is in it (sent on entering and on each change)."""

    tables: list[TableSummary]
    people: list[str] = msgspec.field(default_factory=list)
    yours: list[TableSummary] = msgspec.field(default_factory=list)
    """The games under way, public or not, where the key given on entering holds a seat."""


class LobbyChanged(Message, tag="lobby-changed"):
    """What changed in the lobby since the last word (issue 40, added within version 3): its
    public tables when they changed (else null), who came in and who left, oldest first."""

    tables: list[TableSummary] | None = None
    came: list[str] = msgspec.field(default_factory=list)
    left: list[str] = msgspec.field(default_factory=list)


class Refused(Message, tag="refused", omit_defaults=True):
    """A message was refused; nothing changed. ``reason`` is a stable id (docs/protocol.md)."""

    reason: str
    detail: str = ""
    command: str | None = None
    """The refused message's ``type`` when it carried ``seen`` (issue 40), else left out."""


class TurnClock(Message, tag="clock"):
    """A turn's timer started (tables with ``turn_seconds``): ``seconds`` left in the turn of
    ``seat`` in ``round``. Sent when the timer starts and to a seat taken back; a client that
    does not know this message ignores it as any message it cannot read."""

    seat: int
    round: int
    seconds: float
    paused: bool = False
    """The person to move is away: the time stands at ``seconds`` until they are back."""


class AgainAsked(Message, tag="again"):
    """The host (``seat``, ``name``) asks to play again; ``asked``: the seats that answer."""

    seat: int
    name: str
    asked: list[int]


class NewGame(Message, tag="new-game"):
    """Everyone asked answered: the same table (code, seats, host) waits for its next game."""

    state: TableState


ServerMessage = (
    Welcome
    | Update
    | Undone
    | SeatChanged
    | ChatLine
    | TableClosed
    | Refused
    | TurnClock
    | LobbyState
    | LobbyChanged
    | AgainAsked
    | NewGame
    | Snapshot
    | GameSkills
    | Ratings
)

CLIENT_DECODER: Final = msgspec.json.Decoder(ClientMessage)
SERVER_DECODER: Final = msgspec.json.Decoder(ServerMessage)
ENCODER: Final = msgspec.json.Encoder()


def encode(message: Message) -> bytes:
    return ENCODER.encode(message)


# --------------------------------------------------------------------------------------------------
# Game events on the wire (net.wire_events)
# --------------------------------------------------------------------------------------------------


_last_events: list[tuple[Update, tuple[Event, ...]]] = []
"""The update whose events were made last, with them: a client reads each update's events three
times (checked as it arrives, followed for the record, said), made once (issue 40)."""


def events_of(message: Update) -> tuple[Event, ...]:
    """The core events of an update. :raises BadEvent: if one is not valid."""
    last = _last_events[0] if _last_events else None
    if last is not None and last[0] is message:
        return last[1]
    events = tuple(event_from_wire(e) for e in message.events)
    _last_events[:] = [(message, events)]
    return events


def is_code(text: str) -> bool:
    """A table code as the server makes them: :data:`CODE_DIGITS` ASCII digits."""
    return len(text) == CODE_DIGITS and text.isascii() and text.isdigit()


def normal_code(text: str) -> str:
    """A code as typed or said (``482 193-775``) with its spaces and dashes taken out."""
    return "".join(ch for ch in text if ch not in " -._")


def spoken_code(code: str) -> str:
    """A code in three groups of three digits, the way it is said and shown."""
    return " ".join(code[i : i + 3] for i in range(0, len(code), 3))
