"""A closed page's player is freed at once, by reference counting alone: the server's heap keeper
freezes what lives (``net.guard.HeapKeeper``) and a frozen cycle is never collected, so a page
that left a cycle behind would stay in memory for good (200 tabs coming and going held a GiB,
issue 39). Pages here are WebSockets speaking the page's protocol, with the cyclic collector off."""

from __future__ import annotations

import asyncio
import gc
import json
import weakref
from pathlib import Path
from typing import Any

from online_app import LIMIT
from websockets.asyncio.client import connect

from talking_yahtzee.cli.web import web_hook
from talking_yahtzee.net.rooms import SqliteRooms
from talking_yahtzee.net.serving import serve

KEY = "m" * 43


def test_a_closed_pages_player_is_freed_without_the_cyclic_collector(tmp_path: Path) -> None:
    async def scenario() -> None:
        hook = web_hook(pace=0.0)
        apps: list[weakref.ref[Any]] = []
        build = hook.build

        def recorded(*args: Any) -> Any:
            app = build(*args)
            apps.append(weakref.ref(app))
            return app

        hook.build = recorded
        server = await serve(
            "127.0.0.1", 0, SqliteRooms(tmp_path / "r.sqlite3"), 7, web=hook, freeze=False
        )
        loop = asyncio.get_running_loop()

        async def visit(name: str, code: str = "") -> None:
            url = f"ws://127.0.0.1:{server.port}/web/play?name={name}&lang=en&code={code}"
            async with connect(url) as ws:
                await ws.send(json.dumps({"identity": KEY + name[0]}))
                said = json.loads(await ws.recv())
                assert said  # the lobby's first line
                await ws.send(json.dumps({"key": "F1"}))  # a key: the help, answered
                await ws.recv()
            deadline = loop.time() + LIMIT
            while hook.sessions:
                assert loop.time() < deadline, "the session did not end"
                await asyncio.sleep(0.01)

        try:
            await visit("Warm")  # the first page loads the code and the words
            gc.collect()
            gc.disable()
            try:
                await visit("Ann")
                await visit("Bob", "123456789")  # a wrong code: refused, the page stays
                deadline = loop.time() + LIMIT
                while any(ref() is not None for ref in apps[1:]):
                    assert loop.time() < deadline, "a closed page's player is still in memory"
                    await asyncio.sleep(0.01)
            finally:
                gc.enable()
        finally:
            await server.close()

    asyncio.run(scenario())


def test_untangle_leaves_what_the_modules_hold() -> None:
    from talking_yahtzee.ui.headless import untangle
    from talking_yahtzee.ui.modes.common import COMMON
    from talking_yahtzee.ui.table_plan import OnlinePlan

    class Held:  # a page's own object (of an owned module), holding shared ones
        __module__ = "talking_yahtzee.ui.test_double"

        def __init__(self) -> None:
            self.keys = COMMON
            self.plan = OnlinePlan("ws://x", "Ann")
            self.me = self  # a cycle

    before = dict(vars(COMMON))
    held = Held()
    assert untangle(held) >= 1
    assert vars(held) == {}  # its cycle broken
    assert vars(COMMON) == before  # the key table every page uses, left alone
