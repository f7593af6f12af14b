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
