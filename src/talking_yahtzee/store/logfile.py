"""The program's log: warnings and tracebacks go to a file in the data folder, not the terminal."""

from __future__ import annotations

import logging
import os
from pathlib import Path

from talking_yahtzee.core.text import SafeFormatter
from talking_yahtzee.store.files import NotRegularFile, keep_aside, open_append

LOG_FILE = "talking-yahtzee.log"
LOG_ENV = "TALKING_YAHTZEE_LOG"
"""Environment variable: the file that receives the log instead (for bug reports)."""


def log_to_file() -> None:
    """Send the program's log (warnings and tracebacks) to a file, never to the terminal.

    The file is ``$TALKING_YAHTZEE_LOG`` when set, else ``talking-yahtzee.log`` in the data folder
    (``$TALKING_YAHTZEE_DATA_DIR``); if it cannot be written, the log is dropped rather than shown.
    It is opened as every file of the game is (``files.open_regular``): something other than a
    regular file there (a FIFO, a device, a link) is kept aside and a new log begun.
    """
    package = logging.getLogger("talking_yahtzee")
    package.propagate = False
    package.setLevel(logging.INFO)
    logging.raiseExceptions = False  # a failing log handler must not print to stderr
    try:
        from talking_yahtzee.store.paths import data_dir

        chosen = os.environ.get(LOG_ENV)
        path = Path(chosen) if chosen else data_dir() / LOG_FILE
        path.parent.mkdir(parents=True, exist_ok=True)
        try:
            fd = open_append(path)
        except NotRegularFile:  # a FIFO, a device or a link: kept aside, a new log begun
            if keep_aside(path) is None:
                raise
            fd = open_append(path)
        stream = os.fdopen(fd, "a", encoding="utf-8", errors="replace")
        handler: logging.Handler = logging.StreamHandler(stream)
        handler.setFormatter(SafeFormatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    except OSError:
        handler = logging.NullHandler()
    package.addHandler(handler)
