"""Clients that try to exhaust the server: they stop reading, churn spectators, chat in crowds, or
open idle sockets past the open-file limit. The server's memory stays bounded and it plays on."""

from __future__ import annotations

import asyncio
import contextlib
import json
import socket
from collections.abc import Callable
from pathlib import Path
from typing import Any

from netplay import (
    client,
    eventually,
    finish_turn,
    raw,
    reply,
    seat_joined,
    start_server,
    two_at_a_table,
    until,
    url,
)
from websockets.asyncio.client import ClientConnection, connect

from talking_yahtzee.net.client import Client, Incoming
from talking_yahtzee.net.limits import Limits
from talking_yahtzee.net.protocol import (
    PROTOCOL_VERSION,
    ChatLine,
    Refused,
    SeatChanged,
    SeatSpec,
    Undo,
    Update,
)
from talking_yahtzee.net.serving import RunningServer

BUFFER = 64 * 1024
CHURN = 3000
"""Spectators' comings and goings during the attack: each sent to every deaf client."""
DEAF = 10
"""Clients that stop reading: a player and nine spectators."""


def join(code: str, name: str, *, spectate: bool = False) -> str:
    message = {"type": "join", "version": PROTOCOL_VERSION, "code": code, "name": name}
    return json.dumps(message | {"spectate": spectate})


async def deaf(server: RunningServer, hello: str) -> ClientConnection:
    """A client that sits down, hears its welcome, then never reads again (a tiny receive window,
    so the kernel holds little for it and the rest waits in the server)."""
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.setblocking(False)
    await asyncio.get_running_loop().sock_connect(sock, ("127.0.0.1", server.port))
    ws = await connect(url(server), sock=sock, compression=None, max_size=None)
    await ws.send(hello)
    assert (await reply(ws))["type"] == "welcome"
    ws.transport.pause_reading()
    return ws


def held(server: RunningServer) -> int:
    """Bytes the server holds waiting to be sent, over all its connections."""
    return sum(c.ws.transport.get_write_buffer_size() for c in server.server.connections)


async def stop_reading(db: Path, send_buffer: int) -> int:
    """The attack; the most the server held for its clients at once (bytes)."""
    limits = Limits(
        messages_per_second=10_000,
        message_burst=10_000,
        send_buffer=send_buffer,
        joins_per_minute=1e9,
        announced_per_minute=1e9,
    )
    async with await start_server(db, limits=limits) as server:
        ann = client(server)
        welcome = await ann.create("Ann", [SeatSpec("person")] * 2, away_seconds=0)
        code = welcome.code
        cy = await deaf(server, join(code, "Cy"))
        await until(ann, seat_joined(1), "Cy at the table")
        await ann.start()
        watchers = [await deaf(server, join(code, f"W{n}", spectate=True)) for n in range(DEAF - 1)]
        deaf_ws = {cy, *watchers}
        churner = await raw(server)
        drain = asyncio.create_task(_discard(churner))
        most = 0
        for n in range(CHURN):
            await churner.send(join(code, "Churn", spectate=True))
            await churner.send(json.dumps({"type": "leave"}))
            if n % 50 == 0:
                await asyncio.sleep(0.01)  # the server catches up
                most = max(most, held(server))
        await asyncio.sleep(0.01)
        most = max(most, held(server))
        # Each deaf client holds at most one buffer and one message; the others next to nothing.
        bound = DEAF * (send_buffer + 8 * 1024) + 64 * 1024
        assert most < bound, f"the server held {most} bytes for its clients"
        peers = _peers(deaf_ws)
        await eventually(
            lambda: all(c.ws.remote_address not in peers for c in server.server.connections),
            "every deaf client dropped",
        )
        away = await until(
            ann,
            lambda m: isinstance(m, SeatChanged) and m.change == "away" and m.seat == 1,
            "Cy's connection lost",
            limit=5,
        )
        assert isinstance(away, SeatChanged)
        if ann.my_turn():
            await finish_turn(ann)
        await until(
            ann,
            lambda m: isinstance(m, Update) and m.actor == "stand-in",
            "a stand-in playing Cy's seat",
        )
        drain.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await drain
        await churner.close()
        await ann.close()
        for ws in deaf_ws:
            ws.transport.abort()
        return most


def _peers(sockets: set[ClientConnection]) -> set[Any]:
    """The server's view of our sockets' addresses (their local addresses)."""
    return {ws.local_address for ws in sockets}


async def _discard(ws: ClientConnection) -> None:
    with contextlib.suppress(Exception):
        async for _ in ws:
            pass


def test_a_client_that_stops_reading_is_dropped_and_memory_stays_bounded(tmp_path: Path) -> None:
    """Nine deaf spectators and a deaf player while a spectator comes and goes 3,000 times
    (without a bound the server holds 15 MB for them by the end, and it grows without end): each
    is dropped once 64 KiB wait for it, the player is said to have lost the connection, a stand-in
    plays the seat, and the server never holds more than the buffers' bound."""
    most = asyncio.run(stop_reading(tmp_path / "rooms.sqlite3", BUFFER))
    print(f"the server held at most {most} bytes for its clients")


def announced(message: Incoming) -> bool:
    return isinstance(message, SeatChanged) and message.seat is None


async def churn_spectators(db: Path, limits: Limits, times: int) -> tuple[int, list[str]]:
    """A spectator (one address, fresh connections) comes and goes ``times`` times: how many lines
    the players heard of it, and the refusals the spectator met."""
    async with await start_server(db, limits=limits) as server:
        ann, bob, code = await two_at_a_table(server)
        refusals: list[str] = []
        for _ in range(times):
            ws = await raw(server)
            await ws.send(join(code, "Peeker", spectate=True))
            answer = await reply(ws)
            if answer["type"] == "refused":
                refusals.append(answer["reason"])
            await ws.close()
        heard = await heard_before_a_refusal(ann, announced)
        await ann.close()
        await bob.close()
        return heard, refusals


async def heard_before_a_refusal(who: Client, counted: Callable[[Incoming], bool]) -> int:
    """Send a command the server refuses to ``who`` alone, and count the ``counted`` messages
    heard before its refusal (the server sends in order, so all earlier lines come first)."""
    await who.send(Undo())  # nothing to take back
    heard = 0
    while True:
        message = await asyncio.wait_for(who.next(), 20)
        if isinstance(message, Refused):
            return heard
        heard += bool(counted(message))


CHURN_LIMITS = Limits(
    messages_per_second=10_000, message_burst=10_000, joins_per_minute=1e9, announced_per_minute=6
)


def test_spectators_coming_and_going_are_announced_within_the_tables_limit(
    tmp_path: Path,
) -> None:
    """100 comings and goings: the players hear of six (a join and a leave each), not 200."""
    heard, refusals = asyncio.run(churn_spectators(tmp_path / "r.sqlite3", CHURN_LIMITS, 100))
    assert refusals == []
    assert 2 <= heard <= 2 * 8, heard


def test_joins_are_limited_per_address(tmp_path: Path) -> None:
    limits = Limits(messages_per_second=10_000, message_burst=10_000, joins_per_minute=20)
    heard, refusals = asyncio.run(churn_spectators(tmp_path / "r.sqlite3", limits, 40))
    assert len(refusals) >= 19 and set(refusals) == {"rate-limited"}, refusals
    assert heard <= 2 * 21


async def crowd_chat(db: Path, limits: Limits, crowd: int) -> tuple[int, int]:
    """``crowd`` spectators say one line each: the lines accepted, and the lines Ann heard."""
    async with await start_server(db, limits=limits) as server:
        ann, bob, code = await two_at_a_table(server)
        watchers = [client(server) for _ in range(crowd)]
        for n, who in enumerate(watchers):
            await who.join(code, f"W{n}", spectate=True)
        for n, who in enumerate(watchers):
            await who.chat(f"line {n}")
        accepted = 0
        for n, who in enumerate(watchers):
            answer = await until(
                who,
                lambda m, n=n: (
                    isinstance(m, Refused) or (isinstance(m, ChatLine) and m.text == f"line {n}")
                ),
                "the chat line or its refusal",
            )
            accepted += isinstance(answer, ChatLine)
        heard = await heard_before_a_refusal(ann, lambda m: isinstance(m, ChatLine))
        for who in [ann, bob, *watchers]:
            await who.close()
        return accepted, heard


def test_a_crowds_chat_is_limited_per_table(tmp_path: Path) -> None:
    """40 spectators (each within their own limit) say a line at once: the table hears ten."""
    limits = Limits(
        joins_per_minute=1e9,
        address_chat_burst=1e9,
        address_chat_per_second=1e9,
        table_chat_burst=10,
    )
    accepted, heard = asyncio.run(crowd_chat(tmp_path / "r.sqlite3", limits, 40))
    assert heard == accepted
    assert 10 <= accepted <= 13, accepted


def test_chat_is_limited_per_address(tmp_path: Path) -> None:
    limits = Limits(
        joins_per_minute=1e9, table_chat_burst=1e9, table_chat_per_second=1e9, address_chat_burst=8
    )
    accepted, heard = asyncio.run(crowd_chat(tmp_path / "r.sqlite3", limits, 30))
    assert heard == accepted
    assert 8 <= accepted <= 11, accepted


async def unread_pings(db: Path) -> None:
    limits = Limits(
        messages_per_second=10_000,
        message_burst=10_000,
        send_buffer=1 << 40,
        sweep_seconds=0.2,
        joins_per_minute=1e9,
        announced_per_minute=1e9,
    )
    async with await start_server(db, limits=limits) as server:
        ann, bob, code = await two_at_a_table(server)
        ws = await deaf(server, join(code, "Deaf", spectate=True))
        (conn,) = [c for c in server.server.connections if c.ws.remote_address == ws.local_address]
        transport = conn.ws.transport
        high = transport.get_write_buffer_limits()[1]
        churner = await raw(server)
        drain = asyncio.create_task(_discard(churner))
        while conn in server.server.connections and transport.get_write_buffer_size() <= high:
            for _ in range(50):
                await churner.send(join(code, "Churn", spectate=True))
                await churner.send(json.dumps({"type": "leave"}))
            await asyncio.sleep(0.01)  # the server catches up
        await eventually(lambda: conn not in server.server.connections, "the deaf one dropped")
        drain.cancel()
        await churner.close()
        ws.transport.abort()
        await ann.close()
        await bob.close()


def test_a_client_that_reads_nothing_is_dropped_by_the_sweep_below_the_bound(
    tmp_path: Path,
) -> None:
    """With its buffer under the bound but over the transport's mark at two looks in a row (its
    keep-alive pings unread too), a client is dropped all the same."""
    asyncio.run(unread_pings(tmp_path / "rooms.sqlite3"))
