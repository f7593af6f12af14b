"""The player's keys for online servers: one random secret per server, kept in the data folder.

A key is made on first use of a server and kept in ``keys/<server>.key`` (a regular file, mode
0600, written atomically); the server knows the player by it (it stores only a hash). Copying the
file to another machine takes the identity along (docs/online.md).
"""

from __future__ import annotations

import hashlib
import logging
import secrets
from pathlib import Path
from typing import Final
from urllib.parse import urlsplit

from talking_yahtzee.store.files import BrokenFile, Limits, keep_aside, read_limited, write_atomic
from talking_yahtzee.store.paths import data_dir

log = logging.getLogger(__name__)

KEYS_FOLDER: Final = "keys"
KEY_BYTES: Final = 32
_LIMITS: Final = Limits(size=512)
_KEY_CHARS: Final = frozenset("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")


def server_name(url: str) -> str:
    """A file name for a server: its host and port, readable, with a short hash of the address."""
    parts = urlsplit(url.strip())
    host = (parts.hostname or "server").lower()
    port = parts.port or (443 if parts.scheme == "wss" else 80)
    readable = "".join(ch if ch.isalnum() or ch in ".-" else "_" for ch in host)[:60]
    digest = hashlib.sha256(f"{host}:{port}".encode()).hexdigest()[:8]
    return f"{readable}-{port}-{digest}"


def key_path(url: str, folder: Path | None = None) -> Path:
    return (folder or data_dir()) / KEYS_FOLDER / f"{server_name(url)}.key"


def valid_key(text: str) -> bool:
    """A key as this client makes them: 32 to 128 URL-safe characters."""
    return 32 <= len(text) <= 128 and set(text) <= _KEY_CHARS


def server_key(url: str, folder: Path | None = None) -> str | None:
    """The key for the server at ``url``, made and kept on first use; None if it cannot be kept
    (the player then plays with a key for this run only, see :func:`fresh_key`)."""
    path = key_path(url, folder)
    try:
        text = read_limited(path, _LIMITS).decode("ascii", "replace").strip()
    except FileNotFoundError:
        text = ""
    except (BrokenFile, OSError) as error:
        log.warning("the key file %s cannot be read (%s); it is kept aside", path, error)
        keep_aside(path)
        text = ""
    if valid_key(text):
        return text
    if text:
        keep_aside(path)
    key = fresh_key()
    try:
        write_atomic(path, (key + "\n").encode("ascii"))
    except OSError as error:
        log.warning("the key for %s cannot be kept: %s", url, error)
        return None
    return key


def fresh_key() -> str:
    """A new random key (256 bits)."""
    return secrets.token_urlsafe(KEY_BYTES)
