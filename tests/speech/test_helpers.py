"""Helper processes start the same way from source, a wheel or a frozen bundle."""

from __future__ import annotations

import subprocess
import sys
import wave
from pathlib import Path

import pytest

from talking_yahtzee.cli.main import main
from talking_yahtzee.speech import helper_process as helpers
from talking_yahtzee.speech.audio import pacer_command


def short_wav(path: Path, seconds: float = 0.05) -> Path:
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(8000)
        wav.writeframes(b"\0\0" * int(8000 * seconds))
    return path


def test_from_source_a_helper_is_a_module() -> None:
    assert helpers.helper_command("synth", "espeak") == [
        sys.executable,
        "-m",
        "talking_yahtzee.speech._synth_worker",
        "espeak",
    ]
    assert pacer_command() == [sys.executable, "-m", "talking_yahtzee.speech._pacer"]


def test_frozen_a_helper_is_the_program_itself(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setattr(sys, "executable", "/opt/yahtzee/yahtzee")
    assert helpers.helper_command("synth", "") == ["/opt/yahtzee/yahtzee", "--_helper", "synth", ""]
    assert pacer_command() == ["/opt/yahtzee/yahtzee", "--_helper", "pacer"]
    # An explicit interpreter still wins (tests break the worker with a missing one).
    assert helpers.helper_command("synth", python="/nope")[:2] == ["/nope", "-m"]


def test_the_command_dispatches_the_hidden_helper_flag(tmp_path: Path) -> None:
    wav = short_wav(tmp_path / "a.wav")
    assert main(["--_helper", "pacer", str(wav)]) == 0
    assert main(["--_helper", "pacer", str(tmp_path / "missing.wav")]) == 1
    assert main(["--_helper", "no-such-helper"]) == 2


def test_every_helper_runs_as_the_installed_command_would(tmp_path: Path) -> None:
    """``python -m talking_yahtzee --_helper ...``: what a bundle runs as ``yahtzee --_helper``."""
    wav = short_wav(tmp_path / "a.wav", 0.2)
    done = subprocess.run(
        [sys.executable, "-m", "talking_yahtzee", "--_helper", "pacer", str(wav)],
        capture_output=True,
        timeout=60,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    worker = subprocess.run(
        [sys.executable, "-m", "talking_yahtzee", "--_helper", "synth", "no-such-driver"],
        input=b"",
        capture_output=True,
        timeout=60,
        check=False,
    )
    # The worker answers its protocol: here that pyttsx3 has no such driver.
    assert worker.stdout.startswith(b'{"ok": false, "error": '), worker.stdout
    assert b"no-such-driver" in worker.stdout
