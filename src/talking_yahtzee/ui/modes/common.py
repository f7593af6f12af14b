"""Actions of the keys all in-game modes share (keys.COMMON): reviews, speech, help, quit."""

from __future__ import annotations

from talking_yahtzee.messages.braille import card_lines
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.sound import Sound
from talking_yahtzee.store.settings import VERBOSITY_CHOICES as VERBOSITIES
from talking_yahtzee.ui.keys import Arg
from talking_yahtzee.ui.modes.base import ModeHandler
from talking_yahtzee.ui.modes.chat import ChatMode
from talking_yahtzee.ui.modes.confirm import ConfirmQuitMode
from talking_yahtzee.ui.modes.help import HelpMode
from talking_yahtzee.ui.modes.other_card import OtherCardMode
from talking_yahtzee.ui.modes.sound_check import SoundTestMode


class CommonActions(ModeHandler):
    """The shared actions; the play, dice entry and game over modes include ``keys.COMMON``."""

    def help(self, arg: Arg = None) -> None:
        """The in-game help, whatever the mode: its index, then a page at a time (``HelpMode``)."""
        self.host.handler(HelpMode).open()

    def review_dice(self, arg: Arg = None) -> None:
        self.host.say(self.host.announcer_.review_dice())

    def review_card(self, arg: Arg = None) -> None:
        self.host.say(self.host.announcer_.review_card())

    def review_braille_card(self, arg: Arg = None) -> None:
        """The card as two lines short enough for a 40-cell braille display."""
        self.host.say(card_lines(self.host.game_, self.host.announcer_.yours()))

    def review_open(self, arg: Arg = None) -> None:
        self.host.say(self.host.announcer_.review_open())

    def review_bonus(self, arg: Arg = None) -> None:
        self.host.say(self.host.announcer_.review_bonus())

    def review_standings(self, arg: Arg = None) -> None:
        self.host.say(self.host.announcer_.review_standings())

    def review_turn(self, arg: Arg = None) -> None:
        self.host.say(self.host.announcer_.review_turn())

    def review_win(self, arg: Arg = None) -> None:
        """The chance to win now, or to beat the best score in solitaire."""
        self.host.coach.review_win()

    def other_cards(self, arg: Arg = None) -> None:
        host = self.host
        game = host.game_
        if len(game.players) < 2:
            host.refuse(Msg("app-other-card-none"))
            return
        other = host.handler(OtherCardMode)
        other.open(host.announcer_.others()[0])
        host.say([host.announcer_.review_card(other.player), Msg("app-other-card-hint")])

    def repeat(self, arg: Arg = None) -> None:
        last = self.host.history.repeat()
        if last is None:
            self.host.refuse(Msg("app-history-empty"))
        else:
            self.host.speech.say(last, interrupt=True)

    def history_back(self, arg: Arg = None) -> None:
        self._history_step(back=True)

    def history_forward(self, arg: Arg = None) -> None:
        self._history_step(back=False)

    def _history_step(self, *, back: bool) -> None:
        host = self.host
        line, at_edge = host.history.back() if back else host.history.forward()
        if line is None:
            host.refuse(Msg("app-history-empty"))
            return
        if at_edge:
            host.sound.play(Sound.LIST_TOP if back else Sound.LIST_BOTTOM)
        host.speech.say(line, interrupt=True)
        if at_edge:
            edge = "app-history-oldest" if back else "app-history-newest"
            host.speech.say(host.localizer.format(Msg(edge)), interrupt=False)

    def cycle_verbosity(self, arg: Arg = None) -> None:
        prefs = self.host.prefs
        index = VERBOSITIES.index(prefs.verbosity)
        prefs.verbosity = VERBOSITIES[(index + 1) % len(VERBOSITIES)]
        self.host.localizer.verbosity = prefs.verbosity
        self.host.say(Msg("app-verbosity", level=prefs.verbosity))

    def faster(self, arg: Arg = None) -> None:
        self._change_pace(-0.25)

    def slower(self, arg: Arg = None) -> None:
        self._change_pace(0.25)

    def _change_pace(self, step: float) -> None:
        """The computers' pause between moves; in a game without computers, only that fact."""
        players = self.host.game_.players
        if not any(player.is_computer for player in players):
            self.host.say(Msg("app-pace-no-computer"))
            return
        prefs = self.host.prefs
        prefs.pace = min(5.0, max(0.0, round(prefs.pace + step, 2)))
        self.host.say(Msg("app-pace", seconds=prefs.pace))

    def toggle_sounds(self, arg: Arg = None) -> None:
        """Sounds on or off (the verbosity is not touched); the new state is said."""
        sound = self.host.sound
        sound.set_enabled(not sound.enabled)
        self.host.say(Msg("sound-on" if sound.enabled else "sound-off"))

    def sound_test(self, arg: Arg = None) -> None:
        self.host.handler(SoundTestMode).open()

    def statistics(self, arg: Arg = None) -> None:
        """The statistics of finished games: games, average, best, top scores, Yahtzees."""
        said = self.host.config.statistics
        self.host.say(said() if said is not None else [Msg("stats-none")])

    def ask_quit(self, arg: Arg = None) -> None:
        self.host.handler(ConfirmQuitMode).ask(Msg(self.host.table.quit_question))

    def to_lobby(self, arg: Arg = None) -> None:
        """Escape at an online table: back to the server's lobby (``ui.online_leave``)."""
        online = self.host.handler(ChatMode).online
        if online is not None:
            online.to_lobby()

    def missed(self, arg: Arg = None) -> None:
        """Z at an online table: what happened since your last turn, in detail."""
        online = self.host.handler(ChatMode).online
        if online is not None:
            online.say_missed()

    def nothing(self, arg: Arg = None) -> None:
        """Escape during a game: speech has already stopped; nothing else happens."""
