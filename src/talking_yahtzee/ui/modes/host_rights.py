"""The host's rights at an online table: ending it for everyone, removing a player.

Ending asks first (the language's yes letter or Enter ends; any other key plays on). Removing
lists the other people at the table: Up and Down choose, Enter removes, Escape cancels. Both keys
are refused to anyone but the host. The network is the online table (``ui.online``).
"""

from __future__ import annotations

from typing import Protocol

from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.sound import Sound
from talking_yahtzee.ui.keys import YES, Arg, Binding, Keymap
from talking_yahtzee.ui.modes.base import Host, Mode, ModeHandler
from talking_yahtzee.ui.modes.confirm import YesNoMode


class HostOnline(Protocol):
    """What the host's keys need of the online table (``ui.online.OnlineTable``)."""

    def is_host(self) -> bool: ...

    def others(self) -> list[tuple[int, str]]: ...

    def end_table(self) -> None: ...

    def remove_seat(self, seat: int) -> None: ...


class ConfirmEndMode(YesNoMode):
    """End the table? Yes (the language's letter) or Enter ends it; any other key plays on."""

    mode = Mode.CONFIRM_END

    online: HostOnline | None = None
    """Set by the online table when it is made."""

    def ask(self) -> None:
        online = self.online
        if online is None or not online.is_host():
            self.host.refuse(Msg("online-host-only"))
            return
        self.host.push(Mode.CONFIRM_END)
        self.host.say(Msg("online-end-confirm"))

    def action_end(self, arg: Arg = None) -> None:
        self.host.pop()
        assert self.online is not None
        self.online.end_table()

    def unknown(self, name: str) -> None:
        self.host.pop()
        self.host.say(Msg("online-end-cancelled"))

    KEYS = Keymap(Binding((YES, "enter"), action_end, "help-online-confirm-end"))


class RemoveMode(ModeHandler):
    """Choosing a player to remove: Up and Down, Enter removes, Escape cancels."""

    mode = Mode.REMOVE

    online: HostOnline | None = None
    """Set by the online table when it is made."""

    def __init__(self, host: Host) -> None:
        super().__init__(host)
        self.choices: list[tuple[int, str]] = []
        """The other people, by seat and name, while one is chosen."""
        self.index = 0

    def ask(self) -> None:
        online = self.online
        if online is None or not online.is_host():
            self.host.refuse(Msg("online-host-only"))
            return
        self.choices, self.index = online.others(), 0
        if not self.choices:
            self.host.refuse(Msg("online-remove-none"))
            return
        self.host.push(Mode.REMOVE)
        self.host.say([Msg("online-remove-choose"), self.choice()])

    def choice(self) -> Msg:
        return Msg("online-name", player=self.choices[self.index][1])

    def action_move(self, arg: Arg) -> None:
        assert isinstance(arg, int)
        index = self.index + arg
        if not 0 <= index < len(self.choices):
            edge = Sound.LIST_TOP if arg < 0 else Sound.LIST_BOTTOM
            self.host.say(self.choice(), sound=edge)
            return
        self.index = index
        self.host.say(self.choice())

    def action_remove(self, arg: Arg = None) -> None:
        self.host.pop()
        assert self.online is not None
        self.online.remove_seat(self.choices[self.index][0])

    def action_cancel(self, arg: Arg = None) -> None:
        self.host.pop()
        self.host.say(Msg("online-remove-cancelled"))

    def unknown(self, name: str) -> None:
        self.host.refuse(Msg("online-remove-choose"))

    KEYS = Keymap(
        Binding("up", action_move, "help-online-remove", arg=-1),
        Binding("down", action_move, "help-online-remove", arg=1),
        Binding("enter", action_remove, "help-online-remove"),
        Binding("escape", action_cancel, "help-online-remove"),
    )
