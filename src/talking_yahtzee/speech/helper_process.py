"""Helper processes (speech worker, pacer) started the same way from source, a wheel or a bundle.

A frozen program (PyInstaller) has no ``python -m``: its ``sys.executable`` is the game
itself. So every helper is also reachable as a hidden first argument of the game's own
command, ``yahtzee --_helper NAME ARGS...``, which :func:`run_helper` dispatches before
any argument parsing. From source or a wheel the helper runs as ``python -m MODULE``.
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Sequence
from typing import Final

HELPER_FLAG: Final = "--_helper"

HELPERS: Final = {
    "synth": "talking_yahtzee.speech._synth_worker",
    "pacer": "talking_yahtzee.speech._pacer",
}
"""Helper name -> module with a ``main(argv) -> int`` (``argv[0]`` is the program name)."""


def is_frozen() -> bool:
    """Whether this process is a bundled program (PyInstaller sets ``sys.frozen``)."""
    return bool(getattr(sys, "frozen", False))


def helper_command(name: str, *args: str, python: str | None = None) -> list[str]:
    """The command line that starts helper ``name`` with ``args``.

    ``python`` replaces the interpreter (tests use a missing one to break the helper).
    """
    module = HELPERS[name]
    executable = python or sys.executable
    if is_frozen() and python is None:
        return [executable, HELPER_FLAG, name, *args]
    return [executable, "-m", module, *args]


def run_helper(argv: Sequence[str]) -> int | None:
    """Run the helper named in ``argv`` (``--_helper NAME ARGS...``); ``None`` if not one."""
    if len(argv) < 2 or argv[0] != HELPER_FLAG:
        return None
    module = HELPERS.get(argv[1])
    if module is None:
        sys.stderr.write(f"yahtzee: unknown helper {argv[1]!r}\n")
        return 2
    main = importlib.import_module(module).main
    status: int = main([module, *argv[2:]])
    return status
