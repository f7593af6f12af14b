"""Forgiving play through the real application: roll guards, undo, autosave and resume, records
on every exit, and the statistics key. Keys go in through prompt_toolkit's pipe input."""

from __future__ import annotations

import asyncio
import json
from collections.abc import Iterable, Sequence
from pathlib import Path

import pytest
from harness import play, whole_game_keys

from talking_yahtzee.cli.app import YahtzeeApp
from talking_yahtzee.core.dice import RandomDice
from talking_yahtzee.core.game import Player, PlayerKind
from talking_yahtzee.core.rules import Category
from talking_yahtzee.messages.i18n import Localizer, Msg
from talking_yahtzee.store.savegame import SaveStore
from talking_yahtzee.store.stats import StatsStore
from talking_yahtzee.ui.screen import ScreenView

ANN = Player("Ann")
BOB = Player("Bob")
ROBO = Player("Robo", PlayerKind.COMPUTER, "good")
PLAIN = [1, 2, 4, 4, 6]
"""A roll making no guarded hand."""


class SteppingClock:
    """Never waits; each reading of the time is ``steps`` seconds after the previous one."""

    def __init__(self, steps: Iterable[float] = ()) -> None:
        self.steps = list(steps)
        self.time = 100.0

    async def pause(self, seconds: float, wake: asyncio.Event) -> None:
        await asyncio.sleep(0)

    def now(self) -> float:
        self.time += self.steps.pop(0) if self.steps else 10.0
        return self.time


def run(
    keys: Sequence[str],
    *,
    dice: Sequence[int] | None = None,
    clock: SteppingClock | None = None,
    leave: Sequence[str] = ("q", "y"),
    **options: object,
) -> YahtzeeApp:
    """The real app for one person, Ann, the roll guard on (these tests are about it)."""
    settings: dict[str, object] = {"players": [ANN], "roll_guard": True}
    settings.update(options)
    clock = clock or SteppingClock()
    return play(keys, dice=dice, clock=clock, leave=leave, **settings).app


def ids(app: YahtzeeApp) -> list[str]:
    return [m.id for m in app.controller.said]


def said(app: YahtzeeApp, message_id: str) -> list[Msg]:
    return [m for m in app.controller.said if m.id == message_id]


# -- roll guards ---------------------------------------------------------------------------------


def test_a_roll_key_too_soon_after_the_last_is_ignored() -> None:
    app = run(["r", "r", "r"], dice=PLAIN * 3, clock=SteppingClock([10, 0.1, 0.5]))
    game = app.controller.game
    assert game is not None
    assert ids(app).count("forgive-roll-too-soon") == 1
    assert game.turn.rolls_used == 2  # the first and the third key rolled


def test_rolling_away_a_made_hand_asks_for_a_second_press() -> None:
    straight = [2, 3, 4, 5, 6]
    app = run(["r", "r", "d", "r", "r"], dice=straight + PLAIN)
    game = app.controller.game
    assert game is not None
    (asked, again) = said(app, "forgive-confirm-roll")
    assert asked.args == {"combo": "large-straight", "key": "R"} and again == asked
    assert game.turn.rolls_used == 2  # asked, D cancelled the question, asked again, rolled
    assert game.turn.dice is not None and game.turn.dice.values == tuple(PLAIN)


def test_both_guards_can_be_turned_off() -> None:
    app = run(["r", "r"], dice=[6] * 5 + PLAIN, clock=SteppingClock([10, 0.01]), roll_guard=False)
    game = app.controller.game
    assert game is not None and game.turn.rolls_used == 2
    assert "forgive-roll-too-soon" not in ids(app) and "forgive-confirm-roll" not in ids(app)


# -- undo ----------------------------------------------------------------------------------------


def test_undo_a_hold_then_a_scoring_step_by_step() -> None:
    app = run(["r", "1", "2", "home", "enter", "u", "u", "c-z"], dice=PLAIN * 2)
    game = app.controller.game
    assert game is not None
    (score,) = said(app, "forgive-undo-score")
    assert score.args["points"] == 1
    holds = said(app, "forgive-undo-hold")
    assert [m.args["count"] for m in holds] == [1, 0]
    assert game.cards[0][Category.ONES] is None and game.turn.held == frozenset()
    assert game.turn.rolls_used == 1 and game.turn.dice is not None
    assert game.turn.dice.values == tuple(PLAIN)  # undo bought no new dice


def test_undo_refused_after_a_roll() -> None:
    app = run(["r", "1", "r", "u"], dice=PLAIN * 2)
    assert "forgive-undo-after-roll" in ids(app) and "forgive-undo-hold" not in ids(app)
    game = app.controller.game
    assert game is not None and game.turn.held == frozenset({0})


def test_undo_refused_with_nothing_to_undo_and_when_off() -> None:
    app = run(["u"], dice=PLAIN)
    assert "forgive-undo-nothing" in ids(app)
    app = run(["r", "1", "u"], dice=PLAIN, undo=False)
    assert "forgive-undo-off" in ids(app)
    game = app.controller.game
    assert game is not None and game.turn.held == frozenset({0})


def test_undo_refused_after_another_players_turn() -> None:
    """Ann scores, the computer plays its whole turn: Ann cannot take her scoring back."""
    app = run(["r", "home", "enter", "enter", "u"], players=[ANN, ROBO], seed=3)
    (refused,) = said(app, "forgive-undo-not-yours")
    assert refused.args["player"] == "Robo"


def test_two_people_undo_a_scoring_only_before_the_next_roll() -> None:
    both = [ANN, BOB]
    app = run(["r", "home", "enter", "enter", "u"], players=both, seed=3)
    (back,) = said(app, "forgive-undo-turn-back")
    game = app.controller.game
    assert game is not None and game.players[game.current].name == back.args["player"]
    assert Localizer("fr").format(back) == "De nouveau au tour de Bob."  # d'Ann: elided
    assert all(card[Category.ONES] is None for card in game.cards)
    app = run(["r", "home", "enter", "enter", "r", "u"], players=both, seed=3)
    assert "forgive-undo-after-roll" in ids(app)
    game = app.controller.game
    assert game is not None and sum(len(card.filled_categories) for card in game.cards) == 1


# -- autosave, resume ----------------------------------------------------------------------------


def saves(folder: Path) -> list[Path]:
    """The saved games in ``folder``, one file per game in progress."""
    return sorted(folder.glob("*.json"))


def test_resume_in_the_middle_of_a_turn_with_held_dice(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    scored = ["r", "home", "enter", "enter"]  # a box scored: the game is worth keeping
    first = run([*scored, "r", "1", "3", "r", "2"], save=SaveStore(folder), seed=11)
    before = first.controller.game
    assert before is not None and len(saves(folder)) == 1
    resumed = run([], save=SaveStore(folder), resume="resume", seed=999)
    game = resumed.controller.game
    assert game is not None and "forgive-resumed" in ids(resumed)
    assert game.turn == before.turn and game.turn.held == frozenset({0, 1, 2})
    assert game.cards == before.cards and game.turns == before.turns


def test_dice_after_resume_equal_the_uninterrupted_game(tmp_path: Path) -> None:
    """Cut after a beginner computer's first turn (its random mistakes drawn): the rest of the
    game deals the same dice and the computer makes the same choices."""
    beginner = Player("Robo", PlayerKind.COMPUTER, "beginner")
    turns = [["r", "1", "r", "home", *["down"] * n, "enter", "enter"] for n in range(4)]
    keys = [k for turn in turns for k in turn]
    whole = run(keys, seed=5, players=[ANN, beginner])
    path = tmp_path / "saves"
    cut = len(turns[0]) + 2  # Ann's second turn: rolled, one die held
    run(keys[:cut], seed=5, players=[ANN, beginner], save=SaveStore(path))
    resumed = run(keys[cut:], seed=12345, players=[ANN], save=SaveStore(path), resume="resume")
    a, b = whole.controller.game, resumed.controller.game
    assert a is not None and b is not None
    assert len(b.turns) == len(a.turns) == 8
    assert b.turns == a.turns and b.cards == a.cards and b.turn == a.turn
    tables = [app.controller.table.engine for app in (whole, resumed)]
    assert tables[0] is not None and tables[1] is not None
    assert tables[1].log == tables[0].log  # the computer chose the same: its seed is the table's
    sources = [table.source for table in tables]
    assert isinstance(sources[0], RandomDice) and isinstance(sources[1], RandomDice)
    assert sources[0].state() == sources[1].state()


def test_the_start_offers_to_resume_y_resumes_n_keeps_the_old_game(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    run(["r", "home", "enter", "enter"], save=SaveStore(folder), seed=2)
    offered = run(["?", "y"], save=SaveStore(folder), seed=2)
    assert ids(offered).count("forgive-resume-offer") == 2  # any other key repeats it
    assert "forgive-resumed" in ids(offered)
    (path,) = saves(folder)
    saved = path.read_bytes()
    declined = run(["n", "r"], save=SaveStore(folder), seed=2)
    assert "forgive-resume-new" in ids(declined)
    assert path.read_bytes() == saved  # kept
    assert saves(folder) == [path]  # a new game left with no box scored is not kept
    run(["n", "r", "home", "enter", "enter"], save=SaveStore(folder), seed=2)
    assert path.read_bytes() == saved and len(saves(folder)) == 2  # one scored: its own save


def test_a_finished_game_clears_the_save_and_counts_once(tmp_path: Path) -> None:
    path = tmp_path / "saves"
    stats = StatsStore(tmp_path / "stats.sqlite3")
    keys = list(whole_game_keys(13))
    # Three whole turns, then the rest: moving the focus is not saved (it changes no game).
    run(keys[:15], save=SaveStore(path), stats=stats)
    assert len(saves(path)) == 1
    run(keys[15:], save=SaveStore(path), stats=stats, resume="resume", leave=["n"])
    assert saves(path) == [] and list(path.iterdir()) == []  # no save, no lock left
    assert stats.load().games == 1


# -- records on every exit, statistics key -------------------------------------------------------


def test_quitting_writes_the_record_marked_unfinished(tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    run(["r", "home", "enter", "r"], record=record)
    data = json.loads(record.read_text(encoding="utf-8"))
    assert data["unfinished"] is True and data["finished"] is False
    assert len(data["turns"]) == 2


def test_a_second_game_writes_a_second_record_and_says_its_name(tmp_path: Path) -> None:
    """Play again with ``--record game.json``: the finished game stays in game.json, the next
    goes to game-2.json (said once), the one after to game-3.json."""
    record = tmp_path / "game.json"
    game = list(whole_game_keys(13))
    keys = [*game, "c-n", *game, "c-n", "r", "home", "enter", "enter"]
    app = run(keys, record=record, roll_guard=False)
    first = json.loads(record.read_text(encoding="utf-8"))
    second = json.loads((tmp_path / "game-2.json").read_text(encoding="utf-8"))
    third = json.loads((tmp_path / "game-3.json").read_text(encoding="utf-8"))
    assert first["finished"] is True and second["finished"] is True
    assert len(first["turns"]) == len(second["turns"]) == 13
    assert third["unfinished"] is True and len(third["turns"]) == 1
    named = [m.args["file"] for m in said(app, "file-record-next")]
    assert named == [str(tmp_path / "game-2.json"), str(tmp_path / "game-3.json")]
    text = Localizer("en").format(said(app, "file-record-next")[0])
    assert text == f"This game's record is written to {tmp_path / 'game-2.json'}. " + (
        "The last game's record is kept."
    )
    assert ids(app).index("file-record-next") == ids(app).index("game-new") + 1


def test_a_second_game_leaves_an_earlier_sessions_numbered_record_alone(tmp_path: Path) -> None:
    record, earlier = tmp_path / "game.json", tmp_path / "game-2.json"
    earlier.write_text('{"earlier": true}\n', encoding="utf-8")
    run([*whole_game_keys(13), "c-n", "r", "home", "enter", "enter"], record=record)
    assert earlier.read_text(encoding="utf-8") == '{"earlier": true}\n'
    assert json.loads((tmp_path / "game-3.json").read_text(encoding="utf-8"))["turns"]


def test_a_crash_writes_the_record_marked_unfinished_and_keeps_the_save(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A bug outside the keys' own guard (here the screen, once a box is scored) ends the program:
    the record is still written, marked unfinished, and the game stays saved to resume."""
    lines = ScreenView.lines

    def broken(view: ScreenView) -> list[str]:
        game = view.controller.game
        if game is not None and game.card.filled_categories:
            raise RuntimeError("a bug in the screen")
        return lines(view)

    monkeypatch.setattr(ScreenView, "lines", broken)
    record, save = tmp_path / "game.json", tmp_path / "saves"
    with pytest.raises(RuntimeError, match="a bug in the screen"):
        run(["r", "home", "enter", "enter", "r"], record=record, save=SaveStore(save))
    data = json.loads(record.read_text(encoding="utf-8"))
    assert data["unfinished"] is True and data["finished"] is False
    assert data["turns"][0]["scored"]["category"] == "ones"
    assert len(saves(save)) == 1


def test_g_speaks_the_statistics_in_play_and_at_game_over(tmp_path: Path) -> None:
    stats = StatsStore(tmp_path / "stats.sqlite3")
    app = run(["g", *whole_game_keys(13), "g", "u"], stats=stats, leave=["n"])
    spoken = ids(app)
    assert spoken[-2] == "forgive-undo-game-over"  # the result stands
    assert spoken.count("stats-none") == 1 and spoken.count("stats-games") == 1
    assert spoken.index("game-play-again") < spoken.index("stats-games")


def test_a_broken_save_is_reported_kept_aside_and_a_new_game_starts(tmp_path: Path) -> None:
    path = tmp_path / "saves" / "a1.json"
    path.parent.mkdir()
    path.write_bytes(b"[" * 5000)
    app = run(["r"], save=SaveStore(path.parent), resume="resume")
    assert ids(app)[:3] == ["app-welcome", "forgive-save-broken-notice", "forgive-resume-none"]
    game = app.controller.game
    assert game is not None and game.turn.rolls_used == 1
    (aside,) = path.parent.glob("a1.json.broken-*")
    assert aside.read_bytes() == b"[" * 5000


def test_q_at_the_offer_leaves_and_keeps_the_game(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    run(["r", "home", "enter", "enter", "r", "1"], save=SaveStore(folder))
    (path,) = saves(folder)
    saved = path.read_bytes()
    app = run(["q"], save=SaveStore(folder), leave=[])
    assert ids(app)[-1] == "app-goodbye" and app.controller.game is None
    assert path.read_bytes() == saved


@pytest.mark.parametrize("lang", ["en", "fr", "ru"])
def test_resume_says_whose_turn_the_round_the_dice_the_holds_and_the_rolls_left_once(
    tmp_path: Path, lang: str
) -> None:
    """One line on resuming: the name alone (never declined), the round, then the D review."""
    folder = tmp_path / "saves"
    both = [ANN, Player("Bob")]
    # Ann starts; each scores a zero in round 1; then Ann rolls 3 5 3 5 5
    dice = [6] * 5 + [1] * 5 + [2] * 5 + [4] * 5 + [3, 5, 3, 5, 5]
    leave = ("q", "enter")
    zero = ["r", "home", "enter", "enter"]
    keys = [*zero, *zero, "r", "1", "4"]
    run(keys, dice=dice, players=both, save=SaveStore(folder), lang=lang, leave=leave)
    resumed = run([], players=both, save=SaveStore(folder), resume="resume", lang=lang, leave=leave)
    start = ids(resumed).index("forgive-resumed")
    assert ids(resumed)[start:] == ["forgive-resumed", "app-quit-confirm", "app-goodbye-saved"]
    (line,) = said(resumed, "forgive-resumed")
    assert line.args["player"] == "Ann" and line.args["kind"] == "human"
    assert (line.args["round"], line.args["rounds"]) == (2, 13)
    dice_review = line.args["dice"]
    assert isinstance(dice_review, Msg) and dice_review.id == "review-dice"
    assert dice_review.args["held_count"] == 2 and dice_review.args["rolls_left"] == 2
    text = Localizer(lang).format(line)
    assert "Ann" in text and "3, 5, 3, 5, 5" in text
    if lang == "en":
        assert text.startswith("Game resumed. Ann, round 2 of 13. 3, 5, 3, 5, 5")
        assert text.endswith("Held, dice 1 and 4. 2 rolls left.")
