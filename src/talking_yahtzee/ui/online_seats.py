"""The host's rights and the seats between games at an online table (``ui.online.OnlineTable``).

What the host's keys ask of the table (``ui.modes.host_rights``: end the table, remove a person)
and what the seats before a game ask (``ui.modes.between``: the rematch's answer, computers added,
set, dropped, a seat opened, a spectator seated by the host or taking a seat), sent to the server
through the table's client. What the server then does is said by ``ui.online_heard``.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Protocol

from talking_yahtzee.core.text import clean_name
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.net.client import Client
from talking_yahtzee.net.protocol import (
    AddComputer,
    Answer,
    DropSeat,
    OpenSeat,
    SeatSpectator,
    SetLevel,
    TableMessage,
    TakeSeat,
)
from talking_yahtzee.ui.host import Host
from talking_yahtzee.ui.modes.between import SeatLine
from talking_yahtzee.ui.online_words import other_people


class SeatsTable(Protocol):
    """What these need of the online table: its voice, its client (a new one after the lobby),
    and its way of sending."""

    host: Host
    client: Client

    def is_host(self) -> bool: ...

    def send(self, send: Callable[[], Awaitable[None]]) -> None: ...

    def send_message(self, message: TableMessage) -> None: ...


class HostSeats:
    """The host's rights and the seats between games, for the modes that ask for them."""

    def __init__(self, table: SeatsTable) -> None:
        self.table = table

    def is_host(self) -> bool:
        return self.table.is_host()

    # -- the host's rights

    def others(self) -> list[tuple[int, str]]:
        """The other people at the table (not computers), by seat and name."""
        client = self.table.client
        return other_people(client.state, client.seat)

    def end_table(self) -> None:
        self.table.send(self.table.client.end)

    def remove_seat(self, seat: int) -> None:
        client = self.table.client
        self.table.send(lambda: client.remove(seat))

    # -- between games

    def answer_again(self, yes: bool) -> None:
        self.table.send_message(Answer(yes))
        if yes:
            self.table.host.say(Msg("online-again-yes"))

    def between_games(self) -> bool:
        client = self.table.client
        state = client.state
        return state is not None and state.status == "waiting" and client.code is not None

    def seat_lines(self) -> list[SeatLine]:
        state = self.table.client.state
        if state is None:
            return []
        return [(s.kind if s.taken else "open", clean_name(s.name), s.level) for s in state.seats]

    def spectator_names(self) -> list[str]:
        """The spectators at the table now, as the server last said (issue 42)."""
        state = self.table.client.state
        return [] if state is None else list(state.watchers)

    def add_computer(self, level: str) -> None:
        self.table.send_message(AddComputer(level))

    def set_level(self, seat: int, level: str) -> None:
        self.table.send_message(SetLevel(seat, level))

    def drop_seat(self, seat: int) -> None:
        self.table.send_message(DropSeat(seat))

    def open_seat(self, seat: int) -> None:
        self.table.send_message(OpenSeat(seat))

    def seat_spectator(self, seat: int, name: str) -> None:
        """The host seats the spectator ``name`` in ``seat`` (open, or a computer's)."""
        self.table.send_message(SeatSpectator(seat, name))

    def take_seat(self) -> None:
        if not self.table.client.spectator:
            self.table.host.refuse(Msg("online-refused-seated"))
            return
        self.table.send_message(TakeSeat())
