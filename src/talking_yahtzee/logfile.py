"""The program's log: warnings and tracebacks go to a file in the data folder, not the terminal."""

from __future__ import annotations

import logging

from talking_yahtzee.stats import data_dir
from talking_yahtzee.text import SafeFormatter

LOG_FILE = "talking-yahtzee.log"


def log_to_file() -> None:
    """Send the program's log (warnings and tracebacks) to a file, never to the terminal.

    The file sits in the data folder (``$TALKING_YAHTZEE_DATA_DIR``); if it cannot be written,
    the log is dropped rather than shown.
    """
    package = logging.getLogger("talking_yahtzee")
    package.propagate = False
    package.setLevel(logging.INFO)
    logging.raiseExceptions = False  # a failing log handler must not print to stderr
    try:
        folder = data_dir()
        folder.mkdir(parents=True, exist_ok=True)
        handler: logging.Handler = logging.FileHandler(folder / LOG_FILE, encoding="utf-8")
        handler.setFormatter(SafeFormatter("%(asctime)s %(levelname)s %(name)s: %(message)s"))
    except OSError:
        handler = logging.NullHandler()
    package.addHandler(handler)
