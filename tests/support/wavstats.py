"""A test and benchmark helper: the duration and loudness of a WAV file the tts output rendered."""

from __future__ import annotations

import array
import math
import sys
import wave
from pathlib import Path


def wav_stats(path: Path) -> tuple[float, float]:
    """Return ``(duration_seconds, rms)`` of a 16-bit PCM WAV file; RMS in 0..1."""
    with wave.open(str(path), "rb") as wav:
        frames = wav.getnframes()
        rate = wav.getframerate() or 1
        width = wav.getsampwidth()
        data = wav.readframes(frames)
    if width != 2 or not data:
        return frames / rate, 0.0
    samples = array.array("h")
    samples.frombytes(data[: len(data) - len(data) % 2])
    if sys.byteorder == "big":
        samples.byteswap()
    if not samples:
        return frames / rate, 0.0
    mean_sq = sum(s * s for s in samples) / len(samples)
    return frames / rate, math.sqrt(mean_sq) / 32768.0
