"""The keys all in-game modes share and their actions: reviews, speech, help, quit, online chat.

:class:`CommonActions` holds the actions; the tables after it (:data:`COMMON`, and the pieces play,
dice entry, the end of the game and the lobby take: :data:`REVIEW_KEYS`, :data:`CHAT_KEYS`, ...)
name them. The order of a table is the help's order.
"""

from __future__ import annotations

from talking_yahtzee.messages.braille import card_lines
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.sound import Sound
from talking_yahtzee.store.settings import VERBOSITY_CHOICES as VERBOSITIES
from talking_yahtzee.ui.keys import Arg, Binding, Keymap
from talking_yahtzee.ui.modes.base import ModeHandler
from talking_yahtzee.ui.modes.chat import ChatMode, online
from talking_yahtzee.ui.modes.confirm import ConfirmQuitMode
from talking_yahtzee.ui.modes.help import HelpMode
from talking_yahtzee.ui.modes.host_rights import ConfirmEndMode, RemoveMode
from talking_yahtzee.ui.modes.other_card import OtherCardMode
from talking_yahtzee.ui.modes.sound_check import SoundTestMode


class CommonActions(ModeHandler):
    """The shared actions; the play, dice entry and game over modes include ``keys.COMMON``."""

    def action_help(self, arg: Arg = None) -> None:
        """The in-game help, whatever the mode: its index, then a page at a time (``HelpMode``)."""
        self.host.handler(HelpMode).open()

    def action_review_dice(self, arg: Arg = None) -> None:
        self.host.say(self.host.announcer_.review_dice())

    def action_review_card(self, arg: Arg = None) -> None:
        self.host.say(self.host.announcer_.review_card())

    def action_review_braille_card(self, arg: Arg = None) -> None:
        """The card as two lines short enough for a 40-cell braille display."""
        self.host.say(card_lines(self.host.game_, self.host.announcer_.yours()))

    def action_review_open(self, arg: Arg = None) -> None:
        self.host.say(self.host.announcer_.review_open())

    def action_review_bonus(self, arg: Arg = None) -> None:
        self.host.say(self.host.announcer_.review_bonus())

    def action_review_standings(self, arg: Arg = None) -> None:
        self.host.say(self.host.announcer_.review_standings())

    def action_review_turn(self, arg: Arg = None) -> None:
        self.host.say(self.host.announcer_.review_turn())

    def action_review_win(self, arg: Arg = None) -> None:
        """The chance to win now, or to beat the best score in solitaire."""
        self.host.coach.review_win()

    def action_other_cards(self, arg: Arg = None) -> None:
        host = self.host
        game = host.game_
        if len(game.players) < 2:
            host.refuse(Msg("app-other-card-none"))
            return
        other = host.handler(OtherCardMode)
        other.open(host.announcer_.others()[0])
        host.say([host.announcer_.review_card(other.player), Msg("app-other-card-hint")])

    def action_repeat(self, arg: Arg = None) -> None:
        last = self.host.history.repeat()
        if last is None:
            self.host.refuse(Msg("app-history-empty"))
        else:
            self.host.speech.say(last, interrupt=True)

    def action_history_back(self, arg: Arg = None) -> None:
        self._history_step(back=True)

    def action_history_forward(self, arg: Arg = None) -> None:
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

    def action_cycle_verbosity(self, arg: Arg = None) -> None:
        prefs = self.host.prefs
        index = VERBOSITIES.index(prefs.verbosity)
        prefs.verbosity = VERBOSITIES[(index + 1) % len(VERBOSITIES)]
        self.host.localizer.verbosity = prefs.verbosity
        self.host.say(Msg("app-verbosity", level=prefs.verbosity))

    def action_faster(self, arg: Arg = None) -> None:
        self._change_pace(-0.25)

    def action_slower(self, arg: Arg = None) -> None:
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

    def action_toggle_sounds(self, arg: Arg = None) -> None:
        """Sounds on or off (the verbosity is not touched); the new state is said."""
        sound = self.host.sound
        sound.set_enabled(not sound.enabled)
        self.host.say(Msg("sound-on" if sound.enabled else "sound-off"))

    def action_sound_test(self, arg: Arg = None) -> None:
        self.host.handler(SoundTestMode).open()

    def action_statistics(self, arg: Arg = None) -> None:
        """The statistics of finished games: games, average, best, top scores, Yahtzees."""
        said = self.host.config.statistics
        self.host.say(said() if said is not None else [Msg("stats-none")])

    def action_ask_quit(self, arg: Arg = None) -> None:
        self.host.handler(ConfirmQuitMode).ask(Msg(self.host.table.quit_question))

    def action_to_lobby(self, arg: Arg = None) -> None:
        """Escape at an online table: back to the server's lobby (``ui.online_leave``)."""
        online = self.host.handler(ChatMode).online
        if online is not None:
            online.to_lobby()

    def action_missed(self, arg: Arg = None) -> None:
        """Z at an online table: what happened since your last turn, in detail."""
        online = self.host.handler(ChatMode).online
        if online is not None:
            online.say_missed()

    def action_nothing(self, arg: Arg = None) -> None:
        """Escape during a game: speech has already stopped; nothing else happens."""

    def action_undo(self, arg: Arg = None) -> None:
        """``u``: the table takes back the player's last hold or scoring, or says why not."""
        self.host.table.undo()

    def action_chat(self, arg: Arg = None) -> None:
        """``e`` online: a chat line (``ChatMode``)."""
        self.host.handler(ChatMode).open()

    def action_chat_history(self, arg: Arg = None) -> None:
        """``[`` and ``]`` online: an older or a newer chat line."""
        online = self.host.handler(ChatMode).online
        assert online is not None and isinstance(arg, int)
        online.chat_history(arg)

    def action_toggle_mute(self, arg: Arg = None) -> None:
        """``i`` online: mute whoever chatted last, or hear them again."""
        online = self.host.handler(ChatMode).online
        assert online is not None
        online.toggle_mute()

    def action_copy_link(self, arg: Arg = None) -> None:
        """Ctrl+L online: the table's link copied for friends in a browser, never read aloud."""
        online = self.host.handler(ChatMode).online
        assert online is not None
        online.copy_link()

    def action_end_table(self, arg: Arg = None) -> None:
        """``n`` online, the host's: end the table for everyone (after a yes)."""
        self.host.handler(ConfirmEndMode).ask()

    def action_remove_player(self, arg: Arg = None) -> None:
        """``j`` online, the host's: choose a player to remove."""
        self.host.handler(RemoveMode).ask()


# -- the tables shared by several modes; order is the help's order

HELP_KEY = Binding(("?", "f1"), CommonActions.action_help, "help-key")
"""The help's index, then a page at a time (``ui.modes.help``)."""

REVIEW_KEYS = (
    Binding("d", CommonActions.action_review_dice, "help-review"),
    Binding("c", CommonActions.action_review_card, "help-review"),
    Binding("k", CommonActions.action_review_braille_card, "help-review"),
    Binding("a", CommonActions.action_review_open, "help-review"),
    Binding("b", CommonActions.action_review_bonus, "help-review"),
    Binding("s", CommonActions.action_review_standings, "help-review"),
    Binding("t", CommonActions.action_review_turn, "help-review"),
    Binding("o", CommonActions.action_other_cards, "help-review"),
    Binding("w", CommonActions.action_review_win, "help-win"),
)

SPEECH_KEYS = (
    Binding("l", CommonActions.action_repeat, "help-speech"),
    Binding(",", CommonActions.action_history_back, "help-speech"),
    Binding(".", CommonActions.action_history_forward, "help-speech"),
    Binding("v", CommonActions.action_cycle_verbosity, "help-speech"),
    Binding("escape", CommonActions.action_nothing, "help-speech"),
)

SOUND_KEYS = (
    Binding("m", CommonActions.action_toggle_sounds, "help-sounds"),
    Binding("f2", CommonActions.action_sound_test, "help-sounds"),
)

PACE_KEYS = (
    Binding("f", CommonActions.action_faster, "help-computer"),
    Binding("p", CommonActions.action_slower, "help-computer"),
)
"""F shortens the computer's pause, P lengthens it. Letters, because every layout types them plain
(``+ - = _`` are number-row keys of some layouts: AZERTY's 6 and 8 type ``-`` and ``_``; ``[ ]``
need AltGr on German, Nordic and Spanish keyboards)."""

QUIT_KEY = Binding(("q", "c-c"), CommonActions.action_ask_quit, "help-quit")

UNDO_KEY = Binding(("u", "c-z"), CommonActions.action_undo, "help-undo")
"""Ctrl+Z is ``c-z``: takes back the last hold change or scoring (never a roll)."""

STATISTICS_KEY = Binding("g", CommonActions.action_statistics, "help-statistics")

CHAT_KEYS = (
    Binding("e", CommonActions.action_chat, "help-online-chat", when=online),
    Binding("i", CommonActions.action_toggle_mute, "help-online-mute", when=online),
    Binding(
        "[", CommonActions.action_chat_history, "help-online-chat-history", arg=-1, when=online
    ),
    Binding("]", CommonActions.action_chat_history, "help-online-chat-history", arg=1, when=online),
)
"""At an online table: E opens a chat line, I (ignore) mutes, or hears again, whoever chatted
last (W is the chance to win), [ and ] step through the chat heard (apart from the game's lines,
which comma and period step through)."""

TABLE_KEYS = (
    Binding("escape", CommonActions.action_to_lobby, "help-online-leave", when=online),
    Binding("z", CommonActions.action_missed, "help-online-missed", when=online),
    Binding("c-l", CommonActions.action_copy_link, "help-online-link", when=online),
)
"""At an online table: Escape goes back to the server's lobby (asked first while you hold a seat
in a game under way), Z says in detail what happened since your last turn (or since you came).
Ctrl+L copies the table's link for friends in a browser (never read aloud). Before the speech
keys in a table: there Escape only stops speech. Z is no yes or no letter in any language (Y is
Russian's no key)."""

HOST_KEYS = (
    Binding("n", CommonActions.action_end_table, "help-online-host", when=online),
    Binding("j", CommonActions.action_remove_player, "help-online-host", when=online),
)
"""At an online table, the host's: N ends the table for everyone (after a yes), J chooses a player
to remove. Anyone else hears a short refusal."""

COMMON = Keymap(HELP_KEY, REVIEW_KEYS, SPEECH_KEYS, SOUND_KEYS, PACE_KEYS, STATISTICS_KEY, QUIT_KEY)
"""Keys that work the same in play, dice entry and game over (modes include this table)."""
