"""Computers' decisions off the event loop: a process pool runs the advisor, one table at a time.

The advisor is CPU-bound (a master's first decision takes a tenth of a second or more); decided on
the event loop it would stall every table on the server. A table's computer task awaits its
decision (so a table's decisions are serialised), and the loop serves the other tables meanwhile.
A decision depends only on the table's game and seed, so it is the same in a worker as inline.
"""

from __future__ import annotations

import asyncio
import copy
import logging
import multiprocessing
import os
import pickle
import threading
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import Executor, ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any, TypeVar

from talking_yahtzee.core.dice import RandomDice
from talking_yahtzee.engine.table import Dealer
from talking_yahtzee.engine.table import Start as Begin
from talking_yahtzee.net.protocol import Actor, GameCommand
from talking_yahtzee.net.table import Table

log = logging.getLogger(__name__)

WATCH_SECONDS = 1.0
"""Between a worker's looks for its server."""

Move = tuple[int, Actor, GameCommand]
T = TypeVar("T")


def _decide(pickled: bytes) -> Move | None:
    table: Table = pickle.loads(pickled)
    return table.computer_move()


def _ready() -> None:
    """Nothing: starting every worker before the first decision is needed."""


def _watch(server: int) -> None:
    """In each worker: end it once the server is gone, however the server ended (SIGKILL too)."""

    def watch() -> None:
        while True:
            time.sleep(WATCH_SECONDS)
            try:
                os.kill(server, 0)
            except ProcessLookupError:
                os._exit(0)
            except PermissionError:  # pragma: no cover - a new process took its number
                os._exit(0)

    threading.Thread(target=watch, name="server-watch", daemon=True).start()


class NoDice(RandomDice):
    """The dice of a decision's copy, pickled as nothing: a decision deals no dice (its own
    random numbers come from the table's seed)."""

    def __reduce__(self) -> tuple[type[NoDice], tuple[()]]:
        return (NoDice, ())


NO_DICE = NoDice(0)


def decision_copy(table: Table) -> Table:
    """What a decision needs of ``table`` (its seats, seed, cards and turn), without its logs,
    its game's past turns or its dice generators' states: a tenth of the bytes to pickle."""
    slim = Table(table.code, table.config, [])
    slim.seats, slim.status, slim.hurried = table.seats, table.status, table.hurried
    engine = table.engine
    if engine is not None:
        lean = copy.copy(engine)
        begun = next((e for e in engine.log if isinstance(e.command, Begin)), None)
        lean.log = [e for e in (begun, engine.log[-1] if engine.log else None) if e is not None]
        if len(lean.log) == 2 and lean.log[0] is lean.log[1]:
            lean.log.pop()
        lean.source = lean.computer_dice = NO_DICE
        lean.dealer = Dealer(NO_DICE)
        game = lean.game = copy.copy(engine.game)
        game.turns, game.dice_source = [], NO_DICE
        slim.engine = lean
    return slim


class Deciders:
    """Where decisions are made: ``workers`` processes, or the event loop itself for 0."""

    def __init__(self, workers: int) -> None:
        self.workers = workers
        self.pool: Executor | None = self._pool() if workers > 0 else None
        self.pooled = 0
        """Decisions made in the workers."""
        self.pooled_work = 0
        """Other work done in the workers (:meth:`run`)."""

    def _pool(self) -> Executor:
        context = multiprocessing.get_context("spawn")  # children of the server, nothing between
        pool = ProcessPoolExecutor(
            self.workers, mp_context=context, initializer=_watch, initargs=(os.getpid(),)
        )
        for _ in range(self.workers):
            pool.submit(_ready)
        return pool

    def computer_move(self, table: Table) -> Awaitable[Move | None]:
        """The next computer move at ``table`` as it stands now (None when a person is to play),
        decided while the table goes on: the caller checks it still fits (``net.moves``)."""
        if self.pool is None:
            done: asyncio.Future[Move | None] = asyncio.get_running_loop().create_future()
            done.set_result(table.computer_move())
            return done
        pickled = pickle.dumps(decision_copy(table))  # now: the table may change meanwhile
        return asyncio.ensure_future(self._pooled(pickled, table))

    async def _pooled(self, pickled: bytes, table: Table) -> Move | None:
        assert self.pool is not None
        loop = asyncio.get_running_loop()
        try:
            move: Move | None = await loop.run_in_executor(self.pool, _decide, pickled)
        except BrokenProcessPool:
            log.error("the decision workers stopped; they are started again")
            self.pool.shutdown(wait=False, cancel_futures=True)
            self.pool = self._pool()
            return table.computer_move()
        self.pooled += 1
        return move

    async def run(self, work: Callable[..., T], *args: Any) -> T:
        """``work(*args)`` off the event loop (a browser player's hint or chance to win): in a
        worker when there are workers (``work`` and ``args`` picklable), else in a thread."""
        if self.pool is not None:
            try:
                result: T = await asyncio.get_running_loop().run_in_executor(self.pool, work, *args)
            except BrokenProcessPool:
                log.error("the decision workers stopped; they are started again")
                self.pool.shutdown(wait=False, cancel_futures=True)
                self.pool = self._pool()
            else:
                self.pooled_work += 1
                return result
        return await asyncio.to_thread(work, *args)

    def close(self) -> None:
        if self.pool is not None:
            self.pool.shutdown(wait=False, cancel_futures=True)
            self.pool = None
