"""Undo, the table engine's one policy at home and online, and what it says in every language."""

from __future__ import annotations

import pytest

from talking_yahtzee.core.dice import ScriptedDice
from talking_yahtzee.core.forgive import (
    NothingToUndo,
    UndoAfterRoll,
    UndoGameOver,
    UndoNotYours,
    UndoOff,
)
from talking_yahtzee.core.game import (
    Command,
    Player,
    PlayerKind,
    Roll,
    ScoreBox,
    SetHeld,
    ToggleHold,
)
from talking_yahtzee.core.rules import OFFICIAL, Category, Dice
from talking_yahtzee.engine.table import Start, Table
from talking_yahtzee.messages.forgiving import refusal_message, resume_offer, undone_messages
from talking_yahtzee.messages.i18n import LANGUAGES, Localizer, Msg
from talking_yahtzee.store.savegame import SavedGame

LARGE = [1, 2, 3, 4, 5]
NOTHING = [1, 1, 3, 4, 6]
HERE = frozenset({0, 1})
"""At home every person's seat is at the keyboard."""


def solo(*rolls: list[int], undo: bool = True) -> Table:
    table = Table(
        [Player("Ann")], OFFICIAL, dice=ScriptedDice([v for r in rolls for v in r]), undo=undo
    )
    table.submit(Start(), 0)
    return table


def apply(table: Table, command: Command) -> None:
    """A person's command at the table, for the seat to move."""
    seat = table.to_move()
    assert seat is not None
    table.submit(command, seat)


def test_undo_holds_and_scoring_step_by_step() -> None:
    table = solo([1, 4, 3, 5, 2], NOTHING)
    game = table.game
    with pytest.raises(NothingToUndo):
        table.undo(HERE)
    apply(table, Roll())
    with pytest.raises(UndoAfterRoll):
        table.check_undo(HERE)
    before_holds = game.turn
    apply(table, ToggleHold(1))
    apply(table, SetHeld(frozenset({1, 3})))
    held_two = game.turn
    apply(table, ScoreBox(Category.FOURS))
    assert game.cards[0][Category.FOURS] == 4 and game.round == 2
    undone = table.undo(HERE)
    assert (undone.category, undone.points, undone.turn_back) == (Category.FOURS, 4, False)
    assert game.cards[0][Category.FOURS] is None and game.round == 1 and game.turn == held_two
    assert game.turns[-1].category is None
    english = Localizer("en")
    texts = [english.format(m) for m in undone_messages(undone, game)]
    assert texts == ["Undone, 4 in Fours. Fours is open again."]
    undone = table.undo(HERE)
    assert isinstance(undone.command, SetHeld)
    assert [english.format(m) for m in undone_messages(undone, game)] == ["Undone. Holding 4."]
    table.undo(HERE)
    assert game.turn == before_holds
    with pytest.raises(UndoAfterRoll):
        table.undo(HERE)
    # the game goes on as if nothing happened: the same dice come next
    apply(table, ScoreBox(Category.CHANCE))
    apply(table, Roll())
    assert game.turn.dice == Dice.of(*NOTHING)


def test_undo_can_not_buy_new_dice() -> None:
    table = solo(NOTHING, LARGE)
    game = table.game
    apply(table, Roll())
    apply(table, ToggleHold(0))
    apply(table, ToggleHold(0))
    apply(table, Roll())
    with pytest.raises(UndoAfterRoll):
        table.undo(HERE)
    assert game.turn.rolls_used == 2


def two_people(*rolls: list[int]) -> Table:
    players = [Player("Ann"), Player("Bob")]
    values = [6] * 5 + [1] * 5 + [v for r in rolls for v in r]
    table = Table(players, OFFICIAL, dice=ScriptedDice(values))
    table.submit(Start(), 0)
    return table


def test_several_people_their_own_moves_back_to_their_last_roll() -> None:
    """The one policy: after a scoring is taken back, the holds before it may be too (as online);
    once anyone rolls, nothing before."""
    table = two_people([1, 4, 3, 5, 2], NOTHING)
    game = table.game
    apply(table, Roll())
    apply(table, ToggleHold(1))
    apply(table, ScoreBox(Category.FOURS))
    assert game.current == 1
    undone = table.undo(HERE)
    assert undone.turn_back and game.current == 0 and undone.player == 0
    texts = [Localizer("en").format(m) for m in undone_messages(undone, game)]
    assert texts == ["Undone, 4 in Fours. Fours is open again.", "Back to Ann's turn."]
    table.undo(HERE)  # the hold before the scoring too: it is Ann's turn again
    assert game.turn.held == frozenset()
    with pytest.raises(UndoAfterRoll):
        table.undo(HERE)
    apply(table, ScoreBox(Category.FOURS))
    apply(table, Roll())  # Bob rolls: Ann's scoring stands
    with pytest.raises(UndoAfterRoll) as refused:
        table.undo(HERE)
    assert refused.value.player == 1


def test_another_players_move_is_refused_by_name() -> None:
    players = [Player("Ann"), Player("Robo", PlayerKind.COMPUTER, "expert")]
    table = Table(players, OFFICIAL, dice=ScriptedDice([6] * 5 + [1] * 5 + NOTHING * 9))
    table.submit(Start(), 0)
    game = table.game
    apply(table, Roll())
    apply(table, ScoreBox(Category.CHANCE))
    while table.play_computer() is not None:  # the computer's turn, played by the engine
        pass
    with pytest.raises(UndoNotYours) as refused:
        table.undo({0})
    text = Localizer("en").format(refusal_message(refused.value, game))
    assert text == "Robo has played since. You can only undo your own last move."


def test_undo_off_and_game_over() -> None:
    table = solo(NOTHING, undo=False)
    apply(table, Roll())
    apply(table, ToggleHold(0))
    with pytest.raises(UndoOff):
        table.undo(HERE)
    assert table.game.turn.held == frozenset({0})
    one_round = solo(*[NOTHING] * 13)
    for category in OFFICIAL.categories:
        apply(one_round, Roll())
        apply(one_round, ScoreBox(category))
    assert one_round.game.is_over
    with pytest.raises(UndoGameOver):
        one_round.undo(HERE)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_forgive_messages_render(lang: str) -> None:
    localizer = Localizer(lang)
    table = two_people([1, 4, 3, 5, 2])
    game = table.game
    apply(table, Roll())
    apply(table, ToggleHold(1))
    messages = undone_messages(table.undo(HERE), game)
    apply(table, ScoreBox(Category.FOURS))
    messages += undone_messages(table.undo(HERE), game)
    messages.append(resume_offer(SavedGame(table, saved_at="2026-03-04T05:06:07+00:00")))
    for refusal in (NothingToUndo(), UndoAfterRoll(0), UndoNotYours(1), UndoOff(), UndoGameOver()):
        messages.append(refusal_message(refusal, game))
    for combo in ("yahtzee", "large-straight", "small-straight", "full-house"):
        messages.append(Msg("forgive-confirm-roll", combo=combo, key="R"))
    texts = [localizer.format(m) for m in messages]
    assert all(texts) and not localizer.errors and not localizer.missing
    assert len(set(texts)) == len(texts)
    yatzy = localizer.format(Msg("forgive-confirm-roll", combo="yatzy", key="R"))
    assert "Yatzy" in yatzy or "Ятзи" in yatzy  # the Nordic box's own name, in every language
    assert "2026" in texts[3] and "Ann, 0" in texts[3] and "Bob, 0" in texts[3]
