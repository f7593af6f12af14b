"""Build the speech layer from a ``--speech`` mode name."""

from __future__ import annotations

import logging
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Final

from .base import Output, SilentOutput
from .core import OnFailure, Speech
from .detect import Detection, detect
from .screen_reader import ScreenReaderOutput
from .transcript import Opener, Transcript
from .tts import DEFAULT_RATE, TtsOutput

log = logging.getLogger(__name__)

MODE_AUTO: Final = "auto"
MODE_SCREEN_READER: Final = "screen-reader"
MODE_TTS: Final = "tts"
MODE_TRANSCRIPT: Final = "transcript"
MODE_NONE: Final = "none"
SPEECH_MODES: Final = (MODE_AUTO, MODE_SCREEN_READER, MODE_TTS, MODE_TRANSCRIPT, MODE_NONE)


def build_chain(
    mode: str,
    *,
    lang: str,
    voice: str | None = None,
    rate: int | None = None,
    volume: float | None = None,
    detection: Detection | None = None,
) -> list[Output]:
    """The outputs to try for ``mode``, best first (always ending with a silent one).

    ``auto``: a screen reader that reads new terminal text (Fenrir, Speakup, Orca, NVDA,
    JAWS, ...) reads the printed lines, so the game adds no voice; another running screen
    reader (VoiceOver, ...) speaks through its API; otherwise tts, then the transcript.
    ``detection`` is what :func:`.detect.detect` found (looked up when not given).
    """
    if mode not in SPEECH_MODES:
        raise ValueError(f"unknown speech mode {mode!r}; choose one of {SPEECH_MODES}")

    def tts() -> TtsOutput:
        return TtsOutput(
            lang=lang,
            voice=voice,
            rate=rate if rate is not None else DEFAULT_RATE,
            volume=volume if volume is not None else 1.0,
        )

    if mode == MODE_NONE:
        return [SilentOutput("none")]
    if mode == MODE_TRANSCRIPT:
        return [SilentOutput("transcript")]
    if mode == MODE_TTS:
        return [tts(), SilentOutput("transcript")]
    if mode == MODE_SCREEN_READER:
        return [ScreenReaderOutput(lang=lang), tts(), SilentOutput("transcript")]
    # auto
    found = detect() if detection is None else detection
    if found.reads_terminal:
        log.info("screen reader %s reads the terminal: no voice of our own", found.readers)
        return [SilentOutput("transcript")]
    if not sys.platform.startswith("linux") and found.any:
        reader = ScreenReaderOutput(lang=lang, require_reader=True)
        try:
            reader.start()
        except Exception as exc:
            log.info("auto speech: screen reader unusable (%s)", exc)
        else:
            return [reader, tts(), SilentOutput("transcript")]
    return [tts(), SilentOutput("transcript")]


def build_speech(
    mode: str,
    *,
    lang: str,
    voice: str | None = None,
    rate: int | None = None,
    volume: float | None = None,
    transcript_file: Path | None = None,
    transcript_opener: Opener | None = None,
    echo: Callable[[str], None] | None = None,
    on_failure: OnFailure | None = None,
    start: bool = True,
    detection: Detection | None = None,
) -> Speech:
    """Build and (with ``start``) start the speech layer for a ``--speech`` mode.

    ``echo`` receives each transcript line in every mode (plain mode prints them; ``none``
    only turns the voice off). Failures are reported through ``on_failure(output, reason)``.
    ``transcript_opener`` opens the transcript file without blocking (``store.files.open_named``).
    """
    chain = build_chain(mode, lang=lang, voice=voice, rate=rate, volume=volume, detection=detection)
    transcript = Transcript(echo=echo, path=transcript_file, opener=transcript_opener)
    speech = Speech(chain, transcript, on_failure=on_failure)
    if start:
        speech.start()
    return speech
