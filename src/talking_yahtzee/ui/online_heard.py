"""What an online player hears from the server: each message it sends, said in their language.

:class:`Heard` takes the server's messages for one online table (``ui.online.OnlineTable``): an
accepted command goes the home's one path (``host.updated``), then what only online adds (another
person's turn and roll, ``ui.online_turns``); a move taken back, people joining, leaving, standing
in or coming back, chat, the table closed, a dropped connection and the reconnection, the turn
timer; and what tables that last add (issue 32): the host's question to play again, the new game
at the same table, the host's rights passed on, a spectator seated (by the host too), the host's
computers; and
after a game, how everyone played and the ratings (issue 41, ``ui.skill``, ``ui.online_ratings``).
"""

from __future__ import annotations

from typing import Any, Protocol

from talking_yahtzee.core.game import Game, SetHeld
from talking_yahtzee.core.text import clean_name, name_key
from talking_yahtzee.engine.table import Entry
from talking_yahtzee.engine.table import Update as EngineUpdate
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.net.client import Client, Dropped, GaveUp, Incoming, Reconnected
from talking_yahtzee.net.mirror import Mirror, command_of
from talking_yahtzee.net.protocol import (
    AgainAsked,
    ChatLine,
    GameSkills,
    NewGame,
    Refused,
    SeatChanged,
    TableClosed,
    TurnClock,
    Undone,
    Update,
    events_of,
)
from talking_yahtzee.ui.host import Host, Mode
from talking_yahtzee.ui.modes.between import AgainMode
from talking_yahtzee.ui.modes.lobby import LobbyMode
from talking_yahtzee.ui.modes.play import PlayMode
from talking_yahtzee.ui.online_chat import ChatLog, Spectators
from talking_yahtzee.ui.online_leave import Leaving
from talking_yahtzee.ui.online_missed import Missed
from talking_yahtzee.ui.online_ratings import game_rated
from talking_yahtzee.ui.online_turns import TurnWatch
from talking_yahtzee.ui.online_words import come_back, digits_spoken, refusal, taken_back, who_sits

SEAT_CHANGES = frozenset(
    {"joined", "away", "stand-in", "back", "removed", "left", "watching", "timed-out"}
)
"""The seat changes said as a line of their own (``online-seat-<change>``)."""
LASTING_CHANGES = frozenset(
    {"accepted", "declined", "host", "sat", "computer", "level", "dropped", "opened", "seated"}
)
"""The seat changes of tables that last (issue 32): the rematch's answers, the host's rights,
a spectator seated, the host's computers."""


class HeardOnline(Protocol):
    """What hearing the server needs of the online table (``ui.online.OnlineTable``)."""

    host: Host
    client: Client
    lobby: LobbyMode
    turns: TurnWatch
    chats: ChatLog
    spectators: Spectators
    missed: Missed
    leaving: Leaving
    record: dict[str, Any] | None

    def is_host(self) -> bool: ...


class Heard:
    """The server's messages at one online table, said as they come."""

    def __init__(self, table: HeardOnline) -> None:
        self.table = table
        self.dropped = False
        """The connection was lost and that was said (once, until it is back)."""
        self.fresh = False
        """A new game at this table is awaited: its first update starts it afresh."""

    def receive(self, message: Incoming) -> None:
        """Say what the server sent, in this player's language."""
        table = self.table
        if isinstance(message, Update):
            self.updated(message)
        elif isinstance(message, Undone):
            self.undone(message)
        elif isinstance(message, SeatChanged):
            self.seat_changed(message)
        elif isinstance(message, ChatLine):
            table.chats.heard(message)
        elif isinstance(message, TableClosed):
            self.closed(message)
        elif isinstance(message, Refused):
            table.host.refuse(refusal(message.reason, table.host))
        elif isinstance(message, Dropped):
            table.turns.pause()
            if not self.dropped:
                self.dropped = True
                table.host.say(Msg("online-connection-lost"), interrupt=False)
        elif isinstance(message, TurnClock):
            table.turns.started(message)
        elif isinstance(message, Reconnected):
            self.reconnected(message)
        elif isinstance(message, GaveUp):
            table.host.say(Msg("online-gave-up", reason=message.reason), interrupt=False)
        elif isinstance(message, AgainAsked):
            self.asked(message)
        elif isinstance(message, NewGame):
            self.new_game(message)
        elif isinstance(message, GameSkills):
            self.judged(message)

    # -- the game

    def updated(self, update: Update) -> None:
        """The server accepted a command: the same path as at home (``host.updated``)."""
        table = self.table
        host, client = table.host, table.client
        game = client.game
        if game is None:
            return
        if self.fresh:
            self.fresh = False
            host.adopt(game)  # the same players: the coach and the cursor start afresh
            host.handler(PlayMode).new_game()
        events = events_of(update)
        before = host.game
        host.follow(game)
        if before is None or host.mode is Mode.LOBBY:
            host.replace(Mode.PLAY)  # the game began
            before = game  # not a table's game left before
        table.missed.add([update], client.seat)
        seat = update.seat
        card = before.cards[seat] if seat < len(before.cards) else game.cards[seat]
        now = self.as_left(update) or game
        entry = Entry(seat, update.actor, command_of(events, now))
        turn = now.turn if now is not game and isinstance(entry.command, SetHeld) else before.turn
        heard = table.turns.heard(seat, events)  # others' holds only at detailed
        host.updated(EngineUpdate(entry, heard, card, turn))
        more = table.turns.lines(events)  # "Bob's turn", "Bob, full house, ..."
        if more:
            host.say(more, interrupt=False)

    def as_left(self, update: Update) -> Game | None:
        """The game as ``update`` left it, when the client has taken in later ones already (this
        program fell behind: a slow voice, a busy machine), so that a computer's keep is said
        with its own dice ("Robo keeps 2, 2."), not the next turn's (issue 42); else None."""
        state = update.state
        if state is None or self.table.client.last_seq <= update.seq:
            return None
        try:
            return Mirror().update(state)
        except (ValueError, KeyError):
            return None

    def undone(self, undone: Undone) -> None:
        client = self.table.client
        if client.game is not None:
            taken_back(self.table.host, client.game, undone, mine=undone.seat == client.seat)

    # -- the seats

    def seat_changed(self, change: SeatChanged) -> None:
        table = self.table
        client, host = table.client, table.host
        if client.game is not None and host.game is not None:
            host.follow(client.game)
        if change.change in LASTING_CHANGES:
            self.lasting_change(change)
            return
        mine = change.seat is not None and change.seat == client.seat
        if change.change not in SEAT_CHANGES or (mine and change.change in ("joined", "back")):
            return
        name = clean_name(change.name)
        if change.seat is None and change.change in ("watching", "left"):
            if client.spectator and name_key(name) == name_key(clean_name(client.name)):
                return  # this spectator, at the start or back after a drop: never said to them
            table.spectators.came(name, joined=change.change == "watching")  # bursts: one line
            return
        messages = [Msg(f"online-seat-{change.change}", player=name)]
        state = change.state
        everyone = all(s.taken for s in state.seats)
        if change.change == "joined" and state.status == "waiting" and table.is_host() and everyone:
            messages.append(Msg("online-everyone-here"))
        host.say(messages, interrupt=False)

    def lasting_change(self, change: SeatChanged) -> None:
        """The seat changes of tables that last: the host's rights passed on, a spectator
        seated, a rematch answered, the host's computers."""
        client, host = self.table.client, self.table.host
        name = clean_name(change.name)
        mine = change.seat is not None and change.seat == client.seat
        if change.change == "host":
            host.say(Msg("online-host-you" if mine else "online-seat-host", player=name))
            return
        if mine and change.change == "sat" and client.code is not None:
            host.say(Msg("online-seated", code=digits_spoken(client.code)))
            return
        if mine and change.change == "seated" and client.code is not None:  # by the host
            number, code = (change.seat or 0) + 1, digits_spoken(client.code)
            host.say(Msg("online-seated-by-host", number=number, code=code))
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
            number=(change.seat or 0) + 1,
        )
        host.say(said, interrupt=False)

    # -- the table's life

    def closed(self, closed: TableClosed) -> None:
        table = self.table
        table.turns.stop()
        if closed.record is not None:
            table.record = closed.record
        if closed.reason != "finished":
            table.host.say(Msg(f"online-closed-{closed.reason}"), interrupt=False)
            table.leaving.closed()  # removed, or the table ended: back in the lobby

    def judged(self, judged: GameSkills) -> None:
        """How everyone played the game just ended, as the server analysed it, and the ratings
        after it (issue 41); dropped once another game began."""
        client, host = self.table.client, self.table.host
        game, shown = client.game, host.game  # the game this player's interface follows
        if game is None or shown is None or not (game.is_over and shown.is_over):
            return
        if len(judged.skills) != len(game.players):
            return
        host.ending.skill.heard(judged.skills, game_rated(judged, client.seat))

    def reconnected(self, back: Reconnected) -> None:
        table = self.table
        self.dropped = False
        table.turns.resume()
        table.missed.add(back.missed, table.client.seat)
        client = table.client
        back_said = Msg("online-back")
        come_back(table.host, client.game, back_said, back.missed, client.state, client.seat)

    def asked(self, asked: AgainAsked) -> None:
        """The host asks to play again: the question for those asked, a line for the others."""
        host = self.table.host
        seat, name = self.table.client.seat, clean_name(asked.name)
        if seat is not None and seat in asked.asked:
            question = Msg("online-again-asked", player=name)
            host.handler(AgainMode).ask(question)
        elif seat != asked.seat:
            host.say(Msg("online-again-asked-others", player=name), interrupt=False)

    def new_game(self, new: NewGame) -> None:
        """Everyone answered: the same table waits for its next game, in the table's lobby."""
        table = self.table
        table.record, self.fresh = None, True
        table.turns.stop()
        table.lobby.waiting()
        state, hosting = new.state, table.is_host()
        host_name = clean_name(state.seats[state.host].name)
        said = Msg("online-new-game", host="yes" if hosting else "no", player=host_name)
        table.host.say([said, who_sits(state)], interrupt=False)
