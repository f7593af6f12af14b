"""Playing to win in the game (issue 26): key W, the hint's winning move, the master level.

The positions are pinned: scripted dice, and cards given box by box.
"""

from __future__ import annotations

import asyncio
from collections.abc import Callable, Coroutine, Sequence
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from harness import play, whole_game_keys

from talking_yahtzee.advisor import advise
from talking_yahtzee.advisor.winning import win_advice
from talking_yahtzee.cli.play_args import parse_players
from talking_yahtzee.core.dice import RandomDice
from talking_yahtzee.core.game import Game, Player, Roll
from talking_yahtzee.core.rules import OFFICIAL, Category, Dice, Scorecard
from talking_yahtzee.messages.i18n import Localizer, Msg
from talking_yahtzee.sound.output import SilentSoundOutput
from talking_yahtzee.store.stats import StatsStore
from talking_yahtzee.ui.winning import Goal, WinningCoach, differing_hint, hint_messages

OURS = Scorecard.from_mapping(
    {
        "ones": 3,
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
"""Sixes, Three of a Kind and Chance open."""
THEIRS = Scorecard.from_mapping(
    {
        "ones": 2,
        "twos": 6,
        "threes": 9,
        "fours": 12,
        "fives": 15,
        "sixes": 24,
        "three_of_a_kind": 25,
        "four_of_a_kind": 0,
        "full_house": 25,
        "small_straight": 30,
        "yahtzee": 0,
    }
)
"""Large Straight and Chance open."""
DICE = Dice.parse("55566")


def test_the_hint_says_the_winning_move_first_when_it_differs() -> None:
    goal = Goal(OURS, OFFICIAL, opponents=(THEIRS,))
    average = advise(OURS, OFFICIAL, DICE, 1).options
    winning = win_advice(OURS, OFFICIAL, DICE, 1, opponents=[THEIRS])
    assert winning.exact
    assert average[0].category is Category.THREE_OF_A_KIND
    assert winning.best.action == "keep" and winning.best.keep == (6, 6)
    (message,) = hint_messages(goal, DICE, 1)
    assert message == differing_hint(goal, average, winning)[0]
    assert message.id == "win-hint" and message.args["goal"] == "win"
    text = Localizer("en").format(message)
    points = next(o for o in winning.options if o.category is Category.THREE_OF_A_KIND)
    win = round(winning.win_probability * 100)
    most = round(points.win_probability * 100)
    assert text == (
        f"To win, Keep 6, 6 and roll, {win}%. "
        f"Most points, Score 27 in Three of a kind, {most}% to win."
    ), text
    assert win > most


def test_the_hint_says_the_chance_when_both_moves_agree() -> None:
    goal = Goal(OURS, OFFICIAL, beat=100)
    messages = hint_messages(goal, DICE, 0)
    assert [m.id for m in messages] == ["hint-best", "win-chance"]
    assert messages[1].args["goal"] == "beat" and messages[1].args["best"] == 100
    assert Localizer("en").format(messages[1]) == "Chance to beat your best score of 100, 100%."


def chance_line(lang: str) -> str:
    run = play(["r", "w"], players=[Player("Ann"), Player("Bob")], lang=lang)
    (message,) = run.messages("win-chance")
    assert message.args["goal"] == "win"
    percent = message.args["chance"]
    assert isinstance(percent, Msg) and percent.args["exact"] == "no"
    assert 0.3 < percent.args["chance"] < 0.7
    return next(t for t in run.texts if t == Localizer(lang).format(message))


def test_the_review_key_says_the_chance_to_win_in_english() -> None:
    line = chance_line("en")
    assert line.startswith("Chance to win, about ") and line.endswith("%.")


def test_the_review_key_says_the_chance_to_win_in_french() -> None:
    line = chance_line("fr")
    assert line.startswith("Chances de gagner, environ ") and line.endswith("%.")


def test_the_review_key_says_the_chance_to_win_in_russian() -> None:
    line = chance_line("ru")
    assert line.startswith("Шанс на победу, около ") and line.endswith("%.")


def test_the_hint_in_a_game_against_another_player() -> None:
    run = play(["r", "h", "h"], players=[Player("Ann"), Player("Bob")])
    ids = [i for i in run.ids if i.startswith(("hint-", "win-"))]
    # From a fresh card the chance is estimated and the choices ranked as the expert ranks them:
    # the best move once, with the chance; H again gives the second option.
    assert ids == ["hint-best", "win-chance", "hint-option"]
    (option,) = run.messages("hint-option")
    assert option.args["rank"] == 2


def test_solitaire_says_the_chance_to_beat_the_best_score(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    run = play(["w"], players=[Player("Ann")], stats=store)
    assert run.messages("win-none") and not run.messages("win-chance")
    play([*whole_game_keys(13), "n"], players=[Player("Ann")], stats=store)
    best = store.load().best["official"]
    run = play(["w", "r", "h"], players=[Player("Ann")], stats=store, seed=8)
    first, second = run.messages("win-chance")
    assert first.args["goal"] == "beat" and first.args["best"] == best
    assert any(t.startswith(f"Chance to beat your best score of {best}, ") for t in run.texts)
    assert second.args["goal"] == "beat"


def test_a_master_computer_plays_a_whole_game() -> None:
    players = parse_players("Robo:master,Ann")
    assert players[0].level == "master"
    run = play([*whole_game_keys(13), "n"], players=players)
    game = run.controller.game
    assert game.is_over and all(card.is_complete for card in game.cards)
    robo = [m for m in run.messages("game-scored") if m.args["player"] == "Robo"]
    assert len(robo) == 13
    assert "game-winner" in run.ids or "game-winners-tie" in run.ids
    assert "setup-level" not in run.ids
    assert Localizer("fr").format(Msg("choice-level", level="master")) == "Maître"


class WorkerHost:
    """The parts of the host that ``WinningCoach`` uses, with a pace: answers come from a worker."""

    def __init__(self, game: Game) -> None:
        self.game = game
        self.game_ = game
        self.prefs = SimpleNamespace(pace=1.0)
        self.sound = SilentSoundOutput()
        self.said: list[Msg] = []
        self.tasks: list[asyncio.Task[None]] = []

    def spawn(self, make: Callable[[], Coroutine[Any, Any, None]]) -> None:
        self.tasks.append(asyncio.ensure_future(make()))

    def say(self, messages: Sequence[Msg] | Msg, **_: object) -> None:
        self.said.extend([messages] if isinstance(messages, Msg) else messages)

    def refuse(self, messages: Sequence[Msg] | Msg) -> None:
        self.say(messages)

    def on_change(self) -> None:
        pass


def test_with_a_pace_the_answer_comes_from_a_worker_and_a_stale_one_is_dropped() -> None:
    game = Game([Player("Ann"), Player("Bob")], OFFICIAL, RandomDice(1))
    game.start()
    host = WorkerHost(game)
    coach = WinningCoach(host)  # type: ignore[arg-type]

    async def ask_twice() -> None:
        coach.review()
        coach.review()  # the newer question: the first answer is stale
        assert host.said == []  # nothing yet: the keys keep answering meanwhile
        await asyncio.gather(*host.tasks)

    asyncio.run(ask_twice())
    assert [m.id for m in host.said] == ["win-chance"]

    async def ask_then_play() -> None:
        coach.review()
        game.apply(Roll())  # the game changed before the answer came
        await asyncio.gather(*host.tasks[-1:])

    asyncio.run(ask_then_play())
    assert [m.id for m in host.said] == ["win-chance"]
