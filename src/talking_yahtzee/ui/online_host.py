"""Tables that last, the player's side: :class:`LastingTable`, the online table between games.

It is ``ui.online.OnlineTable`` with what issue 32 adds: the host's Ctrl+N at the end asks
everyone to play again, each person seated answers the question (``ui.modes.between``), the
new game at the same table is said and waits in the table's lobby; the host's rights passed on,
a spectator taking a seat and the host's computers are said to everyone, in each one's language.
"""

from __future__ import annotations

from talking_yahtzee.core.text import clean_name
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.net.client import Client, Incoming
from talking_yahtzee.net.protocol import (
    AddComputer,
    Again,
    AgainAsked,
    Answer,
    DropSeat,
    NewGame,
    SeatChanged,
    SetLevel,
    TableMessage,
    TakeSeat,
    Update,
)
from talking_yahtzee.ui.host import Host
from talking_yahtzee.ui.modes.between import AgainMode, SeatLine, SeatsMode
from talking_yahtzee.ui.modes.play import PlayMode
from talking_yahtzee.ui.online import OnlineTable
from talking_yahtzee.ui.online_words import digits_spoken, who_sits
from talking_yahtzee.ui.table_plan import OnlinePlan

LASTING_CHANGES = frozenset({"accepted", "declined", "host", "sat", "computer", "level", "dropped"})
"""The seat changes of tables that last (said here; the others by ``OnlineTable``)."""


class LastingTable(OnlineTable):
    """The online table, with a rematch, the host's rights passed on and seats between games."""

    def __init__(self, host: Host, client: Client, plan: OnlinePlan) -> None:
        super().__init__(host, client, plan)
        host.handler(AgainMode).online = self
        host.handler(SeatsMode).online = self
        self.fresh = False
        """A new game at this table is awaited: its first update starts it afresh."""

    # -- the end of a game

    def again(self) -> bool:
        """Ctrl+N at the end: the host asks everyone seated to play again at this table."""
        state = self.client.state
        if not self.is_host():
            self.host.refuse(Msg("online-again-host-only"))
        elif state is None or state.status != "over":
            self.host.refuse(Msg("online-refused-not-over"))
        else:
            self._send_message(Again())
            self.host.say(Msg("online-again-sent"))
        return True

    def answer_again(self, yes: bool) -> None:
        self._send_message(Answer(yes))
        if yes:
            self.host.say(Msg("online-again-yes"))

    # -- between games

    def between_games(self) -> bool:
        state = self.client.state
        return state is not None and state.status == "waiting" and self.client.code is not None

    def seat_lines(self) -> list[SeatLine]:
        state = self.client.state
        if state is None:
            return []
        return [(s.kind if s.taken else "open", clean_name(s.name), s.level) for s in state.seats]

    def add_computer(self, level: str) -> None:
        self._send_message(AddComputer(level))

    def set_level(self, seat: int, level: str) -> None:
        self._send_message(SetLevel(seat, level))

    def drop_seat(self, seat: int) -> None:
        self._send_message(DropSeat(seat))

    def take_seat(self) -> None:
        if not self.client.spectator:
            self.host.refuse(Msg("online-refused-seated"))
            return
        self._send_message(TakeSeat())

    # -- what the server says

    def receive(self, message: Incoming) -> None:
        if isinstance(message, AgainAsked):
            self.asked(message)
        elif isinstance(message, NewGame):
            self.new_game(message)
        else:
            super().receive(message)
        # What the end of the game offers: the host's Ctrl+N, or the host's choice.
        self.play_again = "online-over-host" if self.is_host() else "online-over"

    def asked(self, asked: AgainAsked) -> None:
        seat, name = self.client.seat, clean_name(asked.name)
        if seat is not None and seat in asked.asked:
            question = Msg("online-again-asked", player=name)
            self.host.handler(AgainMode).ask(question)
        elif seat != asked.seat:
            self.host.say(Msg("online-again-asked-others", player=name), interrupt=False)

    def new_game(self, new: NewGame) -> None:
        """Everyone answered: the same table waits for its next game, in the table's lobby."""
        self.record, self.fresh = None, True
        self.turns.stop()
        self.lobby.waiting()
        state, hosting = new.state, self.is_host()
        host_name = clean_name(state.seats[state.host].name)
        said = Msg("online-new-game", host="yes" if hosting else "no", player=host_name)
        self.host.say([said, who_sits(state)], interrupt=False)

    def updated(self, update: Update) -> None:
        game = self.client.game
        if self.fresh and game is not None:
            self.fresh = False
            self.host.adopt(game)  # the same players: the coach and the cursor start afresh
            self.host.handler(PlayMode).new_game()
        super().updated(update)

    def seat_changed(self, change: SeatChanged) -> None:
        if change.change not in LASTING_CHANGES:
            super().seat_changed(change)
            return
        client, host = self.client, self.host
        if client.game is not None and host.game is not None:
            host.follow(client.game)
        name = clean_name(change.name)
        mine = change.seat is not None and change.seat == client.seat
        if change.change == "host":
            host.say(Msg("online-host-you" if mine else "online-seat-host", player=name))
            return
        if mine and change.change == "sat" and client.code is not None:
            host.say(Msg("online-seated", code=digits_spoken(client.code)))
            return
        if mine and change.change == "accepted":
            return
        level = None
        if change.seat is not None and change.seat < len(change.state.seats):
            level = change.state.seats[change.seat].level
        said = Msg(
            f"online-seat-{change.change}",
            player=name,
            level=Msg("choice-level", level=level or "good"),
        )
        host.say(said, interrupt=False)

    def _send_message(self, message: TableMessage) -> None:
        async def send() -> None:
            await self.client.send(message)

        self._send(send)
