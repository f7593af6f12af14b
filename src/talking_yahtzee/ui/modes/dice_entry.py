"""The dice entry mode: typing the values of physical dice, for a roll or the first-player roll."""

from __future__ import annotations

from talking_yahtzee.core.game import Roll
from talking_yahtzee.core.rules import DICE_COUNT, FACES
from talking_yahtzee.messages.announcer import values
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.ui.keys import Arg, Binding, Keymap, number_row
from talking_yahtzee.ui.modes.base import Mode
from talking_yahtzee.ui.modes.common import COMMON, CommonActions


class DiceEntryMode(CommonActions):
    """One digit per die rolled, Backspace corrects, Enter accepts, Escape cancels; the mode keeps
    the digits typed (``typed``)."""

    mode = Mode.DICE_ENTRY
    stops_speech_first = False

    _typed = ""

    @property
    def typed(self) -> str:
        """The values typed so far, one digit per die."""
        return self._typed

    def key(self, name: str) -> None:
        super().key(name)
        self.host.on_change()

    def unknown(self, name: str) -> None:
        self.host.refuse(Msg("error-dice-values-bad", count=self.needed()))

    def needed(self) -> int:
        game = self.host.game_
        if game.first_roll_pending is not None:
            return DICE_COUNT
        return len(game.turn.free_positions)

    def ask_values(self) -> None:
        """A roll with physical dice: ask for the values (over play; Enter or Escape goes back)."""
        self.host.push(Mode.DICE_ENTRY)
        self._typed = ""
        self.host.say(Msg("error-dice-values-needed", count=self.needed()))

    def ask_first_roll(self) -> None:
        """The roll for first player: computers roll at once, people type their five dice."""
        host = self.host
        game = host.game_
        player = game.first_roll_pending
        if player is None:
            return
        if game.players[player].is_computer:
            host.apply(Roll())  # the table rolls a computer's dice
            if game.first_roll_pending is not None:
                self.ask_first_roll()
            return
        host.push(Mode.DICE_ENTRY)
        self._typed = ""
        host.say(Msg("app-first-roll-entry", player=game.players[player].name), interrupt=False)

    def action_type_value(self, arg: Arg) -> None:
        assert isinstance(arg, int)
        if len(self._typed) < self.needed():
            self._typed += str(arg)
        self.host.say(Msg("dice-value", value=arg))

    def action_erase(self, arg: Arg = None) -> None:
        self._typed = self._typed[:-1]
        self.host.say(Msg("app-dice-entry", typed=values(int(ch) for ch in self._typed)))

    def action_cancel(self, arg: Arg = None) -> None:
        self._typed = ""
        if self.host.game_.first_roll_pending is None:
            self.host.pop()
            self.host.say(Msg("app-quit-cancelled"))

    def action_accept(self, arg: Arg = None) -> None:
        host = self.host
        game = host.game_
        needed = self.needed()
        if len(self._typed) != needed:
            host.refuse(Msg("error-dice-values-bad", count=needed))
            return
        typed = tuple(int(ch) for ch in self._typed)
        self._typed = ""
        host.pop()
        host.apply(Roll(typed))
        if game.first_roll_pending is not None:
            self.ask_first_roll()

    KEYS = Keymap(
        number_row(range(1, FACES + 1), action_type_value, "help-dice-entry"),
        Binding("backspace", action_erase, "help-dice-entry"),
        Binding("enter", action_accept, "help-dice-entry"),
        Binding("escape", action_cancel, "help-dice-entry"),
        COMMON,
    )
