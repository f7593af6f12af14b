"""The real application online, driven through prompt_toolkit's pipe input in a running loop.

``OnlineApp`` builds ``YahtzeeApp`` with ``AppOptions.online`` (the composition root chooses the
online table), runs it as a task beside a server in the same event loop, sends keys as a terminal
would, and waits for conditions (a message said, a mode, a state), never for a fixed time.
"""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import Callable
from typing import Any

from american import CATEGORIES
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from terminal_keys import KEYS

from talking_yahtzee.cli.app import AppOptions, YahtzeeApp
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.net.client import Client
from talking_yahtzee.sound import SoundOutput
from talking_yahtzee.speech import RecordingOutput, Speech, Transcript
from talking_yahtzee.ui.host import Mode
from talking_yahtzee.ui.online import OnlineTable
from talking_yahtzee.ui.table_plan import OnlinePlan, TableSettings

LIMIT = 30.0
"""Seconds any one wait may take before the test fails."""


class OnlineApp:
    """One player's program: the real application at a table on a server."""

    def __init__(
        self,
        server: str,
        name: str,
        *,
        lang: str = "en",
        action: str | None = None,
        code: str = "",
        settings: TableSettings | None = None,
        sound: SoundOutput | None = None,
        cafile: str | None = None,
        key: str | None = None,
        **options: Any,
    ) -> None:
        self.output = RecordingOutput()
        self._pipe = create_pipe_input()  # kept: its generator closes the pipe when collected
        self.pipe = self._pipe.__enter__()
        plan = OnlinePlan(server, name, action, code, settings, cafile=cafile, key=key)
        defaults: dict[str, Any] = {
            "lang": lang,
            "pace": 0.0,
            "show_messages": True,
            "roll_guard": False,
            "online": plan,
        }
        defaults.update(options)
        self.app = YahtzeeApp(
            AppOptions(**defaults),
            speech=Speech([self.output], Transcript()),
            sound=sound,
            input=self.pipe,
            output=DummyOutput(),
        )
        table = self.app.online
        assert table is not None
        self.table: OnlineTable = table
        self.client.first_delay, self.client.max_delay = 0.05, 0.5
        self.task: asyncio.Task[int] | None = None

    @property
    def client(self) -> Client:
        """The client at the table now (back in the lobby, a new one for the next table)."""
        return self.table.client

    @property
    def controller(self) -> Any:
        return self.app.controller

    @property
    def said(self) -> list[Msg]:
        return list(self.app.controller.said)

    def messages(self, message_id: str) -> list[Msg]:
        return [m for m in self.said if m.id == message_id]

    def ids(self) -> list[str]:
        return [m.id for m in self.app.controller.said]

    def start(self) -> None:
        self.task = asyncio.get_running_loop().create_task(self.app.run_async())

    def keys(self, *names: str) -> None:
        self.pipe.send_text("".join(KEYS.get(k, k) for k in names))

    async def until(self, holds: Callable[[], bool], what: str, limit: float = LIMIT) -> None:
        """Return once ``holds()``; fail naming ``what`` after ``limit`` seconds."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + limit
        while not holds():
            if self.task is not None and self.task.done():
                raise AssertionError(
                    f"the application ended while waiting for {what}: "
                    f"{self.task.exception()!r}, said {self.ids()}"
                )
            if loop.time() > deadline:
                raise AssertionError(f"timed out waiting for {what}: said {self.ids()[-8:]}")
            await asyncio.sleep(0.01)

    async def heard(self, message_id: str, count: int = 1) -> Msg:
        await self.until(lambda: self.ids().count(message_id) >= count, message_id)
        return [m for m in self.said if m.id == message_id][count - 1]

    async def play_turn(self) -> None:
        """Roll once and score the first open box, by keys (a zero confirmed by Enter)."""
        client = self.client
        seat = client.seat
        assert seat is not None
        seq, game = client.last_seq, client.game
        rolls = game is None or game.turn.rolls_left > 0
        self.keys("r")
        await self.until(  # the roll heard: a box chosen before it would be stale (issue 40)
            lambda: (
                client.game is not None
                and client.game.turn.dice is not None
                and (client.last_seq > seq or not rolls)
            ),
            f"{client.name}'s roll",
        )
        game = client.game
        assert game is not None
        index = next(i for i, c in enumerate(CATEGORIES) if game.card[c] is None)
        self.keys("home", *["down"] * index, "enter")
        await self.until(
            lambda: (
                self.controller.mode is Mode.CONFIRM_ZERO
                or client.game is None
                or client.game.is_over
                or client.game.current != seat
                or client.game.cards[seat][CATEGORIES[index]] is not None
            ),
            f"{client.name}'s score",
        )
        if self.controller.mode is Mode.CONFIRM_ZERO:
            self.keys("enter")
            await self.until(
                lambda: (
                    client.game is not None
                    and client.game.cards[seat][CATEGORIES[index]] is not None
                ),
                f"{client.name}'s zero",
            )

    async def crash(self) -> None:
        """The program dies (kill -9): the connection goes with no goodbye, nothing is saved."""
        if self.client.connection is not None:
            self.client.connection.transport.abort()
        await self.client.close()
        assert self.task is not None
        self.task.cancel()
        with contextlib.suppress(asyncio.CancelledError, Exception):
            await self.task
        self._pipe.__exit__(None, None, None)

    async def leave(self) -> None:
        """Q and Enter: the application says goodbye and ends."""
        self.keys("q", "enter")
        assert self.task is not None
        try:
            await asyncio.wait_for(asyncio.shield(self.task), LIMIT)
        except TimeoutError:
            stacks = []
            for task in asyncio.all_tasks():
                frames = task.get_stack(limit=8)
                where = " < ".join(f"{f.f_code.co_name}:{f.f_lineno}" for f in frames)
                stacks.append(f"{task.get_name()} {task.get_coro()!r} at {where}")
            mode = self.controller.mode
            said = [m.id for m in list(self.controller.said)[-8:]]
            raise AssertionError(
                f"did not end, mode {mode}, said {said}\n" + "\n".join(stacks)
            ) from None
        await self.client.close()
        self._pipe.__exit__(None, None, None)


async def play_to_the_end(*players: OnlineApp, limit: float = 120.0) -> None:
    """Each person plays their turns by keys until the game is over for everyone."""

    def over(p: OnlineApp) -> bool:
        return p.controller.mode is Mode.GAME_OVER

    async def loop() -> None:
        while not all(over(p) for p in players):
            for p in players:
                if p.client.my_turn() and p.controller.mode is Mode.PLAY:
                    await p.play_turn()
            await asyncio.sleep(0.01)

    await asyncio.wait_for(loop(), limit)


async def host_and_bob(
    server: str,
    settings: TableSettings,
    *,
    bob_lang: str = "en",
    bob_key: str | None = None,
    **ann_options: Any,
) -> tuple[OnlineApp, OnlineApp, str]:
    """Ann creates a table with ``settings`` and Bob (in ``bob_lang``, with his key) joins it;
    nothing started yet: both apps and the table's code."""
    ann = OnlineApp(server, "Ann", action="create", settings=settings, **ann_options)
    ann.start()
    await ann.heard("online-created")
    code = ann.client.code
    assert code is not None
    bob = OnlineApp(server, "Bob", lang=bob_lang, action="join", code=code, key=bob_key)
    bob.start()
    await bob.heard("online-seated")
    await ann.heard("online-everyone-here")
    return ann, bob, code


async def ann_and_bob(
    server: str, settings: TableSettings, lang: str, bob_key: str, **ann_options: Any
) -> tuple[OnlineApp, OnlineApp, str]:
    """Ann creates a table with ``settings``, Bob (in ``lang``, with his key) joins, Ann starts
    the game: both apps and the table's code."""
    ann, bob, code = await host_and_bob(
        server, settings, bob_lang=lang, bob_key=bob_key, **ann_options
    )
    ann.keys("enter")
    await bob.until(lambda: bob.controller.mode is Mode.PLAY, "the start")
    return ann, bob, code
