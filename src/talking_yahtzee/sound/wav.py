"""WAV files of the game's sounds: their rate and the container, with the standard library alone.

The start-up's sound check plays a moment of silence made here, so that a game's first words wait
for neither numpy nor the synthesizer (:mod:`.synth`, imported with the first sound made).
"""

from __future__ import annotations

import io
import wave
from typing import Final

RATE: Final = 22050
"""Samples per second of every sound (16-bit mono WAV)."""


def wav_file(pcm: bytes) -> bytes:
    """A complete 16-bit mono WAV file of little-endian 16-bit ``pcm`` at :data:`RATE`."""
    buffer = io.BytesIO()
    with wave.open(buffer, "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(RATE)
        wav.writeframes(pcm)
    return buffer.getvalue()


def silence_wav(seconds: float) -> bytes:
    """A WAV file of ``seconds`` of silence."""
    return wav_file(bytes(2 * round(RATE * seconds)))


__all__ = ["RATE", "silence_wav", "wav_file"]
