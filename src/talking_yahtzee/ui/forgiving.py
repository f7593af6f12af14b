"""Forgiving play in the interface: roll guards, undo, the autosave when the game changed, resume.

The rules of forgiving play live in ``forgive`` (RollGuard, UndoStack) and the saved game in
``savegame``; this module feeds them from the controller and speaks their answers. The game is
saved in one place, :meth:`Forgiving.autosave`, asked after every handled key and every computer
step; it writes only when the game changed since the last save (``Game.version``).
"""

from __future__ import annotations

import logging
import random
import uuid

from talking_yahtzee.advisor.opponents import opponent
from talking_yahtzee.core.dice import RandomDice
from talking_yahtzee.core.forgive import RollGuard, UndoRefused, UndoStack, Verdict
from talking_yahtzee.core.game import Command, Game, Roll, ScoreBox
from talking_yahtzee.core.rules import CATEGORIES
from talking_yahtzee.messages.forgiving import (
    refusal_message,
    resume_offer,
    resumed_message,
    roll_check_message,
    save_problem_notice,
    undone_messages,
)
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.store.savegame import SavedGame, SaveStore
from talking_yahtzee.ui.host import Host, Mode
from talking_yahtzee.ui.modes.dice_entry import DiceEntryMode
from talking_yahtzee.ui.modes.play import ConfirmZeroMode, PlayMode

log = logging.getLogger(__name__)

RESUME_CHOICES = ("ask", "resume", "new")
"""At the start, with an unfinished game saved: ask (the default), resume it (--resume), or start
a new game keeping it until the new one has its first score (--new)."""

KEYS_HANDLED = "keys"
"""The ``ui`` entry of a save counting the keys handled in the game so far (tests resume by it)."""


class Forgiving:
    """Roll guards, undo and the saved game of one controller."""

    def __init__(
        self,
        host: Host,
        *,
        store: SaveStore | None = None,
        resume: str = "ask",
        undo: bool = True,
        roll_guard: bool = True,
    ) -> None:
        self.host = host
        self.store = store
        self.resume_choice = resume
        self.guard = RollGuard(debounce=roll_guard, confirm=roll_guard)
        self.undo_stack = UndoStack(enabled=undo)
        self.uid = uuid.uuid4().hex
        self.offered: SavedGame | None = None
        self.keep_old = False
        """A new game was chosen over a saved one: keep that until this game's first score."""
        self.keys = 0
        self._rolled_key = False
        self._person_command: Command | None = None
        self._saved: tuple[Game, int] | None = None
        """The game and its version when last saved: a save only when something changed."""

    # -- the roll guards

    def roll_allowed(self) -> bool:
        """A person's roll key: False (and a cue or a question said) when it is guarded."""
        self._rolled_key = True
        check = self.guard.roll_key(self.host.game_, self.host.computers.clock.now())
        message = roll_check_message(check, "R")
        if message is not None:
            self.host.say(message)
        return check.verdict is Verdict.ROLL

    def key_handled(self) -> None:
        """After every key: a key other than a roll cancels the guard's question; then save."""
        if not self._rolled_key:
            self.guard.other_key()
        self._rolled_key = False
        if self.host.game is not None and self.host.mode not in (Mode.SETUP, Mode.RESUME):
            self.keys += 1
        self.autosave()

    # -- undo

    def before(self, command: Command) -> None:
        """A person's command is about to be applied (see :meth:`applied`)."""
        self._person_command = command

    def applied(self, command: Command, player: int, done: bool) -> None:
        """After a command: a refused one adds nothing to undo; a roll ends what undo can reach."""
        by_person, self._person_command = self._person_command is command, None
        if not done:
            return
        if isinstance(command, Roll):
            self.undo_stack.rolled(player)
        elif by_person:
            self.undo_stack.carried_out(self.host.game_, command)

    def undo(self) -> None:
        host = self.host
        game = host.game_
        try:
            undone = self.undo_stack.undo(game)
        except UndoRefused as refused:
            host.say(refusal_message(refused, game))
            return
        if isinstance(undone.command, ScoreBox):
            host.handler(PlayMode).focus_on("boxes", CATEGORIES.index(undone.command.category))
        host.say(undone_messages(undone, game))

    # -- saving

    def autosave(self, *, computer_step: bool = False) -> None:
        """Save the game in progress (the one place it is saved); nothing once it is over.

        While computers play, only their own steps save: a key between a computer's decision and
        its roll must not save a state its random generator has already moved past.
        """
        host, store = self.host, self.store
        game = host.game
        if store is None or game is None or game.is_over:
            return
        if host.computers.running and not computer_step:
            return
        if host.mode in (Mode.SETUP, Mode.RESUME):
            return
        if self.keep_old and not any(t.category is not None for t in game.turns):
            return
        if self._saved == (game, game.version):
            return  # nothing changed since the last save: a review key writes nothing
        self.keep_old = False
        saved = SavedGame(game, self.uid, self.rngs(), self.ui(), undo=self.undo_stack.to_data())
        if store.save(saved):
            self._saved = (game, game.version)
        else:
            notice = save_problem_notice(store)
            if notice is not None:
                host.say(notice, interrupt=False)

    def rngs(self) -> dict[str, random.Random]:
        computers = self.host.computers
        rngs = {"computer": computers.rng, "computer-dice": computers.dice.random}
        for seat, brain in computers.opponents.items():
            if brain.rng is not None:
                rngs[f"opponent-{seat}"] = brain.rng
        return rngs

    def ui(self) -> dict[str, str | int | float | bool | None]:
        host, play = self.host, self.host.handler(PlayMode)
        return {
            "focus": play.focus,
            "focus_area": play.focus_area,
            "zero": host.handler(ConfirmZeroMode).zero if host.mode is Mode.CONFIRM_ZERO else None,
            "asked": self.guard.asked,
            KEYS_HANDLED: self.keys,
        }

    def game_over(self) -> None:
        """The game ended and was counted: nothing is left to resume."""
        if self.store is not None and not self.keep_old:
            self.store.clear()

    # -- resuming

    def offer(self) -> bool:
        """At the start: resume a saved game or offer to. True when the start is taken care of."""
        store = self.store
        if store is None:
            return False
        saved = store.load()
        notice = save_problem_notice(store)
        if notice is not None:
            self.host.say(notice, interrupt=False)
        if saved is None:
            if self.resume_choice == "resume":
                self.host.say(Msg("forgive-resume-none"), interrupt=False)
            return False
        if self.resume_choice == "new":
            self.keep_old = True
            return False
        if self.resume_choice == "resume":
            self.resume(saved)
            return True
        self.offered = saved
        self.host.replace(Mode.RESUME)
        self.host.say(resume_offer(saved), interrupt=False)
        return True

    def resume(self, saved: SavedGame) -> None:
        """Go on with ``saved`` exactly where it stopped: its dice and computers' choices too."""
        host = self.host
        game = saved.game
        self.offered = None
        self.uid = saved.uid
        host.adopt(game)
        computers = host.computers
        computers.rng = saved.rngs.get("computer", computers.rng)
        if "computer-dice" in saved.rngs:
            computers.dice = RandomDice(saved.rngs["computer-dice"])
        for name, rng in saved.rngs.items():
            seat = name.removeprefix("opponent-")
            if seat != name and seat.isdigit() and int(seat) < len(game.players):
                level = game.players[int(seat)].level or "good"
                computers.opponents[int(seat)] = opponent(level, rng)
        self.undo_stack.restore(saved.undo, game)
        focus, area = saved.ui.get("focus"), saved.ui.get("focus_area")
        keys = saved.ui.get(KEYS_HANDLED)
        play = host.handler(PlayMode)
        play.focus_on(
            area if isinstance(area, str) and area in ("boxes", "dice") else "boxes",
            focus if isinstance(focus, int) and 0 <= focus < len(CATEGORIES) else 0,
        )
        self.keys = keys if isinstance(keys, int) else 0
        asked = saved.ui.get("asked")
        self.guard.asked = asked if isinstance(asked, str) else None
        zero = saved.ui.get("zero")
        host.replace(Mode.PLAY)
        if isinstance(zero, int) and zero == play.focus and play.focus_area == "boxes":
            host.handler(ConfirmZeroMode).ask(zero)  # Enter again still scores the zero
        host.say([resumed_message(saved), host.announcer_.review_turn()], interrupt=False)
        if game.needs_dice_values and game.first_roll_pending is not None:
            host.handler(DiceEntryMode).ask_first_roll()
        elif game.player.is_computer and game.first_roll_pending is None:
            computers.start()

    def decline(self) -> None:
        """A new game instead of the one offered (kept until the new one's first score)."""
        self.offered = None
        self.keep_old = True
        self.host.replace(Mode.PLAY)
        self.host.say(Msg("forgive-resume-new"))
        self.host.begin()

    def new_game(self) -> None:
        """A game starts: a new name for the statistics, nothing to undo, no key counted."""
        self.uid = uuid.uuid4().hex
        self.undo_stack.clear()
        self.keys = 0
