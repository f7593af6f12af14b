"""The first line heard is the game's own welcome, whatever was found while the app was built
(issue 23): a voice that never started is not said to have stopped, nothing is said of it when a
screen reader is there and there is no audio device (but sounds that cannot play are said, once,
in plain lines too), and the sounds' notice waits for the welcome.

``run_from_args`` builds the real app (the welcome said before it); its run is replaced by its
``begin``, the controller's start with the notices, which is what ``YahtzeeApp.run`` does before
the first key.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import Any

import pytest

from talking_yahtzee.cli import launch as app_module
from talking_yahtzee.cli.app import YahtzeeApp
from talking_yahtzee.cli.launch import run_from_args
from talking_yahtzee.cli.play_args import add_play_arguments
from talking_yahtzee.messages.i18n import Localizer
from talking_yahtzee.sound import build_sound_output
from talking_yahtzee.speech import detect as detect_module
from talking_yahtzee.speech.audio import CommandPlayer
from talking_yahtzee.speech.base import REASON_NO_AUDIO_DEVICE, OutputFailed
from talking_yahtzee.speech.detect import Detection
from talking_yahtzee.speech.tts import TtsOutput


def parsed(*argv: str) -> Any:
    parser = argparse.ArgumentParser()
    add_play_arguments(parser)
    return parser.parse_args(list(argv))


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[YahtzeeApp]:
    """No audio device: text to speech cannot start, no sound can play."""
    monkeypatch.setenv("TALKING_YAHTZEE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("TALKING_YAHTZEE_DATA_DIR", str(tmp_path / "data"))

    def no_device(self: TtsOutput) -> None:
        raise OutputFailed(REASON_NO_AUDIO_DEVICE, "no audio player found")

    monkeypatch.setattr(TtsOutput, "start", no_device)
    monkeypatch.setattr(
        app_module,
        "build_sound_output",
        lambda *args, **kwargs: build_sound_output(*args, **kwargs, players=[]),
    )
    apps: list[YahtzeeApp] = []

    def begin(self: YahtzeeApp) -> int:
        apps.append(self)
        self.begin()
        self.sound.close()
        self.speech.close()
        return 0

    monkeypatch.setattr(YahtzeeApp, "run", begin)
    return apps


def reader(monkeypatch: pytest.MonkeyPatch, *names: str) -> None:
    monkeypatch.setattr(detect_module, "detect", lambda: Detection(names))


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        (
            "en",
            "Text to speech could not start, no audio device was found. "
            "The game goes on in text only.",
        ),
        ("fr", None),
        ("ru", None),
    ],
)
def test_without_an_audio_device_the_welcome_comes_first_and_nothing_stopped(
    started: list[YahtzeeApp], monkeypatch: pytest.MonkeyPatch, lang: str, heard: str | None
) -> None:
    reader(monkeypatch)
    run_from_args(parsed("--players", "Ann", "--lang", lang, "--plain"))
    said = started[0].controller.said
    ids = [m.id for m in said]
    assert ids[0] == "app-welcome"
    assert "speech-output-failed" not in ids
    notice = said[1]
    assert notice.id == "speech-output-not-started"
    assert notice.args["reason"] == REASON_NO_AUDIO_DEVICE and notice.args["next"] == "none"
    assert ids[2] == "sound-output-failed"  # once, after the welcome, before the first turn
    assert ids.count("sound-output-failed") == 1
    assert ids.index("sound-output-failed") < ids.index("game-turn-start")
    text = Localizer(lang).format(notice)
    assert "{" not in text and text
    if heard is not None:
        assert text == heard


@pytest.mark.parametrize(
    ("lang", "heard"),
    [
        ("en", "Sounds cannot play, no audio device was found. The game goes on without them."),
        ("fr", None),
        ("ru", None),
    ],
)
@pytest.mark.parametrize("found", ["linux-console", "orca"])
def test_with_a_screen_reader_and_no_audio_device_only_the_missing_sounds_are_said(
    started: list[YahtzeeApp],
    monkeypatch: pytest.MonkeyPatch,
    capfd: pytest.CaptureFixture[str],
    lang: str,
    heard: str | None,
    found: str,
) -> None:
    """The screen reader speaks, so the game's voice is not missed; the sounds are, and a blind
    player hears once that their cues will not come (issue 34), in plain lines."""
    fail = CommandPlayer([sys.executable, "-c", "import sys; sys.exit(1)"])  # no device
    monkeypatch.setattr(
        app_module,
        "build_sound_output",
        lambda *args, **kwargs: build_sound_output(*args, **kwargs, players=[fail]),
    )
    reader(monkeypatch, found)
    run_from_args(parsed("--players", "Ann", "--lang", lang))
    app = started[0]
    said = app.controller.said
    ids = [m.id for m in said]
    assert ids[:3] == ["app-welcome", "reader-plain-mode", "sound-output-failed"]
    assert said[2].args["reason"] == REASON_NO_AUDIO_DEVICE
    assert not {"speech-output-failed", "speech-output-not-started"} & set(ids)
    text = Localizer(lang).format(said[2])
    assert "{" not in text and text
    assert capfd.readouterr().out.splitlines().count(text) == 1  # a plain line, once
    if heard is not None:
        assert text == heard
    app.sound_failed("no-audio-device")  # a later report is not said again
    assert [m.id for m in app.controller.said].count("sound-output-failed") == 1


def test_sounds_that_cannot_play_are_said_right_after_the_welcome(
    started: list[YahtzeeApp], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A sound player that starts and fails (no audio device) is found at the start, not after
    the computer's first turn: its notice comes right after the welcome."""
    fail = CommandPlayer([sys.executable, "-c", "import sys; sys.exit(1)"])
    monkeypatch.setattr(
        app_module,
        "build_sound_output",
        lambda *args, **kwargs: build_sound_output(*args, **kwargs, players=[fail]),
    )
    reader(monkeypatch)
    argv = ["--players", "Robo:expert,Ann", "--speech", "transcript", "--plain", "--pace", "0"]
    run_from_args(parsed(*argv, "--seed", "4"))
    said = started[0].controller.said
    ids = [m.id for m in said]
    assert ids[:2] == ["app-welcome", "sound-output-failed"]
    assert said[1].args["reason"] == REASON_NO_AUDIO_DEVICE
    assert ids.count("sound-output-failed") == 1
    assert "game-rolled" in ids  # the computer played its first turn after it
