"""Locks on the game's files: a game in progress holds its save's lock while it runs.

A lock is an advisory lock (``fcntl.flock``, ``msvcrt.locking`` on Windows) on a small file beside
the save, ``<uid>.lock``, holding the process id for people reading the folder. The system drops
it when the process ends, however it ends (``kill -9`` too), so no lock is ever stale.
"""

from __future__ import annotations

import logging
import os
import sys
from pathlib import Path

from talking_yahtzee.store.files import NotRegularFile, keep_aside, open_regular

log = logging.getLogger(__name__)


def _try_lock(fd: int) -> bool:
    """Take the lock on ``fd`` without waiting; False if another process holds it."""
    if sys.platform == "win32":  # pragma: no cover - Windows only
        import msvcrt

        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True
    import fcntl

    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except BlockingIOError:
        return False
    return True


class FileLock:
    """One held lock. :func:`take` makes it; :meth:`release` gives it back."""

    def __init__(self, path: Path, fd: int | None) -> None:
        self.path = path
        self._fd = fd

    def release(self, *, remove: bool = False) -> None:
        """Give the lock back; ``remove`` deletes the lock file first (its save is gone)."""
        fd, self._fd = self._fd, None
        if fd is None:
            return
        if remove:
            try:
                self.path.unlink(missing_ok=True)
            except OSError as error:
                log.warning("cannot remove the lock %s: %s", self.path, error)
        os.close(fd)  # closing the last descriptor releases the lock


def take(path: Path) -> FileLock | None:
    """The lock at ``path``, or None when another running game holds it.

    A folder where no lock file can be made (read-only) gives a lock that guards nothing: the
    save cannot be written there anyway, and reading must still work. Something other than a
    regular file at ``path`` is kept aside first.
    """
    for _ in range(3):
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            fd = open_regular(path, os.O_RDWR | os.O_CREAT, 0o644)
        except NotRegularFile:
            if keep_aside(path) is None:
                return FileLock(path, None)
            continue
        except OSError as error:
            log.warning("cannot make the lock %s: %s", path, error)
            return FileLock(path, None)
        if not _try_lock(fd):
            os.close(fd)
            return None
        try:  # its owner may have removed it between our open and our lock: then take a new one
            same = os.stat(path).st_ino == os.fstat(fd).st_ino
        except OSError:
            same = False
        if not same:
            os.close(fd)
            continue
        try:
            os.ftruncate(fd, 0)
            os.write(fd, f"{os.getpid()}\n".encode())
        except OSError:
            pass  # the pid is for people; the lock is what counts
        return FileLock(path, fd)
    return None
