"""The sound test: a list of every sound; moving plays each one and says its name."""

from __future__ import annotations

from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.sound import Sound
from talking_yahtzee.ui.keys import Arg, Binding, Keymap
from talking_yahtzee.ui.modes.base import Mode, ModeHandler

SOUNDS = tuple(Sound)
"""The list, in the catalogue's order."""
VOLUME_STEP = 0.1


class SoundTestMode(ModeHandler):
    """Opened with F2 (the help says so): Up and Down play the sounds, Escape goes back."""

    mode = Mode.SOUND_TEST

    index = 0

    @property
    def current(self) -> Sound:
        """The sound the list is on."""
        return SOUNDS[self.index]

    def open(self) -> None:
        """Enter the test over the mode in force (Escape or F2 comes back), on the first sound."""
        host = self.host
        host.push(Mode.SOUND_TEST)
        self.index = 0
        intro = [Msg("sound-test"), Msg("earcon-test-keys")]
        if not host.sound.enabled:
            intro.append(Msg("sound-off"))
        host.say(intro)
        self.play(interrupt=False)

    def play(self, *, interrupt: bool = True, edge: Sound | None = None) -> None:
        """The current sound (or the edge's bump) with its name."""
        if edge is None:
            self.play_sound()
        self.host.say(Msg(self.current.message_id), interrupt=interrupt, sound=edge)

    def play_sound(self) -> None:
        sound = self.current
        self.host.sound.play(sound, **({"dice": 5} if sound is Sound.DICE_ROLLED else {}))

    def action_move(self, arg: Arg) -> None:
        last = len(SOUNDS) - 1
        if arg in ("home", "end"):
            self.index = 0 if arg == "home" else last
        elif isinstance(arg, int) and 0 <= self.index + arg <= last:
            self.index += arg
        else:
            self.play(edge=Sound.LIST_TOP if arg == -1 else Sound.LIST_BOTTOM)
            return
        self.play()

    def action_volume(self, arg: Arg) -> None:
        assert isinstance(arg, int)
        sound = self.host.sound
        sound.set_volume(round(sound.volume + arg * VOLUME_STEP, 2))
        self.play_sound()
        self.host.say(Msg("sound-volume", percent=round(sound.volume * 100)))

    def action_back(self, arg: Arg = None) -> None:
        self.host.pop()
        self.host.say(self.host.announcer_.review_turn())

    def unknown(self, name: str) -> None:
        self.host.refuse(Msg("earcon-test-keys"))

    KEYS = Keymap(
        Binding(("up", "s-tab"), action_move, "help-sound-test", arg=-1),
        Binding(("down", "tab"), action_move, "help-sound-test", arg=1),
        Binding("home", action_move, "help-sound-test", arg="home"),
        Binding("end", action_move, "help-sound-test", arg="end"),
        Binding(("enter", " "), action_move, "help-sound-test", arg=0),
        Binding(("escape", "f2"), action_back, "help-sound-test"),
        Binding("left", action_volume, "help-sound-volume", arg=-1),
        Binding("right", action_volume, "help-sound-volume", arg=1),
    )
