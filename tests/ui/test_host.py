"""The mode stack and the host: modes go back to where they were entered from, each part keeps its
own state, and only the layers above the controller import it."""

from __future__ import annotations

from tools.imports import GRAPH, PACKAGE

from talking_yahtzee.core.dice import ScriptedDice
from talking_yahtzee.core.game import Player
from talking_yahtzee.messages.i18n import Localizer
from talking_yahtzee.ui.controller import Controller, GameConfig, Preferences
from talking_yahtzee.ui.host import Mode
from talking_yahtzee.ui.modes.dice_entry import DiceEntryMode
from talking_yahtzee.ui.modes.other_card import OtherCardMode
from talking_yahtzee.ui.modes.play import ConfirmZeroMode, PlayMode


class Quiet:
    def say(self, text: str, *, interrupt: bool = True) -> None:
        pass

    def silence(self) -> None:
        pass


def controller(players: list[Player], dice: list[int] | None) -> Controller:
    """A controller started on ``players``; ``dice`` scripted, or None for physical dice."""
    made = Controller(
        localizer=Localizer("en"),
        speech=Quiet(),
        config=GameConfig(
            players=players,
            dice=None if dice is None else ScriptedDice(dice),
            physical=dice is None,
        ),
        preferences=Preferences(pace=0.0, roll_guard=False),
    )
    made.start()
    return made


def test_in_the_interface_only_the_screens_import_the_controller() -> None:
    """The modes, coach, ending, forgiving play and pacing see a ``ui.host.Host`` instead; the
    terminal's screen and the browser's session (its screen in a page) read the controller."""
    importers = {name for name, deps in GRAPH.items() if f"{PACKAGE}.ui.controller" in deps}
    screens = {f"{PACKAGE}.ui.screen", f"{PACKAGE}.ui.web_session"}
    assert {n for n in importers if n.startswith(f"{PACKAGE}.ui.")} == screens


def test_push_pop_and_replace() -> None:
    c = controller([Player("Ann")], [1, 2, 3, 4, 5])
    assert c.mode is Mode.PLAY
    c.push(Mode.OTHER_CARD)
    c.push(Mode.OTHER_CARD)  # already in force: nothing changes
    c.push(Mode.CONFIRM_QUIT)
    assert c.mode is Mode.CONFIRM_QUIT
    c.pop()
    assert c.mode is Mode.OTHER_CARD
    c.pop()
    assert c.mode is Mode.PLAY
    c.push(Mode.SOUND_TEST)
    c.replace(Mode.GAME_OVER)
    assert c.mode is Mode.GAME_OVER
    c.pop()  # nothing below: play, as before any mode was entered
    assert c.mode is Mode.PLAY


def test_other_cards_opened_while_typing_dice_go_back_to_typing_dice() -> None:
    c = controller([Player("Ann"), Player("Bob")], None)
    assert c.mode is Mode.DICE_ENTRY  # the first-player roll
    for key in "61":
        c.key(key)
    c.key("o")
    assert c.mode is Mode.OTHER_CARD
    assert c.handler(OtherCardMode).player == 1
    c.key("escape")
    assert c.mode is Mode.DICE_ENTRY
    assert c.typed_dice == "61" == c.handler(DiceEntryMode).typed


def test_the_zero_awaiting_confirmation_lives_in_its_mode() -> None:
    c = controller([Player("Ann")], [1, 1, 1, 1, 2])
    for key in ("r", "end", "up", "enter"):  # Yahtzee: zero
        c.key(key)
    assert c.mode is Mode.CONFIRM_ZERO
    play, zero = c.handler(PlayMode), c.handler(ConfirmZeroMode)
    assert zero.zero == play.focus == c.focus and c.focus_area == "boxes"
    c.key("up")  # any other key plays on
    assert c.mode is Mode.PLAY and zero.zero is None
