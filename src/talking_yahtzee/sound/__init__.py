"""Sounds: earcons synthesized by the game itself and played beside the speech.

:class:`Sound` names every sound (the catalogue is their one home); :func:`build_sound_output`
makes the output the game plays them through.
"""

from __future__ import annotations

import logging

from .catalogue import CATALOGUE, Sound, SoundSpec, render, render_all, wav_bytes
from .output import (
    REASON_NO_AUDIO_DEVICE,
    REASON_NO_PLAYER,
    PlayerSoundOutput,
    RecordingSoundOutput,
    SilentSoundOutput,
    SoundOutput,
    build_sound_output,
)
from .thinking import THINKING_DELAY, THINKING_INTERVAL, ThinkingCue

logging.getLogger(__name__).addHandler(logging.NullHandler())

__all__ = [
    "CATALOGUE",
    "REASON_NO_AUDIO_DEVICE",
    "REASON_NO_PLAYER",
    "THINKING_DELAY",
    "THINKING_INTERVAL",
    "PlayerSoundOutput",
    "RecordingSoundOutput",
    "SilentSoundOutput",
    "Sound",
    "SoundOutput",
    "SoundSpec",
    "ThinkingCue",
    "build_sound_output",
    "render",
    "render_all",
    "wav_bytes",
]
