"""The tts output with real engines: WAV rendering per locale, interruption, fallbacks.

Needs espeak-ng (pyttsx3's Linux engine) and sox. With ``CI`` set, a missing program
fails the test instead of skipping it.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
from pathlib import Path

import pytest
from waiting import wait_for
from wavstats import wav_stats

from talking_yahtzee.messages.i18n import Localizer
from talking_yahtzee.speech import RecordingOutput, Speech, Transcript, TtsOutput
from talking_yahtzee.speech.audio import CommandPlayer, ProcessPlayback, pacer_command
from talking_yahtzee.speech.synthesizers import EspeakCliSynthesizer, Pyttsx3Synthesizer

LOCALES = ("en", "es", "fr", "de", "it", "pt", "nl", "pl", "ru", "sv", "da", "nb", "fi")
LONG_TEXT = (
    "This is a deliberately long announcement about the scorecard, listing every box: "
    "ones, twos, threes, fours, fives, sixes, three of a kind, four of a kind, full house, "
    "small straight, large straight, Yahtzee and chance, with their scores, one by one."
)
MIN_RMS = 0.01  # full scale is 1.0; espeak-ng speech is around 0.05 to 0.15


def require(program: str) -> str:
    """Path of ``program``; fail under CI, else skip, when it is missing."""
    path = shutil.which(program)
    if path is None:
        message = f"{program} is not installed (apt-get install {program})"
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
    return path


def sample_text(lang: str) -> str:
    """The game's real welcome message in ``lang``."""
    text = Localizer(lang).format("app-welcome")
    assert len(text) > 15, text
    return text


def sox_stats(path: Path) -> tuple[float, float]:
    """Duration (soxi -D) and RMS amplitude (sox stat) measured by sox."""
    duration = float(
        subprocess.run(
            [require("soxi"), "-D", str(path)], capture_output=True, text=True, check=True
        ).stdout
    )
    report = subprocess.run(
        [require("sox"), str(path), "-n", "stat"], capture_output=True, text=True, check=True
    ).stderr
    rms = next(
        float(line.split(":")[1]) for line in report.splitlines() if "RMS     amplitude" in line
    )
    return duration, rms


@pytest.mark.parametrize("lang", LOCALES)
def test_renders_real_speech_per_locale(lang: str, tmp_path: Path) -> None:
    require("espeak-ng")
    output = TtsOutput(lang=lang, players=[])
    try:
        wav = output.render_to_wav(sample_text(lang), tmp_path / f"{lang}.wav")
        assert output.synthesizer_name == "pyttsx3"  # pyttsx3 stays the engine here
        synth = output._synths[0]
        assert isinstance(synth, Pyttsx3Synthesizer)
        assert synth.voice_id is not None
        if lang != "en":
            assert lang in synth.voice_id.split("/")[-1], synth.voice_id
    finally:
        output.close()
    duration, rms = wav_stats(wav)
    assert duration > 0.3
    assert rms > MIN_RMS
    sox_duration, sox_rms = sox_stats(wav)
    assert sox_duration > 0.3
    assert sox_rms > MIN_RMS


def test_espeak_command_line_fallback_renders(tmp_path: Path) -> None:
    require("espeak-ng")
    synth = EspeakCliSynthesizer(lang="fr", rate=175, volume=1.0)
    synth.start()
    synth.synthesize(sample_text("fr"), tmp_path / "fr.wav")
    duration, rms = wav_stats(tmp_path / "fr.wav")
    assert duration > 0.3 and rms > MIN_RMS


@pytest.mark.parametrize("lang", ("nl", "pl", "ru", "sv"))
def test_espeak_command_line_speaks_the_new_languages(lang: str, tmp_path: Path) -> None:
    """espeak-ng -v <lang> -w renders each newer locale's own welcome; sox measures it."""
    require("espeak-ng")
    synth = EspeakCliSynthesizer(lang=lang, rate=175, volume=1.0)
    synth.start()
    synth.synthesize(sample_text(lang), tmp_path / f"{lang}.wav")
    duration, rms = sox_stats(tmp_path / f"{lang}.wav")
    assert duration > 1.0 and rms > MIN_RMS


def test_broken_pyttsx3_falls_back_to_espeak_command(tmp_path: Path) -> None:
    require("espeak-ng")
    broken = Pyttsx3Synthesizer(lang="de", python=str(tmp_path / "no-such-python"))
    output = TtsOutput(
        lang="de", synthesizers=[broken, EspeakCliSynthesizer(lang="de")], players=[]
    )
    try:
        wav = output.render_to_wav(sample_text("de"), tmp_path / "de.wav")
        assert output.synthesizer_name == "espeak-ng"
        assert wav_stats(wav)[1] > MIN_RMS
    finally:
        output.close()


def wait_for_playback(
    output: TtsOutput, timeout: float = 10.0, *, after: ProcessPlayback | None = None
) -> ProcessPlayback:
    """The playback running now; with ``after``, a new one (the killed one lingers a moment)."""
    seen: list[ProcessPlayback] = []  # the one found: it may end before a second look

    def started() -> bool:
        playback = output.current_playback
        if isinstance(playback, ProcessPlayback) and playback is not after:
            seen.append(playback)
        return bool(seen)

    wait_for(started, "something to start playing", timeout=timeout, poll=0.002)
    return seen[0]


def test_interruption_kills_the_player_at_once(tmp_path: Path) -> None:
    require("espeak-ng")
    output = TtsOutput(lang="en", players=[CommandPlayer(pacer_command())])
    try:
        long_wav = output.render_to_wav(LONG_TEXT, tmp_path / "long.wav")
        long_duration = wav_stats(long_wav)[0]
        assert long_duration > 5.0
        output.start()
        output.speak(LONG_TEXT, interrupt=True)
        first = wait_for_playback(output)
        assert first.proc.poll() is None, "the player should still be playing"
        interrupted_at = time.monotonic()
        output.speak("Stop.", interrupt=True)
        wait_for(lambda: first.proc.poll() is not None, "the player's end", timeout=5, poll=0.0005)
        gone_after = time.monotonic() - interrupted_at
        # Functional bound only: cut off long before the utterance would have ended
        # (the measured latency is in benchmarks/bench_speech.py and docs/speech.md).
        assert gone_after < 1.0 < long_duration - 0.2
        second = wait_for_playback(output, after=first)
        assert second is not first
        assert second.proc.wait(timeout=10) == 0  # the short one plays to the end
    finally:
        output.close()


def test_queued_announcements_play_in_order(tmp_path: Path) -> None:
    require("espeak-ng")
    played: list[Path] = []

    class Spy(CommandPlayer):
        def begin(self, path: Path) -> ProcessPlayback:
            copy = tmp_path / f"played-{len(played)}.wav"
            shutil.copy(path, copy)
            played.append(copy)
            playback = super().begin(path)
            assert isinstance(playback, ProcessPlayback)
            return playback

    output = TtsOutput(lang="en", players=[Spy(pacer_command())])
    try:
        output.start()
        played.clear()  # forget the start-up probe
        output.speak("One.", interrupt=False)
        output.speak("Two, three.", interrupt=False)
        wait_for(lambda: len(played) >= 2, "two announcements to play", timeout=15)
        assert len(played) == 2
        assert wav_stats(played[0])[0] < wav_stats(played[1])[0]
    finally:
        output.close()


def test_no_audio_device_is_reported_once_and_transcript_goes_on(tmp_path: Path) -> None:
    require("espeak-ng")
    failing = CommandPlayer([sys.executable, "-c", "import sys; sys.exit(1)"])
    reports: list[tuple[str, str]] = []
    echo: list[str] = []
    backup = RecordingOutput("backup")
    speech = Speech(
        [TtsOutput(lang="en", players=[failing]), backup],
        Transcript(echo=echo.append),
        on_failure=lambda o, r: reports.append((o, r)),
    )
    speech.say("Your turn.")
    speech.say("Roll.")
    assert reports == [("tts", "no-audio-device")]
    assert speech.active_output_name == "backup"
    assert echo == ["Your turn.", "Roll."]
    assert backup.texts == ["Your turn.", "Roll."]
    speech.close()


def test_player_failing_later_hands_text_to_next_output(tmp_path: Path) -> None:
    require("espeak-ng")
    flag = tmp_path / "ok-once"
    flag.write_text("")
    # Plays the start-up probe, then fails: an audio device that went away.
    script = (
        f"import os, sys; p = {str(flag)!r}\nif not os.path.exists(p): sys.exit(1)\nos.remove(p)\n"
    )
    reports: list[tuple[str, str]] = []
    backup = RecordingOutput("backup")
    speech = Speech(
        [TtsOutput(lang="en", players=[CommandPlayer([sys.executable, "-c", script])]), backup],
        Transcript(),
        on_failure=lambda o, r: reports.append((o, r)),
    )
    speech.say("Lost line.", interrupt=False)
    wait_for(lambda: backup.spoken, "the backup output to speak", timeout=15)
    assert backup.spoken == [("Lost line.", False)]
    assert reports == [("tts", "no-audio-device")]
    speech.close()


def test_nothing_reaches_the_terminal(tmp_path: Path) -> None:
    """Run a whole speech session in a child and capture its fd 1 and fd 2."""
    require("espeak-ng")
    code = f"""
import sys, time
from pathlib import Path
from talking_yahtzee.speech import build_speech
from talking_yahtzee.speech.tts import TtsOutput
from talking_yahtzee.speech.audio import CommandPlayer, pacer_command
out = TtsOutput(lang="es", players=[CommandPlayer(pacer_command())])
out.render_to_wav("Hola a todos", Path({str(tmp_path / "x.wav")!r}))
def played(output):  # wait until a voice output's player has started: then libraries have run
    deadline = time.monotonic() + 60
    while getattr(output, "last_playback", True) is None:
        assert time.monotonic() < deadline, "no playback started"
        time.sleep(0.01)
out.start(); out.speak("Hola", interrupt=True); played(out); out.close()
for mode in ("auto", "screen-reader", "tts", "transcript", "none"):
    s = build_speech(mode, lang="es", echo=None)
    s.say("Uno"); s.say("Dos", interrupt=False); played(s.active_output); s.close()
"""
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2] / "src"))
    done = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, env=env, timeout=120, check=False
    )
    assert done.returncode == 0, done.stderr.decode()
    assert done.stdout == b""
    assert done.stderr == b""
