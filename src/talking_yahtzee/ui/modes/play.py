"""The play mode: rolling, holding, moving through the boxes, scoring and hints on your turn.

A zero to confirm (``ConfirmZeroMode``) is part of playing: Enter again scores it, any other key
plays on.
"""

from __future__ import annotations

from talking_yahtzee.core.game import Game, Roll, ScoreBox, SetHeld, ToggleHold
from talking_yahtzee.core.rules import DICE_COUNT, Category, IllegalAction
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.messages.phrases import box, box_args, initial
from talking_yahtzee.sound import Sound
from talking_yahtzee.ui.keys import (
    SHIFT_LETTER,
    Arg,
    Binding,
    Keymap,
    hold_by_position,
    hold_by_value,
    number_row,
)
from talking_yahtzee.ui.modes.base import Host, Mode, ModeHandler, next_starting_with
from talking_yahtzee.ui.modes.chat import ChatMode
from talking_yahtzee.ui.modes.common import (
    CHAT_KEYS,
    COMMON,
    HELP_KEY,
    HOST_KEYS,
    PACE_KEYS,
    QUIT_KEY,
    REVIEW_KEYS,
    SOUND_KEYS,
    SPEECH_KEYS,
    STATISTICS_KEY,
    TABLE_KEYS,
    UNDO_KEY,
    CommonActions,
)
from talking_yahtzee.ui.modes.dice_entry import DiceEntryMode


def allowed_indexes(game: Game) -> list[int] | None:
    """When the rules force some boxes (a forced Joker, the order), the indexes of the only boxes
    that may be chosen; None when every open box may be (Up and Down go over the whole card). In
    forced order that is the box to fill, the last one included."""
    if game.turn.dice is None:
        return None
    allowed = {option.category for option in game.options()}
    everything = allowed >= set(game.card.open_categories) and not game.rules.forced_order
    if not allowed or everything:
        return None
    return [i for i, category in enumerate(game.rules.categories) if category in allowed]


class PlayMode(CommonActions):
    """Your turn (and watching a computer's): keys become game commands.

    The mode owns the player's cursor: the focused box (an index into the rules' boxes) or die.
    """

    mode = Mode.PLAY

    _area = "boxes"
    _index = 0
    _turn: tuple[int, int] | None = None
    """The turn (round, player) the cursor was last put in; a new turn puts it on an open box
    (in forced order the box that must be filled)."""

    def __init__(self, host: Host) -> None:
        super().__init__(host)
        self._left: dict[int, int] = {}
        """Where each person here left the cursor at the end of their last turn (a box)."""

    @property
    def focus_area(self) -> str:
        """``"boxes"`` or ``"dice"``: what the cursor is on."""
        self._follow_turn()
        return self._area

    @property
    def focus(self) -> int:
        """The focused box (an index into the rules' boxes) or die (a position)."""
        self._follow_turn()
        return self._index

    def focus_on(self, area: str, index: int) -> None:
        """Put the cursor on a box (``"boxes"``) or a die (``"dice"``)."""
        self._area, self._index = area, index
        self._turn = self._current_turn()

    def new_game(self) -> None:
        """A game starts: the cursor goes back to the first box or die."""
        self._area, self._index, self._turn = "boxes", 0, None
        self._left = {}

    def _current_turn(self) -> tuple[int, int] | None:
        game = self.host.game
        return None if game is None else (game.round, game.current)

    def _box_to_fill(self) -> int | None:
        """In forced order, the index of the box this turn must fill; otherwise None."""
        game = self.host.game
        if game is None or not game.rules.forced_order or game.is_over:
            return None
        next_box = game.card.next_box
        return None if next_box is None else game.rules.index(next_box)

    def _first_open(self, seat: int) -> int:
        """Where a person's turn starts: the box their cursor was left on at the end of their
        last turn if it is still open on their card (a turn the server ended for them, or a
        scoring taken back), else their first open box; so after a score, never the box just
        filled, where Enter could only say it is filled."""
        game = self.host.game_
        card, boxes = game.cards[seat], game.rules.categories
        left = self._left.get(seat)
        if left is not None and card[boxes[left]] is None:
            return left
        return next((i for i, box in enumerate(boxes) if card[box] is None), 0)

    def _follow_turn(self) -> None:
        """Each turn of a person here starts on an open box (:meth:`_first_open`); in forced order
        on the box to fill. Whatever path the turn came by (a score, a computer's turn, a resumed
        or online game, physical dice)."""
        turn = self._current_turn()
        if turn == self._turn:
            return
        game = self.host.game
        here = self.host.table.seats_here(game) if game is not None else ()
        if self._turn is not None and self._turn[1] in here and self._area == "boxes":
            self._left[self._turn[1]] = self._index  # where this person left the cursor
        self._turn = turn
        index = self._box_to_fill()
        if index is None and game is not None and not game.is_over and game.current in here:
            index = self._first_open(game.current)
        if index is not None:
            self._area, self._index = "boxes", index

    def computer_plays(self) -> bool:
        """Someone not at this keyboard moves: a computer, or online another person."""
        host = self.host
        game = host.game_
        if game.is_over:
            return False
        return game.player.is_computer or game.current not in host.table.seats_here(game)

    def keymap(self) -> Keymap:
        if not self.computer_plays():
            return self.KEYS
        return self.COMPUTER_TURN if self.host.table.moves_computers else self.OTHER_PERSON_TURN

    def not_yours(self) -> Msg:
        """Online, a move on another's turn: whose turn it is (a spectator: only watching)."""
        host = self.host
        if not host.table.seats_here(host.game_):
            return Msg("online-refused-spectator")
        return Msg("online-not-your-turn", player=host.game_.player.name)

    def unknown(self, name: str) -> None:
        host = self.host
        if self.computer_plays() and not host.table.moves_computers:
            host.refuse(self.not_yours())  # online: no hurrying
        elif self.computer_plays():
            name = host.game_.player.name
            host.refuse(Msg("error-not-your-turn", player=name, player_initial=initial(name)))
        else:
            host.refuse(Msg("error-unknown-key"))

    def action_review_turn(self, arg: Arg = None) -> None:
        """T (and R while a computer plays): during a computer's turn its name, its dice so far
        and how to hurry it; otherwise whose turn, the round and the rolls left."""
        host = self.host
        if arg == "roll" and not host.table.moves_computers:  # online, R on another's turn
            host.refuse(self.not_yours())
            return
        said = [host.announcer_.review_turn()]
        if self.computer_plays():
            said = [host.announcer_.review_computer_dice()]
            if host.table.moves_computers:
                said.append(Msg("app-computer-hurry"))
        online = host.handler(ChatMode).online
        if online is not None:
            said += online.clock()  # online, the time left in the turn
        host.say(said)

    def action_review_dice(self, arg: Arg = None) -> None:
        """D: the dice; while someone else moves, whose turn it is and their dice so far."""
        host = self.host
        if self.computer_plays():
            host.say(host.announcer_.review_computer_dice())
        else:
            super().action_review_dice(arg)

    def action_hurry(self, arg: Arg = None) -> None:
        host = self.host
        if not host.table.moves_computers:  # online: nobody here can hurry another's turn
            host.refuse(self.not_yours())
            return
        host.computers.hurry.set()

    def action_roll(self, arg: Arg = None) -> None:
        host = self.host
        game = host.game_
        if not host.forgiving.roll_allowed():
            return
        if game.needs_dice_values:
            try:
                game.check_roll()
            except IllegalAction as error:
                host.refuse(host.announcer_.refusal(error))
                return
            host.handler(DiceEntryMode).ask_values()
            return
        host.apply(Roll())

    def action_hold_position(self, arg: Arg) -> None:
        assert isinstance(arg, int)
        self._toggle(arg)

    def action_hold_value(self, arg: Arg) -> None:
        """Hold one more die showing the value; when all of them are held, release them all."""
        host = self.host
        game = host.game_
        dice = game.turn.dice
        if dice is None:
            host.refuse(Msg("error-not-rolled"))
            return
        held = game.turn.held
        showing = [p for p in range(DICE_COUNT) if dice[p] == arg]
        if not showing:
            host.refuse(Msg("review-dice-value-none", value=arg, held="no"))
            return
        free = [p for p in showing if p not in held]
        if free:
            self._toggle(free[0])
            return
        self.focus_on("dice", showing[0])
        host.apply(SetHeld(held - frozenset(showing)))

    def _toggle(self, position: int) -> None:
        self.focus_on("dice", position)
        self.host.apply(ToggleHold(position))

    @property
    def _boxes(self) -> tuple[Category, ...]:
        """The boxes of the game's rules, in card order."""
        return self.host.game_.rules.categories

    def allowed_boxes(self) -> list[int] | None:
        return allowed_indexes(self.host.game_)

    def action_move_focus(self, arg: Arg) -> None:
        host = self.host
        self._follow_turn()
        allowed = self.allowed_boxes()
        if allowed is not None:
            self._move_among(allowed, arg)
            return
        last = len(self._boxes) - 1
        edge = None
        if self._area == "boxes" and (self._index, arg) in ((0, "up"), (last, "down")):
            edge = Sound.LIST_TOP if arg == "up" else Sound.LIST_BOTTOM
        if self._area != "boxes":
            self._area = "boxes"
            self._index = 0 if arg in ("down", "home", "pageup") else last
            if arg in ("home", "end"):
                self._index = 0 if arg == "home" else last
        elif arg == "up":
            self._index = max(0, self._index - 1)
        elif arg == "down":
            self._index = min(last, self._index + 1)
        elif arg in ("home", "pageup"):
            self._index = 0
        else:
            self._index = last
        host.say(host.announcer_.box_focus(self._boxes[self._index]), sound=edge)

    def _move_among(self, allowed: list[int], arg: Arg) -> None:
        """Up and Down stop only on the boxes allowed; Home and End go to the first and last of
        them; past either end the list's edge sound, the cursor staying."""
        host = self.host
        current = self._index if self._area == "boxes" else None
        edge = None
        if arg in ("home", "pageup") or (current is None and arg == "down"):
            index = allowed[0]
        elif arg in ("end", "pagedown") or current is None:
            index = allowed[-1]
        elif arg == "up":
            before = [i for i in allowed if i < current]
            index = before[-1] if before else allowed[0]
            edge = None if before else Sound.LIST_TOP
        else:
            after = [i for i in allowed if i > current]
            index = after[0] if after else allowed[-1]
            edge = None if after else Sound.LIST_BOTTOM
        self.focus_on("boxes", index)
        host.say(host.announcer_.box_focus(self._boxes[index]), sound=edge)

    def action_jump_to_box(self, arg: Arg) -> None:
        """First-letter navigation: the next box (cycling) whose name starts with the letter."""
        assert isinstance(arg, str)
        host = self.host
        self._follow_turn()
        names = [host.localizer.format(box(category)) for category in self._boxes]
        start = self._index if self._area == "boxes" else -1
        index = next_starting_with(names, start, arg)
        if index is None:
            host.refuse(Msg("choice-none", letter=arg.upper()))
            return
        self.focus_on("boxes", index)
        host.say(host.announcer_.box_focus(self._boxes[index]))

    def action_score_focused(self, arg: Arg = None) -> None:
        host = self.host
        game, announcer = host.game_, host.announcer_
        self._follow_turn()
        to_fill = self._box_to_fill()
        if self._area != "boxes" and to_fill is not None:  # on a die: the only box there is
            self._area, self._index = "boxes", to_fill
        if self._area != "boxes":
            host.refuse(Msg("app-choose-box"))
            return
        category = self._boxes[self._index]
        try:
            option = game.check_score(category)
        except IllegalAction as error:
            host.refuse(announcer.refusal(error, category))
            return
        dice = game.turn.dice
        assert dice is not None
        if option.points == 0 and not game.card.yahtzee_bonus_for(dice):
            host.handler(ConfirmZeroMode).ask(self._index)
            host.say(Msg("box-confirm-zero", **box_args(category)))
            return
        host.apply(ScoreBox(category))

    def action_hint(self, arg: Arg = None) -> None:
        """``h``: the advisor's options, one a press (``ui.coach``)."""
        self.host.coach.hint()

    BOX_KEYS = (
        Binding(("up", "s-tab"), action_move_focus, "help-boxes", arg="up"),
        Binding(("down", "tab"), action_move_focus, "help-boxes", arg="down"),
        Binding("home", action_move_focus, "help-boxes", arg="home"),
        Binding("end", action_move_focus, "help-boxes", arg="end"),
        Binding("pageup", action_move_focus, "help-boxes", arg="pageup"),
        Binding("pagedown", action_move_focus, "help-boxes", arg="pagedown"),
        Binding("enter", action_score_focused, "help-boxes"),
        Binding(SHIFT_LETTER, action_jump_to_box, "help-first-letter"),
    )
    """Shift with a letter moves to the next box whose name (in the player's language) starts
    with it: plain letters are commands in play (R rolls, C reads the card), so the initial takes
    Shift, which every layout types the same way (upper case)."""

    KEYS = Keymap(
        HELP_KEY,
        Binding(("r", " "), action_roll, "help-roll"),
        number_row(
            range(1, DICE_COUNT + 1),
            action_hold_position,
            "help-hold-position",
            arg=lambda n: n - 1,
            when=hold_by_position,
        ),
        number_row(range(1, 7), action_hold_value, "help-hold-value", when=hold_by_value),
        BOX_KEYS,
        UNDO_KEY,
        REVIEW_KEYS,
        Binding("h", action_hint, "help-hint"),
        TABLE_KEYS,
        SPEECH_KEYS,
        SOUND_KEYS,
        PACE_KEYS,
        STATISTICS_KEY,
        CHAT_KEYS,
        HOST_KEYS,
        QUIT_KEY,
    )
    """Your turn, in the in-game help's order: the help says each distinct help id of this table
    once."""

    COMPUTER_TURN = Keymap(
        Binding((" ", "enter"), action_hurry, "help-computer"),
        Binding("r", action_review_turn, "help-computer", arg="roll"),
        CHAT_KEYS,
        HOST_KEYS,
        TABLE_KEYS,
        COMMON,
    )
    """While a computer player plays: hurry it, or the common keys; R (a roll) and T say whose
    turn it is and what the computer has so far; online, chat, Escape to the lobby and Z for what
    you missed; anything else is refused."""

    OTHER_PERSON_TURN = Keymap(UNDO_KEY, COMPUTER_TURN)
    """Online, while another person (or a computer) plays: as a computer's turn, and U takes back
    your scoring until they roll (the server decides)."""


class ConfirmZeroMode(ModeHandler):
    """A box that would score zero: Enter again scores it; any other key plays on as usual.

    The mode owns the box awaiting confirmation (``zero``) while it is in force, over play.
    """

    mode = Mode.CONFIRM_ZERO

    _zero: int | None = None
    pending: int | None = None
    pressed = ""

    @property
    def zero(self) -> int | None:
        """The box (an index into the rules' boxes) a second Enter scores zero in."""
        return self._zero

    def ask(self, zero: int) -> None:
        """Enter the mode over play, with box ``zero`` awaiting confirmation."""
        self._zero = zero
        self.host.push(Mode.CONFIRM_ZERO)

    def key(self, name: str) -> None:
        self.host.pop()
        self.pending, self._zero = self._zero, None
        self.pressed = name
        super().key(name)

    def shifted_letter(self, letter: str) -> bool:
        """Shift with a letter leaves the question and moves through the card, as in play."""
        self.host.pop()
        self._zero = None
        return self.host.handler(PlayMode).shifted_letter(letter)

    def action_confirm(self, arg: Arg = None) -> None:
        if self.pending is not None and self.pending == self.host.handler(PlayMode).focus:
            self.host.apply(ScoreBox(self.host.game_.rules.categories[self.pending]))
        else:
            self.unknown(self.pressed)

    def unknown(self, name: str) -> None:
        self.host.handler(PlayMode).key(name)

    KEYS = Keymap(Binding("enter", action_confirm, "help-confirm-zero"))
