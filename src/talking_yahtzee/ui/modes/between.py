"""Between games at an online table: the rematch question, and the host's seats and computers.

When the host asks to play again (Ctrl+N at the end), every person seated hears the question:
the language's yes letter or Enter plays again, its no letter or Escape gives the seat up; any
other key asks again. Before a game (the first or the next) the host's ``c`` in the table's lobby
lists the seats: Up and Down choose, Left and Right change a computer's level, ``a`` adds a
computer, Delete or Backspace takes away the chosen computer or open seat, ``o`` opens a
computer's seat for a person, ``s`` lists the spectators to seat one in the chosen open or
computer's seat (Up and Down choose, Enter seats, Escape goes back: issue 42), Escape or Enter
goes back. What the server then does is said to everyone (``ui.online_heard``).
"""

from __future__ import annotations

from typing import Protocol

from talking_yahtzee.core.game import COMPUTER_LEVELS
from talking_yahtzee.core.text import clean_name
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.sound import Sound
from talking_yahtzee.ui.keys import NO, YES, Arg, Binding, Keymap
from talking_yahtzee.ui.modes.base import Host, Mode, ModeHandler
from talking_yahtzee.ui.modes.confirm import YesNoMode

SeatLine = tuple[str, str, str | None]
"""A seat as the host's list says it: its kind (``person``, ``computer`` or ``open``), the
name, a computer's level."""


class BetweenOnline(Protocol):
    """What these keys need of the online table (``ui.online.OnlineTable``)."""

    def is_host(self) -> bool: ...

    def between_games(self) -> bool: ...

    def seat_lines(self) -> list[SeatLine]: ...

    def answer_again(self, yes: bool) -> None: ...

    def add_computer(self, level: str) -> None: ...

    def set_level(self, seat: int, level: str) -> None: ...

    def drop_seat(self, seat: int) -> None: ...

    def open_seat(self, seat: int) -> None: ...

    def spectator_names(self) -> list[str]: ...

    def seat_spectator(self, seat: int, name: str) -> None: ...

    def take_seat(self) -> None: ...


class AgainMode(YesNoMode):
    """Play again at this table? Yes or Enter plays again; no or Escape gives the seat up."""

    mode = Mode.AGAIN

    online: BetweenOnline | None = None
    """Set by the online table when it is made."""
    question: Msg | None = None

    def ask(self, question: Msg) -> None:
        self.question = question
        if self.host.mode is not Mode.AGAIN:
            self.host.push(Mode.AGAIN)
        self.host.say(question, sound=Sound.YOUR_TURN)

    def action_accept(self, arg: Arg = None) -> None:
        self._answer(yes=True)

    def action_decline(self, arg: Arg = None) -> None:
        self._answer(yes=False)

    def _answer(self, *, yes: bool) -> None:
        self.host.pop()
        assert self.online is not None
        self.online.answer_again(yes)

    def unknown(self, name: str) -> None:
        self.host.refuse(self.question or Msg("help-online-again"))

    KEYS = Keymap(
        Binding((YES, "enter"), action_accept, "help-online-again"),
        Binding((NO, "escape"), action_decline, "help-online-again"),
    )


class SeatsMode(ModeHandler):
    """The host's seats before a game: choose, set a computer's level, add, take away."""

    mode = Mode.SEATS

    online: BetweenOnline | None = None
    """Set by the online table when it is made."""

    def __init__(self, host: Host) -> None:
        super().__init__(host)
        self.index = 0

    def open(self) -> None:
        online = self.online
        if online is None or not online.is_host():
            self.host.refuse(Msg("online-host-only"))
            return
        if not online.between_games():
            self.host.refuse(Msg("online-seats-not-now"))
            return
        self.index = 0
        self.host.push(Mode.SEATS)
        self.host.say([Msg("online-seats-keys"), self.line()])

    def seats(self) -> list[SeatLine]:
        assert self.online is not None
        return self.online.seat_lines()

    def line(self, index: int | None = None) -> Msg:
        seats = self.seats()
        self.index = min(self.index if index is None else index, len(seats) - 1)
        kind, name, level = seats[self.index]
        return Msg(
            "online-seat-line",
            number=self.index + 1,
            kind=kind,
            player=name,
            level=Msg("choice-level", level=level or "good"),
        )

    def action_move(self, arg: Arg) -> None:
        assert isinstance(arg, int)
        index = self.index + arg
        if not 0 <= index < len(self.seats()):
            self.host.say(self.line(), sound=Sound.LIST_TOP if arg < 0 else Sound.LIST_BOTTOM)
            return
        self.host.say(self.line(index))

    def _ready(self) -> BetweenOnline | None:
        online = self.online
        if online is None or not online.between_games():
            self.host.pop()
            self.host.refuse(Msg("online-seats-not-now"))
            return None
        return online

    def action_level(self, arg: Arg) -> None:
        assert isinstance(arg, int)
        online = self._ready()
        if online is None:
            return
        kind, _, level = self.seats()[self.index]
        if kind != "computer":
            self.host.refuse(Msg("online-seats-not-computer"))
            return
        levels = list(COMPUTER_LEVELS)
        now = levels.index(level) if level in levels else 1
        online.set_level(self.index, levels[(now + arg) % len(levels)])

    def action_add(self, arg: Arg = None) -> None:
        online = self._ready()
        if online is not None:
            online.add_computer("good")

    def action_drop(self, arg: Arg = None) -> None:
        online = self._ready()
        if online is None:
            return
        kind = self.seats()[self.index][0]
        if kind == "person":
            self.host.refuse(Msg("online-seats-not-computer"))
            return
        online.drop_seat(self.index)

    def action_open(self, arg: Arg = None) -> None:
        """``o``: the chosen computer's seat opens for a person, for a spectator's ``s``."""
        online = self._ready()
        if online is None:
            return
        if self.seats()[self.index][0] != "computer":
            self.host.refuse(Msg("online-seats-not-computer"))
            return
        online.open_seat(self.index)

    def action_seat_spectator(self, arg: Arg = None) -> None:
        """``s``: the spectators, to seat one in the chosen open or computer's seat (issue 42)."""
        online = self._ready()
        if online is None:
            return
        if self.seats()[self.index][0] == "person":
            self.host.refuse(Msg("online-seats-not-computer"))
            return
        names = online.spectator_names()
        if not names:
            self.host.refuse(Msg("online-spectators-none"))
            return
        self.host.handler(SpectatorsMode).ask(self.index, names)

    def sit(self) -> None:
        """A spectator's ``s`` in the table's lobby: the first open seat."""
        if self.online is not None:
            self.online.take_seat()

    def action_done(self, arg: Arg = None) -> None:
        self.host.pop()
        self.host.say(Msg("online-seats-done"))

    def unknown(self, name: str) -> None:
        self.host.refuse(Msg("online-seats-keys"))

    KEYS = Keymap(
        Binding("up", action_move, "help-online-seats", arg=-1),
        Binding("down", action_move, "help-online-seats", arg=1),
        Binding("left", action_level, "help-online-seats-level", arg=-1),
        Binding("right", action_level, "help-online-seats-level", arg=1),
        Binding("a", action_add, "help-online-seats-add"),
        Binding(("delete", "backspace"), action_drop, "help-online-seats-drop"),
        Binding("o", action_open, "help-online-seats-open"),
        Binding("s", action_seat_spectator, "help-online-seats-spectator"),
        Binding(("escape", "enter"), action_done, "help-online-seats"),
    )


class SpectatorsMode(ModeHandler):
    """The host chooses a spectator to seat: Up and Down, Enter seats, Escape goes back."""

    mode = Mode.SPECTATORS

    online: BetweenOnline | None = None
    """Set by the online table when it is made."""

    def __init__(self, host: Host) -> None:
        super().__init__(host)
        self.seat = 0
        self.names: list[str] = []
        self.index = 0

    def ask(self, seat: int, names: list[str]) -> None:
        self.seat, self.names, self.index = seat, names, 0
        self.host.push(Mode.SPECTATORS)
        self.host.say([Msg("online-spectators-choose", number=seat + 1), self.choice()])

    def choice(self) -> Msg:
        return Msg("online-name", player=clean_name(self.names[self.index]))

    def action_move(self, arg: Arg) -> None:
        assert isinstance(arg, int)
        index = self.index + arg
        if not 0 <= index < len(self.names):
            edge = Sound.LIST_TOP if arg < 0 else Sound.LIST_BOTTOM
            self.host.say(self.choice(), sound=edge)
            return
        self.index = index
        self.host.say(self.choice())

    def action_seat(self, arg: Arg = None) -> None:
        self.host.pop()
        assert self.online is not None
        self.online.seat_spectator(self.seat, self.names[self.index])

    def action_cancel(self, arg: Arg = None) -> None:
        self.host.pop()
        self.host.say(Msg("online-spectators-cancelled"))

    def unknown(self, name: str) -> None:
        self.host.refuse(Msg("online-spectators-choose", number=self.seat + 1))

    KEYS = Keymap(
        Binding("up", action_move, "help-online-spectators", arg=-1),
        Binding("down", action_move, "help-online-spectators", arg=1),
        Binding("enter", action_seat, "help-online-spectators"),
        Binding("escape", action_cancel, "help-online-spectators"),
    )
