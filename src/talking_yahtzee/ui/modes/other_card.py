"""The other-cards mode: Left and Right read the other players' cards; other keys go back."""

from __future__ import annotations

from talking_yahtzee.ui.keys import Arg, Binding, KeyTable
from talking_yahtzee.ui.modes.base import Mode, ModeHandler


class OtherCardMode(ModeHandler):
    """Entered with ``o``; any key it does not know goes back and does what it does there."""

    mode = Mode.OTHER_CARD
    KEYS = KeyTable(
        Binding("left", "step", "help-other-card", arg=-1),
        Binding("right", "step", "help-other-card", arg=1),
        Binding("escape", "back", "help-other-card"),
    )

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
