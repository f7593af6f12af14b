"""The other-cards mode: Left and Right read the other players' cards; other keys go back."""

from __future__ import annotations

from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.ui.keys import SHIFT_LETTER, Arg, Binding, Keymap
from talking_yahtzee.ui.modes.base import Mode, ModeHandler, next_starting_with


class OtherCardMode(ModeHandler):
    """Entered with ``o``; any key it does not know goes back and does what it does there. The mode
    keeps whose card it reads (``player``)."""

    mode = Mode.OTHER_CARD

    _player = 0

    @property
    def player(self) -> int:
        """The seat of the player whose card is read."""
        return self._player

    def open(self, player: int) -> None:
        """Enter the mode over the one in force, on ``player``'s card."""
        self.host.push(Mode.OTHER_CARD)
        self._player = player

    def action_jump(self, arg: Arg) -> None:
        """First-letter navigation: the next player whose name starts with the letter."""
        assert isinstance(arg, str)
        host = self.host
        others = host.announcer_.others()
        names = [
            host.game_.players[seat].name if seat in others else ""
            for seat in range(len(host.game_.players))
        ]
        index = next_starting_with(names, self._player, arg)
        if index is None:
            host.refuse(Msg("choice-none", letter=arg.upper()))
            return
        self._player = index
        host.say(host.announcer_.review_card(index))

    def action_step(self, arg: Arg) -> None:
        assert isinstance(arg, int)
        host = self.host
        others = host.announcer_.others()  # never the listener's own card
        at = others.index(self._player) if self._player in others else 0
        self._player = others[(at + arg) % len(others)]
        host.say(host.announcer_.review_card(self._player))

    def action_back(self, arg: Arg = None) -> None:
        self.host.pop()
        self.host.say(self.host.announcer_.review_turn())

    def unknown(self, name: str) -> None:
        self.host.pop()
        self.host.dispatch(name)

    KEYS = Keymap(
        Binding("left", action_step, "help-other-card", arg=-1),
        Binding("right", action_step, "help-other-card", arg=1),
        Binding("escape", action_back, "help-other-card"),
        Binding(SHIFT_LETTER, action_jump, "help-other-card"),
    )
