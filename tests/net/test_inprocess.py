"""Connections held in memory (``net.inprocess``): the client library, inside a session's context,
reaches its own server without a socket, as one more client connection counted by the page's own
address; any other server is dialled over the network; an end that stops reading is cut as a
socket's would be."""

from __future__ import annotations

import asyncio
from pathlib import Path

from online_app import LIMIT

from talking_yahtzee.net.client import Client
from talking_yahtzee.net.connection import Connection, deliver
from talking_yahtzee.net.inprocess import LOCAL, Local, MemorySocket, pair
from talking_yahtzee.net.limits import Limits
from talking_yahtzee.net.protocol import SeatSpec
from talking_yahtzee.net.rooms import SqliteRooms
from talking_yahtzee.net.serving import serve


async def until(holds: object, what: str) -> None:
    deadline = asyncio.get_running_loop().time() + LIMIT
    while not holds():  # type: ignore[operator]
        assert asyncio.get_running_loop().time() < deadline, what
        await asyncio.sleep(0.01)


def test_a_client_in_memory_plays_beside_a_client_over_the_network(tmp_path: Path) -> None:
    async def scenario() -> None:
        server = await serve("127.0.0.1", 0, SqliteRooms(tmp_path / "r.sqlite3"), 7)
        url = f"ws://127.0.0.1:{server.port}"
        local = Local(url, "203.0.113.5", server.server.handler)
        token = LOCAL.set(local)
        try:
            ann = Client(url)  # dialled in the session's context: in memory
            welcome = await ann.create("Ann", [SeatSpec("person"), SeatSpec("person")])
        finally:
            LOCAL.reset(token)
        assert isinstance(ann.connection, MemorySocket)
        bob = Client(url)  # outside it: a WebSocket, as a terminal's
        try:
            await bob.join(welcome.code, "Bob")
            assert not isinstance(bob.connection, MemorySocket)
            held = {c.address for c in server.server.connections}
            assert held == {"203.0.113.5", "127.0.0.1"}, held  # the page by its own address
            await ann.start()
            await until(lambda: bob.game is not None, "the game for Bob")
            first = bob.game
            assert first is not None
            mover = ann if first.current == 0 else bob
            await mover.roll()
            await until(lambda: ann.game is not None and ann.game.turn.dice is not None, "roll")
            assert ann.state == bob.state  # the same messages, in memory and over the wire
            await ann.close()
            await until(lambda: len(server.server.connections) == 1, "Ann's connection gone")
            await until(lambda: not local.tasks, "the server's handler of Ann's connection ended")
        finally:
            await bob.close()
            await server.close()

    asyncio.run(scenario())


def test_an_end_that_stops_reading_is_cut() -> None:
    async def scenario() -> None:
        client, server_end = pair("203.0.113.5", {})
        conn = Connection(server_end, "203.0.113.5", Limits(), 0.0)
        deliver((conn,), b"x" * 100, limit=150)
        deliver((conn,), b"y" * 100, limit=150)
        assert client.unread == 200 and not server_end.closed
        deliver((conn,), b"z" * 100, limit=150)  # 200 bytes unread: over the limit
        assert server_end.closed and client.closed
        assert await client.recv() == b"x" * 100  # what was sent before still comes, then the end
        assert await client.recv() == b"y" * 100
        assert [raw async for raw in client] == []

    asyncio.run(scenario())


def test_a_closed_end_refuses_to_send() -> None:
    async def scenario() -> None:
        client, server_end = pair("198.51.100.7", {"X-Test": "1"})
        assert server_end.request is not None and server_end.request.headers["X-Test"] == "1"
        await client.send("hello")
        assert await server_end.recv() == "hello"
        await server_end.close()
        try:
            await client.send("again")
        except Exception as error:
            assert type(error).__name__ == "ConnectionClosedOK"
        else:
            raise AssertionError("a closed connection took a message")

    asyncio.run(scenario())
