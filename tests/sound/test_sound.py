"""The synthesized sounds: each renders, is audible, short, clean at both ends, never clipped."""

from __future__ import annotations

import io
import os
import shutil
import subprocess
import wave
from pathlib import Path

import numpy as np
import pytest

from talking_yahtzee.sound import CATALOGUE, Sound, render, render_all, wav_bytes
from talking_yahtzee.sound.synth import RATE, rattle_duration

MIN_RMS = 0.02  # full scale 1.0
MAX_PEAK = 0.6  # headroom beside speech: nothing near clipping


def rms(samples: np.ndarray) -> float:
    return float(np.sqrt(np.mean(np.square(samples))))


def test_the_catalogue_names_every_sound_once() -> None:
    assert set(CATALOGUE) == set(Sound)
    assert len({sound.value for sound in Sound}) == len(Sound)
    assert Sound("dice-rolled") is Sound.DICE_ROLLED
    assert Sound.DICE_ROLLED.message_id == "sound-dice-rolled"


@pytest.mark.parametrize("sound", list(Sound), ids=lambda s: s.value)
def test_every_sound_renders_audible_short_and_clean(sound: Sound) -> None:
    samples = render(sound, np.random.default_rng(7))
    duration = len(samples) / RATE
    assert 0.02 < duration <= sound.spec.max_seconds <= 0.6
    assert rms(samples) > MIN_RMS / 2 if sound is Sound.THINKING else rms(samples) > MIN_RMS
    assert float(np.max(np.abs(samples))) <= MAX_PEAK
    # Faded in and out: no click at either end.
    assert abs(samples[0]) < 1e-3 and abs(samples[-1]) < 1e-3


def test_most_sounds_are_under_a_fifth_of_a_second() -> None:
    lengths = {sound: len(samples) / RATE for sound, samples in render_all().items()}
    short = [sound for sound, seconds in lengths.items() if seconds < 0.2]
    assert len(short) > len(Sound) / 2, lengths


def test_two_rattles_differ() -> None:
    first = render(Sound.DICE_ROLLED, np.random.default_rng(1), dice=5)
    second = render(Sound.DICE_ROLLED, np.random.default_rng(2), dice=5)
    assert len(first) == len(second)
    assert not np.allclose(first, second)
    # Without a generator given, every roll is a fresh one as well.
    assert not np.allclose(render(Sound.DICE_ROLLED), render(Sound.DICE_ROLLED))


def test_five_dice_rattle_longer_than_one() -> None:
    one = render(Sound.DICE_ROLLED, np.random.default_rng(3), dice=1)
    five = render(Sound.DICE_ROLLED, np.random.default_rng(3), dice=5)
    assert len(one) / RATE == pytest.approx(rattle_duration(1), abs=0.001)
    assert len(five) > len(one) * 1.5
    assert rms(one) > MIN_RMS and rms(five) > MIN_RMS


def test_held_and_released_differ_in_pitch() -> None:
    held, released = render(Sound.DIE_HELD), render(Sound.DIE_RELEASED)

    def pitch(samples: np.ndarray) -> float:
        spectrum = np.abs(np.fft.rfft(samples, 8 * len(samples)))
        return float(np.argmax(spectrum)) * RATE / (8 * len(samples))

    assert pitch(held) > pitch(released) * 1.3


def test_unknown_sound_or_variation_is_refused() -> None:
    with pytest.raises(ValueError):
        render("dice-thrown")
    with pytest.raises(TypeError):
        render(Sound.BOX_SCORED, dice=3)


def test_wav_is_16_bit_mono_and_volume_scales() -> None:
    samples = render(Sound.BOX_SCORED)
    data = wav_bytes(samples, volume=0.5)
    with wave.open(io.BytesIO(data), "rb") as wav:
        assert (wav.getnchannels(), wav.getsampwidth(), wav.getframerate()) == (1, 2, RATE)
        frames = np.frombuffer(wav.readframes(wav.getnframes()), dtype="<i2")
    assert len(frames) == len(samples)
    assert np.max(np.abs(frames)) == pytest.approx(0.5 * np.max(np.abs(samples)) * 32767, abs=2)


def require(program: str) -> str:
    """Path of ``program``; fail under CI, else skip, when it is missing."""
    path = shutil.which(program)
    if path is None:
        message = f"{program} is not installed (apt-get install {program})"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return path


def sox_stat(path: Path) -> dict[str, float]:
    report = subprocess.run(
        [require("sox"), str(path), "-n", "stat"], capture_output=True, text=True, check=True
    ).stderr
    values = {}
    for line in report.splitlines():
        key, _, value = line.partition(":")
        try:
            values[key.strip()] = float(value)
        except ValueError:
            continue
    return values


@pytest.mark.parametrize("sound", [Sound.DICE_ROLLED, Sound.YAHTZEE, Sound.THINKING])
def test_sox_measures_what_the_game_writes(sound: Sound, tmp_path: Path) -> None:
    samples = render(sound, np.random.default_rng(5))
    path = tmp_path / f"{sound.value}.wav"
    path.write_bytes(wav_bytes(samples))
    stat = sox_stat(path)
    assert stat["Length (seconds)"] == pytest.approx(len(samples) / RATE, abs=0.001)
    assert 0.005 < stat["RMS     amplitude"] < 0.3
    assert stat["Maximum amplitude"] <= MAX_PEAK


@pytest.mark.parametrize("lang", ["en", "es", "fr", "de", "it", "pt"])
def test_every_sound_has_a_name_and_the_notices_render(lang: str) -> None:
    from talking_yahtzee.messages.i18n import Localizer

    localizer = Localizer(lang)
    ids = [sound.message_id for sound in Sound] + ["sound-on", "sound-off", "sound-test"]
    names = [localizer.format(message_id) for message_id in ids]
    assert all(name and name != message_id for name, message_id in zip(names, ids, strict=True))
    assert len(set(names)) == len(names)
    no_device = localizer.format("sound-output-failed", reason="no-audio-device")
    no_player = localizer.format("sound-output-failed", reason="no-player")
    assert no_device != no_player and "{" not in no_device + no_player
    assert "40" in localizer.format("sound-volume", percent=40)
