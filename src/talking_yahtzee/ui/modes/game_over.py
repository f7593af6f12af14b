"""The game-over mode: play again or leave, and step through how everyone played."""

from __future__ import annotations

from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.sound import Sound
from talking_yahtzee.ui.keys import NO, Arg, Binding, Keymap
from talking_yahtzee.ui.modes.base import Mode
from talking_yahtzee.ui.modes.common import COMMON, TABLE_KEYS, UNDO_KEY, CommonActions
from talking_yahtzee.ui.modes.confirm import answer_letters
from talking_yahtzee.ui.modes.help import HelpMode

CHOICE_GUARD = 1.0
"""Seconds after the game ends during which its choices (play again, leave) are not taken: a key
still pressed for the last turn (a second Enter, a letter typed ahead) or pressed before the
result was heard. It is answered ("not taken", the choices said again) behind the result, not
over it, and so is a key that means nothing here; the review keys work as always. Off with the
roll guard (``--no-roll-guard``)."""


class GameOverMode(CommonActions):
    """Ctrl+N plays again with the same players; no (the language's letter) or Q leaves.

        Play again has a key of its own that no turn uses, so that no key of the last turn (Enter
        above all: it scores and confirms a zero) can start a new game; Enter says the choices. Not
        the language's yes letter either: the review keys stay on here, and the yes of Spanish,
        Italian and Portuguese (S) is the standings key, French O the other cards, Polish T whose
        turn, Russian Д the L key (repeat). No no letter (N, the Russian one and its Y key) is a
        review key in any language. Escape only stops speech, as everywhere in a game; online it
    goes back to the lobby (``keys.TABLE_KEYS``).

        For :data:`CHOICE_GUARD` seconds after the end (the game's clock), the choices are answered
        ("Key not taken") instead of being taken.
    """

    mode = Mode.GAME_OVER

    ended_at: float | None = None
    """When the game ended, on the game's clock (None: no guard)."""
    told = False
    """The guard's answer has been said (a second key in its moment only hears the cue)."""

    def open(self) -> None:
        """The game has just ended: this mode is in force, its choices guarded for a moment."""
        host = self.host
        host.replace(Mode.GAME_OVER)
        self.ended_at = host.computers.clock.now() if host.prefs.roll_guard else None
        self.told = False

    def key(self, name: str) -> None:
        super().key(NO if name in answer_letters(self.host.localizer, "no") else name)

    def too_soon(self) -> bool:
        """True when a choice (or a key that means nothing here) comes in the guard's moment
        after the end: it is not taken. The answer waits behind the result, never cuts it off;
        it is said once, later keys in the moment hear the refusal cue."""
        if self.ended_at is None:
            return False
        if self.host.computers.clock.now() - self.ended_at >= CHOICE_GUARD:
            self.ended_at = None  # once a choice may be taken, no later key is held back
            return False
        said = (
            [] if self.told else [Msg("game-over-too-soon", again=Msg(self.host.table.play_again))]
        )
        self.told = True
        self.host.say(said, interrupt=False, sound=Sound.REFUSAL)
        return True

    def action_help(self, arg: Arg = None) -> None:
        """The choices first (play again, leave, or online what the table allows), then the
        in-game help's index."""
        self.host.handler(HelpMode).open([Msg(self.host.table.play_again)])

    def action_play_again(self, arg: Arg = None) -> None:
        host = self.host
        if self.too_soon() or host.table.again():
            return
        assert host.config.players is not None
        record = host.ending.next_game()
        host.say([Msg("game-new"), *([record] if record is not None else [])])
        host.new_game(host.config.players)

    def action_leave(self, arg: Arg = None) -> None:
        if not self.too_soon():
            self.host.ending.leave()

    def action_to_lobby(self, arg: Arg = None) -> None:
        """Online, Escape: back to the lobby, a choice like leaving (not in the end's moment)."""
        if not self.too_soon():
            super().action_to_lobby(arg)

    def action_skill_player(self, arg: Arg) -> None:
        """Up and Down: how a player played, in detail (yours first, then each in turn)."""
        assert isinstance(arg, int)
        if not self.host.ending.skill.select(arg):
            self.unknown("")

    def action_skill_choice(self, arg: Arg) -> None:
        """Left and Right: that player's costliest choices, one at a time."""
        assert isinstance(arg, int)
        if not self.host.ending.skill.step(arg):
            self.unknown("")

    def unknown(self, name: str) -> None:
        if not self.too_soon():
            self.host.refuse(Msg(self.host.table.play_again))

    KEYS = Keymap(
        Binding("c-n", action_play_again, "help-game-over"),
        Binding((NO, "q", "c-c"), action_leave, "help-game-over"),
        Binding("up", action_skill_player, "help-skill-review", arg=-1),
        Binding("down", action_skill_player, "help-skill-review", arg=1),
        Binding("left", action_skill_choice, "help-skill-review", arg=-1),
        Binding("right", action_skill_choice, "help-skill-review", arg=1),
        UNDO_KEY,
        TABLE_KEYS,
        COMMON,
    )
