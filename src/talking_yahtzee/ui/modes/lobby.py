"""The online lobby: create a table (seats, computers, rules, spectators, the computer for an
empty seat, the turn timer) or join one by its code.

The lobby is a short list: Up and Down move, Left and Right change the value, Enter acts. Joining
or watching asks for the table's nine digits (the mode keeps the digits typed). Once at a table the
lobby waits for the game: the host's Enter starts it, ``t`` says the code and who is there, Escape
goes back to the lobby. ``e`` opens a chat line, ``[`` and ``]`` step through the chat heard. The
mode keeps its own state; the network is its ``online`` (``ui.online``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Protocol

from talking_yahtzee.core.game import COMPUTER_LEVELS, MAX_PLAYERS
from talking_yahtzee.core.text import clean_name
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.messages.phrases import crowd
from talking_yahtzee.ui.config import suggested_rules
from talking_yahtzee.ui.keys import Arg, Binding, Condition, Keymap, number_row
from talking_yahtzee.ui.modes.base import Host, Mode
from talking_yahtzee.ui.modes.between import SeatsMode
from talking_yahtzee.ui.modes.common import (
    HELP_KEY,
    QUIT_KEY,
    SOUND_KEYS,
    SPEECH_KEYS,
    CommonActions,
)
from talking_yahtzee.ui.table_plan import CODE_DIGITS, MINUTES, RULES, TableSettings, table_line

if TYPE_CHECKING:  # the lobby's list holds the server's summaries; the network loads later
    from talking_yahtzee.net.protocol import LobbyState, TableSummary


class LobbyOnline(Protocol):
    """What the lobby asks of the online table (``ui.online.OnlineTable``)."""

    def create(self, settings: TableSettings) -> None: ...

    def join(self, code: str, *, spectate: bool = False) -> None: ...

    def start_game(self) -> None: ...

    def say_table(self) -> None: ...

    def is_host(self) -> bool: ...

    def watching(self) -> bool:
        """At the table as a spectator."""
        ...

    def to_lobby(self) -> None: ...

    def holds_seat_at(self, summary: TableSummary) -> bool:
        """Whether this player's name sits at the table ``summary`` lists (their key may take
        the seat back)."""
        ...

    def chat_history(self, step: int) -> None: ...


class LobbyRatings(Protocol):
    """Who says the server's ratings (``ui.online_lobby.LobbyPresence``)."""

    def say_ratings(self) -> None:
        """The player's own rating and rank on the server, then its best players."""
        ...


typing_code = Condition(lambda host: host.handler(LobbyMode).code is not None, "typing a code")
seated = Condition(lambda host: host.handler(LobbyMode).at_table, "at a table")


FIELDS = (
    "seats",
    "computers",
    "level",
    "rules",
    "spectators",
    "public",
    "rated",
    "away",
    "turn",
    "create",
    "join",
    "watch",
    "people",
)
"""The lobby's list, in order, after the server's public tables (one line each)."""


class LobbyMode(CommonActions):
    """The online lobby's list, the code typed, and the wait at a table before the game."""

    mode = Mode.LOBBY

    online: LobbyOnline | None = None
    """Set by the online table when it is made."""
    ratings: LobbyRatings | None = None
    """Set by the lobby's presence (issue 41)."""

    def rules_order(self) -> tuple[str, ...]:
        """The rule sets in the order the player's language suggests them (Yatzy first in the
        Nordic languages), as in the setup."""
        return suggested_rules(self.host.localizer.lang, RULES)

    def __init__(self, host: Host) -> None:
        super().__init__(host)
        self.settings = TableSettings(rules=self.rules_order()[0])
        self.index = 0
        self.code: str | None = None
        """The digits typed so far, while a code is asked for; None otherwise."""
        self.spectate = False
        self.at_table: bool = False
        self.busy = False
        """Waiting for the server's answer: keys that would ask again are refused."""
        self.opened = False
        """The lobby's list has been said."""
        self.listed_tables: list[TableSummary] = []
        self.yours: set[str] = set()
        """The codes of the games under way where this player's key holds a seat (issue 42)."""
        """The server's public tables, first in the list (``ui.online_lobby``)."""
        self.people: list[str] = []
        """Who is in the server's lobby."""

    def action_help(self, arg: Arg = None) -> None:
        self.host.say([Msg(i) for i in self.help_ids()])

    # -- entering

    def open(self) -> None:
        """The lobby by keys: its list, on its first line."""
        self.opened = True
        self.host.replace(Mode.LOBBY)
        self.host.say([Msg("online-lobby"), self.field_msg()], interrupt=False)

    def refused(self) -> None:
        """The server said no (or could not be reached): back to the lobby's list, said the
        first time (a table asked for on the command line)."""
        self.busy = False
        self.at_table = False
        if self.opened:
            self.host.replace(Mode.LOBBY)
        else:
            self.open()

    def left_table(self) -> None:
        """Back from a table: the lobby's list afresh, to be said again as on arrival."""
        self.busy = self.at_table = False
        self.code = None
        self.listed_tables, self.people, self.index = [], [], 0

    def waiting(self) -> None:
        """Seated at a table: the game has not begun."""
        self.busy = False
        self.at_table = True
        self.code = None
        self.host.replace(Mode.LOBBY)

    # -- the list

    def listed(self, state: LobbyState, *, first: bool = False) -> None:
        """The server's lobby now: the same line stays chosen when tables come and go."""
        chosen = self.field()
        self.yours = {t.code for t in state.yours}  # first: a seat of yours in a game begun
        public = [t for t in state.tables if t.code not in self.yours]
        self.listed_tables, self.people = [*state.yours, *public], list(state.people)
        codes = [t.code for t in self.listed_tables]
        if not isinstance(chosen, str):
            self.index = codes.index(chosen.code) if chosen.code in codes else len(codes)
        else:
            fields = self.fields()
            self.index = len(codes) + (fields.index(chosen) if chosen in fields else 0)
        if first and not self.at_table:
            self.host.say(self.people_msg(), interrupt=False)

    def fields(self) -> tuple[str, ...]:
        """:data:`FIELDS` with one level for each computer (``level-0``, ...); without computers,
        none (a level said for no computer would mislead)."""
        at, computers = FIELDS.index("level"), self.settings.computers
        levels = tuple(f"level-{k}" for k in range(computers))
        return (*FIELDS[:at], *levels, *FIELDS[at + 1 :])

    def field(self) -> str | TableSummary:
        """The line chosen: a public table, or one of :data:`FIELDS`."""
        fields = self.fields()
        self.index %= len(self.listed_tables) + len(fields)
        if self.index < len(self.listed_tables):
            return self.listed_tables[self.index]
        return fields[self.index - len(self.listed_tables)]

    def people_msg(self) -> Msg:
        people = crowd([clean_name(p) for p in self.people])  # the first few, then a count
        return Msg(
            "online-lobby-people",
            tables=len(self.listed_tables),
            count=len(self.people),
            people=people,
        )

    def field_msg(self) -> Msg:
        field, s = self.field(), self.settings
        if not isinstance(field, str):
            return table_line(field, yours=field.code in self.yours)
        if field == "people":
            return self.people_msg()
        if field == "public":
            return Msg("online-field-public", public="yes" if s.public else "no")
        if field == "rated":
            return Msg("online-field-rated", rated="yes" if s.rated else "no")
        if field == "seats":
            return Msg("online-field-seats", count=s.seats)
        if field == "computers":
            return Msg("online-field-computers", count=s.computers)
        if field.startswith("level-"):
            computer = int(field.removeprefix("level-"))
            level = Msg("choice-level", level=s.level_of(computer))
            number = s.seats - s.computers + computer + 1  # the server's name, Computer 3
            return Msg("online-field-computer-level", number=number, level=level)
        if field == "rules":
            return Msg("online-field-rules", rules=Msg("setup-rules-" + s.rules))
        if field == "spectators":
            return Msg("online-field-spectators", allowed="yes" if s.spectators else "no")
        if field == "away":
            return Msg("online-field-away", minutes=s.away)
        if field == "turn":
            return Msg("online-field-turn", minutes=s.turn)
        return Msg(f"online-field-{field}")

    def action_move(self, arg: Arg) -> None:
        assert isinstance(arg, int)
        if self.at_table or self.code is not None:
            self.unknown("")
            return
        self.index = (self.index + arg) % (len(self.listed_tables) + len(self.fields()))
        self.host.say(self.field_msg())

    def action_change(self, arg: Arg) -> None:
        assert isinstance(arg, int)
        field, s = self.field(), self.settings
        if self.at_table or self.code is not None or field in ("create", "join", "watch", "people"):
            self.unknown("")
            return
        if field == "seats":
            s.seats = min(MAX_PLAYERS, max(2, s.seats + arg))
            s.computers = min(s.computers, s.seats - 1)
        elif field == "computers":
            s.computers = min(s.seats - 1, max(0, s.computers + arg))
        elif isinstance(field, str) and field.startswith("level-"):
            computer, levels = int(field.removeprefix("level-")), list(COMPUTER_LEVELS)
            now = levels.index(s.level_of(computer))
            s.set_level(computer, levels[(now + arg) % len(levels)])
        elif field == "rules":
            order = self.rules_order()
            s.rules = order[(order.index(s.rules) + arg) % len(order)]
        elif field in ("away", "turn"):
            minutes = getattr(s, field)
            setattr(s, field, MINUTES[(MINUTES.index(minutes) + arg) % len(MINUTES)])
        elif not isinstance(field, str):
            self.unknown("")
            return
        elif field == "public":
            s.public = not s.public
        elif field == "rated":
            s.rated = not s.rated
        else:
            s.spectators = not s.spectators
        self.host.say(self.field_msg())

    def action_act(self, arg: Arg = None) -> None:
        online = self.online
        assert online is not None
        if self.busy:
            self.host.refuse(Msg("online-busy"))
            return
        if self.at_table:
            if online.is_host():
                online.start_game()
            else:
                self.host.refuse(Msg("online-refused-not-host"))
            return
        if self.code is not None:
            self.send_code()
            return
        field = self.field()
        if not isinstance(field, str):
            self.sit_at(field)
        elif field == "create":
            self.busy = True
            online.create(self.settings)
        elif field in ("join", "watch"):
            self.code, self.spectate = "", field == "watch"
            self.host.say(Msg("online-code-ask"))
        else:
            self.host.say(self.field_msg())

    def sit_at(self, summary: TableSummary) -> None:
        """Enter on a public table: a seat if one is open (or is yours: a table left for the
        lobby), else watch if allowed."""
        assert self.online is not None
        seat = (
            (summary.free > 0 and summary.status == "waiting")
            or summary.code in self.yours
            or self.online.holds_seat_at(summary)
        )
        if not seat and not summary.spectators:
            self.host.refuse(Msg("online-refused-full"))
            return
        self.busy = True
        self.online.join(summary.code, spectate=not seat)

    # -- the code

    def action_type_digit(self, arg: Arg) -> None:
        assert isinstance(arg, str) and self.code is not None
        if len(self.code) >= CODE_DIGITS:
            self.host.refuse(Msg("online-code-long"))
            return
        self.code += arg
        self.host.say(Msg("online-digit", digit=arg))

    def action_erase(self, arg: Arg = None) -> None:
        assert self.code is not None
        if not self.code:
            self.unknown("")
            return
        self.code = self.code[:-1]
        if self.code:
            self.host.say(Msg("online-code-typed", digits=" ".join(self.code)))
        else:
            self.host.say(Msg("online-code-empty"))  # not "Typed, -": a dash is read aloud

    def action_back(self, arg: Arg = None) -> None:
        self.code = None
        self.host.say(self.field_msg())

    def send_code(self) -> None:
        online, code = self.online, self.code
        assert online is not None and code is not None
        if len(code) != CODE_DIGITS:
            self.host.refuse(Msg("online-code-short", count=len(code)))
            return
        self.busy = True
        self.code = None
        online.join(code, spectate=self.spectate)

    # -- at the table

    def action_table_said(self, arg: Arg = None) -> None:
        assert self.online is not None
        self.online.say_table()

    def action_leave_table(self, arg: Arg = None) -> None:
        """Escape at a table before its game: back to the lobby."""
        assert self.online is not None
        self.online.to_lobby()

    def action_seats(self, arg: Arg = None) -> None:
        """The host's seats and computers before a game (``ui.modes.between``)."""
        self.host.handler(SeatsMode).open()

    def action_take_seat(self, arg: Arg = None) -> None:
        """A spectator takes an open seat."""
        self.host.handler(SeatsMode).sit()

    def action_ratings(self, arg: Arg = None) -> None:
        """R: the player's rating and rank on this server, and its best players (issue 41)."""
        if self.ratings is None:
            self.unknown("")
            return
        self.ratings.say_ratings()

    def unknown(self, name: str) -> None:
        """A key with no use here: the keys of where the player is, the lobby's list or the
        table waiting for its game (the host's, a spectator's or a player's)."""
        if not self.at_table or self.online is None:
            self.host.refuse(Msg("online-lobby-keys"))
            return
        role = "host" if self.online.is_host() else "player"
        if self.online.watching():
            role = "spectator"
        self.host.refuse(Msg("online-table-keys", role=role))

    KEYS = Keymap(
        HELP_KEY,
        Binding(("up", "s-tab"), action_move, "help-online-lobby-move", arg=-1),
        Binding(("down", "tab"), action_move, "help-online-lobby-move", arg=1),
        Binding("left", action_change, "help-online-lobby-change", arg=-1),
        Binding("right", action_change, "help-online-lobby-change", arg=1),
        Binding("enter", action_act, "help-online-lobby-enter"),
        number_row(range(10), action_type_digit, "help-online-code", arg=str, when=typing_code),
        Binding("backspace", action_erase, "help-online-code", when=typing_code),
        Binding("escape", action_back, "help-online-code", when=typing_code),
        Binding("escape", action_leave_table, "help-lobby-leave", when=seated),
        Binding("t", action_table_said, "help-online-lobby-table", when=seated),
        Binding("c-l", CommonActions.action_copy_link, "help-online-link", when=seated),
        Binding("e", CommonActions.action_chat, "help-lobby-chat"),
        Binding("[", CommonActions.action_chat_history, "help-online-chat-history", arg=-1),
        Binding("]", CommonActions.action_chat_history, "help-online-chat-history", arg=1),
        Binding("c", action_seats, "help-online-lobby-seats", when=seated),
        Binding("s", action_take_seat, "help-online-take-seat", when=seated),
        Binding("n", CommonActions.action_end_table, "help-online-host", when=seated),
        Binding("j", CommonActions.action_remove_player, "help-online-host", when=seated),
        Binding("r", action_ratings, "help-online-ratings"),
        SPEECH_KEYS,
        SOUND_KEYS,
        QUIT_KEY,
    )
