"""A voice with no system package: the wheel's libespeak-ng and the miniaudio player.

The machine's own espeak-ng library is hidden in a private mount namespace and no program
is on ``PATH`` (no ``espeak-ng``, no ``aplay``): the game must still speak, into an ALSA
file sink that stands for the sound card. With ``CI`` set, a missing piece fails the test.
"""

from __future__ import annotations

import os
import platform
import subprocess
import sys
from pathlib import Path

import pytest
from tmux_game import (
    TmuxGame,
    alsa_sink_home,
    can_hide_system_voice,
    hidden_voice_command,
    longest_voiced,
    wait_for_voice,
)
from wavstats import wav_stats

from talking_yahtzee.speech import TtsOutput, pcm_player
from talking_yahtzee.speech.espeak_wheel import ESPEAK_ENV, wheel_library
from talking_yahtzee.speech.synthesizers import Pyttsx3Synthesizer

MIN_RMS = 0.01


def require(condition: bool, message: str) -> None:
    if not condition:
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)


@pytest.fixture
def wheels() -> None:
    """The wheels exist for x86_64 Linux (pyproject.toml installs them there)."""
    require(
        sys.platform.startswith("linux") and platform.machine() == "x86_64",
        "the espeak-ng and miniaudio wheels are used on x86_64 Linux",
    )
    require(wheel_library() is not None, "espeakng-loader is not installed")
    require(pcm_player.available(), "miniaudio is not installed")


@pytest.mark.usefixtures("wheels")
def test_the_wheel_voice_renders_speech(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(ESPEAK_ENV, "wheel")
    output = TtsOutput(lang="fr", players=[])
    try:
        wav = output.render_to_wav("Vous avez obtenu trois six.", tmp_path / "fr.wav")
        synth = output._synths[0]
        assert isinstance(synth, Pyttsx3Synthesizer)
        assert synth.espeak_library == "wheel"
        assert synth.voice_id is not None and "fr" in synth.voice_id
    finally:
        output.close()
    duration, rms = wav_stats(wav)
    assert duration > 0.5 and rms > MIN_RMS


PLAY = """
import sys
from pathlib import Path
from talking_yahtzee.speech import pcm_player
playback = pcm_player.play_wav(Path(sys.argv[1]))
print(playback.backend, flush=True)
assert playback.wait(timeout=30)
"""

PLAY_AND_CUT = """
from talking_yahtzee.speech import pcm_player
long = pcm_player.play_pcm(b"\\x10\\x20" * 22050 * 30, rate=22050)
long.kill()
assert long.wait(timeout=5) and long.killed
"""


@pytest.mark.usefixtures("wheels")
def test_miniaudio_plays_into_the_alsa_device_and_stops(tmp_path: Path) -> None:
    output = TtsOutput(lang="en", players=[])
    try:
        wav = output.render_to_wav("Two rolls left.", tmp_path / "speech.wav")
    finally:
        output.close()
    home, sink = alsa_sink_home(tmp_path)
    env = dict(os.environ, HOME=str(home), PATH=str(tmp_path / "empty"))
    for code, args in ((PLAY, [str(wav)]), (PLAY_AND_CUT, [])):
        done = subprocess.run(
            [sys.executable, "-c", code, *args],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert done.returncode == 0, done.stderr
        assert done.stderr == ""  # alsa-lib's messages never reach the terminal
        if code is PLAY:
            assert done.stdout.strip() == "ALSA"
            assert longest_voiced(sink) > 0.3


@pytest.mark.usefixtures("wheels")
def test_the_game_speaks_with_no_system_voice_and_no_player_program(tmp_path: Path) -> None:
    """What ``make play`` does on a machine with only Python and make."""
    require(can_hide_system_voice(), "hiding the system library needs root and unshare")
    home, sink = alsa_sink_home(tmp_path)
    transcript = tmp_path / "transcript.txt"
    empty = tmp_path / "empty-path"
    empty.mkdir()
    env = {
        "HOME": str(home),
        "PATH": str(empty),
        "TALKING_YAHTZEE_CONFIG_DIR": str(tmp_path / "config"),
        "TALKING_YAHTZEE_DATA_DIR": str(tmp_path / "data"),
    }
    game_command = [
        sys.executable,
        "-m",
        "talking_yahtzee",
        "--players",
        "Ann",
        "--speech",
        "tts",
        "--lang",
        "en",
        "--transcript",
        str(transcript),
    ]
    game = TmuxGame(hidden_voice_command(game_command, sys.executable), env, transcript)
    try:
        game.said("Round 1 of 13.")
        wait_for_voice(game, sink, tmp_path / "data" / "talking-yahtzee.log")
        game.keys("q")
        game.keys("y")
        game.said("Goodbye.")
        assert "stopped working" not in game.text()
    finally:
        game.close()
