"""Who a player is to the server: seat tokens and players' keys, known only by their hashes.

A player's key (docs/online.md) is a random secret the client keeps per server; when it comes
with ``create`` or ``join`` it is the seat's token, so that the same key takes the seat back
later. A client without a key gets a random token for the seat. The store keeps only hashes.
"""

from __future__ import annotations

import hashlib
import secrets

from talking_yahtzee.net.protocol import KEY_MAX, KEY_MIN


def new_token() -> tuple[str, str]:
    """A seat token and the hash the store keeps of it."""
    token = secrets.token_urlsafe(18)
    return token, token_hash(token)


def token_hash(token: str) -> str:
    return hashlib.sha256(token.encode("utf-8", "replace")).hexdigest()


def key_ok(key: str) -> bool:
    """A key the server accepts: :data:`KEY_MIN` to :data:`KEY_MAX` printable ASCII."""
    return KEY_MIN <= len(key) <= KEY_MAX and key.isascii() and key.isprintable()


ATTEMPT_HEADER = "X-Talking-Yahtzee-Attempt"
"""The header in which a client names each of its connections: ``CLIENT N``, a random id of the
client (kept for its whole life) and the number of this connection among its own, which only
grows. A reconnection the client gave up (its answer came too late) then never replaces the same
client's newer one (docs/protocol.md, "Reconnecting")."""
ATTEMPT_ID_MAX = 32


class Attempts:
    """A client's connection attempts: its id and each attempt's number, as the header says."""

    def __init__(self) -> None:
        self.client = secrets.token_urlsafe(12)
        self.count = 0

    def next(self) -> dict[str, str]:
        """The header of the next attempt."""
        self.count += 1
        return {ATTEMPT_HEADER: f"{self.client} {self.count}"}

    def mine(self, attempt: str) -> bool:
        """Whether ``attempt`` (a header's value) names one of this client's attempts."""
        parsed = parse_attempt(attempt)
        return parsed is not None and parsed[0] == self.client


def parse_attempt(value: str | None) -> tuple[str, int] | None:
    """A header's ``CLIENT N``, or None when it is absent or not one."""
    if not value:
        return None
    client, _, number = value.partition(" ")
    if not (0 < len(client) <= ATTEMPT_ID_MAX and client.isascii() and client.isprintable()):
        return None
    if not (number.isascii() and number.isdigit() and len(number) <= 18):
        return None
    return client, int(number)


def superseded(older: tuple[str, int] | None, newer: tuple[str, int] | None) -> bool:
    """Whether ``older`` is an earlier attempt of the same client as ``newer``."""
    return older is not None and newer is not None and older[0] == newer[0] and older[1] < newer[1]
