"""Being in the server's lobby while choosing a table: its public tables and people kept current
in the lobby's list, who comes and goes, and its chat heard and sent (issues 32, 40).

:class:`LobbyPresence` enters the lobby (``net.lobby_client``) when the lobby opens, hands each
new state to :class:`~talking_yahtzee.ui.modes.lobby.LobbyMode`, says who came in and who left
(one line per burst: "Cy and Dee came in."), says chat lines (kept in the chat's own history,
``ui.online_chat``), and leaves the lobby once the player sits at a table. Back from a table
(``ui.online_leave``) a new presence enters the lobby again. A lost connection is said and
reopened by itself, with the table's words and backoff ("Connection lost, reconnecting." ...
"Back in the lobby."); a chat line the server has not sent back to everyone yet is sent again
once back, and one typed meanwhile waits for it (said so), so no line is lost without a word.
"""

from __future__ import annotations

import asyncio
import contextlib
import logging
import random
from typing import Protocol

import msgspec
from websockets.exceptions import ConnectionClosed, InvalidHandshake, InvalidURI

from talking_yahtzee.core.text import clean, clean_name
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.messages.phrases import crowd
from talking_yahtzee.net.client import JoinRefused
from talking_yahtzee.net.dial import tls_context
from talking_yahtzee.net.identity import Attempts
from talking_yahtzee.net.lobby_client import LobbyClient, fetch_ratings
from talking_yahtzee.net.protocol import CHAT_MAX, ChatLine, LobbyChanged, LobbyState, Refused
from talking_yahtzee.ui.host import GameView, Spawn, Voice
from talking_yahtzee.ui.modes.lobby import LobbyMode
from talking_yahtzee.ui.online_chat import BURST_SECONDS, ChatLog
from talking_yahtzee.ui.online_ratings import lobby_lines
from talking_yahtzee.ui.online_words import cannot_connect, refusal
from talking_yahtzee.ui.table_plan import OnlinePlan

log = logging.getLogger(__name__)

FAILURES = (OSError, TimeoutError, InvalidURI, InvalidHandshake, ConnectionClosed, JoinRefused)
HELD = 5
"""Chat lines kept while the connection is down, sent once it is back."""


class Comings:
    """People coming into the lobby and leaving it, said one line per burst each way."""

    def __init__(self, host: Voice, seconds: float = BURST_SECONDS) -> None:
        self.host = host
        self.seconds = seconds
        self.came: list[str] = []
        self.left: list[str] = []
        self.handle: asyncio.TimerHandle | None = None

    def heard(self, came: list[str], left: list[str]) -> None:
        gone = set(left)
        self.came = [p for p in self.came if p not in gone] + came
        self.left = [p for p in self.left if p not in set(came)] + left
        if self.handle is None and (self.came or self.left):
            self.handle = asyncio.get_running_loop().call_later(self.seconds, self.flush)

    def flush(self) -> None:
        self.handle = None
        said = [
            Msg(f"online-lobby-{way}", count=len(people), people=crowd(people))
            for way, people in (("came", self.came), ("left", self.left))
            if people
        ]
        self.came, self.left = [], []
        if said:
            self.host.say(said, interrupt=False)

    def stop(self) -> None:
        if self.handle is not None:
            self.handle.cancel()
            self.handle = None


class PresenceHost(Voice, GameView, Protocol):
    """What being in the server's lobby needs of the controller: speaking (a refusal in the
    player's words reads the game), the event loop."""

    @property
    def spawn(self) -> Spawn | None: ...


class LobbyPresence:
    """This player in the server's lobby, from the lobby's opening until a table is taken."""

    def __init__(
        self,
        host: PresenceHost,
        lobby: LobbyMode,
        chats: ChatLog,
        plan: OnlinePlan,
    ) -> None:
        self.host = host
        self.lobby = lobby
        lobby.ratings = self
        self.chats = chats
        """The chat's own history: the lobby's lines go there, as a table's do."""
        self.server, self.name, self.cafile = plan.server, plan.name, plan.cafile
        self.key = plan.key
        """The player's key: the lobby names the games under way where it holds a seat, and
        says the player's rating (issue 41)."""
        self.client: LobbyClient | None = None
        self.seated = False
        self.following = False
        self.attempts = Attempts()
        self.comings = Comings(host)
        self.unheard: list[str] = []
        """Chat lines sent (or to send) that the server has not sent back to everyone yet."""

    def open(self) -> None:
        """Open the lobby's list and enter the server's lobby behind it."""
        self.lobby.open()
        self.follow_soon()

    def follow_soon(self) -> None:
        """Enter the server's lobby behind the list, unless this presence is in it already
        (the list after a refused join shows what everyone else in the lobby sees)."""
        spawn = self.host.spawn
        if spawn is not None and not (self.following or self.seated):
            self.following = True
            spawn(self.follow)

    async def follow(self) -> None:
        try:
            first = True
            attempt = 0
            while not self.seated:
                state = await self._enter(first)
                if state is None:
                    if first:
                        return  # not there at all: said where the player asked for it
                    await asyncio.sleep(self._delay(attempt))
                    attempt += 1
                    continue
                attempt = 0
                if not first:
                    self.host.say(Msg("online-lobby-back"), interrupt=False)
                first = False
                await self._listen(state)
                if not self.seated:
                    self.host.say(Msg("online-connection-lost"), interrupt=False)
        finally:
            self.following = False

    async def _enter(self, first: bool) -> LobbyState | None:
        """The lobby entered (None if it could not be); the lines not heard yet sent again."""
        client = LobbyClient(
            self.server, tls=tls_context(self.server, self.cafile), attempts=self.attempts
        )
        try:
            state = await client.enter(self.name, key=self.key)
        except FAILURES as error:
            if first:
                log.warning("the lobby of %s is not available: %s", self.server, error)
            return None
        task = asyncio.current_task()
        if self.seated or (task is not None and task.cancelling()):
            # Seated meanwhile, or the program is ending: Python 3.11's wait_for lets a
            # cancellation pass when the answer arrives at the same moment, so it is asked here.
            await client.close()
            return None
        self.client = client
        for line in list(self.unheard):
            with contextlib.suppress(*FAILURES):
                await client.chat(line)
        return state

    def _delay(self, attempt: int) -> float:
        table = self.chats.client  # the table's client: the same backoff
        delay = min(table.max_delay, table.first_delay * 2.0**attempt)
        return delay * (1 + 0.25 * random.random())

    async def _listen(self, state: LobbyState) -> None:
        client = self.client
        assert client is not None
        self.lobby.listed(self.others(state), first=True)
        with contextlib.suppress(*FAILURES):
            while self.client is client:
                known = set(client.state.people) if client.state is not None else set()
                message = await client.next()
                if isinstance(message, LobbyState | LobbyChanged) and client.state is not None:
                    self.lobby.listed(self.others(client.state))
                if isinstance(message, LobbyChanged):  # those this player did not know of
                    known.add(clean_name(self.name))
                    came = [clean_name(p) for p in message.came if p not in known]
                    left = [clean_name(p) for p in message.left if p in known]
                    self.comings.heard(came, left)
                elif isinstance(message, ChatLine):
                    self._echoed(message)
                    self.chats.heard(message, lobby=True)
                elif isinstance(message, Refused):
                    if self.unheard and message.reason in ("chat-rate", "empty-chat"):
                        self.unheard.pop(0)
                    self.host.refuse(refusal(message.reason, self.host))
        if self.client is client:
            self.client = None

    def _echoed(self, line: ChatLine) -> None:
        """The server sent this player's own line to everyone: it is not waited for any more."""
        unheard, me = self.unheard, clean_name(self.name)
        if unheard and (line.name, line.text) == (me, clean(unheard[0], limit=CHAT_MAX)):
            unheard.pop(0)

    def others(self, state: LobbyState) -> LobbyState:
        """The lobby's state with this player left out of its people."""
        people, me = list(state.people), clean_name(self.name)
        if me in people:
            people.remove(me)
        return LobbyState(state.tables, people, state.yours)

    def chat(self, text: str) -> None:
        client, spawn = self.client, self.host.spawn
        if spawn is None or (client is None and not self.following):
            self.host.refuse(Msg("online-not-seated"))
            return
        if client is None:  # reconnecting: the line waits for the connection
            if len(self.unheard) >= HELD:
                self.host.refuse(Msg("online-not-connected"))
                return
            self.unheard.append(text)
            self.host.say(Msg("online-lobby-chat-later"))
            return
        self.unheard.append(text)

        async def send() -> None:
            with contextlib.suppress(*FAILURES):
                await client.chat(text)  # a line lost with the connection is sent again

        spawn(send)

    def say_ratings(self) -> None:
        """R: the player's own rating and rank on the server, then its best players (asked on a
        connection of its own: the lobby's stream goes on)."""
        spawn = self.host.spawn
        if spawn is None:
            return

        async def ask() -> None:
            try:
                tls = tls_context(self.server, self.cafile)
                ratings = await fetch_ratings(self.server, key=self.key, tls=tls)
            except (*FAILURES, msgspec.DecodeError) as error:
                self.host.say(cannot_connect(self.server, error), interrupt=False)
                return
            self.host.say(lobby_lines(ratings), interrupt=False)

        spawn(ask)

    async def close(self) -> None:
        """The program ends (a browser's tab closed): the lobby's connection closed now."""
        self.seated = True
        self.comings.stop()
        client, self.client = self.client, None
        if client is not None:
            with contextlib.suppress(*FAILURES):
                await client.close()

    def leave(self) -> None:
        """Seated at a table: the lobby is left."""
        self.seated = True
        self.comings.stop()
        client, self.client = self.client, None
        spawn = self.host.spawn
        if client is not None and spawn is not None:

            async def close() -> None:
                with contextlib.suppress(*FAILURES):
                    await client.close()

            spawn(close)
