"""End-to-end: the real application driven through prompt_toolkit's pipe input.

Keys go in as a terminal would send them; the assertions are on the game state and on the
messages spoken, never on screen bytes.
"""

from __future__ import annotations

import contextlib
import json
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from american import CATEGORIES
from harness import play, whole_game_keys
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from talking_yahtzee.cli.app import AppOptions, YahtzeeApp
from talking_yahtzee.cli.play_args import PlayerSpecError, parse_players
from talking_yahtzee.core.game import Player, PlayerKind
from talking_yahtzee.core.rules import (
    FREE_JOKER,
    Category,
    RuleSet,
)
from talking_yahtzee.speech import RecordingOutput, Speech, Transcript
from talking_yahtzee.store.stats import StatsStore


def test_solitaire_whole_game(tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    run = play(
        [*whole_game_keys(13), "n"],
        players=[Player("Ann")],
        record=record,
    )
    game = run.controller.game
    assert game.is_over
    assert game.cards[0].is_complete
    assert "game-over" in run.ids and "game-over-solo" in run.ids
    assert run.ids.count("game-scored") == 13
    assert run.texts[0] == "Talking Yahtzee. Press question mark for help at any time."
    assert run.ids[-1] == "app-goodbye"
    data = json.loads(record.read_text(encoding="utf-8"))
    assert data["format"] == 1 and data["rules"] == "official"
    assert data["players"] == [{"name": "Ann", "kind": "human"}]
    assert len(data["turns"]) == 13
    assert [t["scored"]["category"] for t in data["turns"]] == [c.value for c in CATEGORIES]
    assert data["totals"][0]["total"] == game.cards[0].total()
    assert data["winners"] == [0]
    for turn in data["turns"]:
        assert len(turn["rolls"]) == 1 and len(turn["rolls"][0]) == 5
        assert turn["held"] == []


def test_two_player_game_with_a_computer() -> None:
    run = play(
        [*whole_game_keys(13), "n"],
        players=[Player("Ann"), Player("Robo", PlayerKind.COMPUTER, "expert")],
    )
    game = run.controller.game
    assert game.is_over
    assert all(card.is_complete for card in game.cards)
    assert "game-winner" in run.ids or "game-winners-tie" in run.ids
    assert "game-standings" in run.ids
    assert run.ids.count("game-turn-end") == 26
    robo_scores = [m for m in run.messages("game-scored") if m.args["player"] == "Robo"]
    assert len(robo_scores) == 13
    assert run.messages("game-first-player")


def test_hold_reroll_and_record_holds(tmp_path: Path) -> None:
    record = tmp_path / "g.json"
    run = play(["r", "1", "2", "2", "3", "r", "d"], players=[Player("Ann")], record=record)
    holds = run.messages("game-hold")
    assert [(m.args["position"], m.args["held"]) for m in holds] == [
        (1, "yes"),
        (2, "yes"),
        (2, "no"),
        (3, "yes"),
    ]
    turn = run.controller.game.turn
    assert turn.held == {0, 2} and turn.rolls_used == 2
    assert run.ids[-3] == "review-dice"


def test_every_review_key() -> None:
    run = play(
        ["d", "r", "d", "c", "a", "b", "s", "t", "o", "right", "left", "escape", "h", "h", "?"],
        players=[Player("Ann"), Player("Bob")],
    )
    ids = run.ids
    for expected in (
        "review-dice-none",
        "review-dice",
        "review-card",
        "review-open",
        "review-bonus",
        "review-standings",
        "review-turn",
        "app-other-card-hint",
        "hint-best",
        "hint-option",
        "help-index",
        "help-pages",
    ):
        assert expected in ids, expected
    cards = [m.args["player"] for m in run.messages("review-card")]
    assert len(cards) >= 3


def test_forbidden_actions_are_explained_and_change_nothing() -> None:
    run = play(
        ["1", "enter", "home", "enter", "r", "r", "r", "r", "z", "home", "enter", "r"],
        players=[Player("Ann")],
        dice=[1, 1, 2, 3, 4] * 4,
    )
    ids = run.ids
    refusals = [i for i in ids if i.startswith(("error-", "app-choose"))]
    assert refusals == [
        "error-not-rolled",  # 1: hold before the first roll
        "app-choose-box",  # Enter while the focus is on the dice
        "error-not-rolled",  # Enter on Ones before the first roll
        "error-no-rolls-left",  # a fourth roll
        "error-unknown-key",  # z
    ]
    game = run.controller.game
    assert game.card[Category.ONES] == 2  # the last roll, 1 1 2 3 4, scored in Ones
    assert game.round == 2 and game.turn.rolls_used == 1


def test_scoring_a_filled_box_is_refused() -> None:
    run = play(
        ["r", "end", "enter", "r", "end", "enter"],
        players=[Player("Ann")],
    )
    assert "error-box-filled" in run.ids
    assert run.controller.game.card.is_filled(Category.CHANCE)
    assert run.controller.game.round == 2


def test_zero_needs_a_second_enter() -> None:
    no_twos = [1, 3, 4, 5, 6] * 2
    run = play(["r", "home", "down", "enter"], players=[Player("Ann")], dice=no_twos)
    assert run.ids[-4:] == ["box-focus", "box-confirm-zero", "app-quit-confirm", "app-goodbye"]
    assert not run.controller.game.card.is_filled(Category.TWOS)
    run = play(["r", "home", "down", "enter", "enter"], players=[Player("Ann")], dice=no_twos)
    assert "box-confirm-zero" in run.ids
    assert run.controller.game.card[Category.TWOS] == 0


def test_physical_dice_are_typed() -> None:
    run = play(
        ["r", "3", "3", "3", "4", "4", "enter", "end", "up", "up", "up", "up", "enter"],
        players=[Player("Ann")],
        physical=True,
    )
    game = run.controller.game
    assert "error-dice-values-needed" in run.ids
    assert game.card[Category.FULL_HOUSE] == 25


def test_hold_by_value() -> None:
    """Each press holds one more die showing the value; once all are held, it releases them."""
    run = play(
        ["r", "6", "1", "1", "1", "1", "2"],
        players=[Player("Ann")],
        hold_mode="value",
        dice=[1, 6, 1, 3, 6],
    )
    holds = [(m.args["position"], m.args["held"]) for m in run.messages("game-hold")]
    assert holds == [(2, "yes"), (1, "yes"), (3, "yes"), (1, "no"), (3, "no"), (1, "yes")]
    (none,) = run.messages("review-dice-value-none")
    assert none.args == {"value": 2, "held": "no"}
    assert run.controller.game.turn.held == {0, 1}


def test_speech_controls() -> None:
    run = play(["r", "l", ",", ",", ".", "v", "x"], players=[Player("Ann")])
    assert "app-verbosity" in run.ids
    assert run.output.stops >= 1
    rolled = run.texts[2]
    assert rolled.endswith("2 rolls left.")
    assert run.texts[3] == rolled  # L repeats the last message
    assert "Round 1 of 13." in run.texts[4:6]  # comma steps back through the history


def test_quit_needs_confirmation() -> None:
    run = play(["q", "n", "r"], players=[Player("Ann")])
    assert "app-quit-cancelled" in run.ids
    assert run.controller.game.turn.has_rolled


def test_spoken_setup() -> None:
    keys = ["enter", "enter", "down", "enter"]  # English; the suggested rules; two players
    keys += ["enter", *"Zoe", "enter"]  # player 1: a person named Zoe
    keys += ["enter", "enter", "up", "enter"]  # player 2: computer, default name, level
    keys += ["enter", "r"]
    run = play(keys, players=None)
    game = run.controller.game
    assert [p.name for p in game.players] == ["Zoe", "Computer 2"]
    assert game.players[1].is_computer
    assert "setup-ready" in run.ids


def test_solitaire_best_score_is_kept(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    play([*whole_game_keys(13), "n"], players=[Player("Ann")], stats=store)
    first = store.load()
    assert first.games == 1 and first.best["official"] > 0
    run = play([*whole_game_keys(13), "n"], players=[Player("Ann")], stats=store, seed=8)
    (solo,) = run.messages("game-over-solo")
    assert solo.args["comparison"] in ("better", "equal", "worse")
    assert store.load().games == 2
    (rank,) = run.messages("stats-rank")
    assert rank.args["count"] == 2 and rank.args["rank"] in (1, 2)
    assert run.ids.index("game-over-solo") < run.ids.index("stats-rank")
    assert run.ids.index("stats-rank") < run.ids.index("game-play-again")


def test_broken_statistics_reported_once_and_the_game_goes_on(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    path.write_bytes(b"not a database" * 100)
    store = StatsStore(path)
    run = play([*whole_game_keys(13), "n"], players=[Player("Ann")], stats=store)
    assert run.ids.count("file-broken-kept") == 1
    assert "game-over-solo" in run.ids and "game-play-again" in run.ids
    (kept,) = tmp_path.glob("stats.sqlite3.broken-*")
    assert kept.read_bytes() == b"not a database" * 100
    assert store.load().games == 1  # counted in the new database


def test_plain_mode_runs() -> None:
    run = play(["r", "d"], players=[Player("Ann")], plain=True)
    assert "review-dice" in run.ids


def test_the_terminal_stops_echoing_before_the_first_words() -> None:
    """A key pressed during the welcome is not echoed on the screen (Fenrir read "rSmall…")."""
    output = RecordingOutput()
    said_when_raw: list[int] = []

    @contextlib.contextmanager
    def raw_mode() -> Iterator[None]:
        said_when_raw.append(len(output.texts))
        yield

    with create_pipe_input() as pipe:
        pipe.send_text("q\r")
        pipe.raw_mode = raw_mode  # type: ignore[method-assign]
        options = AppOptions(players=[Player("Ann")], lang="en", pace=0.0, seed=7, plain=True)
        speech = Speech([output], Transcript())
        app = YahtzeeApp(options, speech=speech, input=pipe, output=DummyOutput())  # type: ignore[arg-type]
        app.run()
    assert "Goodbye." in output.texts
    assert said_when_raw[0] == 0


def test_other_languages_speak() -> None:
    run = play(["r", "d"], players=[Player("Ana")], lang="es")
    assert run.texts[0] != "Talking Yahtzee. Press question mark for help at any time."


def test_parse_players() -> None:
    players = parse_players("Ann, Robo:expert ,Blue=Cy+Di,Hal:computer")
    assert players[0] == Player("Ann")
    assert players[1] == Player("Robo", PlayerKind.COMPUTER, "expert")
    assert players[2] == Player("Blue", members=("Cy", "Di"))
    assert players[3].level == "good"
    for bad in ("", "Ann:wizard", "=A+B", ",".join("P" * 9 for _ in range(9))):
        with pytest.raises(PlayerSpecError):
            parse_players(bad)


def test_coach_reports_costs_and_the_end_reviews_every_choice() -> None:
    run = play(
        [*whole_game_keys(13), "right", "right", "left", "n"],
        players=[Player("Ann")],
        coach=True,
        verbosity="detailed",
    )
    assert run.controller.game.is_over
    costs = run.messages("coach-cost")
    assert costs, "scoring box by box in card order is rarely optimal"
    assert all(m.args["cost"] > 0 for m in costs)
    # The end's review (ui.skill) has every scoring the coach spoke of among its costliest
    # choices: Right, Right, Left say the first, the second and the first again.
    steps = run.messages("skill-choice")
    assert [m.args["rank"] for m in steps] == [1, 2, 1]
    assert steps[0].args["count"] == min(10, len(costs))


def test_ctrl_c_asks_to_quit_like_q() -> None:
    run = play(["\x03", "n", "r"], players=[Player("Ann")])
    first = run.ids.index("app-quit-confirm")
    assert run.ids[first + 1] == "app-quit-cancelled"
    assert run.controller.game.turn.has_rolled


def test_a_new_game_preloads_the_advisor_for_its_rules_without_waiting(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The controller asks for the preload as the game starts; the load runs on its own thread,
    held here until the game has started, rolled twice and quit."""
    from talking_yahtzee.advisor import engine
    from talking_yahtzee.ui import controller as controller_module

    asked: list[tuple[RuleSet, dict[str, object], threading.Thread]] = []
    loading: list[tuple[RuleSet, threading.Thread]] = []
    release = threading.Event()
    real_preload = controller_module.preload

    def recorded_preload(rules: RuleSet, **kwargs: bool) -> threading.Thread | None:
        asked.append((rules, dict(kwargs), threading.current_thread()))
        return real_preload(rules, **kwargs)

    def held_warm_up(rules: RuleSet) -> None:
        loading.append((rules, threading.current_thread()))
        if threading.current_thread() is not threading.main_thread():  # else it would hang
            release.wait(timeout=60)

    monkeypatch.setattr(controller_module, "preload", recorded_preload)
    monkeypatch.setattr(engine, "_warm_up", held_warm_up)
    monkeypatch.setattr(engine, "_warm", set())  # as in a fresh process: nothing warm yet
    monkeypatch.setattr(engine, "_threads", {})
    try:
        run = play(["r", "1", "r"], players=[Player("Ann")], rules="free-joker")
        assert run.ids.count("game-rolled") == 2  # the game went on while the load was held
        assert len(loading) == 1 and loading[0][1].is_alive()
    finally:
        release.set()
    assert [(rules, kwargs) for rules, kwargs, _ in asked] == [(FREE_JOKER, {})]  # background
    assert asked[0][0] is run.controller.game.rules
    rules, thread = loading[0]
    assert rules is FREE_JOKER
    assert thread is not threading.main_thread() and thread.name == "advisor-preload"
    assert asked[0][2] is threading.main_thread()
    thread.join(timeout=60)
    assert not thread.is_alive()


ROBO_FIRST = [6] * 5 + [1] * 5 + [1, 2, 3, 4, 5] * 30
"""Robo (30) beats Ann (5) to the first turn; then plain straights."""


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        ("en", "Press Space to hurry them."),
        ("fr", None),
        ("ru", "Нажмите пробел, чтобы ускорить."),
    ],
)
def test_r_and_t_during_a_computers_turn_say_what_it_has_so_far(
    lang: str, text: str | None
) -> None:
    """R (a roll) and T while Robo plays: its name and dice so far, then how to hurry it; D too."""
    run = play(
        ["r", "t", "d"],
        players=[Player("Robo", PlayerKind.COMPUTER, "good"), Player("Ann")],
        dice=ROBO_FIRST,
        pace=5.0,  # Robo is still thinking when the keys arrive
        lang=lang,
    )
    assert "error-not-your-turn" not in run.ids
    said = run.messages("review-dice-computer")
    assert len(said) == 3
    assert all(m.args["player"] == "Robo" and m.args["rolled"] == "no" for m in said)
    assert run.ids.count("app-computer-hurry") == 2  # after R and T, not after D
    if text is not None:
        assert text in run.texts
    if lang == "en":
        assert "Robo's turn, not rolled yet." in run.texts


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_q_in_the_setup_asks_first_as_everywhere(lang: str) -> None:
    """Q at the setup's first question asks; another key goes back to it; Q then Enter leaves."""
    run = play(["q", "n"], lang=lang)  # then Q and Enter: leave
    ids = run.ids
    first = ids.index("app-quit-confirm")
    assert ids[first:] == [
        "app-quit-confirm",
        "app-quit-cancelled",
        "app-quit-confirm",
        "app-goodbye",
    ]
    assert run.controller.game is None  # nothing was started, nothing thrown away
    if lang == "en":
        assert (
            "Quit the game? Press Y or Enter to quit, any other key to keep playing." in run.texts
        )


def test_under_a_forced_joker_up_and_down_stop_only_on_the_boxes_allowed() -> None:
    """A Yahtzee of fives scored, then one of threes with Threes open: the Joker forces Threes,
    so Home, Down and Up all stay on it, never on a box not allowed now (issue 23, item 8)."""
    keys = ["r", "home", *["down"] * 11, "enter", "r", "home", "down", "down", "up", "end"]
    run = play(keys, players=[Player("Ann")], dice=[5] * 5 + [3] * 5 + [1, 2, 3, 4, 6] * 3)
    game = run.controller.game
    assert game.cards[0][Category.YAHTZEE] == 50
    focus = run.messages("box-focus")[-5:]
    assert [m.args["category"] for m in focus] == ["threes"] * 5
    assert "box-focus-forbidden" not in run.ids


@pytest.mark.parametrize(
    ("lang", "text"),
    [
        (
            "en",
            "No computer is playing. The pause between a computer's moves only matters"
            " in a game with computer players.",
        ),
        ("fr", None),
        ("ru", None),
    ],
)
def test_pace_keys_in_solitaire_say_no_computer_plays(lang: str, text: str | None) -> None:
    """F and P alone at the table: no computer to pace, said so, and the pace stays as it was."""
    run = play(["f", "p"], players=[Player("Ann")], pace=1.0, lang=lang)
    assert run.ids.count("app-pace-no-computer") == 2
    assert run.messages("app-pace") == []
    assert run.controller.prefs.pace == 1.0
    if text is not None:
        assert text in run.texts


def test_a_computer_that_wins_a_typed_roll_off_plays_its_turn_at_once() -> None:
    """Physical dice: Ann types five ones, the table rolls Robo's dice (the engine's own); Robo
    starts and plays its whole turn (through the one path of every update), then it is Ann's."""
    from talking_yahtzee.core.dice import PhysicalDice

    robo = Player("Robo", PlayerKind.COMPUTER, "good")
    run = play([*"11111", "enter"], players=[Player("Ann"), robo], dice=PhysicalDice(), seed=4)
    game = run.controller.game
    assert game is not None and game.first_player == 1
    assert game.current == 0 and game.cards[1].filled_categories
    assert "game-scored" in run.ids
