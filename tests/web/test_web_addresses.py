"""Browser players counted by their own addresses, over real sockets: pages (WebSocket clients
speaking the page's protocol) come through a trusted proxy on 127.0.0.1 that forwards their
addresses; the server's per-address limits count each browser's address (the session's
connections, held in memory by ``net.inprocess``, carry it), so one browser using up its code
guesses leaves another's untouched. What a page claims for itself is never believed."""

from __future__ import annotations

import argparse
import asyncio
import json
from pathlib import Path
from typing import Any

from online_app import LIMIT
from websockets.asyncio.client import ClientConnection, connect

from talking_yahtzee.cli.web import web_hook
from talking_yahtzee.net.command import add_arguments
from talking_yahtzee.net.limits import Limits
from talking_yahtzee.net.rooms import SqliteRooms
from talking_yahtzee.net.serving import RunningServer, serve
from talking_yahtzee.ui.web_session import WebHook

ONE_GUESS = Limits(failed_joins_per_hour=1.0)
"""One wrong code per address, then "too many wrong codes"."""
KEY = "k" * 43
PEER_HEADER = "X-Talking-Yahtzee-Peer"
"""A header that once named a browser's address from inside the server: never believed."""


class Pages:
    """The applications the door built, by the page's name."""

    def __init__(self, hook: WebHook) -> None:
        self.apps: dict[str, Any] = {}
        build = hook.build

        def recorded(plan: Any, *args: Any) -> Any:
            app = build(plan, *args)
            self.apps[plan.name] = app
            return app

        hook.build = recorded

    async def said(self, name: str, wanted: str) -> list[str]:
        """The message ids ``name``'s application said, once ``wanted`` is among them."""
        loop = asyncio.get_running_loop()
        deadline = loop.time() + LIMIT
        while True:
            app = self.apps.get(name)
            ids = [m.id for m in app.controller.said] if app is not None else []
            if any(i.startswith(wanted) for i in ids):
                return ids
            assert loop.time() < deadline, (name, wanted, ids)
            await asyncio.sleep(0.02)


async def page(port: int, name: str, code: str, headers: dict[str, str]) -> ClientConnection:
    """A page joining table ``code`` as ``name``, its key sent first as web.js does."""
    ws = await connect(
        f"ws://127.0.0.1:{port}/web/play?name={name}&lang=en&code={code}",
        additional_headers=headers,
    )
    await ws.send(json.dumps({"identity": KEY + name[0]}))
    return ws


async def addresses(server: RunningServer) -> set[str]:
    """The addresses of the game server's connections, once there is one."""
    deadline = asyncio.get_running_loop().time() + LIMIT
    while not server.server.connections:
        assert asyncio.get_running_loop().time() < deadline
        await asyncio.sleep(0.01)
    return {c.address for c in server.server.connections}


async def started(tmp_path: Path, **options: Any) -> tuple[RunningServer, Pages]:
    hook = web_hook(pace=0.0, roll_guard=False)
    pages = Pages(hook)
    server = await serve(
        "127.0.0.1", 0, SqliteRooms(tmp_path / "rooms.sqlite3"), 7, web=hook, **options
    )
    return server, pages


def test_each_browser_has_its_own_limits_behind_a_trusted_proxy(tmp_path: Path) -> None:
    async def scenario() -> None:
        server, pages = await started(tmp_path, limits=ONE_GUESS, trusted_proxies={"127.0.0.1"})
        sockets: list[ClientConnection] = []
        try:
            port = server.port
            alice = {"X-Forwarded-For": "203.0.113.5"}
            bob = {"X-Forwarded-For": "198.51.100.7"}
            sockets.append(await page(port, "Ada", "111111111", alice))
            first = await pages.said("Ada", "online-refused-")
            assert "online-refused-unknown-table" in first  # Ada's one guess, used up
            sockets.append(await page(port, "Aki", "222222222", alice))
            again = await pages.said("Aki", "online-refused-")
            assert "online-refused-too-many-attempts" in again  # the same browser's address
            sockets.append(await page(port, "Bob", "333333333", bob))
            other = await pages.said("Bob", "online-refused-")
            assert "online-refused-unknown-table" in other  # another browser: its own guess
            assert "online-refused-too-many-attempts" not in other
        finally:
            for ws in sockets:
                await ws.close()
            await server.close()

    asyncio.run(scenario())


def test_the_game_server_sees_each_browsers_address(tmp_path: Path) -> None:
    async def scenario() -> None:
        server, _pages = await started(tmp_path, trusted_proxies={"127.0.0.1"})
        sockets: list[ClientConnection] = []
        try:
            port = server.port
            for name, address in (("Ada", "203.0.113.5"), ("Bob", "2001:db8:1:2::9")):
                sockets.append(await page(port, name, "", {"X-Forwarded-For": address}))
            wanted = {"203.0.113.5", "2001:db8:1:2::/64"}
            deadline = asyncio.get_running_loop().time() + LIMIT
            while not wanted <= (held := {c.address for c in server.server.connections}):
                assert asyncio.get_running_loop().time() < deadline, held
                await asyncio.sleep(0.02)
            assert "127.0.0.1" not in held  # no browser counted as the server itself
        finally:
            for ws in sockets:
                await ws.close()
            await server.close()

    asyncio.run(scenario())


def test_what_a_page_claims_is_not_believed(tmp_path: Path) -> None:
    async def scenario() -> None:
        server, pages = await started(tmp_path, limits=ONE_GUESS)  # no trusted proxy
        sockets: list[ClientConnection] = []
        try:
            port = server.port
            forged = {"X-Forwarded-For": "203.0.113.5", PEER_HEADER: "made-up"}
            sockets.append(await page(port, "Ada", "111111111", forged))
            assert "online-refused-unknown-table" in await pages.said("Ada", "online-refused-")
            other = {"X-Forwarded-For": "198.51.100.7", PEER_HEADER: "made-up-too"}
            sockets.append(await page(port, "Bob", "333333333", other))
            said = await pages.said("Bob", "online-refused-")
            assert "online-refused-too-many-attempts" in said  # both are 127.0.0.1, one guess
            # a game client naming a secret it does not hold is counted by its own address
            async with connect(f"ws://127.0.0.1:{port}/", additional_headers=forged):
                held = await addresses(server)
                assert held == {"127.0.0.1"}, held
        finally:
            for ws in sockets:
                await ws.close()
            await server.close()

    asyncio.run(scenario())


def test_forwarded_addresses_are_believed_only_from_the_trusted_proxy(tmp_path: Path) -> None:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    options = parser.parse_args(["--trusted-proxy", "10.9.8.7", "--trusted-proxy", "::1"])
    assert options.trusted_proxy == ["10.9.8.7", "::1"]

    async def scenario() -> None:
        server, _pages = await started(tmp_path, trusted_proxies={"10.9.8.7"})
        try:
            forwarded = {"X-Forwarded-For": "203.0.113.5"}
            async with connect(f"ws://127.0.0.1:{server.port}/", additional_headers=forwarded):
                held = await addresses(server)
                assert held == {"127.0.0.1"}, held  # 127.0.0.1 is not the trusted proxy
        finally:
            await server.close()

    asyncio.run(scenario())


def test_a_page_closed_in_the_lobby_leaves_no_connection_behind(tmp_path: Path) -> None:
    async def scenario() -> None:
        server, pages = await started(tmp_path)
        try:
            ws = await page(server.port, "Ada", "", {})
            await pages.said("Ada", "online-lobby")
            assert await addresses(server) == {"127.0.0.1"}  # the session's lobby connection
            await ws.close()  # the tab closed
            deadline = asyncio.get_running_loop().time() + LIMIT
            while server.server.connections:  # closed with the session, not left open
                assert asyncio.get_running_loop().time() < deadline
                await asyncio.sleep(0.02)
        finally:
            await server.close()

    asyncio.run(scenario())
