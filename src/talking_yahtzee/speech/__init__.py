"""The speech layer: one interface, several outputs (screen reader, tts, transcript)."""

from __future__ import annotations

import logging

from .base import (
    REASON_DAEMON_GONE,
    REASON_ENGINE_CRASHED,
    REASON_ERROR,
    REASON_FILE_ERROR,
    REASON_FILE_RECOVERED,
    REASON_NO_AUDIO_DEVICE,
    REASON_NOT_AVAILABLE,
    REASON_NOT_INSTALLED,
    REASONS,
    Output,
    OutputFailed,
    RecordingOutput,
    SilentOutput,
)
from .build import SPEECH_MODES, build_chain, build_speech
from .core import Speech
from .screen_reader import ScreenReaderOutput
from .transcript import Transcript
from .tts import TtsOutput

# A library stays quiet unless the app configures logging (no "last resort" to stderr).
logging.getLogger(__name__).addHandler(logging.NullHandler())

__all__ = [
    "REASONS",
    "REASON_DAEMON_GONE",
    "REASON_ENGINE_CRASHED",
    "REASON_ERROR",
    "REASON_FILE_ERROR",
    "REASON_FILE_RECOVERED",
    "REASON_NOT_AVAILABLE",
    "REASON_NOT_INSTALLED",
    "REASON_NO_AUDIO_DEVICE",
    "SPEECH_MODES",
    "Output",
    "OutputFailed",
    "RecordingOutput",
    "ScreenReaderOutput",
    "SilentOutput",
    "Speech",
    "Transcript",
    "TtsOutput",
    "build_chain",
    "build_speech",
]
