"""What a table's client tells its user besides the server's messages, and the errors it raises.

:class:`Dropped`, :class:`Reconnected` and :class:`GaveUp` come through ``Client.next()`` among the
server's messages (:data:`Incoming`); :class:`NotConnected` and :class:`JoinRefused` are raised.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from talking_yahtzee.net.protocol import ServerMessage, Undone, Update

__all__ = ["Dropped", "GaveUp", "Incoming", "JoinRefused", "NotConnected", "Reconnected"]


@dataclass(frozen=True, slots=True)
class Dropped:
    """The connection dropped; the client is reconnecting (sent once per drop)."""


@dataclass(frozen=True, slots=True)
class Reconnected:
    """Back at the table; ``missed`` holds the moves made meanwhile, oldest first."""

    missed: list[Update | Undone] = field(default_factory=list)


@dataclass(frozen=True, slots=True)
class GaveUp:
    """The client stopped reconnecting: ``reason`` is the server's refusal or ``closed``."""

    reason: str


Incoming = ServerMessage | Dropped | Reconnected | GaveUp


class NotConnected(Exception):
    """A command while the connection is down (the client is reconnecting)."""


class JoinRefused(Exception):
    """The server refused to seat this client; ``reason`` is the protocol's refusal id."""

    def __init__(self, reason: str, detail: str = "") -> None:
        super().__init__(f"{reason}: {detail}" if detail else reason)
        self.reason = reason
        self.detail = detail
