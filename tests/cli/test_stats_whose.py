"""Whose statistics `yahtzee stats` says (issue 34): everyone's are nobody's "your", each best
score says whose it is; after a merge the table and the lookups agree; a person is answered by
the name stored, however it was typed. Through the real command line and the real app."""

from __future__ import annotations

import json
from datetime import UTC, datetime
from pathlib import Path

import pytest
from harness import play
from test_profiles import ANN_DICE, BOB_DICE, played

from talking_yahtzee.cli.main import main
from talking_yahtzee.core.game import Player, PlayerKind
from talking_yahtzee.messages.i18n import LANGUAGES, Localizer, Msg
from talking_yahtzee.store.stats import StatsStore

OWN_IDS = {"stats-average", "stats-upper-bonus", "stats-top", "stats-top-entry"}
"""The lines that say "your": only for one person's figures."""


def ann_ann_bob(store: StatsStore) -> tuple[int, int]:
    """Ann alone twice, then Bob alone (a better score): (Ann's total, Bob's total)."""
    ann = played([Player("Ann")], ANN_DICE)
    store.record_game(ann, when=datetime(2026, 1, 2, 9, tzinfo=UTC))
    store.record_game(played([Player("Ann")], ANN_DICE), when=datetime(2026, 1, 3, 9, tzinfo=UTC))
    bob = played([Player("Bob")], BOB_DICE)
    store.record_game(bob, when=datetime(2026, 1, 4, 9, tzinfo=UTC))
    return ann.totals()[0], bob.totals()[0]


@pytest.fixture
def data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> tuple[int, int]:
    monkeypatch.setenv("TALKING_YAHTZEE_DATA_DIR", str(tmp_path))
    return ann_ann_bob(StatsStore())


def said(capsys: pytest.CaptureFixture[str], *args: str) -> list[str]:
    assert main(["stats", *args]) == 0
    return capsys.readouterr().out.splitlines()


def as_json(capsys: pytest.CaptureFixture[str], *args: str) -> dict[str, object]:
    assert main(["stats", "--json", *args]) == 0
    payload: dict[str, object] = json.loads(capsys.readouterr().out)
    return payload


def test_everyone_s_statistics_say_whose_each_best_score_is(
    data: tuple[int, int], capsys: pytest.CaptureFixture[str]
) -> None:
    ann, bob = data
    lines = said(capsys, "--lang", "en")
    assert lines[:2] == ["All players.", "3 games played."]
    assert f"Average score {round((2 * ann + bob) / 3)}, best score {bob}." in lines
    assert lines[-4:] == [
        "The 3 best solitaire scores.",
        f"Number 1, Bob, {bob} points, January 4, 2026.",
        f"Number 2, Ann, {ann} points, January 2, 2026.",
        f"Number 3, Ann, {ann} points, January 3, 2026.",
    ]
    assert not any("your" in line.lower() for line in lines)
    top = as_json(capsys)["top"]
    assert [(t["name"], t["total"]) for t in top] == [  # type: ignore[attr-defined]
        ("Bob", bob),
        ("Ann", ann),
        ("Ann", ann),
    ]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_everyone_s_lines_in_every_language_name_the_players(
    data: tuple[int, int], capsys: pytest.CaptureFixture[str], lang: str
) -> None:
    lines = said(capsys, "--lang", lang)
    assert lines[0] == Localizer(lang).format(Msg("stats-everyone"))
    best = [line for line in lines if "2026" in line]
    assert len(best) == 3 and "Bob" in best[0] and "Ann" in best[1] and "Ann" in best[2]
    own = said(capsys, "--player", "Bob", "--lang", lang)
    assert own[0] == Localizer(lang).format(Msg("stats-player", name="Bob"))
    assert not set(own[2:]) & {lines[2], lines[4], lines[5]}  # average, bonus, top: not "your"
    assert "{" not in "".join(lines + own)


def test_the_g_key_says_everyone_s_as_everyone_s(tmp_path: Path) -> None:
    """At a table of computers, G says everyone's figures, each best score's owner named, and
    nothing "your"."""
    store = StatsStore(tmp_path / "stats.sqlite3")
    ann_ann_bob(store)
    robo = Player("Robo", PlayerKind.COMPUTER, "good")
    run = play(["g"], players=[robo], stats=store)
    assert "stats-everyone" in run.ids and not OWN_IDS & set(run.ids)
    names = [m.args["name"] for m in run.messages("stats-top-entry-everyone")]
    assert names == ["Bob", "Ann", "Ann"]
    assert not any("your" in text.lower() for text in run.texts if "best" in text)


def test_after_a_merge_the_table_and_the_lookups_agree(
    data: tuple[int, int], capsys: pytest.CaptureFixture[str]
) -> None:
    assert said(capsys, "--merge", "Bob", "Ann", "--lang", "en") == [
        "Merged. Old name, Bob. New name, Ann. One score moved."
    ]
    rows = as_json(capsys, "--players")["players"]
    assert [(r["name"], r["games"]) for r in rows] == [("Ann", 3)]  # type: ignore[attr-defined]
    for row in rows:  # type: ignore[attr-defined]
        assert as_json(capsys, "--player", row["name"])["games"] == row["games"]
    assert said(capsys, "--players", "--lang", "en")[0].startswith("Ann, 3 games")
    assert said(capsys, "--player", "Bob", "--lang", "en") == [
        "Player, Bob.",
        "No finished games yet.",
    ]
    everyone = said(capsys, "--lang", "en")
    assert everyone[-3].startswith("Number 1, Ann, ")  # Bob's best is Ann's now


def test_a_merge_into_a_new_spelling_answers_to_it(
    data: tuple[int, int], capsys: pytest.CaptureFixture[str]
) -> None:
    """Bob's games given to "Robert", a name nobody has played under yet: the table says
    Robert, and Robert (in any case) finds them."""
    said(capsys, "--merge", "bob", "  Robert ")
    rows = as_json(capsys, "--players")["players"]
    assert [(r["name"], r["games"]) for r in rows] == [  # type: ignore[attr-defined]
        ("Robert", 1),
        ("Ann", 2),
    ]
    robert = as_json(capsys, "--player", "ROBERT")
    assert (robert["games"], robert["name"]) == (1, "Robert")
    store = StatsStore()
    assert store.known_names() == ["Robert", "Ann"]  # the setup offers the merged name


def test_a_person_is_answered_by_the_name_stored(
    data: tuple[int, int], capsys: pytest.CaptureFixture[str]
) -> None:
    lines = said(capsys, "--player", "BÖB", "--lang", "en")
    assert lines[:2] == ["Player, Bob.", "One game played."]
    assert as_json(capsys, "--player", "  bób ")["name"] == "Bob"
    assert said(capsys, "--player", "ánn", "--lang", "de")[0] == "Spieler, Ann."
    # nobody by that name: the name as typed (cleaned), no games
    assert said(capsys, "--player", "Zoë", "--lang", "en") == [
        "Player, Zoë.",
        "No finished games yet.",
    ]
