"""The ``screen-reader`` output: the player's own screen reader speaks and brailles.

Windows (NVDA, JAWS, SAPI, ...) and macOS (VoiceOver) go through accessible_output2. Linux goes
to speech-dispatcher (the daemon Orca speaks with) in process through the ``speechd`` bindings
(:mod:`.dispatcher`), else through the ``spd-say`` command line client, one call per message.
"""

from __future__ import annotations

import contextlib
import importlib
import logging
import queue
import shutil
import subprocess
import sys
import threading
from typing import Any, Final

from ._quiet import quiet_fds
from .backend import Backend
from .base import (
    REASON_DAEMON_GONE,
    REASON_ERROR,
    REASON_NOT_AVAILABLE,
    REASON_NOT_INSTALLED,
    Output,
    OutputFailed,
    drain,
)
from .dispatcher import SpeechdBackend

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


def ao2_outputs(names: tuple[str, ...]) -> list[Any]:
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

    With ``require_reader`` (``auto`` mode) it starts only when a screen reader is running
    (NVDA/JAWS/... on Windows, VoiceOver on macOS). Without it (``--speech screen-reader``),
    SAPI5 on Windows also counts. On Linux it speaks through speech-dispatcher, which it
    starts if the daemon is installed and allows autospawn.
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
        outputs = ao2_outputs(names)
        if not outputs:
            raise OutputFailed(REASON_NOT_AVAILABLE, "no screen reader is running")
        return Ao2Backend(outputs[0])

    def _linux_backend(self) -> Backend:
        try:
            return SpeechdBackend(lang=self.lang)
        except OutputFailed as exc:
            if exc.reason != REASON_NOT_INSTALLED:
                raise  # a daemon that cannot start or does not answer fails spd-say too
            log.info("speech-dispatcher's Python client missing (%s); trying spd-say", exc)
        exe = shutil.which("spd-say")
        if exe is None:
            raise OutputFailed(REASON_NOT_INSTALLED, "speech-dispatcher (spd-say) not installed")
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
