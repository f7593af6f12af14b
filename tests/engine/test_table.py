"""The table engine: commands checked and logged, computers' moves, undo by replay, replay exact."""

from __future__ import annotations

import pytest

from talking_yahtzee.core.dice import PhysicalDice, ScriptedDice
from talking_yahtzee.core.forgive import NothingToUndo, UndoAfterRoll, UndoNotYours, UndoOff
from talking_yahtzee.core.game import Player, PlayerKind, Roll, ScoreBox, SetHeld, ToggleHold
from talking_yahtzee.core.rules import OFFICIAL, Category, NoRollsLeft
from talking_yahtzee.engine.table import NotStarted, NotYourTurn, Start, Table

ANN, BOB = Player("Ann"), Player("Bob")
MAX = Player("Max", PlayerKind.COMPUTER, "master")
GOOD = Player("Robo", PlayerKind.COMPUTER, "good")


def started(players: list[Player], **options: object) -> Table:
    table = Table(players, OFFICIAL, **options)  # type: ignore[arg-type]
    table.submit(Start(), 0)
    return table


def test_submit_checks_logs_and_returns_the_update() -> None:
    table = Table([ANN], OFFICIAL, dice=ScriptedDice([6, 6, 6, 6, 6]))
    with pytest.raises(NotStarted):
        table.submit(Roll(), 0)
    table.submit(Start(), 0)
    update = table.submit(Roll(), 0)
    assert update.entry.dice == (6, 6, 6, 6, 6) and update.by_person
    assert update.turn.dice is None and table.game.turn.dice is not None
    update = table.submit(ScoreBox(Category.YAHTZEE), 0)
    assert update.card.total() == 0 and table.game.cards[0].total() == 50
    assert [e.command for e in table.log] == [Start(), Roll(), ScoreBox(Category.YAHTZEE)]


def test_a_seat_plays_only_on_its_turn_and_the_rules_refuse_with_nothing_logged() -> None:
    table = started([ANN, BOB], seed=1)
    mover = table.to_move()
    assert mover is not None
    with pytest.raises(NotYourTurn):
        table.submit(Roll(), 1 - mover)
    for _ in range(3):
        table.submit(Roll(), mover)
    count = len(table.log)
    with pytest.raises(NoRollsLeft):
        table.submit(Roll(), mover)
    assert len(table.log) == count


def test_computers_move_through_the_engine_a_keep_then_its_roll() -> None:
    table = started([GOOD, MAX], seed=4)
    moves = 0
    while table.play_computer() is not None:
        moves += 1
    assert table.game.is_over and moves >= 2 * 13 * 2
    kinds = [type(e.command) for e in table.log]
    for index, kind in enumerate(kinds[:-1]):
        if kind is SetHeld:
            assert kinds[index + 1] is Roll  # a keep is always followed by its roll
    assert all(e.actor == "computer" for e in table.log[1:])


def test_a_person_at_the_table_is_never_played_by_a_computer_unless_stood_in() -> None:
    table = started([ANN], seed=2)
    assert table.computer_move() is None
    update = table.play_computer(stand_ins={0})
    assert update is not None and update.entry.actor == "stand-in"


def test_undo_one_policy_own_holds_and_scorings_until_a_roll() -> None:
    table = started([ANN, BOB], dice=ScriptedDice([6] * 5 + [1] * 5 + [1, 2, 3, 4, 5] * 40))
    mover = table.to_move()
    assert mover is not None
    other = 1 - mover
    with pytest.raises(NothingToUndo):
        table.undo({mover})  # the start only
    table.submit(Roll(), mover)
    with pytest.raises(UndoAfterRoll):
        table.undo({mover})
    table.submit(ToggleHold(0), mover)
    with pytest.raises(UndoNotYours):
        table.undo({other})
    table.submit(ScoreBox(Category.LARGE_STRAIGHT), mover)
    assert table.game.current == other
    undone = table.undo({mover})
    assert undone.category is Category.LARGE_STRAIGHT and undone.points == 40 and undone.turn_back
    assert table.game.current == mover and table.game.turn.held == frozenset({0})
    table.undo({mover})
    assert table.game.turn.held == frozenset()
    with pytest.raises(UndoAfterRoll):
        table.undo({mover})
    assert Table([ANN], OFFICIAL, undo=False).check_undo is not None
    with pytest.raises(UndoOff):
        Table([ANN], OFFICIAL, undo=False).undo({0})


def test_a_replayed_table_stands_and_deals_exactly_as_the_one_never_interrupted() -> None:
    whole = started([ANN, GOOD], seed=11)
    for _ in range(30):
        if whole.play_computer() is None:
            seat = whole.to_move()
            assert seat is not None
            turn = whole.game.turn
            if turn.rolls_left and turn.rolls_used < 2:
                whole.submit(Roll(), seat)
            else:
                whole.submit(ScoreBox(whole.game.options()[0].category), seat)
    cut = list(whole.log)
    resumed = Table([ANN, GOOD], OFFICIAL, seed=11)
    resumed.replay(cut)
    assert resumed.game.position == whole.game.position
    for table in (whole, resumed):
        while not table.game.is_over:
            if table.play_computer() is None:
                seat = table.to_move()
                assert seat is not None
                if not table.game.turn.has_rolled:
                    table.submit(Roll(), seat)
                else:
                    table.submit(ScoreBox(table.game.options()[0].category), seat)
    assert resumed.log == whole.log and resumed.game.cards == whole.game.cards


def test_physical_dice_computers_roll_the_tables_own_dice_and_replay_them() -> None:
    table = started([ANN, GOOD], seed=5, dice=PhysicalDice())
    for seat in (0, 1):
        table.submit(Roll((6, 6, 6, 6, 6) if seat == 0 else (1, 1, 1, 1, 1)), seat)
    table.submit(Roll((1, 2, 3, 4, 5)), 0)
    table.submit(ScoreBox(Category.LARGE_STRAIGHT), 0)
    while table.play_computer() is not None:
        pass
    again = Table([ANN, GOOD], OFFICIAL, seed=5, dice=PhysicalDice())
    again.replay(table.log)
    assert again.game.position == table.game.position
    assert again.computer_dice.roll(5) == table.computer_dice.roll(5)
