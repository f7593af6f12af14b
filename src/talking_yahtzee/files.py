"""Files the game keeps: written atomically, and a broken one kept aside, never deleted."""

from __future__ import annotations

import logging
import os
import tempfile
import time
from pathlib import Path

log = logging.getLogger(__name__)


def write_atomic(path: Path, data: bytes) -> Path:
    """Write ``data`` to ``path`` through a temporary file in the same folder and os.replace.

    A reader sees the old file or the new one, never half of it.
    """
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, temp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(data)
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    except BaseException:
        Path(temp).unlink(missing_ok=True)
        raise
    return path


def keep_aside(path: Path) -> Path | None:
    """Move a broken file to ``<name>.broken-<time>`` beside it; None if that failed."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    aside = path.with_name(f"{path.name}.broken-{stamp}")
    n = 1
    while aside.exists():
        aside = path.with_name(f"{path.name}.broken-{stamp}-{n}")
        n += 1
    try:
        os.replace(path, aside)
    except OSError as error:
        log.warning("cannot move %s aside: %s", path, error)
        return None
    log.warning("broken file kept as %s", aside)
    return aside
