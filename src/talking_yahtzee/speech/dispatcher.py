"""speech-dispatcher in process: the SSIP client of the ``speechd`` bindings (Linux).

One connection for the whole game. Messages go with priority ``message`` so that they queue;
an interruption cancels what this client is saying and what it queued (``CANCEL self``), as a
screen reader does on a key press. Only the language is set: rate and voice stay the player's
speech-dispatcher settings (the ones Orca uses). A sending thread talks to the daemon, so the
game never waits for it. A daemon that goes away is noticed at once by a watcher thread (the
client's connection ends); one that stops answering, at the next message after
:data:`ANSWER_TIMEOUT`.
"""

from __future__ import annotations

import contextlib
import importlib
import logging
import queue
import threading
import time
from collections.abc import Callable
from typing import Any

from .backend import Backend
from .base import (
    REASON_DAEMON_GONE,
    REASON_NOT_AVAILABLE,
    REASON_NOT_INSTALLED,
    OutputFailed,
    drain,
)

log = logging.getLogger(__name__)

CLIENT_NAME = "talking-yahtzee"
ANSWER_TIMEOUT = 5.0
"""Seconds speech-dispatcher may take to answer (starting it, or one message) before it counts
as not running."""
EventListener = Callable[[str, int, float], None]
"""``(event, number, perf_counter_time)``: event ``begin``, ``end`` or ``cancel`` of the
``number``-th message this backend sent (counting from 0), in speech-dispatcher's thread."""


def load_speechd() -> Any:
    """The ``speechd`` module, or :class:`OutputFailed` when the bindings are missing."""
    try:
        return importlib.import_module("speechd")
    except ImportError as exc:
        raise OutputFailed(REASON_NOT_INSTALLED, f"speechd bindings: {exc}") from exc


class SpeechdBackend(Backend):
    """speech-dispatcher through one SSIP connection (``address`` as in ``SPEECHD_ADDRESS``)."""

    name = "speech-dispatcher"

    def __init__(
        self,
        *,
        lang: str,
        address: str | None = None,
        autospawn: bool = True,
        listener: EventListener | None = None,
        timeout: float = ANSWER_TIMEOUT,
    ) -> None:
        speechd = load_speechd()
        self._listener = listener
        self._timeout = timeout
        self._closing = False
        self._sequence = 0
        self._failure: OutputFailed | None = None
        self._busy_since: float | None = None
        self._lock = threading.Lock()
        self._queue: queue.Queue[tuple[str, str, int] | None] = queue.Queue()
        # Events for every message of this connection. The bindings' per-message callbacks are
        # registered only after the daemon's reply, so an early ``begin`` could be lost; here an
        # event that comes before its message's number is known waits for it.
        self._numbers: dict[int, int] = {}
        self._early: dict[int, list[tuple[str, float]]] = {}
        self._events_lock = threading.Lock()
        self._client = self._connect(speechd, lang, address, autospawn)
        connection = getattr(self._client, "_conn", None)
        if listener is not None and connection is not None and hasattr(connection, "set_callback"):
            connection.set_callback(self._on_event)
        self._worker = threading.Thread(target=self._run, name="speechd-send", daemon=True)
        self._worker.start()
        self._watcher = threading.Thread(target=self._watch, name="speechd-watch", daemon=True)
        self._watcher.start()

    def _connect(self, speechd: Any, lang: str, address: str | None, autospawn: bool) -> Any:
        """Connect (starting the daemon if allowed) in a helper thread, so a daemon that hangs
        cannot hang the game: no answer within the timeout counts as not running."""
        result: list[Any] = []

        def connect() -> None:
            try:
                client = speechd.Client(CLIENT_NAME, address=address, autospawn=autospawn)
                client.set_language(lang.replace("_", "-").split("-")[0].lower() or "en")
                client.set_priority(speechd.Priority.MESSAGE)
                result.append(client)
            except Exception as exc:  # SSIPCommunicationError, SpawnError, OSError
                result.append(exc)

        thread = threading.Thread(target=connect, name="speechd-connect", daemon=True)
        thread.start()
        thread.join(self._timeout)
        if not result:
            raise OutputFailed(REASON_NOT_AVAILABLE, "speech-dispatcher does not answer")
        if isinstance(result[0], Exception):
            raise OutputFailed(REASON_NOT_AVAILABLE, f"speech-dispatcher: {result[0]}")
        return result[0]

    def speak(self, text: str, *, interrupt: bool) -> None:
        """Queue ``text`` for the sending thread; ``interrupt`` drops what is not sent yet and
        cancels what this client is saying."""
        with self._lock:
            self._check()
            number, self._sequence = self._sequence, self._sequence + 1
            if interrupt:
                _unsent(self._queue)
            self._queue.put(("cancel-speak" if interrupt else "speak", text, number))

    def stop(self) -> None:
        """Cancel this client's current and queued messages."""
        with self._lock:
            self._check()
            _unsent(self._queue)
            self._queue.put(("cancel", "", -1))

    def close(self) -> None:
        """Send what is queued (each send is quick), then close the connection."""
        self._closing = True
        self._queue.put(None)
        if self._worker is not threading.current_thread():
            self._worker.join(timeout=2)
        self._close_client()

    def _check(self) -> None:
        """Raise if the daemon is gone or has not answered a send for too long."""
        if self._failure is not None:
            raise self._failure
        busy = self._busy_since
        if busy is not None and time.monotonic() - busy > self._timeout:
            self._failure = OutputFailed(REASON_DAEMON_GONE, "speech-dispatcher does not answer")
            raise self._failure

    def _run(self) -> None:
        """The sending thread: one SSIP exchange at a time, in order."""
        while True:
            item = self._queue.get()
            if item is None:
                return
            action, text, number = item
            self._busy_since = time.monotonic()
            try:
                if action in ("cancel", "cancel-speak"):
                    self._client.cancel()
                if action != "cancel":
                    reply = self._client.speak(text)
                    with contextlib.suppress(IndexError, TypeError, ValueError):
                        self._numbered(int(reply[2][0]), number)
            except Exception as exc:
                self._busy_since = None
                unsent = [(action, text, number), *_unsent(self._queue)]
                pending = tuple(t for a, t, _ in unsent if a != "cancel")
                self._fail(OutputFailed(REASON_DAEMON_GONE, f"speech-dispatcher: {exc}", pending))
                return
            self._busy_since = None

    def _fail(self, failure: OutputFailed) -> None:
        if self._closing or self._failure is not None:
            return
        self._failure = failure
        callback = self.on_failure
        if callback is not None:
            callback(failure)

    def _close_client(self) -> None:
        with contextlib.suppress(Exception):
            self._client.close()

    def _on_event(self, message_id: int, _client_id: int, kind: Any, **_: Any) -> None:
        """An event from speech-dispatcher's connection thread."""
        when = time.perf_counter()
        with self._events_lock:
            if str(kind) in ("end", "cancel"):
                number = self._numbers.pop(message_id, None)
            else:
                number = self._numbers.get(message_id)
            if number is None:
                self._early.setdefault(message_id, []).append((str(kind), when))
                return
        self._tell(str(kind), number, when)

    def _numbered(self, message_id: int, number: int) -> None:
        with self._events_lock:
            early = self._early.pop(message_id, [])
            if not any(kind in ("end", "cancel") for kind, _ in early):
                self._numbers[message_id] = number
        for kind, when in early:
            self._tell(kind, number, when)

    def _tell(self, kind: str, number: int, when: float) -> None:
        listener = self._listener
        if listener is not None and kind in ("begin", "end", "cancel"):
            listener(kind, number, when)

    def _watch(self) -> None:
        """Wait for the connection's reader thread to end; unless closing, the daemon is gone."""
        connection = getattr(self._client, "_conn", None)
        reader = getattr(connection, "_communication_thread", None)
        if not isinstance(reader, threading.Thread):
            return
        reader.join()
        if self._closing:
            return
        log.info("speech-dispatcher connection lost")
        self._fail(OutputFailed(REASON_DAEMON_GONE, "speech-dispatcher connection lost"))


def _unsent(q: queue.Queue[tuple[str, str, int] | None]) -> list[tuple[str, str, int]]:
    """Take every message still waiting (the end marker, if taken, is put back)."""
    items = drain(q)
    if None in items:
        q.put(None)
    return [item for item in items if item is not None]
