"""Sound outputs: real playback through ALSA into a file, restarts, volume, failure once.

The device tests use aplay (alsa-utils) with a private HOME whose .asoundrc makes the default
ALSA device a ``file`` plugin; with ``CI`` set a missing aplay fails the test instead of skipping.
"""

from __future__ import annotations

import os
import shutil
import sys
from functools import partial
from pathlib import Path

import numpy as np
import pytest
import waiting
from harness import file_sink_home

from talking_yahtzee.sound import (
    REASON_NO_AUDIO_DEVICE,
    REASON_NO_PLAYER,
    THINKING_DELAY,
    PlayerSoundOutput,
    RecordingSoundOutput,
    SilentSoundOutput,
    Sound,
    ThinkingCue,
    build_sound_output,
)
from talking_yahtzee.speech.audio import CommandPlayer, ProcessPlayback

FAIL = [sys.executable, "-c", "import sys; sys.exit(1)"]
HANG = [sys.executable, "-c", "import time; time.sleep(60)"]


wait_for = partial(waiting.wait_for, poll=0.002)


def require(program: str) -> str:
    path = shutil.which(program)
    if path is None:
        message = f"{program} is not installed (apt-get install alsa-utils)"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return path


def copier(folder: Path) -> CommandPlayer:
    """A player that copies each WAV it is given into ``folder`` (numbered)."""
    script = (
        "import os, shutil, sys, pathlib; d = pathlib.Path(sys.argv[1]); "
        "n = len([p for p in d.iterdir() if p.suffix == '.wav']); "
        "shutil.copy(sys.argv[2], d / 'part'); os.replace(d / 'part', d / f'{n}.wav')"
    )
    folder.mkdir(exist_ok=True)
    return CommandPlayer([sys.executable, "-c", script, str(folder)])


def test_real_alsa_device_plays_into_the_file_sink(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    aplay = require("aplay")
    sink = tmp_path / "sink.raw"
    monkeypatch.setenv("HOME", str(file_sink_home(tmp_path / "home", sink)))
    failures: list[str] = []
    output = PlayerSoundOutput([CommandPlayer([aplay, "-q"])], on_failure=failures.append)
    output.start()
    try:
        output.play(Sound.DICE_ROLLED, dice=5)
        wait_for(lambda: output.started == 1)
        playback = output.recent_playbacks[0]
        assert isinstance(playback, ProcessPlayback)
        assert playback.proc.wait(timeout=10) == 0
        data = np.frombuffer(sink.read_bytes(), dtype="<i2").astype(np.float64) / 32768
        assert len(data) > 0.3 * 22050  # the five-dice rattle lasts 0.46 s
        assert float(np.sqrt(np.mean(data**2))) > 0.01
        assert failures == []
    finally:
        output.close()


def test_no_alsa_device_is_reported_once_then_silent(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    aplay = require("aplay")
    home = tmp_path / "home"
    home.mkdir()
    (home / ".asoundrc").write_text("pcm.!default { type hw card 29 }\n", encoding="utf-8")
    monkeypatch.setenv("HOME", str(home))
    failures: list[str] = []
    output = PlayerSoundOutput([CommandPlayer([aplay, "-q"])], on_failure=failures.append)
    output.start()
    try:
        output.play(Sound.YOUR_TURN)
        wait_for(lambda: output.broken and bool(failures))  # the notice comes from its thread
        assert failures == [REASON_NO_AUDIO_DEVICE]
        started = output.started
        for _ in range(3):
            output.play(Sound.BOX_SCORED)
        output.play(Sound.DICE_ROLLED, dice=2)
        assert failures == [REASON_NO_AUDIO_DEVICE]
        assert output.started == started
    finally:
        output.close()


def test_no_alsa_device_is_found_by_the_check_at_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    aplay = require("aplay")
    home = tmp_path / "home"
    home.mkdir()
    (home / ".asoundrc").write_text("pcm.!default { type hw card 29 }\n", encoding="utf-8")
    monkeypatch.setenv("HOME", str(home))
    failures: list[str] = []
    output = PlayerSoundOutput([CommandPlayer([aplay, "-q"])], on_failure=failures.append)
    try:
        output.check()
        assert failures == [REASON_NO_AUDIO_DEVICE] and output.broken
    finally:
        output.close()


def test_a_failing_player_falls_back_to_the_next_without_a_notice(tmp_path: Path) -> None:
    failures: list[str] = []
    output = PlayerSoundOutput(
        [CommandPlayer(FAIL), copier(tmp_path / "out")], on_failure=failures.append
    )
    output.start()
    try:
        output.play(Sound.DIE_HELD)
        wait_for(lambda: (tmp_path / "out" / "0.wav").exists())
        assert output.started == 2  # the failed try, then the copy
        assert failures == []
        assert not output.broken
    finally:
        output.close()


def test_without_any_player_the_notice_comes_once_at_start() -> None:
    failures: list[str] = []
    output = build_sound_output(True, 1.0, on_failure=failures.append, players=[])
    try:
        output.play(Sound.REFUSAL)
        output.play(Sound.REFUSAL)
        assert failures == [REASON_NO_PLAYER]
    finally:
        output.close()


def test_the_check_finds_a_missing_device_before_it_returns() -> None:
    """A player that starts and fails (no audio device) is reported by ``check`` itself, in the
    caller's thread, so the notice can follow the welcome (issue 23)."""
    failures: list[str] = []
    output = PlayerSoundOutput([CommandPlayer(FAIL)], on_failure=failures.append)
    try:
        output.check()
        assert failures == [REASON_NO_AUDIO_DEVICE] and output.broken
        output.play(Sound.DICE_ROLLED, dice=5)
        assert failures == [REASON_NO_AUDIO_DEVICE] and output.started == 0
    finally:
        output.close()


def test_the_check_reports_no_player_when_none_starts(tmp_path: Path) -> None:
    failures: list[str] = []
    missing = CommandPlayer([str(tmp_path / "no-such-player")])
    output = PlayerSoundOutput([missing], on_failure=failures.append)
    try:
        output.check()
        assert failures == [REASON_NO_PLAYER]
    finally:
        output.close()


def test_the_check_keeps_a_working_player_and_plays_nothing_audible(tmp_path: Path) -> None:
    failures: list[str] = []
    output = PlayerSoundOutput(
        [CommandPlayer(FAIL), copier(tmp_path / "out")], on_failure=failures.append
    )
    try:
        output.check()
        assert failures == [] and not output.broken
        (probe,) = (tmp_path / "out").glob("*.wav")
        data = np.frombuffer(probe.read_bytes()[44:], dtype="<i2")
        assert len(data) > 0 and not data.any()  # silence, through the second player
    finally:
        output.close()


def test_the_check_does_not_wait_longer_than_its_timeout_for_a_busy_player() -> None:
    failures: list[str] = []
    output = PlayerSoundOutput([CommandPlayer(HANG)], on_failure=failures.append)
    try:
        output.check(timeout=0.05)  # returns although the player would take a minute
        assert failures == [] and not output.broken
    finally:
        output.close()


def test_sounds_that_are_off_are_not_checked() -> None:
    failures: list[str] = []
    output = PlayerSoundOutput([CommandPlayer(FAIL)], enabled=False, on_failure=failures.append)
    try:
        output.check()
        assert failures == [] and not output.broken
    finally:
        output.close()


def test_a_new_roll_stops_the_previous_rattle_but_not_other_sounds() -> None:
    output = PlayerSoundOutput([CommandPlayer(HANG)])
    output.start()
    try:
        output.play(Sound.DICE_ROLLED, dice=5)
        output.play(Sound.YAHTZEE)
        wait_for(lambda: output.started == 2)
        first_rattle, fanfare = output.recent_playbacks
        output.play(Sound.DICE_ROLLED, dice=3)
        wait_for(lambda: output.started == 3)
        assert isinstance(first_rattle, ProcessPlayback) and isinstance(fanfare, ProcessPlayback)
        first_rattle.proc.wait(timeout=5)
        assert first_rattle.killed
        assert fanfare.proc.poll() is None and not fanfare.killed
        output.stop(Sound.YAHTZEE)
        fanfare.proc.wait(timeout=5)
        assert fanfare.killed
    finally:
        output.close()
    assert all(pb.killed or pb.wait() for pb in output.recent_playbacks)


def test_volume_scales_what_the_player_gets_and_off_plays_nothing(tmp_path: Path) -> None:
    folder = tmp_path / "out"
    output = PlayerSoundOutput([copier(folder)])
    output.start()
    try:
        output.play(Sound.BOX_SCORED)
        wait_for(lambda: (folder / "0.wav").exists())
        output.set_volume(0.25)
        output.play(Sound.BOX_SCORED)
        wait_for(lambda: (folder / "1.wav").exists())
        output.set_enabled(False)
        output.play(Sound.BOX_SCORED)
        output.set_volume(0)
        output.set_enabled(True)
        output.play(Sound.BOX_SCORED)
        output.set_volume(1.0)
        output.play(Sound.LIST_TOP)
        wait_for(lambda: (folder / "2.wav").exists())
    finally:
        output.close()
    loud, soft = (
        np.abs(np.frombuffer((folder / f"{n}.wav").read_bytes()[44:], dtype="<i2")).max()
        for n in (0, 1)
    )
    assert soft == pytest.approx(loud / 4, rel=0.01)
    assert output.started == 3  # nothing while off or at volume 0
    assert sorted(p.name for p in folder.iterdir()) == ["0.wav", "1.wav", "2.wav"]


def test_recording_and_silent_outputs() -> None:
    recording = RecordingSoundOutput()
    recording.play(Sound.DICE_ROLLED, dice=2)
    recording.play("die-held")
    recording.set_enabled(False)
    recording.play(Sound.GAME_WON)
    assert recording.names == ["dice-rolled", "die-held"]
    assert recording.played[0] == (Sound.DICE_ROLLED, {"dice": 2})
    assert recording.stopped == [None]  # turning sounds off stops them
    with pytest.raises(ValueError):
        recording.play("no-such-sound")
    with pytest.raises(TypeError):
        recording.play(Sound.GAME_WON, dice=1)
    silent = SilentSoundOutput()
    silent.play(Sound.THINKING)
    silent.set_volume(3.0)
    assert silent.volume == 1.0
    silent.close()


def test_thinking_cue_ticks_while_work_runs_and_not_after() -> None:
    recording = RecordingSoundOutput()
    with ThinkingCue(recording, delay=0.0, interval=0.001) as cue:
        wait_for(lambda: cue.ticks >= 3)
    ticks = cue.ticks
    assert recording.names == ["thinking"] * ticks
    assert recording.stopped == [Sound.THINKING]
    assert cue.ticks == ticks  # stop() returned: no tick can follow


def test_quick_work_gets_no_thinking_tick() -> None:
    recording = RecordingSoundOutput()
    cue = ThinkingCue(recording, delay=60.0)
    cue.start()
    cue.stop()
    assert cue.ticks == 0 and recording.played == [] and recording.stopped == []
    assert THINKING_DELAY == 0.15  # the brief: a tick once the work takes longer than 150 ms
