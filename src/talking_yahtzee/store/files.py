"""Files the game keeps: opened one way, read within limits, written atomically, kept aside.

Every file the game reads or writes is opened here. The game's own files (settings, saves,
statistics, the log) are regular files only: opened without blocking and without following a
symbolic link, checked with ``fstat``; anything else is kept aside or refused. A path the player
names (``--record``, ``--transcript``) may be a FIFO or a device on purpose: it is written without
ever blocking the game and never replaced by a plain file.
"""

from __future__ import annotations

import errno
import logging
import os
import re
import secrets
import stat
import tempfile
import time
from pathlib import Path
from typing import Final

from talking_yahtzee.store.parsing import (
    MAX_ITEMS,
    MAX_TEXT,
    SMALL,
    BrokenFile,
    Limits,
    Scalar,
    check_depth,
    decode_text,
    json_array,
    json_int,
    json_object,
    json_scalar,
    json_text,
    parse_json,
    parse_toml,
)

__all__ = [
    "MAX_ITEMS",
    "MAX_TEXT",
    "SMALL",
    "BrokenFile",
    "Limits",
    "NotRegularFile",
    "Scalar",
    "WriteHealth",
    "check_depth",
    "clean_temporaries",
    "decode_text",
    "folder_refusal",
    "json_array",
    "json_int",
    "json_object",
    "json_scalar",
    "json_text",
    "keep_aside",
    "open_append",
    "open_named",
    "open_regular",
    "parse_json",
    "parse_toml",
    "read_limited",
    "write_all",
    "write_atomic",
    "write_failure_reason",
    "write_named",
]

log = logging.getLogger(__name__)


# --------------------------------------------------------------------------------------------------
# Opening: the one way the game opens a file
# --------------------------------------------------------------------------------------------------

O_NOFOLLOW: Final = getattr(os, "O_NOFOLLOW", 0)
O_NONBLOCK: Final = getattr(os, "O_NONBLOCK", 0)
O_NOCTTY: Final = getattr(os, "O_NOCTTY", 0)
O_CLOEXEC: Final = getattr(os, "O_CLOEXEC", 0)
O_BINARY: Final = getattr(os, "O_BINARY", 0)


class NotRegularFile(OSError):
    """A path the game keeps its own file at holds something else: a FIFO, a device, a symbolic
    link, a socket or a folder. It is never opened for reading or writing, never replaced."""

    def __init__(self, path: Path, what: str) -> None:
        super().__init__(errno.EEXIST, f"not a regular file but {what}", str(path))
        self.what = what


def describe(mode: int) -> str:
    """What a file of ``mode`` (``st_mode``) is, in a few words for the log."""
    for test, what in (
        (stat.S_ISLNK, "a symbolic link"),
        (stat.S_ISFIFO, "a FIFO"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISSOCK, "a socket"),
        (stat.S_ISDIR, "a folder"),
    ):
        if test(mode):
            return what
    return "a special file" if not stat.S_ISREG(mode) else "a regular file"


def _strange(path: Path) -> NotRegularFile | None:
    """A :class:`NotRegularFile` when ``path`` exists and is not a regular file, else None."""
    try:
        mode = os.lstat(path).st_mode
    except OSError:
        return None
    return None if stat.S_ISREG(mode) else NotRegularFile(path, describe(mode))


def open_regular(
    path: Path, flags: int = os.O_RDONLY, mode: int = 0o600, *, follow: bool = False
) -> int:
    """Open one of the game's own files: a regular file only, never waiting, never through a link.

    The file is opened without blocking (a FIFO or a device would otherwise hang the game for
    good) and without following a symbolic link (``follow``: through one, for a file only read,
    such as settings a dotfile manager links), then checked with ``fstat``; anything but a
    regular file is closed at once.

    :raises NotRegularFile: if ``path`` is a FIFO, a device, a link, a socket or a folder.
    :raises OSError: for any other failure (``FileNotFoundError`` when it does not exist).
    """
    extra = O_NONBLOCK | (0 if follow else O_NOFOLLOW) | O_NOCTTY | O_CLOEXEC | O_BINARY
    try:
        fd = os.open(path, flags | extra, mode)
    except OSError as error:
        if error.errno in (errno.ELOOP, errno.EMLINK, errno.ENXIO, errno.EISDIR):
            strange = _strange(path)
            if strange is not None:
                raise strange from None
        raise
    try:
        info = os.fstat(fd)
        if not stat.S_ISREG(info.st_mode):
            raise NotRegularFile(path, describe(info.st_mode))
        if O_NONBLOCK:
            os.set_blocking(fd, True)  # a regular file: blocking changes nothing, left as usual
    except BaseException:
        os.close(fd)
        raise
    return fd


def open_append(path: Path) -> int:
    """One of the game's own files opened to append to (the log), created if missing.

    :raises NotRegularFile: if something else is at ``path`` (see :func:`open_regular`).
    """
    return open_regular(path, os.O_WRONLY | os.O_APPEND | os.O_CREAT, 0o644)


def write_atomic(path: Path, data: bytes) -> Path:
    """Write ``data`` to ``path`` through a temporary file in the same folder and os.replace.

    A reader sees the old file or the new one, never half of it. The temporary file's name holds
    the process id, so that one left by a killed game is removed at the next start
    (:func:`clean_temporaries`). Whatever is at ``path`` must be a regular file: a FIFO, a device
    or a symbolic link there is never replaced.

    :raises NotRegularFile: if something other than a regular file is at ``path``.
    :raises OSError: if the folder or the disk refused.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    strange = _strange(path)
    if strange is not None:
        raise strange
    temp = path.with_name(f".{path.name}.{os.getpid()}-{secrets.token_hex(4)}{TEMP_SUFFIX}")
    fd = open_regular(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        temp.unlink(missing_ok=True)
        raise
    return path


TEMP_SUFFIX: Final = ".tmp"
_TEMP = re.compile(r"\..+\.(?P<pid>\d+)-[0-9a-f]{8}\.tmp")
_OLD_TEMP = re.compile(r"\..+\.[A-Za-z0-9_]{8}\.tmp")
"""Temporary files of earlier versions (``tempfile.mkstemp``): no process id in their names."""
OLD_TEMP_AGE: Final = 600.0
"""Seconds after which a temporary file whose process cannot be known is surely abandoned."""


def process_alive(pid: int) -> bool:
    """Whether process ``pid`` runs (on Windows, where asking could end it: assumed so)."""
    if pid == os.getpid():
        return True
    if os.name == "nt":
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:
        return True  # another user's process
    return True


def clean_temporaries(folder: Path) -> list[Path]:
    """Remove the temporary files a killed game left in ``folder``; returns those removed.

    One is left behind when a game is killed between making it and renaming it. Only regular
    files named as :func:`write_atomic` names them are touched: those of a process that no
    longer runs, and those of earlier versions once they are :data:`OLD_TEMP_AGE` old.
    """
    removed: list[Path] = []
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return removed
    now = time.time()
    for entry in entries:
        match = _TEMP.fullmatch(entry.name)
        try:
            if not entry.is_file(follow_symlinks=False):
                continue
            if match is not None:
                stale = not process_alive(int(match.group("pid")))
            elif _OLD_TEMP.fullmatch(entry.name):
                stale = now - entry.stat(follow_symlinks=False).st_mtime > OLD_TEMP_AGE
            else:
                continue
            if stale:
                os.unlink(entry.path)
                removed.append(Path(entry.path))
        except OSError as error:
            log.warning("cannot remove the temporary file %s: %s", entry.path, error)
    if removed:
        log.info("removed %d temporary files left by a stopped game in %s", len(removed), folder)
    return removed


def keep_aside(path: Path) -> Path | None:
    """Move a broken file to ``<name>.broken-<time>`` beside it; None if that failed.

    Whatever is at ``path`` (a FIFO, a device node, a symbolic link) is only renamed, never
    opened: a link's target is left as it is.
    """
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.broken-{stamp}")
    n = 1
    while os.path.lexists(aside):
        aside = path.with_name(f"{path.name}.broken-{stamp}-{n}")
        n += 1
    try:
        os.replace(path, aside)
    except OSError as error:
        log.warning("cannot move %s aside: %s", path, error)
        return None
    log.warning("broken file kept as %s", aside)
    return aside


class WriteHealth:
    """Whether the writes of one file fail: the first failure of a run of them is said, and the
    first write that works after them (each answer True once)."""

    def __init__(self) -> None:
        self.failing = False
        self.error: OSError | None = None

    def failed(self, error: OSError) -> bool:
        """A write failed; True when it is the first since the last that worked."""
        first = not self.failing
        self.failing, self.error = True, error
        return first

    def worked(self) -> bool:
        """A write worked; True when writes failed before it (say it works again)."""
        again = self.failing
        self.failing = False
        return again


# --------------------------------------------------------------------------------------------------
# Paths the player names (--record, --transcript): a pipe or a device there on purpose
# --------------------------------------------------------------------------------------------------


def open_named(path: Path, *, append: bool = True) -> int:
    """A path the player named, opened to write without ever blocking the game.

    A regular file (or none: it is made) is opened through any symbolic link, so a link stays a
    link; a FIFO or a character device (a braille tool reading the transcript, ``/dev/null``) is
    opened without blocking and stays what it is. A FIFO nobody reads yet refuses (``ENXIO``).

    :raises NotRegularFile: for a folder, a block device or a socket.
    :raises OSError: when the system refuses.
    """
    flags = os.O_WRONLY | O_NONBLOCK | O_NOCTTY | O_CLOEXEC | O_BINARY
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        mode = stat.S_IFREG
    if stat.S_ISREG(mode):
        flags |= os.O_CREAT | (os.O_APPEND if append else 0)
    elif not (stat.S_ISFIFO(mode) or stat.S_ISCHR(mode)):
        raise NotRegularFile(path, describe(mode))
    Path(path).parent.mkdir(parents=True, exist_ok=True)
    fd = os.open(path, flags, 0o644)
    try:
        opened = os.fstat(fd).st_mode
        if not (stat.S_ISREG(opened) or stat.S_ISFIFO(opened) or stat.S_ISCHR(opened)):
            raise NotRegularFile(path, describe(opened))
    except BaseException:
        os.close(fd)
        raise
    return fd


def is_stream(fd: int) -> bool:
    """Whether ``fd`` is a FIFO or a device (written as it comes), not a regular file."""
    return not stat.S_ISREG(os.fstat(fd).st_mode)


def write_all(fd: int, data: bytes) -> None:
    """Every byte of ``data`` to ``fd``; a FIFO whose reader does not keep up refuses at once.

    :raises OSError: ``EAGAIN`` when a FIFO or device would block, or any other refusal.
    """
    view = memoryview(data)
    while view:
        try:
            written = os.write(fd, view)
        except BlockingIOError:
            raise OSError(errno.EAGAIN, "the reader does not keep up") from None
        if written <= 0:
            raise OSError(errno.EIO, "nothing written")
        view = view[written:]


def write_named(path: Path, data: bytes) -> None:
    """Write a whole file to a path the player named (the game record).

    A regular file, or no file, is replaced atomically: through a symbolic link, its target is
    written and the link kept. A FIFO or a character device receives ``data`` without blocking
    and is never replaced by a plain file.

    :raises NotRegularFile: for a folder, a block device or a socket.
    :raises OSError: when the system refuses (``ENXIO``: a FIFO nobody reads).
    """
    try:
        mode = os.stat(path).st_mode
    except FileNotFoundError:
        mode = stat.S_IFREG
    if stat.S_ISREG(mode):
        write_atomic(Path(os.path.realpath(path)), data)
        return
    fd = open_named(path, append=False)
    try:
        write_all(fd, data)
    finally:
        os.close(fd)


# --------------------------------------------------------------------------------------------------
# Reading within limits (the parsing itself is ``parsing``'s)
# --------------------------------------------------------------------------------------------------


def read_limited(path: Path, limits: Limits, *, follow: bool = False) -> bytes:
    """The bytes of one of the game's own files, opened by :func:`open_regular`.

    :raises BrokenFile: if it is larger than ``limits.size``, or not a regular file (a FIFO, a
        device, a symbolic link: :func:`keep_aside` can move it, nothing opens it).
    :raises OSError: ``FileNotFoundError`` and others pass through (a missing file is not broken).
    """
    try:
        fd = open_regular(path, follow=follow)
    except NotRegularFile as error:
        raise BrokenFile(error.strerror) from None
    with os.fdopen(fd, "rb") as handle:
        data = handle.read(limits.size + 1)
    if len(data) > limits.size:
        raise BrokenFile(f"larger than {limits.size} bytes")
    return data


# --------------------------------------------------------------------------------------------------
# Why a write failed, as a code the messages select on
# --------------------------------------------------------------------------------------------------

REASON_DENIED: Final = "denied"
REASON_FULL: Final = "full"
REASON_BLOCKED: Final = "blocked"
REASON_NO_READER: Final = "no-reader"
REASON_OTHER: Final = "other"


def write_failure_reason(error: OSError) -> str:
    """``denied`` (read-only, not yours), ``full`` (disk, quota), ``blocked`` (a file, a folder,
    a FIFO, a device or a link in the way), ``no-reader`` (a FIFO nobody reads, or too slowly)
    or ``other``: the ``$reason`` of the ``file-write-failed`` message."""
    if error.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return REASON_DENIED
    if error.errno in (errno.ENOSPC, errno.EDQUOT, errno.EFBIG):
        return REASON_FULL
    if isinstance(error, NotRegularFile) or error.errno in (
        errno.EEXIST,
        errno.ENOTDIR,
        errno.EISDIR,
    ):
        return REASON_BLOCKED
    if error.errno in (errno.ENXIO, errno.EAGAIN, errno.EPIPE):
        return REASON_NO_READER
    return REASON_OTHER


def folder_refusal(folder: Path) -> str:
    """Why a new file cannot be made in ``folder`` (:func:`write_failure_reason`), asked of the
    folder itself when a library (SQLite) says only "unable to open"."""
    try:
        folder.mkdir(parents=True, exist_ok=True)
        with tempfile.TemporaryFile(dir=folder):
            pass
    except OSError as error:
        return write_failure_reason(error)
    return REASON_OTHER
