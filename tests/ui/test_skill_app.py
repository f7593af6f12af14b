"""How everyone played, through the real application: the line said at the end of every game,
Up and Down for the details, Left and Right for the costliest choices, the statistics key, the
record's goal; in English and in French (``ui.skill``, ``advisor.skill``)."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable, Coroutine, Sequence
from pathlib import Path
from types import SimpleNamespace
from typing import Any

from harness import play, whole_game_keys
from tools.simulate import table_game

from talking_yahtzee.core.game import Game, Player, PlayerKind
from talking_yahtzee.core.rules import YATZY_FORCED
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.sound import SilentSoundOutput
from talking_yahtzee.store.stats import StatsStore
from talking_yahtzee.ui.skill import SkillReview

ANN = Player("Ann")
GAME = list(whole_game_keys(13))
"""A whole solitaire game, one roll a turn, the boxes in card order: costly on purpose."""


def test_at_the_end_you_hear_how_you_played_and_step_through_your_costliest_choices() -> None:
    run = play([*GAME, "down", "right", "right", "left"], players=[ANN])
    (line,) = run.messages("skill-line")
    assert line.args["own"] == "yes" and line.args["measured"] == "no"
    assert 0 < line.args["played"] < 0.9  # one roll a turn, boxes in card order
    text = next(t for t in run.texts if t.startswith("You played "))
    assert "and the dice gave you" in text or "were just average" in text
    game_over = run.ids.index("game-over-solo") if "game-over-solo" in run.ids else 0
    assert run.ids.index("skill-line") > game_over
    assert run.ids.index("skill-line") < run.ids.index("game-play-again")
    start, luck, loss = (
        run.messages(m)[0]
        for m in ("skill-details-start", "skill-details-luck", "skill-details-loss")
    )
    assert luck.args["dice"] == line.args["dice"]
    assert start.args["own"] == "yes" and start.args["final"] == run.controller.game.totals()[0]
    assert loss.args["choices"] == 13  # one roll a turn: one choice each
    steps = run.messages("skill-choice")
    assert [s.args["rank"] for s in steps] == [1, 2, 1]
    assert steps[0].args["loss"] >= steps[1].args["loss"] > 0
    dice = run.messages("skill-choice-dice")[0]
    assert dice.args["rolls_left"] == 2 and dice.args["held_count"] == 0
    done = run.messages("skill-choice-done")[0]
    assert done.args["own"] == "yes" and done.args["action"] == "score"
    best = run.messages("skill-choice-best")[0]
    assert best.args["goal"] == "points"
    for text in run.texts:  # every line of a choice is short enough to be read whole
        if text.startswith(("1 of", "2 of", "One roll", "2 rolls", "Last roll", "You s", "Best")):
            assert len(text.split()) <= 15, text


def test_in_french_each_player_has_a_line_and_up_and_down_choose_whose_details() -> None:
    robo = Player("Robo", PlayerKind.COMPUTER, "beginner")
    run = play([*GAME, "down", "down", "right", "down"], players=[ANN, robo], lang="fr")
    lines = run.messages("skill-line")
    assert [m.args["own"] for m in lines] == ["yes", "no"]
    assert [m.args["name"] for m in lines] == ["Ann", "Robo"]
    assert any(t.startswith("Vous avez joué à ") for t in run.texts)
    assert any(t.startswith("Robo a joué à ") for t in run.texts)
    starts = run.messages("skill-details-start")
    assert [m.args["own"] for m in starts] == ["yes", "no", "yes"]  # yours, Robo's, yours
    done = run.messages("skill-choice-done")[0]
    assert done.args["name"] == "Robo" and done.args["own"] == "no"
    assert any(t.startswith("1 sur ") for t in run.texts)


def test_two_people_at_one_keyboard_are_each_named() -> None:
    run = play(_two_people_keys(), players=[ANN, Player("Bob")])
    lines = run.messages("skill-line")
    assert [(m.args["name"], m.args["own"]) for m in lines] == [("Ann", "no"), ("Bob", "no")]


def _two_people_keys() -> list[str]:
    keys: list[str] = []
    for box in range(13):
        for _ in range(2):
            keys += ["r", "home", *["down"] * box, "enter"]
            if box != 12:
                keys.append("enter")
    return keys


def test_a_player_who_asked_the_chance_to_win_is_measured_in_it_and_the_record_says_so(
    tmp_path: Path,
) -> None:
    record = tmp_path / "game.json"
    master = Player("Max", PlayerKind.COMPUTER, "master")
    run = play(["w", *GAME, "down"], players=[ANN, master], record=record)
    lines = run.messages("skill-line")
    assert [m.args["measured"] for m in lines] == ["yes", "yes"]
    assert lines[1].args["played"] == 1.0 and lines[1].args["chance"] == 0
    assert lines[0].args["chance"] > 0
    assert run.messages("skill-details-chance")
    data = json.loads(record.read_text(encoding="utf-8"))
    assert [p.get("goal") for p in data["players"]] == ["win", "win"]


def test_the_statistics_key_says_how_you_played_over_your_games(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    play(GAME, players=[ANN], stats=store)
    run = play([*GAME, "g"], players=[ANN], stats=store, seed=8)
    (overall,) = run.messages("stats-skill-all")[-1:]
    assert overall.args["games"] == 2
    assert overall.args["loss"] > 0 and 0 < overall.args["per_choice"] < overall.args["loss"]
    assert run.messages("stats-skill-best") and run.messages("stats-skill-luckiest")
    assert any(t.startswith("Your 2 games measured, ") for t in run.texts)
    summary = store.summary(player="Ann")
    assert summary.skill is not None and summary.skill.overall.games == 2
    french = play(["g"], players=[ANN], stats=store, lang="fr")
    assert any(t.startswith("Vos 2 parties mesurées, ") for t in french.texts)
    assert any(t.startswith("Plus de chance, les dés ont donné ") for t in french.texts)


class WorkerHost:
    """The parts of the host that ``SkillReview`` uses, with a pace: a game played to win is
    analysed in a worker thread."""

    def __init__(self, game: Game) -> None:
        self.game_ = game
        self.prefs = SimpleNamespace(pace=1.0)
        self.sound = SilentSoundOutput()
        self.table = SimpleNamespace(engine=object(), seats_here=lambda game: frozenset())
        self.announcer_ = SimpleNamespace(listener=None)
        self.coach = SimpleNamespace(playing_to_win=set())
        self.said: list[Msg] = []
        self.tasks: list[asyncio.Task[None]] = []

    def spawn(self, make: Callable[[], Coroutine[Any, Any, None]]) -> None:
        self.tasks.append(asyncio.ensure_future(make()))

    def say(self, messages: Sequence[Msg] | Msg, **_: object) -> None:
        self.said.extend([messages] if isinstance(messages, Msg) else messages)

    def on_change(self) -> None:
        pass


def test_with_a_pace_a_game_played_to_win_is_analysed_in_a_worker_and_a_stale_one_dropped() -> None:
    host = WorkerHost(table_game(("master", "good"), YATZY_FORCED, 5))
    review = SkillReview(host)  # type: ignore[arg-type]

    async def end() -> None:
        review.game_over()
        assert review.points  # in points at once: the statistics keep it
        review.tell()
        assert host.said == []  # the keys keep answering meanwhile
        await asyncio.gather(*host.tasks)

    asyncio.run(end())
    assert [m.args["measured"] for m in host.said] == ["yes", "no"]  # the master plays to win
    assert review.skills[0].measured_chance

    async def end_then_again() -> None:
        review.game_over()
        review.tell()
        review.game_over()  # the next game ended before the answer came: it is not said
        await asyncio.gather(*host.tasks[-1:])

    host.said.clear()
    asyncio.run(end_then_again())
    assert host.said == []
