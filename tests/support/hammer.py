"""Connections of every kind against a server, from a process of their own (so that what the
test's process leaves for the garbage collector is the server's): ``python hammer.py PORT N``.

Each round: a lobby member who chats and leaves; a connection aborted after a question; a
malformed message; an opening request abandoned half-way; a plain GET; a table of two that
starts, rolls and is ended; a player who drops mid-game and comes back by the seat's token; a
person's turn and a computer's at a table that is then ended.
"""

from __future__ import annotations

import asyncio
import json
import sys
from typing import Any

from websockets.asyncio.client import ClientConnection, connect

VERSION = 4  # net.protocol.PROTOCOL_VERSION


async def send(ws: ClientConnection, **message: object) -> None:
    await ws.send(json.dumps(message))


async def until(ws: ClientConnection, kind: str) -> dict[str, object]:
    while True:
        message: dict[str, object] = json.loads(await asyncio.wait_for(ws.recv(), 20))
        if message["type"] == kind:
            return message


async def lobby(url: str) -> None:
    async with connect(url) as ws:
        await send(ws, type="lobby", version=VERSION, name="Hammer")
        await until(ws, "lobby")
        await send(ws, type="chat", text="hello")
        await until(ws, "chat")


async def aborted(url: str) -> None:
    ws = await connect(url)
    await send(ws, type="tables", version=VERSION)
    await until(ws, "lobby")
    ws.transport.abort()


async def malformed(url: str) -> None:
    async with connect(url) as ws:
        await ws.send("nonsense")
        await until(ws, "refused")


async def half_request(port: int) -> None:
    _reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\nX-Pad: " + b"a" * 4000 + b"\r\n")
    await writer.drain()
    writer.transport.abort()


async def plain_get(port: int) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(b"GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n")
    await writer.drain()
    await reader.read()
    writer.close()


async def table(url: str) -> None:
    seats = [{"kind": "person"}, {"kind": "person"}]
    async with connect(url) as ann:
        await send(ann, type="create", version=VERSION, name="Ann", seats=seats)
        code = (await until(ann, "welcome"))["code"]
        bob = await connect(url)
        await send(bob, type="join", version=VERSION, code=code, name="Bob")
        token = (await until(bob, "welcome"))["token"]
        await send(ann, type="start")
        await until(ann, "update")
        bob.transport.abort()  # a drop mid-game: Bob is away
        await until(ann, "seat")
        async with connect(url) as back:
            await send(back, type="resume", version=VERSION, code=code, token=token)
            await until(back, "welcome")
            await send(ann, type="roll")  # whoever's turn it is rolls
            await send(back, type="roll")
            await until(back, "update")
            await send(ann, type="end")
            await until(back, "closed")


async def with_a_computer(url: str) -> None:
    """A person and a computer: the person's turn, then the computer's, then the end."""
    seats = [{"kind": "person"}, {"kind": "computer", "level": "beginner"}]
    async with connect(url) as ann:
        await send(ann, type="create", version=VERSION, name="Ann", seats=seats)
        await until(ann, "welcome")
        await send(ann, type="start")
        scored = False
        while True:
            message = await until(ann, "update")
            told: Any = message["state"] or message["changes"]  # whole, or what changed
            game = told["game"]
            if message["seat"] == 1 and scored:
                break  # the computer moved after the person's turn
            if game["current"] == 0 and not scored:
                if game["rolls_used"] == 0:
                    await send(ann, type="roll")
                else:
                    await send(ann, type="score", category="chance")
                    scored = True
        await send(ann, type="end")
        await until(ann, "closed")


async def main(port: int, rounds: int) -> None:
    url = f"ws://127.0.0.1:{port}"
    for _ in range(rounds):
        await lobby(url)
        await aborted(url)
        await malformed(url)
        await half_request(port)
        await plain_get(port)
        await table(url)
        await with_a_computer(url)


if __name__ == "__main__":
    asyncio.run(main(int(sys.argv[1]), int(sys.argv[2])))
