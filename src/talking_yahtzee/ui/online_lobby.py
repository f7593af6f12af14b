"""Being in the server's lobby while choosing a table: its public tables and people kept current
in the lobby's list, and its chat heard and sent (issue 32).

:class:`LobbyPresence` enters the lobby (``net.lobby_client``) when the lobby opens, hands each
new state to :class:`~talking_yahtzee.ui.modes.lobby.LobbyMode`, says chat lines (kept in the
chat's own history, ``ui.online_chat``), and leaves the lobby once the player sits at a table. Back
from a table (``ui.online_leave``) a new presence enters the lobby again.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
from typing import Protocol

from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from talking_yahtzee.core.text import clean_name
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.net.client import JoinRefused
from talking_yahtzee.net.dial import tls_context
from talking_yahtzee.net.lobby_client import LobbyClient
from talking_yahtzee.net.protocol import ChatLine, LobbyState
from talking_yahtzee.ui.host import Spawn, Voice
from talking_yahtzee.ui.modes.lobby import LobbyMode
from talking_yahtzee.ui.online_chat import ChatLog

log = logging.getLogger(__name__)

FAILURES = (OSError, TimeoutError, InvalidURI, InvalidHandshake, ConnectionClosed, JoinRefused)


class PresenceHost(Voice, Protocol):
    """What being in the server's lobby needs of the controller: speaking, the event loop."""

    @property
    def spawn(self) -> Spawn | None: ...


class LobbyPresence:
    """This player in the server's lobby, from the lobby's opening until a table is taken."""

    def __init__(
        self,
        host: PresenceHost,
        lobby: LobbyMode,
        chats: ChatLog,
        server: str,
        name: str,
        cafile: str | None = None,
    ) -> None:
        self.host = host
        self.lobby = lobby
        self.chats = chats
        """The chat's own history: the lobby's lines go there, as a table's do."""
        self.server = server
        self.name = name
        self.cafile = cafile
        self.client: LobbyClient | None = None
        self.seated = False

    def open(self) -> None:
        """Open the lobby's list and enter the server's lobby behind it."""
        self.lobby.open()
        spawn = self.host.spawn
        if spawn is not None:
            spawn(self.follow)

    async def follow(self) -> None:
        client = LobbyClient(self.server, tls=tls_context(self.server, self.cafile))
        try:
            state = await client.enter(self.name)
        except FAILURES as error:
            log.warning("the lobby of %s is not available: %s", self.server, error)
            return
        task = asyncio.current_task()
        if self.seated or (task is not None and task.cancelling()):
            # Seated meanwhile, or the program is ending: Python 3.11's wait_for lets a
            # cancellation pass when the answer arrives at the same moment, so it is asked here.
            await client.close()
            return
        self.client = client
        self.lobby.listed(self.others(state), first=True)
        with contextlib.suppress(*FAILURES):
            while self.client is client:
                message = await client.next()
                if isinstance(message, LobbyState):
                    self.lobby.listed(self.others(message))
                elif isinstance(message, ChatLine):
                    self.chats.heard(message, lobby=True)

    def others(self, state: LobbyState) -> LobbyState:
        """The lobby's state with this player left out of its people."""
        me = clean_name(self.name)
        return LobbyState(state.tables, [p for p in state.people if p != me])

    def chat(self, text: str) -> None:
        client, spawn = self.client, self.host.spawn
        if client is None or spawn is None:
            self.host.refuse(Msg("online-not-seated"))
            return

        async def send() -> None:
            with contextlib.suppress(*FAILURES):
                await client.chat(text)

        spawn(send)

    async def close(self) -> None:
        """The program ends (a browser's tab closed): the lobby's connection closed now."""
        self.seated = True
        client, self.client = self.client, None
        if client is not None:
            with contextlib.suppress(*FAILURES):
                await client.close()

    def leave(self) -> None:
        """Seated at a table: the lobby is left."""
        self.seated = True
        client, self.client = self.client, None
        spawn = self.host.spawn
        if client is not None and spawn is not None:

            async def close() -> None:
                with contextlib.suppress(*FAILURES):
                    await client.close()

            spawn(close)
