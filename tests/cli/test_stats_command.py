"""``yahtzee stats`` and the spoken statistics: every figure, in every language, from real games."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
from american import CATEGORIES

from talking_yahtzee.cli.main import main
from talking_yahtzee.core.dice import ScriptedDice
from talking_yahtzee.core.game import Game, Player, PlayerKind, Roll, ScoreBox
from talking_yahtzee.messages.i18n import LANGUAGES, Localizer, Msg
from talking_yahtzee.messages.statistics import problem_notice, rank_message, summary_messages
from talking_yahtzee.store.stats import StatsStore
from talking_yahtzee.store.stats_queries import Recorded


def played(players: list[Player], dice: list[int]) -> Game:
    """Everyone rolls ``dice`` every turn and scores the first open box; seat 0 starts."""
    game = Game(players, dice=ScriptedDice(dice * len(CATEGORIES) * len(players)))
    if len(players) == 1:
        game.start()
    for seat in range(len(players) if len(players) > 1 else 0):
        game.apply(Roll((6,) * 5 if seat == 0 else (1,) * 5))
    while not game.is_over:
        game.apply(Roll())
        game.apply(ScoreBox(game.card.open_categories[0]))
    return game


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TALKING_YAHTZEE_DATA_DIR", str(tmp_path))
    (tmp_path / "stats.json").write_text('{"games": 2, "best": {"official": 99}}', "utf-8")
    store = StatsStore()
    store.record_game(
        played([Player("Ann")], [6, 6, 6, 6, 6]), when=datetime(2026, 1, 2, tzinfo=UTC)
    )
    store.record_game(
        played([Player("Ann"), Player("Robo", PlayerKind.COMPUTER, "expert")], [1, 2, 3, 4, 6])
    )
    return tmp_path


def test_stats_json(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats", "--json"]) == 0
    payload = json.loads(capsys.readouterr().out)
    assert payload["games"] == 4 and payload["solitaire"] == 1 and payload["problem"] is None
    assert [t["total"] for t in payload["top"]] == [270, 99]
    assert payload["top"][1]["date"] is None
    assert payload["against"] == [
        {"level": "expert", "games": 1, "wins": 0, "losses": 0, "ties": 1}
    ]
    assert payload["yahtzees"] == 13 and payload["upper_bonus_rate"] == 0
    assert set(payload) == {
        "format", "rules", "player", "games", "scores", "average", "best", "solitaire", "top",
        "yahtzees", "upper_bonuses", "upper_bonus_rate", "against", "players", "problem",
    }  # fmt: skip


def test_stats_lines(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats", "--lang", "en"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[:2] == ["All players.", "4 games played."]  # everyone's: nothing is "your"
    assert "Against the expert computer, won 0, lost 0, tied 1." in lines
    assert lines[-3:-1] == [
        "The 2 best solitaire scores.",
        "Number 1, Ann, 270 points, January 2, 2026.",
    ]
    assert lines[-1] == "Number 2, 99 points, from the earlier statistics."
    assert not any("your" in line.lower() for line in lines)


def test_stats_with_nothing_stored(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("TALKING_YAHTZEE_DATA_DIR", str(tmp_path / "empty"))
    assert main(["stats", "--json"]) == 0
    assert json.loads(capsys.readouterr().out)["games"] == 0
    assert main(["stats", "--lang", "en"]) == 0
    assert capsys.readouterr().out == "No finished games yet.\n"
    assert not (tmp_path / "empty").exists()


def test_broken_database_reported_on_stderr(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("TALKING_YAHTZEE_DATA_DIR", str(tmp_path))
    (tmp_path / "stats.sqlite3").write_bytes(b"\x1b[31m garbage" * 50)
    assert main(["stats", "--json", "--lang", "en"]) == 1
    out, err = capsys.readouterr()
    assert json.loads(out)["problem"] == "stats-broken"
    assert err.startswith("Your statistics file could not be read.") and "\x1b" not in err


@pytest.mark.parametrize("lang", LANGUAGES)
def test_spoken_statistics_render(data: Path, lang: str) -> None:
    localizer = Localizer(lang)
    messages = summary_messages(StatsStore().summary())
    assert [m.id for m in messages] == [
        "stats-everyone",
        "stats-games",
        "stats-average-everyone",
        "stats-yahtzees",
        "stats-upper-bonus-everyone",
        "stats-against",
        "stats-top-everyone",
        "stats-top-entry-everyone",
        "stats-top-undated-everyone",
    ]
    own = summary_messages(StatsStore().summary(player="Ann"), "Ann")
    assert [m.id for m in own] == [
        "stats-player",
        "stats-games",
        "stats-average",
        "stats-yahtzees",
        "stats-upper-bonus",
        "stats-against",
        "stats-top",
        "stats-top-entry",
    ]
    ranks = [rank_message(Recorded(rank, 12)) for rank in range(1, 13)]
    texts = [localizer.format(m) for m in [*messages, *own, *ranks] if m is not None]
    assert all(texts) and not localizer.errors and not localizer.missing
    assert len(set(texts[-12:])) == 12  # every rank is said differently
    assert "2026" in texts[7] and "Ann" in texts[7]  # whose best score, in every language


def test_rank_messages() -> None:
    assert rank_message(None) is None
    assert rank_message(Recorded(None, 0)) is None
    assert rank_message(Recorded(3, 5)) == Msg("stats-rank", rank=3, count=5)
    assert rank_message(Recorded(11, 12)) == Msg("stats-rank-number", rank=11, count=12)
    english = Localizer("en")
    assert english.format(Msg("stats-rank", rank=3, count=5)) == "Your third best score."
    assert english.format(Msg("stats-rank", rank=1, count=1)).startswith("Your first")


def test_problem_notice_once(tmp_path: Path) -> None:
    (tmp_path / "stats.sqlite3").write_bytes(b"not a database" * 50)
    store = StatsStore(tmp_path / "stats.sqlite3")
    store.load()
    notice = problem_notice(store)
    assert notice is not None and notice.id == "file-broken-kept"
    assert notice.args["kind"] == "stats" and ".broken-" in notice.args["aside"]
    assert problem_notice(store) is None
