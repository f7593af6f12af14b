"""Profiles: each person's statistics are their own (issue 23), through the command and the app."""

from __future__ import annotations

import json
import sqlite3
from datetime import UTC, datetime
from pathlib import Path

import pytest
from american import CATEGORIES
from harness import play, whole_game_keys

from talking_yahtzee.cli.main import main
from talking_yahtzee.core.dice import ScriptedDice
from talking_yahtzee.core.game import Game, Player, PlayerKind, Roll, ScoreBox
from talking_yahtzee.messages.i18n import LANGUAGES, Localizer, Msg
from talking_yahtzee.messages.statistics import players_messages, rank_messages
from talking_yahtzee.store.profiles import fold
from talking_yahtzee.store.stats import StatsStore
from talking_yahtzee.store.stats_queries import Recorded
from talking_yahtzee.store.stats_rows import game_rows

ANN_DICE = [1, 1, 2, 2, 3]
BOB_DICE = [6, 6, 6, 6, 6]


def played(players: list[Player], dice: list[int]) -> Game:
    """Seat i rolls the i-th five of ``dice`` every turn and scores the first open box."""
    game = Game(players, dice=ScriptedDice(dice * len(CATEGORIES)))
    if len(players) == 1:
        game.start()
    for seat in range(len(players) if len(players) > 1 else 0):
        game.apply(Roll((6,) * 5 if seat == 0 else (1,) * 5))
    while not game.is_over:
        game.apply(Roll())
        game.apply(ScoreBox(game.card.open_categories[0]))
    return game


ANN_TOTAL = played([Player("Ann")], ANN_DICE).totals()[0]
BOB_TOTAL = played([Player("Bob")], BOB_DICE).totals()[0]


def ann_then_ann_and_bob(store: StatsStore) -> None:
    """Ann alone, then Ann (spelled "ÁNN ") against Bob and an expert computer."""
    store.record_game(played([Player("Ann")], ANN_DICE), when=datetime(2026, 1, 2, tzinfo=UTC))
    robo = Player("Robo", PlayerKind.COMPUTER, "expert")
    store.record_game(
        played([Player("ÁNN "), Player("Bob"), robo], [*ANN_DICE, *BOB_DICE, *BOB_DICE]),
        when=datetime(2026, 1, 3, tzinfo=UTC),
    )


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    monkeypatch.setenv("TALKING_YAHTZEE_DATA_DIR", str(tmp_path))
    ann_then_ann_and_bob(StatsStore())
    return tmp_path


def stats_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    assert main(["stats", "--json", *args]) == 0
    payload: dict[str, object] = json.loads(capsys.readouterr().out)
    return payload


def test_fold_finds_a_person_by_name() -> None:
    assert fold("  Ánn   Marie ") == fold("ann marie") == "ann marie"
    assert fold("Zoë") == fold("ZOE")


def test_two_people_kept_apart_through_the_command(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert ANN_TOTAL < BOB_TOTAL
    ann = stats_json(capsys, "--player", "ann")
    assert (ann["games"], ann["solitaire"], ann["scores"]) == (2, 1, 2)
    assert ann["best"] == ANN_TOTAL and ann["average"] == ANN_TOTAL
    assert [t["total"] for t in ann["top"]] == [ANN_TOTAL]  # type: ignore[attr-defined, index]
    bob = stats_json(capsys, "--player", "Bob")
    assert (bob["games"], bob["solitaire"], bob["scores"], bob["best"]) == (1, 0, 1, BOB_TOTAL)
    assert bob["top"] == []
    assert bob["against"] == [{"level": "expert", "games": 1, "wins": 0, "losses": 0, "ties": 1}]
    everyone = stats_json(capsys)
    rows = everyone["players"]
    assert [(r["name"], r["kind"], r["games"], r["best"]) for r in rows] == [  # type: ignore[attr-defined]
        ("ÁNN ", "human", 2, ANN_TOTAL),
        ("Bob", "human", 1, BOB_TOTAL),
        ("expert", "computer", 1, BOB_TOTAL),
    ]
    assert stats_json(capsys, "--players")["players"] == rows


def test_player_lines(data: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["stats", "--player", "Bob", "--lang", "en"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[:3] == [
        "Player, Bob.",
        "One game played.",
        f"Your average score is {BOB_TOTAL}, your best {BOB_TOTAL}.",
    ]
    assert main(["stats", "--players", "--lang", "en"]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"ÁNN , 2 games, average {ANN_TOTAL}, best {ANN_TOTAL}.",
        f"Bob, one game, average {BOB_TOTAL}, best {BOB_TOTAL}.",
    ]


def test_merge_gives_one_spelling_s_games_to_another(
    data: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    StatsStore().record_game(played([Player("Anne")], BOB_DICE))
    assert main(["stats", "--merge", "anne", "Ann", "--lang", "en"]) == 0
    assert capsys.readouterr().out == "Merged. Old name, anne. New name, Ann. One score moved.\n"
    ann = stats_json(capsys, "--player", "Ann")
    assert (ann["games"], ann["best"]) == (3, BOB_TOTAL)
    assert stats_json(capsys, "--player", "Anne")["games"] == 0


@pytest.mark.parametrize("lang", LANGUAGES)
def test_profile_messages_render(lang: str) -> None:
    localizer = Localizer(lang)
    store = StatsStore(Path("/nonexistent/never"))
    assert store.players() == []
    said = [
        *rank_messages(Recorded(1, 3), "Ann"),
        Msg("stats-player-row", name="Ann", games=1, average=38.5, best=50),
        Msg("stats-player-row", name="Ann", games=3, average=38.5, best=50),
        Msg("stats-merged", old="anne", new="Ann", games=2),
    ]
    for message in said:
        text = localizer.format(message)
        assert "{" not in text and text.strip()
    assert "Ann" in localizer.format(said[0])
    assert players_messages([]) == [Msg("stats-none")]


# -- the release before profiles: its schema and its rows, exactly as it wrote them

V1_SCHEMA = """
CREATE TABLE IF NOT EXISTS meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
CREATE TABLE IF NOT EXISTS games (
    id INTEGER PRIMARY KEY,
    uid TEXT NOT NULL UNIQUE,
    played_at TEXT NOT NULL,
    rules TEXT NOT NULL,
    solitaire INTEGER NOT NULL,
    players INTEGER NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
    game_id INTEGER NOT NULL REFERENCES games(id),
    seat INTEGER NOT NULL,
    name TEXT NOT NULL,
    kind TEXT NOT NULL,
    level TEXT,
    members TEXT,
    card TEXT NOT NULL,
    total INTEGER NOT NULL,
    upper_bonus INTEGER NOT NULL,
    yahtzee_bonus INTEGER NOT NULL,
    yahtzees INTEGER NOT NULL,
    won INTEGER NOT NULL,
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE IF NOT EXISTS legacy_best (rules TEXT PRIMARY KEY, best INTEGER NOT NULL);
CREATE INDEX IF NOT EXISTS seats_kind ON seats (kind, total);
"""


def release_database(path: Path) -> None:
    """A statistics database as the release before profiles wrote it (schema 1, user_version 1)."""
    robo = Player("Robo", PlayerKind.COMPUTER, "expert")
    games = [
        played([Player("Ann")], ANN_DICE),
        played([Player("ann"), Player("Bob")], [*ANN_DICE, *BOB_DICE]),
        played([Player("Bob"), robo], [*BOB_DICE, *ANN_DICE]),
    ]
    db = sqlite3.connect(path, isolation_level=None)
    db.executescript(V1_SCHEMA)
    db.execute("PRAGMA user_version = 1")
    db.executemany(
        "INSERT INTO meta VALUES (?, ?)", [("legacy_imported", "x"), ("legacy_games", "0")]
    )
    for number, game in enumerate(games):
        row, seats = game_rows(game, f"uid{number}", f"2026-01-0{number + 1}T10:00:00+00:00")
        cursor = db.execute(
            "INSERT INTO games (uid, played_at, rules, solitaire, players) VALUES (?, ?, ?, ?, ?)",
            row,
        )
        db.executemany(
            "INSERT INTO seats VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
            [[cursor.lastrowid, *seat[:11]] for seat in seats],  # without what schema 3 added
        )
    db.close()


def test_a_database_of_the_release_before_is_migrated_with_every_game(tmp_path: Path) -> None:
    path = tmp_path / "stats.sqlite3"
    release_database(path)
    with sqlite3.connect(path) as db:
        before = db.execute("SELECT * FROM seats ORDER BY game_id, seat").fetchall()
    store = StatsStore(path)
    assert store.summary().games == 3
    assert store.problem is None
    with sqlite3.connect(path) as db:
        after = db.execute("SELECT * FROM seats ORDER BY game_id, seat").fetchall()
        assert db.execute("PRAGMA user_version").fetchone()[0] == 3
        assert db.execute("SELECT value FROM meta WHERE key = 'schema_version'").fetchone() == (
            "3",
        )
    assert [seat[:12] for seat in after] == before  # every seat kept as it was
    assert [seat[12] for seat in after] == ["ann", "ann", "bob", "bob", "computer:expert"]
    assert {seat[13:] for seat in after} == {(None,) * 4}  # how they played: not known
    ann, bob = store.summary(player="Ann"), store.summary(player="BOB")
    assert (ann.games, ann.solitaire, ann.best) == (2, 1, ANN_TOTAL)
    assert (bob.games, bob.solitaire, bob.best) == (2, 0, BOB_TOTAL)
    assert [r.level for r in bob.against] == ["expert"]
    assert store.known_names() == ["Bob", "ann"]
    StatsStore(path).summary()  # opened again: migrated once, nothing changes
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT * FROM seats ORDER BY game_id, seat").fetchall() == after


# -- through the real app


def test_g_says_the_current_player_s_own_figures(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    ann_then_ann_and_bob(store)
    run = play(["g"], players=[Player("Bob")], stats=store)
    assert run.messages("stats-player")[0].args["name"] == "Bob"
    (average,) = run.messages("stats-average")
    assert average.args["best"] == BOB_TOTAL
    run = play(["g"], players=[Player("Ann")], stats=store)
    (average,) = run.messages("stats-average")
    assert average.args["best"] == ANN_TOTAL  # never Bob's


def test_the_end_of_a_game_names_whose_best_it_is(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    ann_then_ann_and_bob(store)
    run = play([*whole_game_keys(13), "n"], players=[Player("ann")], stats=store)
    (solo,) = run.messages("game-over-solo")
    assert solo.args["best"] == ANN_TOTAL  # Ann's own solitaire best, not Bob's
    (whose,) = run.messages("stats-player")
    assert whose.args["name"] == "ann"
    assert run.ids.index("stats-player") + 1 == run.ids.index("stats-rank")
    assert run.messages("stats-rank")[0].args["count"] == 2


def test_the_setup_offers_known_names_most_recent_first(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    ann_then_ann_and_bob(store)
    store.record_game(played([Player("Cleo")], ANN_DICE), when=datetime(2026, 1, 4, tzinfo=UTC))
    keys = ["enter", "enter", "down", "enter"]  # English; the suggested rules; two players
    keys += ["enter", "down", "down", "enter"]  # a person: Down twice is the second known name
    keys += ["down", "enter", "up", "enter"]  # a person: Up from nothing is the oldest known name
    keys += ["enter", "r"]
    run = play(keys, players=None, stats=store)
    assert [p.name for p in run.controller.game.players] == ["ÁNN", "Bob"]
    offered = [m.args["name"] for m in run.messages("setup-name-typed")]
    assert offered == ["Cleo", "ÁNN", "Bob"]


def test_the_setup_with_no_known_names(tmp_path: Path) -> None:
    store = StatsStore(tmp_path / "stats.sqlite3")
    keys = ["enter", "enter", "enter", "enter", "down", *"Zoe", "enter", "enter", "r"]
    run = play(keys, players=None, stats=store)
    assert "setup-no-known-names" in run.ids
    assert [p.name for p in run.controller.game.players] == ["Zoe"]


def test_a_database_written_by_the_release_before_profiles(tmp_path: Path) -> None:
    """tests/store/data/stats-before-profiles.sqlite3 was written by main's code before profiles
    (the script beside it, run with main's src): every game kept, each seat its person's."""
    fixture = Path(__file__).parent.parent / "store" / "data" / "stats-before-profiles.sqlite3"
    path = tmp_path / "stats.sqlite3"
    path.write_bytes(fixture.read_bytes())
    store = StatsStore(path)
    everyone = store.summary()
    assert (everyone.games, everyone.scores, everyone.solitaire) == (3, 4, 1)
    ann, bob = store.summary(player="ANN"), store.summary(player="bob")
    assert (ann.games, ann.solitaire, ann.best, ann.scores) == (2, 1, ANN_TOTAL, 2)
    assert (bob.games, bob.solitaire, bob.best, bob.scores) == (2, 0, BOB_TOTAL, 2)
    assert [(r.level, r.wins) for r in bob.against] == [("expert", 1)]
    assert [(r.profile, r.games) for r in store.players()] == [
        ("bob", 2),
        ("ann", 2),
        ("computer:expert", 1),
    ]
    with sqlite3.connect(path) as db:
        assert db.execute("SELECT COUNT(*) FROM seats WHERE profile IS NULL").fetchone() == (0,)
        assert db.execute("SELECT uid FROM games ORDER BY id").fetchall() == [
            ("g1",),
            ("g2",),
            ("g3",),
        ]
