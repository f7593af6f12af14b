"""Forgiving play in the interface: roll guards, the autosave when the game changed, resume.

The roll guard lives in ``forgive``, undo in the table engine (``ui.table`` speaks it), the
saved table in ``savegame``; this module feeds them from the controller and speaks their answers.
The game is saved in one place, :meth:`Forgiving.autosave`, asked after every handled key and
every computer step; it writes only when the game changed since the last save (``Game.version``).
"""

from __future__ import annotations

import logging
import uuid
from typing import Protocol

from talking_yahtzee.core.forgive import RollGuard, Verdict
from talking_yahtzee.core.game import Game
from talking_yahtzee.messages.forgiving import (
    resume_offer,
    resumed_message,
    roll_check_message,
    running_notice,
    save_problem_notice,
    save_recovered_notice,
)
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.store.savegame import SavedGame, SaveStore
from talking_yahtzee.ui.host import ComputersPart, GameView, Mode, Stack, TablePart, Voice
from talking_yahtzee.ui.modes.dice_entry import DiceEntryMode
from talking_yahtzee.ui.modes.play import ConfirmZeroMode, PlayMode

log = logging.getLogger(__name__)

RESUME_CHOICES = ("ask", "resume", "new")
"""At the start, with unfinished games saved: ask (the default: each offered in turn, newest
first), resume the newest (--resume), or start a new game (--new); every save is kept."""

KEYS_HANDLED = "keys"
"""The ``ui`` entry of a save counting the keys handled in the game so far (tests resume by it)."""


class ForgivingHost(Voice, GameView, Stack, Protocol):
    """What forgiving play needs of the controller: speaking, the game, the mode stack (the
    resume offer), the table (a saved game resumed at it), the clock, and starting a game."""

    @property
    def table(self) -> TablePart: ...

    @property
    def computers(self) -> ComputersPart: ...

    def adopt(self, game: Game) -> None: ...

    def begin(self) -> None: ...


class Forgiving:
    """Roll guards and the saved game of one controller."""

    def __init__(
        self,
        host: ForgivingHost,
        *,
        store: SaveStore | None = None,
        resume: str = "ask",
        roll_guard: bool = True,
    ) -> None:
        self.host = host
        self.store = store
        self.resume_choice = resume
        self.guard = RollGuard(debounce=roll_guard, confirm=roll_guard)
        self.uid = uuid.uuid4().hex
        self.offered: SavedGame | None = None
        self.offers: list[SavedGame] = []
        """The saved games offered at the start, newest first; :attr:`offered` is one of them."""
        self.keys = 0
        self._rolled_key = False
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

    # -- saving

    def autosave(self, *, computer_step: bool = False) -> None:
        """Save the game in progress (the one place it is saved); nothing once it is over.

        While computers play, only their own steps save: a key between a computer's decision and
        its roll must not save a state its random generator has already moved past.
        """
        host, store = self.host, self.store
        game, table = host.game, host.table.engine
        if store is None or game is None or table is None or game.is_over:
            return
        if host.computers.running and not computer_step:
            return
        if host.mode in (Mode.SETUP, Mode.RESUME):
            return
        if self._saved == (game, game.version):
            return  # nothing changed since the last save: a review key writes nothing
        saved = SavedGame(table, self.uid, self.ui())
        if store.save(saved):
            self._saved = (game, game.version)
        notice = save_problem_notice(store) or save_recovered_notice(store)
        if notice is not None:
            host.say(notice, interrupt=False)

    def ui(self) -> dict[str, str | int | float | bool | None]:
        host, play = self.host, self.host.handler(PlayMode)
        return {
            "focus": play.focus,
            "focus_area": play.focus_area,
            "zero": host.handler(ConfirmZeroMode).zero if host.mode is Mode.CONFIRM_ZERO else None,
            "asked": self.guard.asked,
            KEYS_HANDLED: self.keys,
        }

    def goodbye(self) -> Msg:
        """What leaving says: that the game is saved and where it stands, when it stays saved
        (a box scored, the last change written), else only goodbye."""
        self.autosave()
        game, store = self.host.game, self.store
        if game is None or game.is_over or store is None or not store.keeps(self.uid):
            return Msg("app-goodbye")
        return Msg("app-goodbye-saved", round=game.round, rounds=game.rules.rounds)

    def game_over(self) -> None:
        """The game ended and was counted: nothing is left to resume."""
        if self.store is not None:
            self.store.clear(self.uid)

    # -- resuming

    def offer(self) -> bool:
        """At the start: resume a saved game or offer them. True when the start is taken care of.

        Every saved game no other running game holds is offered in turn, newest first, by who,
        round and when; games running beside this one are said and left alone.
        """
        store = self.store
        if store is None:
            return False
        games = store.saved_games()
        notices = [save_problem_notice(store), running_notice(store)]
        for notice in notices:
            if notice is not None:
                self.host.say(notice, interrupt=False)
        if not games:
            if self.resume_choice == "resume":
                self.host.say(Msg("forgive-resume-none"), interrupt=False)
            return False
        if self.resume_choice == "new":
            store.release_others(None)
            return False
        if self.resume_choice == "resume":
            self.resume(games[0])
            return True
        self.offers = games
        self.offered = games[0]
        self.host.replace(Mode.RESUME)
        self.host.say(self.offer_message(), interrupt=False)
        return True

    def offer_message(self) -> Msg:
        """The offer of :attr:`offered`: which of the saved games it is, its players, round, day."""
        saved = self.offered
        assert saved is not None
        return resume_offer(saved, self.offers.index(saved) + 1, len(self.offers))

    def resume(self, saved: SavedGame) -> None:
        """Go on with ``saved`` exactly where it stopped: its dice and computers' choices too."""
        host = self.host
        game = saved.game
        self.offered, self.offers = None, []
        if self.store is not None:
            self.store.release_others(saved.uid)  # the others stay saved, for another time
        self.uid = saved.uid
        saved.table.undo_allowed = host.prefs.undo  # this program's setting, as for a new game
        host.adopt(host.table.resume(saved.table))
        focus, area = saved.ui.get("focus"), saved.ui.get("focus_area")
        keys = saved.ui.get(KEYS_HANDLED)
        play = host.handler(PlayMode)
        play.focus_on(
            area if isinstance(area, str) and area in ("boxes", "dice") else "boxes",
            focus if isinstance(focus, int) and 0 <= focus < game.rules.rounds else 0,
        )
        self.keys = keys if isinstance(keys, int) else 0
        asked = saved.ui.get("asked")
        self.guard.asked = asked if isinstance(asked, str) else None
        zero = saved.ui.get("zero")
        host.replace(Mode.PLAY)
        if isinstance(zero, int) and zero == play.focus and play.focus_area == "boxes":
            host.handler(ConfirmZeroMode).ask(zero)  # Enter again still scores the zero
        announcer = host.announcer_
        said = resumed_message(
            saved,
            player=announcer.name(game.current),
            kind=announcer.kind(game.current),
            dice=announcer.review_dice(),
        )
        host.say(said, interrupt=False)
        if game.needs_dice_values and game.first_roll_pending is not None:
            host.handler(DiceEntryMode).ask_first_roll()
        elif host.table.computer_to_move():
            host.computers.start()

    def decline(self) -> None:
        """Not this one: the next saved game is offered; after the last, a new game begins.
        Every saved game is kept."""
        if self.offered is not None and self.offered is not self.offers[-1]:
            self.offered = self.offers[self.offers.index(self.offered) + 1]
            self.host.say(self.offer_message())
            return
        self.offered, self.offers = None, []
        if self.store is not None:
            self.store.release_others(None)
        self.host.replace(Mode.PLAY)
        self.host.say(Msg("forgive-resume-new"))
        self.host.begin()

    def discard(self) -> None:
        """The game offered is discarded for good (the player asked twice): the next is offered,
        or after the last a new game begins."""
        saved = self.offered
        assert saved is not None
        if self.store is not None:
            self.store.clear(saved.uid)
        index = self.offers.index(saved)
        self.offers.remove(saved)
        self.host.say(Msg("forgive-resume-discarded"))
        if index < len(self.offers):
            self.offered = self.offers[index]
            self.host.say(self.offer_message(), interrupt=False)
        elif self.offers:  # the last one offered: a new game, the others stay saved
            self.offered = self.offers[-1]
            self.decline()
        else:  # none left: a new game
            self.offered = None
            if self.store is not None:
                self.store.release_others(None)
            self.host.replace(Mode.PLAY)
            self.host.begin()

    def new_game(self) -> None:
        """A game starts: a new name for the statistics, no key counted."""
        self.uid = uuid.uuid4().hex
        self.keys = 0
