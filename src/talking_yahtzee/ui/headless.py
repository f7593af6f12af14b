"""The application without a screen: a browser page's player, whose keys and lines go to the page.

The composition root (``cli.app.YahtzeeApp``) runs a prompt_toolkit ``Application`` for a
terminal. For a browser page there is no terminal to draw and the page sends its keys straight
to the controller (``Controller.key``), so :class:`Headless` stands in for the application with
the little the composition root uses of it: run until ``exit``, start background tasks, and a
redraw (``invalidate``) that only tells the page's session that the board may have changed
(``changed``). No layout is built, nothing is rendered, no key is parsed.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from collections.abc import Callable, Coroutine
from typing import Any

log = logging.getLogger(__name__)


class Headless:
    """What ``YahtzeeApp`` uses of a prompt_toolkit ``Application``, with no screen or input."""

    def __init__(self, changed: Callable[[], None]) -> None:
        self.changed = changed
        """Called when a screen would be redrawn: what the player sees may have changed."""
        self.is_running = False
        self.future: asyncio.Future[int] | None = None
        self.loop: asyncio.AbstractEventLoop | None = None
        self.background_tasks: set[asyncio.Task[None]] = set()

    def invalidate(self) -> None:
        self.changed()

    def create_background_task(self, coroutine: Coroutine[Any, Any, None]) -> asyncio.Task[None]:
        """Run ``coroutine`` until it ends or the application does; a failure is logged."""
        task = asyncio.get_running_loop().create_task(coroutine)
        self.background_tasks.add(task)
        task.add_done_callback(self._done)
        return task

    def _done(self, task: asyncio.Task[None]) -> None:
        self.background_tasks.discard(task)
        if not task.cancelled() and task.exception() is not None:
            log.error("a background task failed", exc_info=task.exception())

    def exit(self, result: int = 0) -> None:
        if self.future is not None and not self.future.done():
            self.future.set_result(result)

    async def run_async(self, pre_run: Callable[[], None] | None = None) -> int:
        """Run until :meth:`exit`; ``pre_run`` first (the first words). Background tasks still
        running at the end are cancelled, as prompt_toolkit's are."""
        self.loop = asyncio.get_running_loop()
        self.future = self.loop.create_future()
        self.is_running = True
        try:
            if pre_run is not None:
                pre_run()
            return await self.future
        finally:
            self.is_running = False
            tasks = list(self.background_tasks)
            for task in tasks:
                task.cancel()
            for task in tasks:
                with contextlib.suppress(BaseException):
                    await task
