"""The ``screen-reader`` output: the player's own screen reader speaks and brailles.

Windows (NVDA, JAWS, ...) and macOS (VoiceOver) go through accessible_output2. Linux goes
through speech-dispatcher (the daemon Orca speaks with): accessible_output2's output when
the ``speechd`` Python binding is importable, else the ``spd-say`` command line client.
"""

from __future__ import annotations

import contextlib
import importlib.util
import logging
import os
import queue
import shutil
import socket
import subprocess
import sys
import threading
from abc import ABC, abstractmethod
from pathlib import Path
from typing import Any, Final

from ._quiet import quiet_fds
from .base import (
    REASON_DAEMON_GONE,
    REASON_ERROR,
    REASON_NOT_AVAILABLE,
    REASON_NOT_INSTALLED,
    FailureHandler,
    Output,
    OutputFailed,
    drain,
)

log = logging.getLogger(__name__)

# accessible_output2 outputs that are screen readers (not plain system voices).
AO2_SCREEN_READERS: Final = (
    "nvda",
    "jaws",
    "system_access",
    "dolphin",
    "window_eyes",
    "pc_talker",
    "zdsr",
    "voiceover",
)
AO2_SYSTEM_VOICES: Final = ("sapi5",)
GRAPHICAL_READERS: Final = ("orca",)
CONSOLE_READERS: Final = ("fenrir", "espeakup", "speechd-up", "sbl", "yasr", "emacspeak")


class Backend(ABC):
    """One way of reaching a screen reader."""

    name = "backend"

    @abstractmethod
    def speak(self, text: str, *, interrupt: bool) -> None:
        """Speak (and braille, where the reader supports it)."""

    @abstractmethod
    def stop(self) -> None:
        """Silence."""

    def close(self) -> None:  # noqa: B027 - optional hook
        """Release resources."""


class Ao2Backend(Backend):
    """An accessible_output2 output object."""

    def __init__(self, output: Any) -> None:
        self._output = output
        self.name = str(getattr(output, "name", "accessible_output2"))

    def speak(self, text: str, *, interrupt: bool) -> None:
        """Speak and braille through accessible_output2."""
        with quiet_fds():
            try:
                self._output.output(text, interrupt=interrupt)
            except RuntimeError:
                self._output.speak(text, interrupt=interrupt)

    def stop(self) -> None:
        """Silence the reader."""
        silence = getattr(self._output, "silence", None)
        if silence is not None:
            with quiet_fds():
                silence()

    def close(self) -> None:
        """Close the connection, where the output has one."""
        close = getattr(self._output, "close", None)
        if close is not None:
            with contextlib.suppress(Exception), quiet_fds():
                close()


class SpdSayBackend(Backend):
    """speech-dispatcher through ``spd-say``, one call at a time from a worker thread.

    Messages are sent with priority ``message`` so that they queue; an interruption
    drops what is not sent yet and sends ``spd-say -C`` (cancel all messages) with the text.
    Only the language is set: rate and voice stay the player's speech-dispatcher settings.
    """

    name = "spd-say"

    def __init__(self, *, lang: str, exe: str | None = None) -> None:
        found = exe or shutil.which("spd-say")
        if found is None:
            raise OutputFailed(REASON_NOT_INSTALLED, "spd-say is not installed")
        self._exe = found
        self._lang = lang.replace("_", "-").split("-")[0].lower() or "en"
        self._queue: queue.Queue[tuple[bool, str] | None] = queue.Queue()
        self._lock = threading.Lock()
        self._failure: OutputFailed | None = None
        self.on_failure: FailureHandler | None = None
        self._thread = threading.Thread(target=self._run, name="spd-say", daemon=True)
        self._thread.start()

    def speak(self, text: str, *, interrupt: bool) -> None:
        """Queue one message."""
        if self._failure is not None:
            raise self._failure
        with self._lock:
            if interrupt:
                drain(self._queue)
            self._queue.put((interrupt, text))

    def stop(self) -> None:
        """Drop the queue and cancel what speech-dispatcher is saying."""
        with self._lock:
            drain(self._queue)
            self._queue.put((True, ""))

    def close(self) -> None:
        """Send what is queued (each send is quick), then end the worker thread."""
        with self._lock:
            self._queue.put(None)
        if self._thread is not threading.current_thread():
            self._thread.join(timeout=2)

    def _run(self) -> None:
        while True:
            item = self._queue.get()
            if item is None:
                return
            interrupt, text = item
            cmd = [self._exe, "-N", "talking-yahtzee", "-l", self._lang, "-P", "message"]
            if interrupt:
                cmd.append("-C")
            if text:
                cmd += ["--", text]
            try:
                done = subprocess.run(
                    cmd,
                    stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.PIPE,
                    timeout=5,
                    check=False,
                )
                ok = done.returncode == 0
                detail = done.stderr.decode("utf-8", "replace").strip()
            except (OSError, subprocess.TimeoutExpired) as exc:
                ok, detail = False, str(exc)
            if not ok:
                failure = OutputFailed(REASON_DAEMON_GONE, detail[:300] or "spd-say failed")
                failure.pending = (text,) if text else ()
                self._failure = failure
                callback = self.on_failure
                if callback is not None:
                    callback(failure)
                return


# --------------------------------------------------------------------------- detection


def speechd_socket_path() -> Path | None:
    """Where speech-dispatcher listens (``$SPEECHD_ADDRESS`` or the default places)."""
    address = os.environ.get("SPEECHD_ADDRESS", "")
    if address.startswith("unix_socket:"):
        return Path(address.split(":", 1)[1])
    candidates = []
    runtime = os.environ.get("XDG_RUNTIME_DIR")
    if runtime:
        candidates.append(Path(runtime) / "speech-dispatcher" / "speechd.sock")
    cache = os.environ.get("XDG_CACHE_HOME") or str(Path.home() / ".cache")
    candidates.append(Path(cache) / "speech-dispatcher" / "speechd.sock")
    for path in candidates:
        if path.exists():
            return path
    return None


def speechd_running() -> bool:
    """True when a speech-dispatcher daemon accepts connections now."""
    path = speechd_socket_path()
    if path is None or not hasattr(socket, "AF_UNIX"):
        return False
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    sock.settimeout(0.5)
    try:
        sock.connect(str(path))
        return True
    except OSError:
        return False
    finally:
        sock.close()


def running_processes() -> set[str]:
    """Names of running processes (Linux ``/proc``; empty elsewhere)."""
    names: set[str] = set()
    proc = Path("/proc")
    if not proc.is_dir():
        return names
    for entry in proc.iterdir():
        if not entry.name.isdigit():
            continue
        with contextlib.suppress(OSError):
            names.add((entry / "comm").read_text().strip().lower())
            cmdline = (entry / "cmdline").read_bytes().split(b"\0")
            for part in cmdline[:3]:
                names.add(Path(part.decode("utf-8", "replace")).name.lower())
    return names


def console_reader_running() -> bool:
    """True when a console screen reader (Fenrir, speakup, ...) is running on Linux."""
    if not sys.platform.startswith("linux"):
        return False
    if Path("/sys/module/speakup").exists():
        return True
    names = running_processes()
    return any(name in names or f"{name}-daemon" in names for name in CONSOLE_READERS)


def graphical_reader_running() -> bool:
    """True when Orca is running on Linux."""
    if not sys.platform.startswith("linux"):
        return False
    return any(name in running_processes() for name in GRAPHICAL_READERS)


def _ao2_outputs(names: tuple[str, ...]) -> list[Any]:
    """Instantiate the named accessible_output2 outputs that work here, quietly."""
    found: list[Any] = []
    with quiet_fds():
        try:
            import accessible_output2.outputs as outputs  # noqa: F401
        except Exception as exc:
            log.info("accessible_output2 unusable: %s", exc)
            return found
        for name in names:
            try:
                module = importlib.import_module(f"accessible_output2.outputs.{name}")
                output = module.output_class()
                if output.is_active():
                    found.append(output)
            except Exception as exc:
                log.debug("accessible_output2 %s unusable: %s", name, exc)
    return found


# --------------------------------------------------------------------------- the output


class ScreenReaderOutput(Output):
    """Speech (and braille) through the running screen reader.

    With ``require_reader`` (``auto`` mode) it starts only when a screen reader is running:
    NVDA/JAWS/... on Windows, VoiceOver on macOS, Orca with speech-dispatcher on Linux.
    Without it (``--speech screen-reader``), SAPI5 on Windows and a speech-dispatcher
    daemon that is reachable (spd-say may start it) on Linux also count.
    """

    name = "screen-reader"

    def __init__(
        self, *, lang: str = "en", require_reader: bool = False, backend: Backend | None = None
    ) -> None:
        super().__init__()
        self.lang = lang
        self.require_reader = require_reader
        self._backend = backend

    @property
    def backend_name(self) -> str | None:
        """Which backend speaks (e.g. ``NVDA`` or ``spd-say``), once started."""
        return self._backend.name if self._backend is not None else None

    def start(self) -> None:
        """Find a screen reader; raise :class:`OutputFailed` if there is none."""
        if self._backend is None:
            self._backend = self._find_backend()
        if isinstance(self._backend, SpdSayBackend):
            self._backend.on_failure = self._fail_later

    def speak(self, text: str, *, interrupt: bool) -> None:
        """Hand the text to the screen reader."""
        if self._backend is None:
            self.start()
        assert self._backend is not None
        try:
            self._backend.speak(text, interrupt=interrupt)
        except OutputFailed:
            raise
        except Exception as exc:
            raise OutputFailed(REASON_ERROR, f"{type(exc).__name__}: {exc}") from exc

    def stop(self) -> None:
        """Silence the screen reader."""
        if self._backend is not None:
            try:
                self._backend.stop()
            except OutputFailed:
                raise
            except Exception as exc:
                raise OutputFailed(REASON_ERROR, f"{type(exc).__name__}: {exc}") from exc

    def close(self) -> None:
        """Close the backend."""
        if self._backend is not None:
            self._backend.close()

    def _find_backend(self) -> Backend:
        if sys.platform.startswith("linux") or not (
            sys.platform == "win32" or sys.platform == "darwin"
        ):
            return self._linux_backend()
        names = (
            AO2_SCREEN_READERS if self.require_reader else AO2_SCREEN_READERS + AO2_SYSTEM_VOICES
        )
        outputs = _ao2_outputs(names)
        if not outputs:
            raise OutputFailed(REASON_NOT_AVAILABLE, "no screen reader is running")
        return Ao2Backend(outputs[0])

    def _linux_backend(self) -> Backend:
        if self.require_reader and not graphical_reader_running():
            raise OutputFailed(REASON_NOT_AVAILABLE, "no screen reader is running")
        if importlib.util.find_spec("speechd") is not None and speechd_running():
            outputs = _ao2_outputs(("speech_dispatcher",))
            if outputs:
                return Ao2Backend(outputs[0])
        exe = shutil.which("spd-say")
        if exe is None:
            raise OutputFailed(REASON_NOT_INSTALLED, "speech-dispatcher (spd-say) not installed")
        if not speechd_running():
            # spd-say starts the daemon (autospawn) if it is installed and allowed to.
            try:
                done = subprocess.run(
                    [exe, "-O"],
                    stdin=subprocess.DEVNULL,
                    stdout=subprocess.DEVNULL,
                    stderr=subprocess.DEVNULL,
                    timeout=5,
                    check=False,
                )
            except (OSError, subprocess.TimeoutExpired) as exc:
                raise OutputFailed(REASON_DAEMON_GONE, str(exc)) from exc
            if done.returncode != 0:
                raise OutputFailed(REASON_DAEMON_GONE, "speech-dispatcher is not running")
        return SpdSayBackend(lang=self.lang, exe=exe)
