"""speech-dispatcher in process: the SSIP client of the ``speechd`` bindings (Linux).

One connection for the whole game. Messages go with priority ``message`` so that they queue;
an interruption cancels what this client is saying and what it queued (``CANCEL self``), as a
screen reader does on a key press. Only the language is set: rate and voice stay the player's
speech-dispatcher settings (the ones Orca uses). A daemon that goes away is noticed at once by
a watcher thread (the client's connection ends) and by the next message at the latest.
"""

from __future__ import annotations

import contextlib
import importlib
import logging
import threading
import time
from collections.abc import Callable
from typing import Any

from .backend import Backend
from .base import REASON_DAEMON_GONE, REASON_NOT_AVAILABLE, REASON_NOT_INSTALLED, OutputFailed

log = logging.getLogger(__name__)

CLIENT_NAME = "talking-yahtzee"
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
    ) -> None:
        speechd = load_speechd()
        self._speechd = speechd
        self._listener = listener
        self._closing = False
        self._sequence = 0
        self._lock = threading.Lock()
        try:
            self._client = speechd.Client(CLIENT_NAME, address=address, autospawn=autospawn)
        except Exception as exc:  # SSIPCommunicationError, SpawnError, OSError
            raise OutputFailed(REASON_NOT_AVAILABLE, f"speech-dispatcher: {exc}") from exc
        try:
            self._client.set_language(lang.replace("_", "-").split("-")[0].lower() or "en")
            self._client.set_priority(speechd.Priority.MESSAGE)
        except Exception as exc:
            self._close_client()
            raise OutputFailed(REASON_DAEMON_GONE, f"speech-dispatcher: {exc}") from exc
        # Events for every message of this connection. The bindings' per-message callbacks are
        # registered only after the daemon's reply, so an early ``begin`` could be lost; here an
        # event that comes before its message's number is known waits for it.
        self._numbers: dict[int, int] = {}
        self._early: dict[int, list[tuple[str, float]]] = {}
        self._events_lock = threading.Lock()
        connection = getattr(self._client, "_conn", None)
        if listener is not None and connection is not None and hasattr(connection, "set_callback"):
            connection.set_callback(self._on_event)
        self._watcher = threading.Thread(target=self._watch, name="speechd-watch", daemon=True)
        self._watcher.start()

    def speak(self, text: str, *, interrupt: bool) -> None:
        """Queue ``text``; with ``interrupt`` first cancel this client's speech."""
        with self._lock:
            number, self._sequence = self._sequence, self._sequence + 1
            try:
                if interrupt:
                    self._client.cancel()
                reply = self._client.speak(text)
            except Exception as exc:
                raise OutputFailed(REASON_DAEMON_GONE, f"speech-dispatcher: {exc}") from exc
        with contextlib.suppress(IndexError, TypeError, ValueError):
            self._numbered(int(reply[2][0]), number)

    def stop(self) -> None:
        """Cancel this client's current and queued messages."""
        with self._lock:
            try:
                self._client.cancel()
            except Exception as exc:
                raise OutputFailed(REASON_DAEMON_GONE, f"speech-dispatcher: {exc}") from exc

    def close(self) -> None:
        """Close the connection (the daemon goes on for other clients)."""
        self._closing = True
        self._close_client()

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
        callback = self.on_failure
        if callback is not None:
            callback(OutputFailed(REASON_DAEMON_GONE, "speech-dispatcher connection lost"))
