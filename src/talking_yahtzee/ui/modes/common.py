"""Actions of the keys all in-game modes share (keys.COMMON): reviews, speech, help, quit."""

from __future__ import annotations

from talking_yahtzee.messages.braille import card_lines
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.sound import Sound
from talking_yahtzee.store.settings import VERBOSITY_CHOICES as VERBOSITIES
from talking_yahtzee.ui.keys import Arg
from talking_yahtzee.ui.modes.base import Mode, ModeHandler
from talking_yahtzee.ui.modes.sound_check import SoundTestMode


class CommonActions(ModeHandler):
    """The shared actions; the play, dice entry and game over modes include ``keys.COMMON``."""

    def help(self, arg: Arg = None) -> None:
        """The in-game help: generated from the play table, whatever the mode."""
        self.c.say([Msg(i) for i in self.c.modes[Mode.PLAY].help_ids()])

    def review_dice(self, arg: Arg = None) -> None:
        self.c.say(self.c.announcer_.review_dice())

    def review_card(self, arg: Arg = None) -> None:
        self.c.say(self.c.announcer_.review_card())

    def review_braille_card(self, arg: Arg = None) -> None:
        """The card as two lines short enough for a 40-cell braille display."""
        self.c.say(card_lines(self.c.game_))

    def review_open(self, arg: Arg = None) -> None:
        self.c.say(self.c.announcer_.review_open())

    def review_bonus(self, arg: Arg = None) -> None:
        self.c.say(self.c.announcer_.review_bonus())

    def review_standings(self, arg: Arg = None) -> None:
        self.c.say(self.c.announcer_.review_standings())

    def review_turn(self, arg: Arg = None) -> None:
        self.c.say(self.c.announcer_.review_turn())

    def other_cards(self, arg: Arg = None) -> None:
        c = self.c
        game = c.game_
        if len(game.players) < 2:
            c.refuse(Msg("app-other-card-none"))
            return
        c.previous_mode = c.mode
        c.mode = Mode.OTHER_CARD
        c.other_player = (game.current + 1) % len(game.players)
        c.say([c.announcer_.review_card(c.other_player), Msg("app-other-card-hint")])

    def repeat(self, arg: Arg = None) -> None:
        last = self.c.history.last
        if last is None:
            self.c.refuse(Msg("app-history-empty"))
        else:
            self.c.speech.say(last, interrupt=True)

    def history_back(self, arg: Arg = None) -> None:
        self._history_step(back=True)

    def history_forward(self, arg: Arg = None) -> None:
        self._history_step(back=False)

    def _history_step(self, *, back: bool) -> None:
        c = self.c
        line, at_edge = c.history.back() if back else c.history.forward()
        if line is None:
            c.refuse(Msg("app-history-empty"))
            return
        if at_edge:
            c.sound.play(Sound.LIST_TOP if back else Sound.LIST_BOTTOM)
        c.speech.say(line, interrupt=True)
        if at_edge:
            edge = "app-history-oldest" if back else "app-history-newest"
            c.speech.say(c.localizer.format(Msg(edge)), interrupt=False)

    def cycle_verbosity(self, arg: Arg = None) -> None:
        prefs = self.c.prefs
        index = VERBOSITIES.index(prefs.verbosity)
        prefs.verbosity = VERBOSITIES[(index + 1) % len(VERBOSITIES)]
        self.c.localizer.verbosity = prefs.verbosity
        self.c.say(Msg("app-verbosity", level=prefs.verbosity))

    def faster(self, arg: Arg = None) -> None:
        self._change_pace(-0.25)

    def slower(self, arg: Arg = None) -> None:
        self._change_pace(0.25)

    def _change_pace(self, step: float) -> None:
        prefs = self.c.prefs
        prefs.pace = min(5.0, max(0.0, round(prefs.pace + step, 2)))
        self.c.say(Msg("app-pace", seconds=prefs.pace))

    def toggle_sounds(self, arg: Arg = None) -> None:
        """Sounds on or off (the verbosity is not touched); the new state is said."""
        sound = self.c.sound
        sound.set_enabled(not sound.enabled)
        self.c.say(Msg("sound-on" if sound.enabled else "sound-off"))

    def sound_test(self, arg: Arg = None) -> None:
        self.c.handler(SoundTestMode).open()

    def statistics(self, arg: Arg = None) -> None:
        """The statistics of finished games: games, average, best, top scores, Yahtzees."""
        said = self.c.config.statistics
        self.c.say(said() if said is not None else [Msg("stats-none")])

    def ask_quit(self, arg: Arg = None) -> None:
        self.c.previous_mode = self.c.mode
        self.c.mode = Mode.CONFIRM_QUIT
        self.c.say(Msg("app-quit-confirm"))

    def nothing(self, arg: Arg = None) -> None:
        """Escape during a game: speech has already stopped; nothing else happens."""
