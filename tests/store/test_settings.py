"""Settings: defaults, round trip, broken files kept aside, atomic writes, validation."""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as hs

from talking_yahtzee.store import paths
from talking_yahtzee.store import settings as st
from talking_yahtzee.store.settings import Settings, load_settings, save_settings


def test_defaults_when_missing(tmp_path: Path) -> None:
    loaded, problem = load_settings(tmp_path / "settings.toml")
    assert loaded == Settings()
    assert problem is None
    assert loaded.rate == 175 and loaded.speech == "auto" and loaded.lang is None


def test_round_trip(tmp_path: Path) -> None:
    path = tmp_path / "sub" / "settings.toml"
    chosen = Settings(
        lang="es",
        speech="tts",
        voice="roa/es",
        rate=220,
        volume=0.5,
        verbosity="brief",
        hold_mode="value",
        computer_pace=0.0,
        coach=True,
        transcript_file="/tmp/t.txt",
        dice_order="grouped",
        sounds=False,
        sound_volume=0.4,
        undo=False,
        roll_guard=False,
    )
    save_settings(chosen, path)
    assert load_settings(path) == (chosen, None)


def test_broken_toml_is_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text("speech = [unclosed\n", encoding="utf-8")
    loaded, problem = load_settings(path)
    assert loaded == Settings()
    assert problem == st.PROBLEM_BROKEN == "settings-broken"
    assert not path.exists()
    kept = list(tmp_path.glob("settings.toml.broken-*"))
    assert len(kept) == 1
    assert kept[0].read_text(encoding="utf-8") == "speech = [unclosed\n"
    # A second broken file is kept too, never overwriting the first.
    path.write_text("\xff not toml", encoding="latin-1")
    assert load_settings(path)[1] == "settings-broken"
    assert len(list(tmp_path.glob("settings.toml.broken-*"))) == 2


def test_invalid_values_fall_back_per_field(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text(
        'speech = "loud"\nrate = "fast"\nvolume = 3.0\nverbosity = "detailed"\n'
        'coach = "yes"\nlang = "fr"\nsomething_new = 1\n',
        encoding="utf-8",
    )
    loaded, problem = load_settings(path)
    assert problem == "settings-broken"
    assert loaded == Settings(verbosity="detailed", lang="fr")
    kept = list(tmp_path.glob("settings.toml.broken-*"))
    assert len(kept) == 1 and "loud" in kept[0].read_text(encoding="utf-8")
    # The repaired file loads cleanly afterwards.
    assert load_settings(path) == (Settings(verbosity="detailed", lang="fr"), None)


def test_unknown_keys_are_ignored(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('future_option = true\nhold_mode = "value"\n', encoding="utf-8")
    assert load_settings(path) == (Settings(hold_mode="value"), None)
    assert path.exists()


def test_atomic_write_leaves_old_file_on_error(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "settings.toml"
    save_settings(Settings(rate=200), path)
    before = path.read_bytes()

    def boom(src: object, dst: object) -> None:
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        save_settings(Settings(rate=300), path)
    monkeypatch.undo()
    assert path.read_bytes() == before
    assert [p.name for p in tmp_path.iterdir()] == ["settings.toml"]


def test_config_dir_env(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(paths.CONFIG_DIR_ENV, str(tmp_path / "cfg"))
    assert st.settings_path() == tmp_path / "cfg" / "settings.toml"
    save_settings(Settings(coach=True))
    assert (tmp_path / "cfg" / "settings.toml").exists()
    assert load_settings() == (Settings(coach=True), None)


def test_merge_cli() -> None:
    base = Settings(rate=200, lang="de")
    merged = base.merge_cli(rate=None, speech="none", lang="it", computer_pace=0)
    assert merged == Settings(rate=200, speech="none", lang="it", computer_pace=0.0)
    with pytest.raises(ValueError):
        base.merge_cli(speech="shout")
    with pytest.raises(ValueError):
        base.merge_cli(colour="red")


@pytest.mark.parametrize(
    ("name", "value", "ok"),
    [
        ("speech", "screen-reader", True),
        ("speech", "SCREEN", False),
        ("rate", 175, True),
        ("rate", True, False),
        ("rate", 10, False),
        ("volume", 0, True),
        ("volume", float("nan"), False),
        ("hold_mode", "value", True),
        ("dice_order", "grouped", True),
        ("dice_order", "random", False),
        ("verbosity", "chatty", False),
        ("lang", "pt-BR", True),
        ("lang", "../etc", False),
        ("computer_pace", -1, False),
        ("coach", 1, False),
        ("voice", "", False),
        ("rules", "yatzy", True),
        ("rules", "yatzy-forced", True),
        ("rules", "scrabble", False),
        ("rules", 1, False),
    ],
)
def test_validation(name: str, value: object, ok: bool) -> None:
    assert st.is_valid(name, value) is ok


def test_choice_constants_match_defaults() -> None:
    assert Settings().speech in st.SPEECH_CHOICES
    assert Settings().verbosity in st.VERBOSITY_CHOICES
    assert Settings().hold_mode in st.HOLD_MODE_CHOICES
    assert Settings().dice_order in st.DICE_ORDER_CHOICES


valid_settings = hs.builds(
    Settings,
    lang=hs.one_of(hs.none(), hs.sampled_from(["en", "es", "fr", "de", "it", "pt", "pt-BR"])),
    speech=hs.sampled_from(st.SPEECH_CHOICES),
    voice=hs.one_of(hs.none(), hs.text(min_size=1, max_size=20).map(str.strip).filter(bool)),
    rate=hs.integers(st.RATE_MIN, st.RATE_MAX),
    volume=hs.floats(st.VOLUME_MIN, st.VOLUME_MAX),
    verbosity=hs.sampled_from(st.VERBOSITY_CHOICES),
    hold_mode=hs.sampled_from(st.HOLD_MODE_CHOICES),
    dice_order=hs.sampled_from(st.DICE_ORDER_CHOICES),
    computer_pace=hs.floats(st.PACE_MIN, st.PACE_MAX),
    coach=hs.booleans(),
    transcript_file=hs.one_of(hs.none(), hs.just("~/yahtzee transcript.txt")),
    sounds=hs.booleans(),
    sound_volume=hs.floats(st.VOLUME_MIN, st.VOLUME_MAX),
    undo=hs.booleans(),
    roll_guard=hs.booleans(),
    rules=hs.one_of(
        hs.none(), hs.sampled_from(["official", "free-joker", "yatzy", "yatzy-forced"])
    ),
)


@settings(max_examples=60, deadline=None)
@given(chosen=valid_settings)
def test_any_valid_settings_round_trip(chosen: Settings) -> None:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "settings.toml"
        save_settings(chosen, path)
        assert load_settings(path) == (chosen, None)


def play(folder: Path, args: list[str], keys: str) -> str:
    """The game run as the ``yahtzee`` command with ``keys`` typed at once: what it said."""
    transcript = folder / "transcript.txt"
    transcript.unlink(missing_ok=True)
    env = dict(
        os.environ, TALKING_YAHTZEE_CONFIG_DIR=str(folder), TALKING_YAHTZEE_DATA_DIR=str(folder)
    )
    command = [sys.executable, "-m", "talking_yahtzee", "--speech", "none", "--plain"]
    command += ["--lang", "en", "--seed", "4", "--sounds", "off", "--transcript", str(transcript)]
    done = subprocess.run(
        [*command, *args],
        input=keys,
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return transcript.read_text(encoding="utf-8")


def test_undo_and_the_roll_guard_are_saved_off_and_obeyed(tmp_path: Path) -> None:
    """``--no-undo --no-roll-guard --save-settings``: the next game, without flags, obeys them."""
    said = play(tmp_path, ["--players", "Ann", "--new"], "r1uqy")  # roll, hold, undo, quit
    assert "Undone. No dice held." in said  # undo is on by default
    play(tmp_path, ["--players", "Ann", "--no-undo", "--no-roll-guard", "--save-settings"], "qy")
    saved, problem = load_settings(tmp_path / "settings.toml")
    assert problem is None and (saved.undo, saved.roll_guard) == (False, False)
    said = play(tmp_path, ["--players", "Ann", "--new"], "rr1uqy")  # two rolls at once
    assert "One roll left." in said and "Roll ignored" not in said  # no guard: R rolled again
    assert "Undo is turned off for this game." in said


def test_the_rules_are_saved_and_played_by_the_next_game(tmp_path: Path) -> None:
    """``--rules yatzy --save-settings``: the next game, without --rules, is Scandinavian Yatzy."""
    said = play(tmp_path, ["--players", "Ann", "--new"], "qy")
    assert "Round 1 of 13." in said  # official by default with --players
    play(tmp_path, ["--players", "Ann", "--rules", "yatzy", "--save-settings"], "qy")
    saved, problem = load_settings(tmp_path / "settings.toml")
    assert problem is None and saved.rules == "yatzy"
    said = play(tmp_path, ["--players", "Ann", "--new"], "qy")
    assert "Round 1 of 15." in said
    said = play(tmp_path, ["--players", "Ann", "--new", "--rules", "official"], "qy")
    assert "Round 1 of 13." in said  # the flag still wins
