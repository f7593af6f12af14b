"""The analysis of a game (advisor.skill): start value + luck - loss = final score, exactly.

Whole games of every computer level under every rule set, at one table as the game plays them.
The 10,000-game run of the same checks is ``benchmarks/bench_skill.py`` (docs/strategy.md).
"""

from __future__ import annotations

from dataclasses import replace

import pytest
from tools.simulate import table_game

from talking_yahtzee import advisor
from talking_yahtzee.advisor import winning
from talking_yahtzee.advisor.skill import (
    POINTS,
    WIN,
    Aim,
    Skill,
    aims_for,
    analyse,
)
from talking_yahtzee.core.game import Game, Player, PlayerKind
from talking_yahtzee.core.rules import (
    FREE_JOKER,
    OFFICIAL,
    RULE_SETS,
    YATZY,
    YATZY_FORCED,
    RuleSet,
)

RULES = list(RULE_SETS.values())
TABLES = [("beginner",), ("good", "expert"), ("expert", "beginner", "good")]


def check_identity(skill: Skill) -> None:
    assert skill.complete
    assert skill.start + skill.luck - skill.loss == pytest.approx(skill.final, abs=1e-9)
    assert skill.end == pytest.approx(skill.final, abs=1e-9)
    assert all(choice.loss >= 0 for choice in skill.choices)
    assert sum(c.luck for c in skill.choices) == pytest.approx(skill.luck, abs=1e-9)


@pytest.mark.parametrize("rules", RULES, ids=lambda r: r.name)
def test_every_game_splits_exactly_into_start_luck_and_loss(rules: RuleSet) -> None:
    advisor.preload(rules, background=False)
    for seed, levels in enumerate(TABLES):
        game = table_game(levels, rules, seed)
        skills = analyse(rules, len(levels), game.turns)
        assert [s.final for s in skills] == game.totals()
        for level, skill in zip(levels, skills, strict=True):
            check_identity(skill)
            assert skill.start == pytest.approx(254.5877287345, abs=1e-9) or rules.name != (
                "official"
            )
            choices = len(skill.choices)
            assert rules.rounds <= choices <= 3 * rules.rounds
            if level == "expert":
                assert skill.loss < 1e-8  # the best play, ties within a rounding step
                assert skill.played == pytest.approx(100.0)
            if level == "beginner" and rules is OFFICIAL:
                assert skill.loss > 5


def test_the_start_value_is_the_table_s_fresh_game() -> None:
    starts = {
        rules.name: analyse(rules, 1, table_game(("good",), rules, 1).turns)[0].start
        for rules in (OFFICIAL, FREE_JOKER, YATZY, YATZY_FORCED)
    }
    assert starts == pytest.approx(
        {
            "official": 254.5877287345,
            "free-joker": 254.5896094820,
            "yatzy": 248.4399893779,
            "yatzy-forced": 122.5585273964,
        },
        abs=1e-9,
    )


@pytest.mark.parametrize("rules", [OFFICIAL, YATZY_FORCED], ids=lambda r: r.name)
def test_a_master_loses_nothing_under_its_own_goal(rules: RuleSet) -> None:
    """Where it plays to win its choices are measured in the chance to win, elsewhere in
    points: both are 0. Its opponent, measured to win too, loses some chance."""
    game = table_game(("master", "good"), rules, 2)
    winning.clear_caches()  # nothing the master computed is reused
    master, good = analyse(rules, 2, game.turns, [WIN, WIN])
    check_identity(master)
    check_identity(good)
    measured = [c for c in master.choices if c.chances is not None]
    assert measured and master.measured_chance
    assert master.aim_loss < 1e-8
    assert master.chance_lost < 1e-10
    assert all(c.chances is not None and c.chances.lost < 1e-12 for c in measured)
    assert good.chance_lost > 0
    if rules.forced_order:  # the chance to win is exact from the first turn
        assert len(measured) == len(master.choices)
    # In points the same game is split exactly too, whatever the aim.
    points = analyse(rules, 2, game.turns)
    assert [s.loss for s in points] == pytest.approx([master.loss, good.loss], abs=1e-9)


def test_a_turn_not_finished_ends_at_the_value_of_its_position() -> None:
    game = table_game(("good",), OFFICIAL, 5)
    turns = list(game.turns)
    last = turns[-1]
    cut = [*turns[:-1], replace(last, rolls=last.rolls[:2], held=last.held[:1], category=None)]
    (skill,) = analyse(OFFICIAL, 1, cut)
    assert not skill.complete
    assert skill.start + skill.luck - skill.loss == pytest.approx(skill.end, abs=1e-9)
    (before,) = analyse(OFFICIAL, 1, turns[:-1])
    assert skill.final == before.final  # the points on the card: nothing scored in that turn
    (whole,) = analyse(OFFICIAL, 1, turns)
    kept = len(whole.choices) - len(last.rolls)
    assert skill.choices[:kept] == whole.choices[:kept]


def test_no_turns_is_the_start() -> None:
    (skill,) = analyse(YATZY, 1, [])
    assert skill.start == skill.end and skill.luck == 0 and skill.loss == 0
    assert skill.played == 100.0 and skill.costliest() == []


def test_the_costliest_choices_come_first_and_only_the_costly() -> None:
    game = table_game(("beginner", "beginner"), OFFICIAL, 7)
    for skill in analyse(OFFICIAL, 2, game.turns):
        costly = skill.costliest()
        assert costly and len(costly) <= 10
        costs = [c.cost for c in costly]
        assert costs == sorted(costs, reverse=True)
        assert min(costs) >= 0.005
        left = [c for c in skill.choices if c not in costly]
        assert all(c.cost <= min(costs) for c in left)


def test_impossible_turns_are_refused() -> None:
    game = table_game(("good",), OFFICIAL, 3)
    turn = game.turns[0]
    with pytest.raises(ValueError, match="seat"):
        analyse(OFFICIAL, 1, [replace(turn, player=1)])
    with pytest.raises(ValueError, match="three rolls"):
        analyse(OFFICIAL, 1, [replace(turn, rolls=[*turn.rolls, (1, 1, 1, 1, 1)] * 2)])
    with pytest.raises(ValueError, match="aim"):
        analyse(OFFICIAL, 1, [turn], [POINTS, POINTS])


def test_each_seat_s_aim() -> None:
    ann, bob = Player("Ann"), Player("Bob")
    master = Player("Robo", PlayerKind.COMPUTER, "master")
    expert = Player("Exa", PlayerKind.COMPUTER, "expert")
    assert aims_for([ann, master]) == [POINTS, WIN]
    assert aims_for([ann, bob], {1}) == [POINTS, WIN]
    assert aims_for([master]) == [POINTS]  # alone, the master is the expert
    assert aims_for([ann], {0}, 240) == [Aim("win", 240)]
    assert aims_for([ann], {0}) == [POINTS]  # nothing to beat yet
    assert aims_for([ann, expert], {0}) == [WIN, POINTS]


def test_a_solitaire_player_aiming_at_a_record_is_measured_against_it() -> None:
    game = table_game(("expert",), YATZY_FORCED, 4)
    (skill,) = analyse(YATZY_FORCED, 1, game.turns, [Aim("win", 140)])
    check_identity(skill)
    assert skill.measured_chance and len(skill.choices) == sum(
        1 for c in skill.choices if c.chances is not None
    )
    assert all(0 <= c.chances.chance_done <= 1 for c in skill.choices if c.chances)


def test_the_json_form() -> None:
    game: Game = table_game(("master", "beginner"), YATZY_FORCED, 9)
    master, beginner = analyse(YATZY_FORCED, 2, game.turns, [WIN, POINTS])
    data = beginner.to_json()
    assert data["aim"] == "points" and data["chance_lost"] is None
    assert data["final"] == game.totals()[1] and data["finished"] is True
    choice = data["choices"][0]
    assert set(choice) == {
        "round", "roll", "rolls_left", "dice", "held", "done", "best", "loss", "luck", "value",
    }  # fmt: skip
    assert master.to_json()["aim"] == "win"
    assert "win" in master.to_json()["choices"][0]
