"""The chance to win worked out in the background as a person's turn starts (issue 34).

Through the real app: the lines are the same as asked cold, the background pass starts only when
the chance to win is in use, and afterwards the advisor's caches hold the turn (a pass that would
fail is never run again). The background work is awaited through its ``idle`` event.
"""

from __future__ import annotations

import threading
from collections.abc import Callable, Iterator

import pytest
from harness import Run, play

from talking_yahtzee.advisor import engine, winning
from talking_yahtzee.advisor.winpass import Stopped
from talking_yahtzee.cli.app import YahtzeeApp
from talking_yahtzee.core.game import Game, Player
from talking_yahtzee.core.rules import OFFICIAL, Scorecard
from talking_yahtzee.messages.i18n import Localizer
from talking_yahtzee.ui import winning as ui_winning
from talking_yahtzee.ui.winning import Goal, TurnPass, review_messages

ANN = Scorecard.from_mapping(
    {
        "twos": 6,
        "threes": 9,
        "fours": 12,
        "fives": 15,
        "four_of_a_kind": 0,
        "full_house": 25,
        "small_straight": 30,
        "large_straight": 40,
        "yahtzee": 0,
    }
)
"""Ones, Sixes, Three of a Kind and Chance open."""
BOB = Scorecard.from_mapping(
    {
        "ones": 2,
        "twos": 6,
        "threes": 9,
        "fours": 12,
        "fives": 15,
        "three_of_a_kind": 25,
        "four_of_a_kind": 0,
        "full_house": 25,
        "small_straight": 30,
    }
)
"""Sixes, Large Straight, Yahtzee and Chance open."""
DICE = [6, 6, 6, 6, 6, 1, 1, 1, 1, 1, 1, 1, 1, 2, 3, 6, 6, 5, 4, 2]
"""Who starts (Ann rolls 30, Bob 5), Ann's roll (3 in Ones), then Bob's."""
PLAYERS = [Player("Ann"), Player("Bob")]


@pytest.fixture(autouse=True)
def cold() -> Iterator[None]:
    winning.clear_caches()
    yield
    winning.clear_caches()


def with_cards(app: YahtzeeApp) -> None:
    """The game opens with Ann's and Bob's cards late in a game."""
    table = app.controller.table
    opened = table.open_game

    def open_game(*args: object, **kwargs: object) -> Game:
        game: Game = opened(*args, **kwargs)  # type: ignore[arg-type]
        game.cards = [ANN, BOB]
        return game

    table.open_game = open_game


def game_run(keys: list[str], **options: object) -> Run:
    run = play(keys, dice=DICE, players=PLAYERS, prepare=with_cards, **options)
    assert run.controller.coach.winning.turns.idle.wait(60)
    return run


def bob_goal(run: Run) -> Goal:
    game = run.controller.game
    assert game.current == 1
    return Goal(game.cards[1], OFFICIAL, opponents=(game.cards[0],))


def test_no_background_work_for_players_who_never_ask() -> None:
    run = game_run(["r", "home", "enter", "r"])
    assert run.controller.game.current == 1  # Bob's turn began
    assert not run.controller.coach.winning.turns.begun


def test_a_question_earlier_starts_the_next_person_s_turn_in_the_background(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    run = game_run(["w", "r", "home", "enter"])
    goal = bob_goal(run)
    turns = run.controller.coach.winning.turns
    assert list(turns.begun) == [goal] and list(turns.done) == [goal]

    def never(*args: object, **kwargs: object) -> None:
        raise AssertionError("the turn was computed again")

    monkeypatch.setattr(winning, "WinPass", never)  # the caches hold Bob's turn
    (message,) = review_messages(goal, None, 3)
    monkeypatch.undo()
    winning.clear_caches()
    assert review_messages(goal, None, 3) == [message]  # the same as cold


def test_w_at_a_person_s_turn_says_the_same_line_as_cold(monkeypatch: pytest.MonkeyPatch) -> None:
    keys = ["w", "r", "home", "enter", "w", "r", "w"]
    warm = game_run(keys)
    assert list(warm.controller.coach.winning.turns.begun) == [bob_goal(warm)]
    winning.clear_caches()
    monkeypatch.setattr(TurnPass, "start", lambda self, goal: None)
    cold = game_run(keys)
    assert not cold.controller.coach.winning.turns.begun
    lines = warm.messages("win-chance")
    assert len(lines) == 3 and lines == cold.messages("win-chance")
    en = Localizer("en")
    assert [en.format(m) for m in lines][1].startswith("Chance to win, ")


def test_the_coach_alone_speaks_of_points_and_starts_nothing() -> None:
    run = game_run(["r", "home", "enter", "r"], coach=True)
    assert run.controller.prefs.coach
    assert run.controller.game.current == 1
    assert not run.controller.coach.winning.turns.begun


def test_a_hint_with_a_goal_puts_the_chance_to_win_in_use() -> None:
    run = game_run(["r", "h", "home", "enter"])
    assert run.messages("win-chance") or run.messages("win-hint")
    assert list(run.controller.coach.winning.turns.done) == [bob_goal(run)]


def test_a_question_during_the_background_pass_waits_for_it_and_nothing_is_computed_twice(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    plans: list[object] = []
    distributions: list[object] = []
    plan, distribution = winning.WinPass, winning.final_distribution

    def counted_plan(*args: object, **kwargs: object) -> object:
        plans.append(args[1])
        return plan(*args, **kwargs)  # type: ignore[arg-type]

    def counted_distribution(*args: object, **kwargs: object) -> object:
        distributions.append(args[1])
        return distribution(*args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(winning, "WinPass", counted_plan)
    monkeypatch.setattr(winning, "final_distribution", counted_distribution)
    goal = Goal(BOB, OFFICIAL, opponents=(ANN,))
    turns = TurnPass()
    turns.start(goal)
    asked = review_messages(goal, None, 3)  # at once: before, during or after the pass
    assert turns.idle.wait(60)
    assert list(turns.done) == [goal]
    assert len(plans) == 1 and len(distributions) == 1
    monkeypatch.undo()
    winning.clear_caches()
    assert review_messages(goal, None, 3) == asked


def test_a_newer_turn_replaces_one_not_yet_begun_and_stops_the_one_worked_out(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    entered, release = threading.Event(), threading.Event()
    worked: list[Goal] = []
    halts: list[bool] = []

    def chance(goal: Goal, stop: Callable[[], bool]) -> None:
        worked.append(goal)
        entered.set()
        assert release.wait(60)
        halts.append(stop())

    monkeypatch.setattr(ui_winning, "_chance", chance)
    first, second, third = (Goal(ANN, OFFICIAL, beat=score) for score in (100, 200, 300))
    turns = TurnPass()
    turns.start(first)
    assert entered.wait(60)  # the first is being worked out
    turns.start(second)
    turns.start(third)  # the second never began: the third replaces it
    release.set()
    assert turns.idle.wait(60)
    assert worked == [first, third] and halts == [True, False]
    entered.clear()
    release.clear()
    turns.start(first)
    assert entered.wait(60)
    turns.stop()  # a turn nobody here asks about began
    release.set()
    assert turns.idle.wait(60)
    assert worked == [first, third, first] and halts == [True, False, True]


def test_a_stopped_pass_keeps_nothing_and_the_next_question_computes_it() -> None:
    goal = Goal(BOB, OFFICIAL, opponents=(ANN,))
    state, total, _ = engine.card_state(BOB, OFFICIAL)
    f = winning.target(OFFICIAL, [ANN]).f
    with pytest.raises(Stopped):
        winning.root_turn(OFFICIAL, state, total, f, stop=lambda: True)
    turns = TurnPass()
    turns.start(goal)
    turns.stop()  # before or during its pass: stopped, or done before it could be
    assert turns.idle.wait(60)
    assert list(turns.stopped) + list(turns.done) in ([goal], [])
    warm = review_messages(goal, None, 3)
    winning.clear_caches()
    assert review_messages(goal, None, 3) == warm
