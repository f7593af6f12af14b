"""The system's clipboard, through the platform's own programs: the table's link copied by a key
instead of read aloud (issue 42: a link took 14 seconds to hear, its code read as one number).

No control sequence leaves the one writer (``ui.lines``), so the terminal's own clipboard
sequence (OSC 52) is not used: the text goes to a clipboard program's standard input, off the
event loop's way (a subprocess with a time limit). ``wl-copy`` under Wayland, ``xclip`` or
``xsel`` under X, ``pbcopy`` on macOS, ``clip`` on Windows; none found (a console, a server
without a desktop): the caller says so.
"""

from __future__ import annotations

import asyncio
import os
import shutil
import sys
from collections.abc import Mapping

COPY_SECONDS = 3.0
"""How long a clipboard program may take before it is given up."""


def programs(
    platform: str = sys.platform, environ: Mapping[str, str] = os.environ
) -> list[list[str]]:
    """The clipboard programs to try here, best first, each as its command line."""
    if platform == "darwin":
        return [["pbcopy"]]
    if platform == "win32":
        return [["clip"]]
    found: list[list[str]] = []
    if environ.get("WAYLAND_DISPLAY"):
        found.append(["wl-copy"])
    if environ.get("DISPLAY"):
        found += [["xclip", "-selection", "clipboard"], ["xsel", "--clipboard", "--input"]]
    return found


async def copy(text: str) -> str | None:
    """Put ``text`` on the clipboard: the program that took it, or None when none could."""
    for command in programs():
        path = shutil.which(command[0])
        if path is None:
            continue
        try:
            process = await asyncio.create_subprocess_exec(
                path,
                *command[1:],
                stdin=asyncio.subprocess.PIPE,
                stdout=asyncio.subprocess.DEVNULL,
                stderr=asyncio.subprocess.DEVNULL,
            )
        except OSError:
            continue
        try:
            await asyncio.wait_for(process.communicate(text.encode("utf-8")), COPY_SECONDS)
        except TimeoutError:
            process.kill()
            await process.wait()
            continue
        if process.returncode == 0:
            return command[0]
    return None
