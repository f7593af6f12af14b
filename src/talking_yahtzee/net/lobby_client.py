"""The lobby from a client: the public tables or the ratings once, or the lobby as a stream.

:func:`fetch_tables` asks a server for its public tables and returns them (``yahtzee online
--tables``); :func:`fetch_ratings` its leaderboard (``--ratings``). :class:`LobbyClient` enters
the lobby under a name and reads its states and chat.
"""

from __future__ import annotations

import asyncio
import bisect
import ssl

from talking_yahtzee.core.text import name_key
from talking_yahtzee.net.client import JoinRefused
from talking_yahtzee.net.dial import GONE, server_urls
from talking_yahtzee.net.identity import Attempts
from talking_yahtzee.net.inprocess import ClientSocket, connect
from talking_yahtzee.net.protocol import (
    MAX_SERVER_BYTES,
    PROTOCOL_VERSION,
    SERVER_DECODER,
    Chat,
    ChatLine,
    EnterLobby,
    Leave,
    ListRatings,
    ListTables,
    LobbyChanged,
    LobbyState,
    Ratings,
    Refused,
    encode,
)


async def _open(
    url: str, tls: ssl.SSLContext | None, timeout: float, headers: dict[str, str] | None = None
) -> ClientSocket:
    """Connect to ``url``, or to the first of a cluster's comma-separated servers that answers
    (every server's lobby lists the whole cluster's public tables).

    :raises OSError, TimeoutError, InvalidHandshake: as the last server tried raised.
    """
    urls = server_urls(url)
    for index, first in enumerate(urls):
        try:
            return await asyncio.wait_for(
                connect(
                    first,
                    max_size=MAX_SERVER_BYTES,
                    compression=None,
                    ssl=tls,
                    open_timeout=timeout,
                    additional_headers=headers or {},
                ),
                timeout,
            )
        except GONE:
            if index == len(urls) - 1:
                raise
    raise AssertionError("unreachable: server_urls is never empty")


async def fetch_tables(
    url: str, *, tls: ssl.SSLContext | None = None, timeout: float = 10.0
) -> LobbyState:
    """The server's public tables now.

    :raises JoinRefused: the server refused (``version``). :raises OSError, TimeoutError: it
        cannot be reached.
    """
    ws = await _open(url, tls, timeout)
    try:
        await ws.send(encode(ListTables(PROTOCOL_VERSION)), text=True)
        while True:
            reply = SERVER_DECODER.decode(await asyncio.wait_for(ws.recv(), timeout))
            if isinstance(reply, Refused):
                raise JoinRefused(reply.reason, reply.detail)
            if isinstance(reply, LobbyState):
                return reply
    finally:
        await ws.close()


async def fetch_ratings(
    url: str, *, key: str | None = None, tls: ssl.SSLContext | None = None, timeout: float = 10.0
) -> Ratings:
    """The server's leaderboard now, and with ``key`` the player's own rating (issue 41).

    :raises JoinRefused: the server refused (``version``). :raises OSError, TimeoutError: it
        cannot be reached.
    """
    ws = await _open(url, tls, timeout)
    try:
        await ws.send(encode(ListRatings(PROTOCOL_VERSION, key)), text=True)
        while True:
            reply = SERVER_DECODER.decode(await asyncio.wait_for(ws.recv(), timeout))
            if isinstance(reply, Refused):
                raise JoinRefused(reply.reason, reply.detail)
            if isinstance(reply, Ratings):
                return reply
    finally:
        await ws.close()


def changed(state: LobbyState, change: LobbyChanged) -> LobbyState:
    """``state`` with ``change`` applied: its tables if they changed, people in and out. The
    people stay in name order as they came (the server's), each newcomer put in its place: a
    crowd of N costs each member O(N) per change, not a sort of everyone again."""
    gone = set(change.left) - set(change.came)
    people = [p for p in state.people if p not in gone] if gone else list(state.people)
    if change.came:
        present = set(people)
        for person in dict.fromkeys(change.came):
            if person not in present:
                bisect.insort(people, person, key=name_key)
                present.add(person)
    tables = state.tables if change.tables is None else change.tables
    return LobbyState(tables, people, state.yours)


class LobbyClient:
    """One person in a server's lobby: its last state, its chat lines as they come."""

    def __init__(
        self, url: str, *, tls: ssl.SSLContext | None = None, attempts: Attempts | None = None
    ) -> None:
        self.url = url
        self.tls = tls
        self.attempts = attempts or Attempts()
        """This program's connections to the lobby, numbered: its newer one takes its name back
        from an older one the server has not seen go yet (``net.identity.ATTEMPT_HEADER``)."""
        self.ws: ClientSocket | None = None
        self.state: LobbyState | None = None

    async def enter(
        self, name: str, timeout: float = 10.0, *, key: str | None = None
    ) -> LobbyState:
        """Enter as ``name``; with the player's ``key``, the lobby names the games under way
        where it holds a seat (``LobbyState.yours``).

        :raises JoinRefused: a name taken in the lobby, a version. :raises OSError:"""
        ws = self.ws = await _open(self.url, self.tls, timeout, self.attempts.next())
        await ws.send(encode(EnterLobby(PROTOCOL_VERSION, name, key)), text=True)
        first = await self.next(timeout)
        if isinstance(first, Refused):
            await self.close()
            raise JoinRefused(first.reason, first.detail)
        assert isinstance(first, LobbyState)
        return first

    async def next(
        self, timeout: float | None = None
    ) -> LobbyState | LobbyChanged | ChatLine | Refused:
        """The next lobby state, change, chat line or refusal (:attr:`state` follows the
        states and changes). :raises ConnectionClosed:"""
        assert self.ws is not None
        while True:
            message = SERVER_DECODER.decode(await asyncio.wait_for(self.ws.recv(), timeout))
            if isinstance(message, LobbyState):
                self.state = message
            elif isinstance(message, LobbyChanged) and self.state is not None:
                self.state = changed(self.state, message)
            if isinstance(message, LobbyState | LobbyChanged | ChatLine | Refused):
                return message

    async def chat(self, text: str) -> None:
        assert self.ws is not None
        await self.ws.send(encode(Chat(text)), text=True)

    async def close(self) -> None:
        ws, self.ws = self.ws, None
        if ws is not None:
            try:
                await ws.send(encode(Leave()), text=True)
            finally:
                await ws.close()
