"""The thinking cue: a soft tick while slow work runs, so silence never hides a busy game.

Start it when the advisor or a computer player begins to work and stop it when the answer is
there: nothing plays if the work ends within :data:`THINKING_DELAY`; after that the tick plays,
and again every :data:`THINKING_INTERVAL`, until :meth:`ThinkingCue.stop`.
"""

from __future__ import annotations

import threading
from types import TracebackType
from typing import Final

from .catalogue import Sound
from .output import SoundOutput

THINKING_DELAY: Final = 0.15
"""Seconds of work before the first tick (quicker answers get no tick)."""
THINKING_INTERVAL: Final = 0.5
"""Seconds between ticks while the work goes on."""


class ThinkingCue:
    """Ticks on ``output`` from a background thread between :meth:`start` and :meth:`stop`.

    Usable as a context manager; :meth:`stop` returns only once no further tick can play.
    """

    def __init__(
        self,
        output: SoundOutput,
        *,
        delay: float = THINKING_DELAY,
        interval: float = THINKING_INTERVAL,
    ) -> None:
        self.output = output
        self.delay = delay
        self.interval = interval
        self.ticks = 0
        self._stopped = threading.Event()
        self._thread: threading.Thread | None = None

    def start(self) -> None:
        """Begin waiting for the first tick (once)."""
        if self._thread is not None:
            return
        self._thread = threading.Thread(target=self._run, name="thinking-cue", daemon=True)
        self._thread.start()

    def stop(self) -> None:
        """No more ticks; the one playing is cut short."""
        self._stopped.set()
        thread = self._thread
        if thread is not None and thread is not threading.current_thread():
            thread.join()
        if self.ticks:
            self.output.stop(Sound.THINKING)

    def _run(self) -> None:
        wait = self.delay
        while not self._stopped.wait(wait):
            self.output.play(Sound.THINKING)
            self.ticks += 1
            wait = self.interval

    def __enter__(self) -> ThinkingCue:
        self.start()
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.stop()
