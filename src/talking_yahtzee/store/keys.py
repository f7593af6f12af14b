"""The player's keys for online servers: one random secret per server or cluster, kept on disk.

A key is made on first use of a server and kept in ``keys/<server>.key`` (a regular file, mode
0600, written atomically); the server knows the player by it (it stores only a hash). Copying the
file to another machine takes the identity along (docs/online.md). The servers of one cluster
share their players (``--server ws://a:8765,ws://b:8765``): one key serves every server of the
list, whichever of them the player named before, in whatever order, and it is kept for each.
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


def server_urls(url: str) -> list[str]:
    """The servers of a comma-separated list (one cluster), each once, in order."""
    urls = [part.strip() for part in url.split(",") if part.strip()]
    return list(dict.fromkeys(urls)) or [url.strip()]


def server_name(url: str) -> str:
    """A file name for one server: its host and port, readable, with a short hash of the
    address."""
    parts = urlsplit(url.strip())
    host = (parts.hostname or "server").lower()
    port = parts.port or (443 if parts.scheme == "wss" else 80)
    readable = "".join(ch if ch.isalnum() or ch in ".-" else "_" for ch in host)[:60]
    digest = hashlib.sha256(f"{host}:{port}".encode()).hexdigest()[:8]
    return f"{readable}-{port}-{digest}"


def key_path(url: str, folder: Path | None = None) -> Path:
    """The key file of one server (the first of a list)."""
    return (folder or data_dir()) / KEYS_FOLDER / f"{server_name(server_urls(url)[0])}.key"


def valid_key(text: str) -> bool:
    """A key as this client makes them: 32 to 128 URL-safe characters."""
    return 32 <= len(text) <= 128 and set(text) <= _KEY_CHARS


def server_key(url: str, folder: Path | None = None) -> str | None:
    """The key for the server at ``url``, or for the cluster of a comma-separated list, made and
    kept on first use; None if it cannot be kept (the player then plays with a key for this run
    only, see :func:`fresh_key`).

    A list's key is the one already kept for any of its servers (the first in the order of their
    file names if several differ, so the list's order never matters); it is then kept for each
    server of the list that had none.
    """
    paths = sorted({key_path(one, folder) for one in server_urls(url)})
    found = {path: _kept(path) for path in paths}
    key = next((text for text in found.values() if text), None)
    if key is None:
        key = fresh_key()
    kept = False
    for path, text in found.items():
        if text == key:
            kept = True
            continue
        if text:
            continue  # another key of this server: the player may still use it alone
        try:
            write_atomic(path, (key + "\n").encode("ascii"))
            kept = True
        except OSError as error:
            log.warning("the key for %s cannot be kept: %s", path.stem, error)
    return key if kept else None


def _kept(path: Path) -> str:
    """The valid key in ``path``, or "" (a broken or strange file is kept aside)."""
    try:
        text = read_limited(path, _LIMITS).decode("ascii", "replace").strip()
    except FileNotFoundError:
        return ""
    except (BrokenFile, OSError) as error:
        log.warning("the key file %s cannot be read (%s); it is kept aside", path, error)
        keep_aside(path)
        return ""
    if valid_key(text):
        return text
    if text:
        keep_aside(path)
    return ""


def fresh_key() -> str:
    """A new random key (256 bits)."""
    return secrets.token_urlsafe(KEY_BYTES)
