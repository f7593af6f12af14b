"""A chat line online: typed letters gather, Enter sends, Escape cancels (the mode keeps the text).

Letters reach this mode as typed (``takes_text``), ``x`` included: nothing stops speech first.
The line goes to the table (``ui.online``), which cleans it at the text boundary and sends it.
"""

from __future__ import annotations

from typing import ClassVar, Protocol

from talking_yahtzee.core.text import clean
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.ui.keys import Arg, Binding, KeyTable
from talking_yahtzee.ui.modes.base import Mode, ModeHandler

CHAT_MAX = 300
"""The longest line the server takes."""


class ChatTable(Protocol):
    """What a chat line needs of the online table (``ui.online.OnlineTable``)."""

    def chat(self, text: str) -> None: ...

    def toggle_mute(self) -> None: ...


class ChatMode(ModeHandler):
    """Typing a chat line over the mode in force."""

    mode = Mode.CHAT
    KEYS = KeyTable(
        Binding("enter", "send", "help-online-chat-line"),
        Binding("escape", "cancel", "help-online-chat-line"),
        Binding("backspace", "erase", "help-online-chat-line"),
    )
    stops_speech_first: ClassVar[bool] = False
    takes_text: ClassVar[bool] = True

    online: ChatTable | None = None
    """Set by the online table when it is made; None at home (no chat)."""
    text = ""

    def open(self) -> None:
        if self.online is None:
            self.host.refuse(Msg("online-chat-offline"))
            return
        self.text = ""
        self.host.push(Mode.CHAT)
        self.host.say(Msg("online-chat-open"))

    def key(self, name: str) -> None:
        if len(name) == 1 and name.isprintable():
            if len(self.text) < CHAT_MAX:
                self.text += name
            return
        super().key(name)

    def send(self, arg: Arg = None) -> None:
        text, self.text = clean(self.text), ""
        self.host.pop()
        if not text:
            self.host.say(Msg("online-chat-cancelled"))
            return
        assert self.online is not None
        self.online.chat(text)

    def cancel(self, arg: Arg = None) -> None:
        self.text = ""
        self.host.pop()
        self.host.say(Msg("online-chat-cancelled"))

    def erase(self, arg: Arg = None) -> None:
        self.text = self.text[:-1]

    def unknown(self, name: str) -> None:
        self.host.refuse(Msg("help-online-chat-line"))
