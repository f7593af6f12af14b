"""The play mode: rolling, holding, moving through the boxes, scoring and hints on your turn."""

from __future__ import annotations

from talking_yahtzee.core.game import Roll, ScoreBox, SetHeld, ToggleHold
from talking_yahtzee.core.rules import CATEGORIES, DICE_COUNT, IllegalAction
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.messages.phrases import box, box_args, initial
from talking_yahtzee.sound import Sound
from talking_yahtzee.ui.keys import (
    COMMON,
    HELP_KEY,
    HINT_KEY,
    PACE_KEYS,
    QUIT_KEY,
    REVIEW_KEYS,
    SHIFT_LETTER,
    SOUND_KEYS,
    SPEECH_KEYS,
    STATISTICS_KEY,
    UNDO_KEY,
    Arg,
    Binding,
    KeyTable,
)
from talking_yahtzee.ui.layouts import number_keys
from talking_yahtzee.ui.modes.base import Mode, next_starting_with
from talking_yahtzee.ui.modes.common import CommonActions

HOLD_POSITION_KEYS = tuple(
    Binding(number_keys(n), "hold_position", "help-hold-position", arg=n - 1, when="hold-position")
    for n in range(1, DICE_COUNT + 1)
)
"""The number-row key marked n (whatever it types on the player's layout, see ``ui.layouts``) or
keypad n holds or releases die n in hold-by-position mode."""
HOLD_VALUE_KEYS = tuple(
    Binding(number_keys(n), "hold_value", "help-hold-value", arg=n, when="hold-value")
    for n in range(1, 7)
)
"""In hold-by-value mode the key marked n holds one more die showing n; once every die showing n
is held, it releases them all. No Shift: what Shift with a digit types differs between layouts."""

BOX_KEYS = (
    Binding(("up", "s-tab"), "move_focus", "help-boxes", arg="up"),
    Binding(("down", "tab"), "move_focus", "help-boxes", arg="down"),
    Binding("home", "move_focus", "help-boxes", arg="home"),
    Binding("end", "move_focus", "help-boxes", arg="end"),
    Binding("pageup", "move_focus", "help-boxes", arg="pageup"),
    Binding("pagedown", "move_focus", "help-boxes", arg="pagedown"),
    Binding("enter", "score_focused", "help-boxes"),
    Binding(SHIFT_LETTER, "jump_to_box", "help-first-letter"),
)
"""Shift with a letter moves to the next box whose name (in the player's language) starts with it:
plain letters are commands in play (R rolls, C reads the card), so the initial takes Shift, which
every layout types the same way (upper case)."""

COMPUTER_TURN = KeyTable(Binding((" ", "enter"), "hurry", "help-computer"), COMMON)
"""While a computer player plays: hurry it, or the common keys; anything else is refused."""


class PlayMode(CommonActions):
    """Your turn (and watching a computer's): keys become game commands."""

    mode = Mode.PLAY
    KEYS = KeyTable(
        HELP_KEY,
        Binding(("r", " "), "roll", "help-roll"),
        HOLD_POSITION_KEYS,
        HOLD_VALUE_KEYS,
        BOX_KEYS,
        UNDO_KEY,
        REVIEW_KEYS,
        HINT_KEY,
        SPEECH_KEYS,
        SOUND_KEYS,
        PACE_KEYS,
        STATISTICS_KEY,
        QUIT_KEY,
    )
    """In the in-game help's order: the help says each distinct help id of this table once."""

    def computer_plays(self) -> bool:
        game = self.c.game_
        return game.player.is_computer and not game.is_over

    def table(self) -> KeyTable:
        return COMPUTER_TURN if self.computer_plays() else self.KEYS

    def allows(self, when: str) -> bool:
        return when == f"hold-{self.c.prefs.hold_mode}"

    def unknown(self, name: str) -> None:
        if self.computer_plays():
            name = self.c.game_.player.name
            self.c.refuse(Msg("error-not-your-turn", player=name, player_initial=initial(name)))
        else:
            self.c.refuse(Msg("error-unknown-key"))

    def hurry(self, arg: Arg = None) -> None:
        self.c.computers.hurry.set()

    def roll(self, arg: Arg = None) -> None:
        c = self.c
        game = c.game_
        if not c.forgiving.roll_allowed():
            return
        if game.needs_dice_values:
            try:
                game.check_roll()
            except IllegalAction as error:
                c.refuse(c.announcer_.refusal(error))
                return
            c.dice_entry.ask_values()
            return
        c.apply(Roll())

    def hold_position(self, arg: Arg) -> None:
        assert isinstance(arg, int)
        self._toggle(arg)

    def hold_value(self, arg: Arg) -> None:
        """Hold one more die showing the value; when all of them are held, release them all."""
        c = self.c
        game = c.game_
        dice = game.turn.dice
        if dice is None:
            c.refuse(Msg("error-not-rolled"))
            return
        held = game.turn.held
        showing = [p for p in range(DICE_COUNT) if dice[p] == arg]
        if not showing:
            c.refuse(Msg("review-dice-value-none", value=arg, held="no"))
            return
        free = [p for p in showing if p not in held]
        if free:
            self._toggle(free[0])
            return
        c.focus_area = "dice"
        c.focus = showing[0]
        c.apply(SetHeld(held - frozenset(showing)))

    def _toggle(self, position: int) -> None:
        self.c.focus_area = "dice"
        self.c.focus = position
        self.c.apply(ToggleHold(position))

    def move_focus(self, arg: Arg) -> None:
        c = self.c
        last = len(CATEGORIES) - 1
        edge = None
        if c.focus_area == "boxes" and (c.focus, arg) in ((0, "up"), (last, "down")):
            edge = Sound.LIST_TOP if arg == "up" else Sound.LIST_BOTTOM
        if c.focus_area != "boxes":
            c.focus_area = "boxes"
            c.focus = 0 if arg in ("down", "home", "pageup") else last
            if arg in ("home", "end"):
                c.focus = 0 if arg == "home" else last
        elif arg == "up":
            c.focus = max(0, c.focus - 1)
        elif arg == "down":
            c.focus = min(last, c.focus + 1)
        elif arg in ("home", "pageup"):
            c.focus = 0
        else:
            c.focus = last
        c.pending_zero = None
        c.say(c.announcer_.box_focus(CATEGORIES[c.focus]), sound=edge)

    def jump_to_box(self, arg: Arg) -> None:
        """First-letter navigation: the next box (cycling) whose name starts with the letter."""
        assert isinstance(arg, str)
        c = self.c
        names = [c.localizer.format(box(category)) for category in CATEGORIES]
        start = c.focus if c.focus_area == "boxes" else -1
        index = next_starting_with(names, start, arg)
        if index is None:
            c.refuse(Msg("choice-none", letter=arg.upper()))
            return
        c.focus_area = "boxes"
        c.focus = index
        c.pending_zero = None
        c.say(c.announcer_.box_focus(CATEGORIES[index]))

    def score_focused(self, arg: Arg = None) -> None:
        c = self.c
        game, announcer = c.game_, c.announcer_
        if c.focus_area != "boxes":
            c.refuse(Msg("app-choose-box"))
            return
        category = CATEGORIES[c.focus]
        try:
            option = game.check_score(category)
        except IllegalAction as error:
            c.refuse(announcer.refusal(error, category))
            return
        dice = game.turn.dice
        assert dice is not None
        if option.points == 0 and not game.card.yahtzee_bonus_for(dice, game.rules):
            c.pending_zero = c.focus
            c.mode = Mode.CONFIRM_ZERO
            c.say(Msg("box-confirm-zero", **box_args(category)))
            return
        c.apply(ScoreBox(category))

    def hint(self, arg: Arg = None) -> None:
        self.c.coach.hint()

    def undo(self, arg: Arg = None) -> None:
        self.c.forgiving.undo()
