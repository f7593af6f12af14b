"""The player's side of online play: :class:`OnlineTable`, the one table on a server, all games.

The controller hands a person's commands to its table (``ui.host.TablePart``) without knowing
which kind it is. This one sends them to the server through the headless client
(``net.client.Client``) and never calls ``Game.apply``; what the server sends back (its events,
people joining, chat, a dropped connection) is spoken through the same announcer, in this
player's language, verbosity, speech output and sounds. The review keys, hints and the coach read
the client's mirror game (``host.follow``). What the server sends is said by
``ui.online_heard``; leaving for the lobby is ``ui.online_leave``; the host's rights and the
seats between games are ``ui.online_seats``. Tables last (issue 32): at the end the host's Ctrl+N
asks everyone to play again (``ui.modes.between``).
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Awaitable, Callable, Collection, Sequence
from dataclasses import replace
from typing import Any

from talking_yahtzee.core.game import Game, Player, PlayerKind, Roll, ScoreBox, SetHeld, ToggleHold
from talking_yahtzee.core.text import clean, clean_name
from talking_yahtzee.engine.table import Table, TableCommand
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.net.client import Client, Incoming, JoinRefused, NotConnected
from talking_yahtzee.net.protocol import (
    Again,
    SeatSpec,
    TableMessage,
    TableSummary,
    spoken_code,
)
from talking_yahtzee.ui.host import Host, Mode
from talking_yahtzee.ui.modes.between import AgainMode, SeatsMode, SpectatorsMode
from talking_yahtzee.ui.modes.chat import ChatMode
from talking_yahtzee.ui.modes.confirm import ConfirmQuitMode
from talking_yahtzee.ui.modes.host_rights import ConfirmEndMode, RemoveMode
from talking_yahtzee.ui.modes.lobby import LobbyMode
from talking_yahtzee.ui.online_chat import ChatLog, Spectators
from talking_yahtzee.ui.online_heard import Heard
from talking_yahtzee.ui.online_leave import CONNECTION_ERRORS, Leaving, renewed
from talking_yahtzee.ui.online_link import copy_link
from talking_yahtzee.ui.online_lobby import LobbyPresence
from talking_yahtzee.ui.online_missed import Missed
from talking_yahtzee.ui.online_seats import HostSeats
from talking_yahtzee.ui.online_turns import TurnWatch
from talking_yahtzee.ui.online_words import (
    cannot_connect,
    come_back,
    digits_spoken,
    refusal,
    seated_lines,
    table_link,
    who_sits,
)
from talking_yahtzee.ui.table_plan import OnlinePlan, TableSettings

log = logging.getLogger(__name__)

WAITING_SAID = 0.5
"""Seconds the server may take to seat the player before "Creating the table." is said."""
WATCHABLE = ("started", "spectators")  # a game begun where spectators are welcome: offered


class OnlineTable:
    """A table on a server, played through ``client``, over any number of games at its code;
    the lobby's actions too."""

    moves_computers = False

    def __init__(self, host: Host, client: Client, plan: OnlinePlan) -> None:
        self.host = host
        self.client = client
        self.plan = plan
        self.record: dict[str, Any] | None = None
        """The game record the server sent at the end (docs/record.md)."""
        self.listening: Client | None = None
        self.gone = False
        """The player left the table for good (``q``)."""
        self.turns = TurnWatch(host, client)
        self.chats = ChatLog(host, client)
        self.spectators = Spectators(host)
        self.missed = Missed(host)
        self.leaving = Leaving(self, browser=bool(plan.web))
        self.heard = Heard(self)
        self.lobby = host.handler(LobbyMode)
        self.lobby.online = self
        host.handler(ChatMode).online = self
        self.seats = HostSeats(self)
        host.handler(ConfirmEndMode).online = self.seats
        host.handler(RemoveMode).online = self.seats
        host.handler(AgainMode).online = self.seats
        host.handler(SeatsMode).online = self.seats
        host.handler(SpectatorsMode).online = self.seats
        self.presence = self._presence()

    def _presence(self) -> LobbyPresence:
        return LobbyPresence(self.host, self.lobby, self.chats, self.plan)

    # -- starting

    def open(self) -> None:
        """At the start: do what the command line asked, or open the lobby."""
        host, plan = self.host, self.plan
        host.say(Msg("online-welcome"), interrupt=False)  # an address is never read out
        if plan.action == "create":
            self.create(plan.settings or TableSettings())
        elif plan.action in ("join", "spectate"):
            self.join(plan.code, spectate=plan.action == "spectate")
        else:
            self.presence.open()

    def create(self, settings: TableSettings) -> None:
        seats = [SeatSpec("person")]
        seats += [SeatSpec("person") for _ in range(settings.seats - settings.computers - 1)]
        seats += [SeatSpec("computer", settings.level_of(k)) for k in range(settings.computers)]

        async def sit() -> None:
            await self.client.create(
                self.plan.name,
                seats,
                rules=settings.rules,
                spectators=settings.spectators,
                away_seconds=settings.away_seconds,
                turn_seconds=settings.turn_seconds,
                key=self.plan.key,
                public=settings.public,
                rated=settings.rated,
            )

        self._sit(sit, Msg("online-creating"), None)

    def join(self, code: str, *, spectate: bool = False) -> None:
        async def sit() -> None:
            await self.client.join(code, self.plan.name, spectate=spectate, key=self.plan.key)

        watch = None if spectate else lambda: self.join(code, spectate=True)
        self._sit(sit, Msg("online-joining", code=digits_spoken(code)), watch)

    def _sit(
        self, sit: Callable[[], Awaitable[None]], waiting: Msg, watch: Callable[[], None] | None
    ) -> None:
        """Sit at a table; ``waiting`` ("Creating the table.") is said only if the server takes
        a moment, so that what it answers comes as one block, in one write (Orca read a block
        written in two pieces 25 ms apart twice over: issue 42). A game begun where spectators
        are welcome is offered to ``watch`` (issue 42)."""
        slow = asyncio.get_running_loop().call_later(WAITING_SAID, self.host.say, waiting)

        async def job() -> None:
            try:
                await sit()
            except JoinRefused as refused:
                offer = watch is not None and (refused.reason, refused.detail) == WATCHABLE
                if not offer:
                    self.host.refuse(refusal(refused.reason, self.host))
                self.lobby.refused()
                if offer and watch is not None:  # the lobby under the question
                    said = Msg("online-watch-offer"), Msg("online-watch-declined")
                    self.host.handler(ConfirmQuitMode).ask(said[0], watch, said[1])
                self.presence.follow_soon()  # the lobby as everyone in it sees it
                return
            except CONNECTION_ERRORS as error:
                log.warning("cannot reach %s: %s", self.plan.server, error)
                self.host.refuse(cannot_connect(self.plan.server, error))
                self.lobby.refused()
                self.presence.follow_soon()
                return
            finally:
                slow.cancel()
            self.seated()
            await self.listen()

        self._spawn(job)

    def seated(self) -> None:
        client, state = self.client, self.client.state
        assert client.code is not None and state is not None
        self.lobby.waiting()
        self.presence.leave()
        self.missed.clear("move" if client.returned else "came")
        self.missed.add(client.welcome_missed if client.returned else (), client.seat)
        if client.returned and client.game is not None:
            returned = Msg("online-returned", code=digits_spoken(client.code))
            come_back(self.host, client.game, returned, client.welcome_missed, state, client.seat)
            return
        link = table_link(self.plan.server, self.plan.web, client.code)
        host, spectator = client.seat == state.host, client.spectator
        page = bool(self.plan.web)
        said = seated_lines(
            client.code, state, spectator=spectator, host=host, link=link, page=page
        )
        self.host.say(said)
        if state.game is not None and client.game is not None:
            self.host.follow(client.game)
            self.host.replace(Mode.PLAY)
            self.host.say(self.host.announcer_.review_turn(), interrupt=False)

    def start_game(self) -> None:
        """The host's key in the lobby: the game begins."""
        self.send(self.client.start)

    def say_table(self) -> None:
        """The code again, and who is there."""
        client = self.client
        if client.code is None or client.state is None:
            self.host.refuse(Msg("online-not-seated"))
            return
        self.host.say([Msg("online-code", code=digits_spoken(client.code)), who_sits(client.state)])

    def holds_seat_at(self, summary: TableSummary) -> bool:
        return clean_name(self.plan.name) in (clean_name(p) for p in summary.players)

    def is_host(self) -> bool:
        state = self.client.state
        return state is not None and self.client.seat == state.host

    def watching(self) -> bool:
        return self.client.spectator

    @property
    def code(self) -> str | None:
        """The table's code in three groups, as shown on the screen."""
        code = self.client.code
        return spoken_code(code) if code is not None else None

    def leave(self, then: Callable[[], None]) -> None:
        """Leave the table for good (``ui.online_leave``), then ``then``."""
        self.leaving.leave(then)

    def to_lobby(self) -> None:
        self.leaving.to_lobby()

    def say_missed(self) -> None:
        self.missed.say()

    def copy_link(self) -> None:
        """Ctrl+L: the table's link on the clipboard (``ui.online_link``)."""
        copy_link(self.host, self.plan, self.client.code, self._spawn)

    def renew(self) -> None:
        """Back in the lobby (``ui.online_leave``): a new client for the next table, and the
        lobby's tables, people and chat followed again."""
        self.turns.stop()
        self.spectators.stop()
        self.client = renewed(self.client)
        self.turns = TurnWatch(self.host, self.client)
        self.chats.client = self.client
        self.missed.clear()
        self.heard.dropped = False
        self.lobby.left_table()
        self.presence = self._presence()
        self.presence.open()

    # -- the table protocol (ui.host.TablePart)

    engine = None
    """The game is played on the server: nothing here to save."""

    def submit(self, command: TableCommand) -> None:
        """Send ``command`` to the server; its update comes back to ``host.updated``."""
        host, client = self.host, self.client
        game = host.game_
        if client.spectator:
            host.refuse(Msg("online-refused-spectator"))
            return
        if client.seat != game.current and not game.is_over:
            host.refuse(Msg("online-not-your-turn", player=game.player.name))
            return
        if isinstance(command, Roll):
            self.send(client.roll)
        elif isinstance(command, ToggleHold):
            position = command.position
            self.send(lambda: client.hold(position))
        elif isinstance(command, SetHeld):
            held = sorted(command.positions)
            self.send(lambda: client.set_held(held))
        elif isinstance(command, ScoreBox):
            category = command.category
            self.send(lambda: client.score(category))

    def heard_here(self, game: Game) -> Sequence[Player]:
        """Only this player's seat is a person here: another person's turn sounds like any
        other player's, and their win like a loss."""
        seat = self.client.seat
        return tuple(
            p if i == seat else replace(p, kind=PlayerKind.COMPUTER)
            for i, p in enumerate(game.players)
        )

    def seats_here(self, game: Game) -> Collection[int]:
        """This client's seat; a spectator's none."""
        seat = self.client.seat
        return frozenset() if seat is None else frozenset({seat})

    def open_game(self, *args: object, **kwargs: object) -> Game:
        raise RuntimeError("online, the server opens the game")

    def resume(self, engine: Table) -> Game:
        raise RuntimeError("online, the server keeps the game")

    def computer_to_move(self) -> bool:
        return False  # the server plays the computers

    def play_computer(self) -> bool:
        return False

    def undo(self) -> None:
        """``u``: the server's table takes the move back (the engine's policy) or refuses."""
        self.send(self.client.undo)

    # -- the end of a game, and between games

    @property
    def play_again(self) -> str:
        """What the end of the game offers: the host's Ctrl+N, or the host's choice."""
        return "online-over-host" if self.is_host() else "online-over"

    def again(self) -> bool:
        """Ctrl+N at the end: the host asks everyone seated to play again at this table."""
        state = self.client.state
        if not self.is_host():
            self.host.refuse(Msg("online-again-host-only"))
        elif state is None or state.status != "over":
            self.host.refuse(Msg("online-refused-not-over"))
        else:
            self.send_message(Again())
            self.host.say(Msg("online-again-sent"))
        return True

    # -- chat

    def chat(self, text: str) -> None:
        line = clean(text)
        if not line:
            self.host.say(Msg("online-chat-cancelled"))
        elif self.client.code is None:
            self.presence.chat(line)  # in the lobby: to everyone there
        else:
            self.send(lambda: self.client.chat(line))

    def chat_history(self, step: int) -> None:
        self.chats.step(step)

    def clock(self) -> list[Msg]:
        return self.turns.said()

    def toggle_mute(self) -> None:
        self.chats.toggle_mute()

    # -- the network

    def _spawn(self, job: Callable[[], Awaitable[None]]) -> None:
        spawn = self.host.spawn
        assert spawn is not None, "online play runs inside the application's event loop"

        async def run() -> None:
            await job()

        spawn(run)

    def send(self, send: Callable[[], Awaitable[None]]) -> None:
        async def job() -> None:
            try:
                await send()
            except NotConnected:
                self.host.refuse(Msg("online-not-connected"))

        self._spawn(job)

    def send_message(self, message: TableMessage) -> None:
        async def send() -> None:
            await self.client.send(message)

        self.send(send)

    async def listen(self) -> None:
        client = self.client
        if self.listening is client:
            return
        self.listening = client
        try:
            async for message in client:
                if client is not self.client:
                    break  # a table left for the lobby: what it still sends is not said
                try:
                    self.receive(message)
                except Exception:  # one bad message must not stop the table
                    log.exception("a message from the server could not be said")
        finally:
            if self.listening is client:
                self.listening = None

    def receive(self, message: Incoming) -> None:
        """Say what the server sent, in this player's language (``ui.online_heard``)."""
        self.heard.receive(message)

    @property
    def quit_question(self) -> str:
        return self.leaving.quit_question
