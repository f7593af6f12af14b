"""Which screen readers are running here, and whether they read the terminal aloud.

Windows: NVDA, JAWS and the other readers accessible_output2 knows. macOS: VoiceOver. Linux: the
processes of Orca, Fenrir, espeakup, speechd-up, SBL, yasr, Emacspeak and BRLTTY, the Speakup
kernel module, and the Linux console itself (``TERM=linux`` or a virtual terminal). A
speech-dispatcher daemon alone does not count: desktops start it for other programs.
``TALKING_YAHTZEE_SCREEN_READER`` overrides the answer: ``none``, or names separated by commas.
"""

from __future__ import annotations

import contextlib
import os
import sys
from dataclasses import dataclass
from pathlib import Path
from typing import Final

ENV_OVERRIDE: Final = "TALKING_YAHTZEE_SCREEN_READER"

# Readers that read new terminal text aloud on their own: the game must not speak as well.
# VoiceOver is not among them: it does not read new Terminal text reliably, so the game speaks
# through it (accessible_output2).
TERMINAL_READERS: Final = frozenset(
    {
        "nvda",
        "jaws",
        "system_access",
        "dolphin",
        "window_eyes",
        "pc_talker",
        "zdsr",
        "orca",
        "fenrir",
        "speakup",
        "espeakup",
        "speechd-up",
        "sbl",
        "yasr",
        "emacspeak",
    }
)
# Processes that are Linux screen readers (by /proc comm or command line).
LINUX_READER_PROCESSES: Final = (
    "orca",
    "fenrir",
    "fenrir-daemon",
    "espeakup",
    "speechd-up",
    "sbl",
    "yasr",
    "emacspeak",
    "brltty",
)
SPEAKUP_PATHS: Final = ("/sys/accessibility/speakup", "/sys/module/speakup", "/proc/speakup")


@dataclass(frozen=True, slots=True)
class Detection:
    """What was found: reader names (``fenrir``, ``nvda``, ``linux-console``, ...)."""

    readers: tuple[str, ...] = ()

    @property
    def any(self) -> bool:
        """A screen reader, braille display driver or text console: plain lines read best."""
        return bool(self.readers)

    @property
    def reads_terminal(self) -> bool:
        """A reader that speaks new terminal text itself, so the game's own voice stays off."""
        return any(name in TERMINAL_READERS for name in self.readers)


def running_processes(proc: Path = Path("/proc")) -> set[str]:
    """Names of running processes (Linux ``/proc``; empty elsewhere)."""
    names: set[str] = set()
    if not proc.is_dir():
        return names
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        with contextlib.suppress(OSError):
            names.add((entry / "comm").read_text().strip().lower())
            for part in (entry / "cmdline").read_bytes().split(b"\0")[:3]:
                names.add(Path(part.decode("utf-8", "replace")).name.lower())
    return names


def on_linux_console(env: dict[str, str] | None = None) -> bool:
    """True in a Linux virtual terminal (``TERM=linux`` or stdin is ``/dev/ttyN``)."""
    env = dict(os.environ) if env is None else env
    if not sys.platform.startswith("linux"):
        return False
    if env.get("TERM") == "linux":
        return True
    try:
        name = os.ttyname(0)
    except OSError:
        return False
    return name.startswith("/dev/tty") and name[len("/dev/tty") :].isdigit()


def linux_readers(
    processes: set[str] | None = None, *, env: dict[str, str] | None = None
) -> list[str]:
    """Screen readers found on Linux, in a stable order."""
    names = running_processes() if processes is None else processes
    found: list[str] = [name for name in LINUX_READER_PROCESSES if name in names]
    if "fenrir-daemon" in found:
        found.remove("fenrir-daemon")
        if "fenrir" not in found:
            found.insert(0, "fenrir")
    if any(Path(path).exists() for path in SPEAKUP_PATHS):
        found.append("speakup")
    if on_linux_console(env):
        found.append("linux-console")
    return found


def windows_or_mac_readers() -> list[str]:
    """Screen readers accessible_output2 finds running (Windows, macOS)."""
    from .screen_reader import AO2_SCREEN_READERS, ao2_outputs

    found: list[str] = []
    for output in ao2_outputs(AO2_SCREEN_READERS):
        found.append(
            str(getattr(output, "name", "screen reader"))
            .lower()
            .replace(" ", "_")
            .replace("-", "_")
        )
    return found


def detect(env: dict[str, str] | None = None) -> Detection:
    """Look for screen readers now (a few milliseconds: reads ``/proc`` on Linux)."""
    env = dict(os.environ) if env is None else env
    override = env.get(ENV_OVERRIDE)
    if override is not None:
        names = [n.strip().lower() for n in override.split(",") if n.strip()]
        return Detection(tuple(n for n in names if n != "none"))
    if sys.platform.startswith("linux"):
        return Detection(tuple(linux_readers(env=env)))
    if sys.platform in ("win32", "darwin"):
        return Detection(tuple(windows_or_mac_readers()))
    return Detection()
