"""Notices about the game's files: a broken file found at the start, a write that failed.

The one home of the ``file-*`` message ids (locales/*/file.ftl) and their arguments; ``kind`` is
``settings``, ``stats``, ``record``, ``save`` or ``transcript``.
"""

from __future__ import annotations

from pathlib import Path

from talking_yahtzee.messages.i18n import Msg


def write_failed(kind: str, path: Path, reason: str) -> Msg:
    """The notice for a file that could not be written: ``kind`` settings, stats or record."""
    return Msg("file-write-failed", kind=kind, file=str(path), reason=reason)


def works_again(kind: str, path: Path) -> Msg:
    """The notice for a file written again after failed writes (said once per run of them)."""
    return Msg("file-write-works-again", kind=kind, file=str(path))


def record_next(path: Path) -> Msg:
    """The file the next game's record goes to, so that the ended game's record is kept."""
    return Msg("file-record-next", file=str(path))


def impossible_history(path: Path, aside: Path | None) -> Msg:
    """The notice for statistics that no game can produce: left out, the file kept aside."""
    return Msg("file-impossible-kept", file=str(path), aside=str(aside or path))


def broken_file(kind: str, path: Path, aside: Path | None) -> Msg:
    """The notice for a broken file: where it was kept, or that it could not be moved."""
    if aside is not None:
        return Msg("file-broken-kept", kind=kind, file=str(path), aside=str(aside))
    return Msg("file-broken-left", kind=kind, file=str(path))
