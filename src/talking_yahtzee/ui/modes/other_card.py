"""The other-cards mode: Left and Right read the other players' cards; other keys go back."""

from __future__ import annotations

from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.ui.keys import SHIFT_LETTER, Arg, Binding, KeyTable
from talking_yahtzee.ui.modes.base import Mode, ModeHandler, next_starting_with


class OtherCardMode(ModeHandler):
    """Entered with ``o``; any key it does not know goes back and does what it does there."""

    mode = Mode.OTHER_CARD
    KEYS = KeyTable(
        Binding("left", "step", "help-other-card", arg=-1),
        Binding("right", "step", "help-other-card", arg=1),
        Binding("escape", "back", "help-other-card"),
        Binding(SHIFT_LETTER, "jump", "help-other-card"),
    )

    def jump(self, arg: Arg) -> None:
        """First-letter navigation: the next player whose name starts with the letter."""
        assert isinstance(arg, str)
        c = self.c
        names = [player.name for player in c.game_.players]
        index = next_starting_with(names, c.other_player, arg)
        if index is None:
            c.refuse(Msg("choice-none", letter=arg.upper()))
            return
        c.other_player = index
        c.say(c.announcer_.review_card(index))

    def step(self, arg: Arg) -> None:
        assert isinstance(arg, int)
        c = self.c
        c.other_player = (c.other_player + arg) % len(c.game_.players)
        c.say(c.announcer_.review_card(c.other_player))

    def back(self, arg: Arg = None) -> None:
        self.c.mode = self.c.previous_mode
        self.c.say(self.c.announcer_.review_turn())

    def unknown(self, name: str) -> None:
        self.c.mode = self.c.previous_mode
        self.c.dispatch(name)
