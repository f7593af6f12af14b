"""The one speech layer the app uses: transcript plus the first working output."""

from __future__ import annotations

import logging
import threading
from collections.abc import Callable, Sequence

from .base import (
    REASON_ERROR,
    REASON_FILE_ERROR,
    REASON_FILE_RECOVERED,
    Output,
    OutputFailed,
    SilentOutput,
)
from .transcript import Transcript

log = logging.getLogger(__name__)

OnFailure = Callable[[str, str], None]


class Speech:
    """Writes every line to the transcript and speaks it with the first working output.

    ``chain`` is tried in order; an output that fails is reported once through
    ``on_failure(output_name, reason_code)``, closed, and the next one takes over. A silent
    ``transcript`` output is appended when the chain does not end with a silent one, so the
    game always has an active output and never stops because speech failed.
    """

    def __init__(
        self,
        chain: Sequence[Output],
        transcript: Transcript,
        on_failure: OnFailure | None = None,
    ) -> None:
        outputs = list(chain)
        if not outputs or not isinstance(outputs[-1], SilentOutput):
            outputs.append(SilentOutput("transcript"))
        self._chain = outputs
        self._index = 0
        self._started = False
        self._closed = False
        self._transcript = transcript
        self._on_failure = on_failure
        self._reported: set[tuple[str, str]] = set()
        self._lock = threading.RLock()
        for output in outputs:
            output.set_failure_handler(self._make_handler(output))

    @property
    def active_output_name(self) -> str:
        """Name of the output that speaks now (``screen-reader``, ``tts``, ...)."""
        with self._lock:
            return self._chain[self._index].name

    @property
    def active_output(self) -> Output:
        """The output that speaks now."""
        with self._lock:
            return self._chain[self._index]

    @property
    def transcript(self) -> Transcript:
        """The transcript every line goes to."""
        return self._transcript

    def set_failure_callback(self, on_failure: OnFailure | None) -> None:
        """Set (or replace) the callback for failure reports."""
        self._on_failure = on_failure

    def start(self) -> None:
        """Start the first output that works (called by :meth:`say` if needed)."""
        with self._lock:
            if self._started:
                return
            self._started = True
            while True:
                output = self._chain[self._index]
                try:
                    output.start()
                    return
                except Exception as exc:
                    self._drop_current(output, _as_failure(exc))

    def say(self, text: str, *, interrupt: bool = True) -> None:
        """Write ``text`` to the transcript, then speak it.

        ``interrupt=True`` (a reaction to the player's key) cuts off the current
        utterance; ``interrupt=False`` (other players' moves) queues after it.
        """
        if self._closed:
            return
        self._transcript.write(text)
        error = self._transcript.take_file_error()
        if error is not None:
            self._report("transcript", REASON_FILE_ERROR, error, again=True)
        if self._transcript.take_recovered():
            self._report("transcript", REASON_FILE_RECOVERED, "", again=True)
        with self._lock:
            if not self._started:
                self.start()
            while True:
                output = self._chain[self._index]
                try:
                    output.speak(text, interrupt=interrupt)
                    return
                except Exception as exc:
                    self._drop_current(output, _as_failure(exc))
                    # The next output has only the failure notice to say: queue after it.
                    interrupt = False

    def silence(self) -> None:
        """Stop speaking now and drop anything queued."""
        with self._lock:
            output = self._chain[self._index]
            try:
                output.stop()
            except Exception as exc:
                self._drop_current(output, _as_failure(exc))

    def close(self) -> None:
        """Close every output and the transcript."""
        with self._lock:
            if self._closed:
                return
            self._closed = True
            for output in self._chain:
                try:
                    output.close()
                except Exception:
                    log.exception("closing speech output %s failed", output.name)
        self._transcript.close()

    def __enter__(self) -> Speech:
        return self

    def __exit__(self, *exc_info: object) -> None:
        self.close()

    def _make_handler(self, output: Output) -> Callable[[OutputFailed], None]:
        def handler(failure: OutputFailed) -> None:
            self._async_failure(output, failure)

        return handler

    def _async_failure(self, output: Output, failure: OutputFailed) -> None:
        """An output found out in its own thread that it is broken."""
        with self._lock:
            if self._closed or self._chain[self._index] is not output:
                return
            self._drop_current(output, failure)
            pending = failure.pending
            while pending:
                nxt = self._chain[self._index]
                try:
                    for text in pending:
                        nxt.speak(text, interrupt=False)
                    return
                except Exception as exc:
                    self._drop_current(nxt, _as_failure(exc))

    def _drop_current(self, output: Output, failure: OutputFailed) -> None:
        """Close ``output``, start the next one, then report (lock held).

        Reports come after the switch, so the callback sees the output that speaks now
        in :attr:`active_output_name`.
        """
        failures = [(output.name, failure)]
        try:
            output.close()
        except Exception:
            log.exception("closing failed speech output %s failed", output.name)
        while self._index < len(self._chain) - 1:  # the last output is silent, kept
            self._index += 1
            nxt = self._chain[self._index]
            try:
                nxt.start()
                break
            except Exception as exc:
                failures.append((nxt.name, _as_failure(exc)))
        for name, failed in failures:
            self._report(name, failed.reason, failed.detail)

    def _report(self, name: str, reason: str, detail: str, *, again: bool = False) -> None:
        """Tell the callback once per output and reason (``again``: each time; the transcript
        says each run of failed writes once, and when it works again)."""
        key = (name, reason)
        if key in self._reported and not again:
            return
        self._reported.add(key)
        log.warning("speech output %s failed (%s): %s", name, reason, detail)
        callback = self._on_failure
        if callback is not None:
            try:
                callback(name, reason)
            except Exception:
                log.exception("speech failure callback failed")


def _as_failure(exc: BaseException) -> OutputFailed:
    if isinstance(exc, OutputFailed):
        return exc
    return OutputFailed(REASON_ERROR, f"{type(exc).__name__}: {exc}")
