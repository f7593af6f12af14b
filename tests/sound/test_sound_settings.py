"""The sound settings: validated, saved, and set from ``--sounds on|off`` and ``--sound-volume``."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

from talking_yahtzee.store import settings as st
from talking_yahtzee.store.settings import Settings, load_settings, save_settings


def test_defaults_play_sounds_below_full_scale() -> None:
    assert Settings().sounds is True
    assert 0 < Settings().sound_volume < 1


def test_round_trip(tmp_path: Path) -> None:
    chosen = Settings(sounds=False, sound_volume=0.35)
    save_settings(chosen, tmp_path / "settings.toml")
    assert load_settings(tmp_path / "settings.toml") == (chosen, None)


@pytest.mark.parametrize(
    ("name", "value", "ok"),
    [
        ("sounds", True, True),
        ("sounds", "on", False),
        ("sounds", 1, False),
        ("sound_volume", 0, True),
        ("sound_volume", 1, True),
        ("sound_volume", 1.5, False),
        ("sound_volume", -0.1, False),
        ("sound_volume", float("nan"), False),
        ("sound_volume", True, False),
    ],
)
def test_validation(name: str, value: object, ok: bool) -> None:
    assert st.is_valid(name, value) is ok


def test_an_invalid_sound_value_falls_back_alone(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text('sounds = "loud"\nsound_volume = 0.5\n', encoding="utf-8")
    loaded, problem = load_settings(path)
    assert problem == st.PROBLEM_BROKEN
    assert loaded == Settings(sound_volume=0.5)


def run_game(args: list[str], folder: Path) -> subprocess.CompletedProcess[str]:
    env = dict(
        os.environ,
        TALKING_YAHTZEE_CONFIG_DIR=str(folder),
        TALKING_YAHTZEE_DATA_DIR=str(folder),
    )
    return subprocess.run(
        [sys.executable, "-m", "talking_yahtzee", "--speech", "none", "--plain", *args],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=False,
    )


def test_flags_are_saved_with_save_settings(tmp_path: Path) -> None:
    done = run_game(
        ["--players", "Ann", "--sounds", "off", "--sound-volume", "0.4", "--save-settings"],
        tmp_path,
    )
    assert done.returncode == 0, done.stderr
    saved, problem = load_settings(tmp_path / "settings.toml")
    assert problem is None
    assert (saved.sounds, saved.sound_volume) == (False, 0.4)


@pytest.mark.parametrize("bad", [["--sounds", "loud"], ["--sound-volume", "2"]])
def test_bad_flags_are_a_usage_error(bad: list[str], tmp_path: Path) -> None:
    done = run_game(bad, tmp_path)
    assert done.returncode == 2
    assert "Traceback" not in done.stderr
    assert not (tmp_path / "settings.toml").exists()
