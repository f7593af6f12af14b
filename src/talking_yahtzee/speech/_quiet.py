"""Keep third-party libraries from writing to the terminal while they are called."""

from __future__ import annotations

import contextlib
import io
import os
import sys
from collections.abc import Iterator


@contextlib.contextmanager
def quiet_fds() -> Iterator[None]:
    """Send fd 1 and fd 2 (and ``sys.stdout``/``sys.stderr``) to the null device.

    The redirection is process-wide, so use it only briefly and from the thread that
    owns the terminal (e.g. while importing or probing a library at start-up).
    """
    for stream in (sys.stdout, sys.stderr):
        with contextlib.suppress(Exception):
            stream.flush()
    saved: list[tuple[int, int]] = []
    devnull = -1
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        for fd in (1, 2):
            try:
                saved.append((fd, os.dup(fd)))
                os.dup2(devnull, fd)
            except OSError:
                pass
    except OSError:
        pass
    try:
        with contextlib.redirect_stdout(io.StringIO()), contextlib.redirect_stderr(io.StringIO()):
            yield
    finally:
        for fd, copy in saved:
            with contextlib.suppress(OSError):
                os.dup2(copy, fd)
                os.close(copy)
        if devnull >= 0:
            os.close(devnull)
