"""Leaving an online table: back to the server's lobby (Escape, removed, ended) or for good (q).

Either way within two seconds whatever the network does (issue 32).

Escape while the player holds a seat in a game under way asks first, with the quit's question
(``ui.modes.confirm.ConfirmQuitMode``) in words that say a computer plays the seat; a spectator,
or at a table whose game has not begun or is over, goes straight back with a line. Back in the
lobby a new client waits for the next table, and the lobby is said as on arrival.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable
from typing import Protocol

from websockets.exceptions import InvalidHandshake, InvalidURI

from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.messages.phrases import yes
from talking_yahtzee.net.client import Client
from talking_yahtzee.ui.host import Spawn, Stack, Voice
from talking_yahtzee.ui.modes.confirm import ConfirmQuitMode

log = logging.getLogger(__name__)

CONNECTION_ERRORS = (OSError, TimeoutError, InvalidURI, InvalidHandshake)
LEAVE_SECONDS = 2.0
"""How long leaving waits for the server before going on anyway."""
QUIT = "app-quit-confirm"


class LeavingHost(Voice, Stack, Protocol):
    """What leaving needs of the controller: speaking, the quit's question, the event loop."""

    @property
    def spawn(self) -> Spawn | None: ...


class LeavingOnline(Protocol):
    """What leaving needs of the online table (``ui.online.OnlineTable``)."""

    @property
    def host(self) -> LeavingHost: ...

    client: Client
    gone: bool

    def renew(self) -> None:
        """A new client for the next table; the lobby entered and said again."""
        ...


def holds_a_seat(client: Client) -> bool:
    """Whether the player sits in a game under way: leaving hands the seat to a computer."""
    state, game = client.state, client.game
    playing = state is not None and state.status == "playing"
    return client.seat is not None and playing and not (game is not None and game.is_over)


def renewed(client: Client) -> Client:
    """A client for the same servers, as ``client`` was made, at no table yet."""
    dialer = client.dialer
    return Client(
        ",".join(dialer.urls),
        first_delay=client.first_delay,
        max_delay=client.max_delay,
        open_timeout=dialer.open_timeout,
        tls=dialer.tls,
        ping_interval=dialer.ping_interval,
    )


class Leaving:
    """The ways away from a table, for one online table."""

    def __init__(self, table: LeavingOnline, *, browser: bool = False) -> None:
        self.table = table
        self.browser = browser
        """A browser's page (no command to come back with: its link, in the same browser)."""

    @property
    def quit_question(self) -> str:
        """Quitting while holding a seat in a game says that a computer will play it, and how to
        come back: with the same command, or in a browser with the table's link."""
        if not holds_a_seat(self.table.client):
            return QUIT
        return "online-quit-seat-web" if self.browser else "online-quit-seat"

    def _spawn(self, client: Client, then: Callable[[], None] = lambda: None) -> None:
        """``client`` leaves its table in the background, then ``then``."""
        spawn = self.table.host.spawn
        assert spawn is not None, "online play runs inside the application's event loop"

        async def job() -> None:
            try:
                await asyncio.wait_for(client.leave(), LEAVE_SECONDS)
            except (TimeoutError, *CONNECTION_ERRORS):
                log.warning("leaving the table: the server did not answer")
            finally:
                then()

        spawn(job)

    def leave(self, then: Callable[[], None]) -> None:
        """For good (``q``): before the start the seat opens again; after it a computer plays
        it. Then ``then`` (the program ends)."""
        self.table.gone = True
        self._spawn(self.table.client, then)

    def to_lobby(self) -> None:
        """Escape at a table: asked first while holding a seat in a game under way."""
        table = self.table
        if table.client.code is None:
            return  # not at a table (yet): Escape only stopped speech
        if holds_a_seat(table.client):
            question = Msg("online-leave-seat")
            table.host.handler(ConfirmQuitMode).ask(question, going=self.back)
        else:
            self.back()

    def back(self) -> None:
        """Leave the table now, for the lobby: the others hear that the player left."""
        table = self.table
        old = table.client
        table.host.say(Msg("online-left", watching=yes(old.spectator)))
        table.renew()
        self._spawn(old)

    def closed(self) -> None:
        """The host removed this player or ended the table: back in the lobby."""
        table = self.table
        old = table.client
        table.renew()
        self._spawn(old)
