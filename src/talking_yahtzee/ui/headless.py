"""The application without a screen: a browser page's player, whose keys and lines go to the page.

The composition root (``cli.app.YahtzeeApp``) runs a prompt_toolkit ``Application`` for a
terminal. For a browser page there is no terminal to draw and the page sends its keys straight
to the controller (``Controller.key``), so :class:`Headless` stands in for the application with
the little the composition root uses of it: run until ``exit``, start background tasks, and a
redraw (``invalidate``) that only tells the page's session that the board may have changed
(``changed``). No layout is built, nothing is rendered, no key is parsed. When the page is gone,
:func:`untangle` frees its player's objects at once.
"""

from __future__ import annotations

import asyncio
import collections
import contextlib
import logging
import sys
import types
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


OWNED = (
    "talking_yahtzee.ui.",
    "talking_yahtzee.cli.app",
    "talking_yahtzee.net.client",
    "talking_yahtzee.net.lobby_client",
    "talking_yahtzee.net.dial",
    "talking_yahtzee.net.identity",
    "talking_yahtzee.net.mirror",
    "talking_yahtzee.speech.",
    "talking_yahtzee.sound.",
    "talking_yahtzee.messages.announcer",
)
"""Modules whose objects a page's player makes for itself (a controller, its modes, its client),
never shared with another page; a module's own globals and class attributes excepted."""


def untangle(root: object) -> int:
    """Break the reference cycles of a finished page's objects (``root``: its application), so
    that reference counting frees them at once. The server's heap keeper freezes whatever lives
    (``net.guard.HeapKeeper``) and a frozen cycle is never collected: without this a page's
    player would stay in memory after the page closed. Each object of :data:`OWNED`'s modules
    reached from ``root`` (through attributes, containers and closures) has its attributes
    cleared; objects the modules themselves hold are left alone. Returns the objects cleared."""
    shared = _module_objects()
    seen: set[int] = set()
    owned: list[Any] = []
    pending: list[Any] = [root]
    while pending:
        obj = pending.pop()
        if type(obj) in _ATOMS or id(obj) in seen or id(obj) in shared:
            continue
        seen.add(id(obj))
        if isinstance(obj, dict | list | tuple | set | frozenset | collections.deque):
            pending.extend(obj.values() if isinstance(obj, dict) else obj)
        elif isinstance(obj, types.MethodType):
            pending += (obj.__self__, obj.__func__)
        elif isinstance(obj, types.FunctionType):
            pending += [c.cell_contents for c in obj.__closure__ or () if _filled(c)]
        elif type(obj).__module__.startswith(OWNED) and hasattr(obj, "__dict__"):
            owned.append(obj)
            pending.extend(vars(obj).values())
    for obj in owned:
        vars(obj).clear()
    return len(owned)


_ATOMS = frozenset({str, bytes, int, float, bool, type(None)})
"""Values that hold nothing: never walked into (a lobby's names, a history's lines)."""


def _filled(cell: types.CellType) -> bool:
    try:
        cell.cell_contents  # noqa: B018 - an empty cell raises
    except ValueError:
        return False
    return True


def _module_objects() -> set[int]:
    """The ids of what the game's modules hold themselves: their globals and their own classes'
    attributes (key tables, constants), and what those hold when they are containers, shared by
    every page. Worked out again only when a module was loaded since."""
    if len(sys.modules) != _SHARED[0]:
        modules = [m for n, m in list(sys.modules.items()) if n.startswith("talking_yahtzee") and m]
        ids: set[int] = set()
        for module in modules:
            held = list(vars(module).values())
            for value in list(held):
                if isinstance(value, type) and value.__module__.startswith("talking_yahtzee"):
                    held += vars(value).values()
            for value in held:
                ids.add(id(value))
                if isinstance(value, dict):  # a table of key maps, modes, words: its items too
                    ids.update(id(v) for v in (*value.keys(), *value.values()))
                elif isinstance(value, list | tuple | set | frozenset):
                    ids.update(id(v) for v in value)
        _SHARED[:] = [len(sys.modules), ids]
    ids = _SHARED[1]
    assert isinstance(ids, set)
    return ids


_SHARED: list[Any] = [0, set()]
"""How many modules were loaded, and the ids of what the game's modules hold."""
