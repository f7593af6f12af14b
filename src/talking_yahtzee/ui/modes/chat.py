"""A chat line online: typed letters echoed, the line reviewed with Left/Right, Enter sends.

Letters reach this mode as typed (``takes_text``), ``x`` included: nothing stops speech first.
Each letter is said as it is typed (as names are in the setup), Backspace says what it erased,
Left/Right/Home/End move through the line and say the character there, Up/Down read the chat
heard so far (its own history, beside the game's). What is typed stays out of the game's history
(comma and period). The line goes to the table (``ui.online``),
which cleans it at the text boundary and sends it.
"""

from __future__ import annotations

from typing import ClassVar, Protocol

from talking_yahtzee.core.text import clean
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.ui.keys import Arg, Binding, Condition, Keymap
from talking_yahtzee.ui.modes.base import Mode, ModeHandler

CHAT_MAX = 300
"""The longest line the server takes."""


class ChatOnline(Protocol):
    """What a chat line and the play keys need of the online table (``ui.online.OnlineTable``)."""

    def chat(self, text: str) -> None: ...

    def toggle_mute(self) -> None: ...

    def clock(self) -> list[Msg]:
        """The time left in the turn, when the table has a turn timer."""
        ...

    def chat_history(self, step: int) -> None:
        """Say an older (``step`` -1) or newer (+1) chat line; 0: the newest."""
        ...

    def to_lobby(self) -> None:
        """Escape: back to the lobby, asked first while holding a seat in a game under way."""
        ...

    def say_missed(self) -> None:
        """What happened since this player's last turn, at the detailed level."""
        ...

    def copy_link(self) -> None:
        """The table's link on the clipboard, for friends in a browser."""
        ...


def character(text: str) -> Msg:
    """One character as a screen reader says it: a space by name."""
    return Msg("online-chat-space") if text.isspace() else Msg("online-chat-char", char=text)


class ChatMode(ModeHandler):
    """Typing a chat line over the mode in force."""

    mode = Mode.CHAT
    stops_speech_first: ClassVar[bool] = False
    takes_text: ClassVar[bool] = True

    online: ChatOnline | None = None
    """Set by the online table when it is made; None at home (no chat)."""
    text = ""
    cursor = 0
    """Where the next letter goes: 0 before the first, ``len(text)`` at the end."""

    def open(self) -> None:
        if self.online is None:
            self.host.refuse(Msg("online-chat-offline"))
            return
        self.text, self.cursor = "", 0
        self.host.push(Mode.CHAT)
        self.host.say(Msg("online-chat-open"), keep=False)

    def key(self, name: str) -> None:
        if len(name) == 1 and name.isprintable():
            if len(self.text) >= CHAT_MAX:
                self.host.refuse(Msg("online-chat-full", limit=CHAT_MAX))
                return
            self.text = self.text[: self.cursor] + name + self.text[self.cursor :]
            self.cursor += 1
            self.host.say(character(name), keep=False)
            return
        super().key(name)

    def action_send(self, arg: Arg = None) -> None:
        text, self.text, self.cursor = clean(self.text), "", 0
        self.host.pop()
        if not text:
            self.host.say(Msg("online-chat-cancelled"), keep=False)
            return
        assert self.online is not None
        self.online.chat(text)

    def action_cancel(self, arg: Arg = None) -> None:
        self.text, self.cursor = "", 0
        self.host.pop()
        self.host.say(Msg("online-chat-cancelled"), keep=False)

    def action_erase(self, arg: Arg = None) -> None:
        """Backspace: the character before the cursor goes, and is said."""
        if self.cursor == 0:
            self.host.refuse(Msg("online-chat-start" if self.text else "online-chat-empty"))
            return
        gone = self.text[self.cursor - 1]
        self.text = self.text[: self.cursor - 1] + self.text[self.cursor :]
        self.cursor -= 1
        self.host.say(Msg("online-chat-erased", char=character(gone)), keep=False)

    def action_delete(self, arg: Arg = None) -> None:
        """Delete: the character under the cursor goes, and is said."""
        if self.cursor >= len(self.text):
            self.host.refuse(Msg("online-chat-end" if self.text else "online-chat-empty"))
            return
        gone = self.text[self.cursor]
        self.text = self.text[: self.cursor] + self.text[self.cursor + 1 :]
        self.host.say(Msg("online-chat-erased", char=character(gone)), keep=False)

    def action_move(self, arg: Arg = None) -> None:
        """Left/Right a character, Home/End the line's ends: say what is there."""
        text = self.text
        if not text:
            self.host.refuse(Msg("online-chat-empty"))
            return
        if arg == "home":
            self.cursor = 0
        elif arg == "end":
            self.cursor = len(text)
        else:
            assert isinstance(arg, int)
            moved = self.cursor + arg
            if not 0 <= moved <= len(text):
                self.host.refuse(Msg("online-chat-start" if moved < 0 else "online-chat-end"))
                return
            self.cursor = moved
        if self.cursor >= len(text):
            self.host.say(Msg("online-chat-end"), keep=False)
        else:
            self.host.say(character(text[self.cursor]), keep=False)

    def action_read_line(self, arg: Arg = None) -> None:
        """F2: the whole line typed so far."""
        line = clean(self.text)
        said = Msg("online-chat-typed", text=line) if line else Msg("online-chat-empty")
        self.host.say(said, keep=False)

    def action_history(self, arg: Arg = None) -> None:
        assert self.online is not None and isinstance(arg, int)
        self.online.chat_history(arg)

    def unknown(self, name: str) -> None:
        self.host.refuse(Msg("help-online-chat-line"))

    KEYS = Keymap(
        Binding("enter", action_send, "help-online-chat-line"),
        Binding("escape", action_cancel, "help-online-chat-line"),
        Binding("backspace", action_erase, "help-online-chat-edit"),
        Binding("delete", action_delete, "help-online-chat-edit"),
        Binding("left", action_move, "help-online-chat-edit", arg=-1),
        Binding("right", action_move, "help-online-chat-edit", arg=1),
        Binding("home", action_move, "help-online-chat-edit", arg="home"),
        Binding("end", action_move, "help-online-chat-edit", arg="end"),
        Binding("up", action_history, "help-online-chat-history", arg=-1),
        Binding("down", action_history, "help-online-chat-history", arg=1),
        Binding("f2", action_read_line, "help-online-chat-edit"),
    )


online = Condition(lambda host: host.handler(ChatMode).online is not None, "online")
"""At a table on a server (``yahtzee online``): the online table is made and known to the modes."""
