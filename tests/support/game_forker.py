"""Starts real game processes quickly, for the kill test: one Python with the game loaded, forked.

Each line read from stdin is a JSON object ``{"args": [...], "env": {...}, "stdin": "FIFO"}``.
The forker forks; the child opens the FIFO as its standard input, takes the environment given,
and runs the ``yahtzee`` entry point (``cli.main``) exactly as the installed command does, then
exits with its status. The forker answers each line with the child's process id. Children are
reaped by the system (SIGCHLD ignored), so a test sees a finished child as a missing process.
Starting Python and importing the game takes a second or two on a busy 2-core machine; a fork
takes milliseconds, which lets one test kill hundreds of games. The English message files are
parsed before the first fork (the parsed files are cached), so no game parses them again.
"""

from __future__ import annotations

import json
import os
import signal
import sys

import prompt_toolkit.application  # noqa: F401  (loaded once, before the forks)

import talking_yahtzee.cli.app
import talking_yahtzee.cli.launch
import talking_yahtzee.store.savegame
import talking_yahtzee.ui.controller  # noqa: F401
from talking_yahtzee.cli import main as cli
from talking_yahtzee.messages.i18n import load_bundle


def main() -> int:
    signal.signal(signal.SIGCHLD, signal.SIG_IGN)
    load_bundle("en")  # the English .ftl files parsed once, here: every forked game shares them
    for line in sys.stdin:
        request = json.loads(line)
        pid = os.fork()
        if pid == 0:
            code = 70
            try:
                os.environ.update(request["env"])
                fd = os.open(request["stdin"], os.O_RDONLY)
                os.dup2(fd, 0)
                os.close(fd)
                null = os.open(os.devnull, os.O_WRONLY)
                os.dup2(null, 1)
                signal.signal(signal.SIGCHLD, signal.SIG_DFL)
                code = cli.main(request["args"])
            finally:
                os._exit(code)
        sys.stdout.write(f"{pid}\n")
        sys.stdout.flush()
    return 0


if __name__ == "__main__":
    sys.exit(main())
