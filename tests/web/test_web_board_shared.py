"""The board's part every listener sees alike is built once per table for all its pages, and each
page still gets its own "you" (``ui.web_board``)."""

from __future__ import annotations

from talking_yahtzee.core.dice import ScriptedDice
from talking_yahtzee.core.game import Game, Player, Roll
from talking_yahtzee.core.state import Phase
from talking_yahtzee.messages.i18n import Localizer
from talking_yahtzee.ui import web_board
from talking_yahtzee.ui.web_board import board


def rolled() -> Game:
    game = Game([Player("Ann"), Player("Bea")], dice=ScriptedDice([6, 6, 6, 2, 3] * 4))
    game.first_player = 0
    game.phase = Phase.PLAYING  # the roll-off for who starts skipped
    game.apply(Roll())
    return game


def test_two_pages_at_one_table_share_the_board_but_not_their_you() -> None:
    words = Localizer("sv", shared=True)
    web_board.SHARED_BOARDS.clear()
    ann = board(rolled(), words, me=0, hold="position")
    bea = board(rolled(), words, me=1, hold="position")
    watcher = board(rolled(), words, me=None, hold="position")
    assert len(web_board.SHARED_BOARDS) == 1  # the second and third pages built nothing again
    assert [p["you"] for p in ann["players"]] == [True, False]
    assert [p["you"] for p in bea["players"]] == [False, True]
    assert [p["you"] for p in watcher["players"]] == [False, False]
    assert ann["reach"] and not bea["reach"] and not watcher["reach"]
    assert ann["words"]["turn"] != bea["words"]["turn"]
    assert ann["words"]["you"] != bea["words"]["you"] and "you" not in watcher["words"]
    assert ann["dice"] == bea["dice"] == [6, 6, 6, 2, 3]
    web_board.SHARED_BOARDS.clear()
    assert board(rolled(), words, me=1, hold="position") == bea  # as if built alone
    assert board(rolled(), words, me=1, hold="value") != bea


def test_a_changed_game_is_a_new_board() -> None:
    words = Localizer("en", shared=True)
    game = rolled()
    before = board(game, words, me=0, hold="position")
    game.apply(Roll())
    after = board(game, words, me=0, hold="position")
    assert after["rolls_left"] == before["rolls_left"] - 1
