"""The speech layer without real audio: chain, fallback, transcript, reports, modes, and the
Linux screen-reader backend (in-process speechd client, else spd-say)."""

from __future__ import annotations

import sys
import threading
import types
from pathlib import Path
from typing import ClassVar

import pytest

from talking_yahtzee.speech import (
    REASON_ENGINE_CRASHED,
    REASON_NO_AUDIO_DEVICE,
    REASON_NOT_AVAILABLE,
    SPEECH_MODES,
    Output,
    OutputFailed,
    RecordingOutput,
    SilentOutput,
    Speech,
    Transcript,
    build_speech,
)
from talking_yahtzee.speech.screen_reader import ScreenReaderOutput, SpdSayBackend


def make(*chain: Output, echo: list[str] | None = None) -> tuple[Speech, list[tuple[str, str]]]:
    reports: list[tuple[str, str]] = []
    transcript = Transcript(echo=echo.append if echo is not None else None)
    speech = Speech(chain, transcript, on_failure=lambda o, r: reports.append((o, r)))
    return speech, reports


def test_say_goes_to_transcript_and_first_output() -> None:
    echo: list[str] = []
    rec = RecordingOutput("tts")
    speech, reports = make(rec, echo=echo)
    speech.say("Three of a kind.\nScore 17.")
    speech.say("Anna rolls.", interrupt=False)
    assert echo == ["Three of a kind. Score 17.", "Anna rolls."]
    assert rec.spoken == [("Three of a kind.\nScore 17.", True), ("Anna rolls.", False)]
    assert speech.active_output_name == "tts"
    assert reports == []
    speech.silence()
    assert rec.stops == 1
    speech.close()
    assert rec.closed


def test_failing_output_falls_back_and_is_reported_once() -> None:
    broken = RecordingOutput("screen-reader", fail_with=REASON_NO_AUDIO_DEVICE)
    good = RecordingOutput("tts")
    seen_active: list[str] = []
    speech, reports = make(broken, good)

    def on_failure(output: str, reason: str) -> None:
        reports.append((output, reason))
        seen_active.append(speech.active_output_name)

    speech.set_failure_callback(on_failure)
    speech.start()
    assert seen_active == ["tts"]  # the callback already sees the output that took over
    assert speech.active_output_name == "tts"
    for n in range(3):
        speech.say(f"line {n}")
    assert good.texts == ["line 0", "line 1", "line 2"]
    assert reports == [("screen-reader", REASON_NO_AUDIO_DEVICE)]


class FailsOnSecondSpeak(RecordingOutput):
    def speak(self, text: str, *, interrupt: bool) -> None:
        if len(self.spoken) == 1:
            raise RuntimeError("engine crashed inside")
        super().speak(text, interrupt=interrupt)


def test_crash_inside_output_moves_on_without_losing_the_line() -> None:
    first = FailsOnSecondSpeak("tts")
    speech, reports = make(first)
    speech.say("one")
    speech.say("two")
    speech.say("three")
    assert first.texts == ["one"]
    assert first.closed
    assert speech.active_output_name == "transcript"
    assert reports == [("tts", "error")]


class AsyncBreaking(RecordingOutput):
    def break_now(self) -> None:
        failure = OutputFailed(REASON_ENGINE_CRASHED, "worker died", pending=("queued",))
        thread = threading.Thread(target=self._fail_later, args=(failure,))
        thread.start()
        thread.join()


def test_asynchronous_failure_hands_pending_text_to_next_output() -> None:
    first = AsyncBreaking("tts")
    second = RecordingOutput("backup")
    speech, reports = make(first, second)
    speech.say("hello")
    first.break_now()
    first.break_now()  # a second report from the same dead output is ignored
    assert speech.active_output_name == "backup"
    assert second.spoken == [("queued", False)]
    assert reports == [("tts", REASON_ENGINE_CRASHED)]


def test_chain_always_ends_silent() -> None:
    speech, _ = make()
    assert speech.active_output_name == "transcript"
    speech.say("fine")
    speech2, _ = make(SilentOutput("none"))
    assert speech2.active_output_name == "none"


def test_transcript_file_one_line_each_flushed(tmp_path: Path) -> None:
    path = tmp_path / "logs" / "transcript.txt"
    speech = build_speech("none", lang="en", transcript_file=path, echo=None)
    speech.say("¡Hola!\nDados: 3, 3, 5")
    assert path.read_text(encoding="utf-8") == "¡Hola! Dados: 3, 3, 5\n"  # flushed already
    speech.say("Yahtzee!")
    speech.close()
    assert path.read_text(encoding="utf-8").splitlines() == ["¡Hola! Dados: 3, 3, 5", "Yahtzee!"]


def test_transcript_file_error_is_reported_once(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    reports: list[tuple[str, str]] = []
    echo: list[str] = []
    speech = build_speech(
        "transcript",
        lang="en",
        transcript_file=blocker / "t.txt",
        echo=echo.append,
        on_failure=lambda o, r: reports.append((o, r)),
    )
    speech.say("a")
    speech.say("b")
    assert echo == ["a", "b"]
    assert reports == [("transcript", "file-error")]


def test_modes_none_and_transcript() -> None:
    echo: list[str] = []
    none = build_speech("none", lang="en", echo=echo.append)
    none.say("printed, not spoken")
    assert none.active_output_name == "none" and echo == ["printed, not spoken"]
    text = build_speech("transcript", lang="en", echo=echo.append)
    text.say("shown")
    assert text.active_output_name == "transcript" and echo[-1] == "shown"
    with pytest.raises(ValueError):
        build_speech("loud", lang="en")
    assert SPEECH_MODES == ("auto", "screen-reader", "tts", "transcript", "none")


def test_echo_failure_does_not_stop_the_game() -> None:
    def bad_echo(line: str) -> None:
        raise OSError("terminal gone")

    rec = RecordingOutput("tts")
    speech = Speech([rec], Transcript(echo=bad_echo))
    speech.say("still spoken")
    assert rec.texts == ["still spoken"]


def fake_spd_say(tmp_path: Path, exit_code: int = 0) -> tuple[Path, Path]:
    log = tmp_path / "calls.txt"
    exe = tmp_path / "spd-say"
    exe.write_text(
        "#!/bin/sh\n"
        f'for a in "$@"; do printf "%s|" "$a" >> "{log}"; done\n'
        f'echo >> "{log}"\n'
        f"exit {exit_code}\n"
    )
    exe.chmod(0o755)
    return exe, log


def test_spd_say_backend_builds_commands_in_order(tmp_path: Path) -> None:
    exe, log = fake_spd_say(tmp_path)
    backend = SpdSayBackend(lang="es_ES", exe=str(exe))
    output = ScreenReaderOutput(lang="es", backend=backend)
    speech, reports = make(output)
    speech.say("Primera", interrupt=False)
    speech.say("Segunda", interrupt=False)
    for _ in range(500):
        if log.exists() and len(log.read_text().splitlines()) == 2:
            break
        threading.Event().wait(0.01)
    speech.say("Ahora", interrupt=True)
    speech.close()
    assert log.read_text().splitlines() == [
        "-N|talking-yahtzee|-l|es|-P|message|--|Primera|",
        "-N|talking-yahtzee|-l|es|-P|message|--|Segunda|",
        "-N|talking-yahtzee|-l|es|-P|message|-C|--|Ahora|",
    ]
    assert reports == []


def test_spd_say_failure_falls_back(tmp_path: Path) -> None:
    exe, _ = fake_spd_say(tmp_path, exit_code=1)
    output = ScreenReaderOutput(lang="en", backend=SpdSayBackend(lang="en", exe=str(exe)))
    backup = RecordingOutput("tts")
    speech, reports = make(output, backup)
    speech.say("hello", interrupt=False)
    for _ in range(200):
        if speech.active_output_name == "tts":
            break
        threading.Event().wait(0.01)
    assert speech.active_output_name == "tts"
    assert backup.texts == ["hello"]
    assert reports == [("screen-reader", "daemon-gone")]
    speech.close()


class FakeSpeechdClient:
    """Stands in for ``speechd.Client``: records what the backend asks of it."""

    made: ClassVar[list[FakeSpeechdClient]] = []

    def __init__(self, name: str, *, address: str | None, autospawn: bool) -> None:
        self.calls: list[tuple[str, object]] = [("connect", name)]
        FakeSpeechdClient.made.append(self)

    def set_language(self, lang: str) -> None:
        self.calls.append(("language", lang))

    def set_priority(self, priority: object) -> None:
        self.calls.append(("priority", priority))

    def speak(self, text: str) -> None:
        self.calls.append(("speak", text))

    def cancel(self) -> None:
        self.calls.append(("cancel", None))

    def close(self) -> None:
        self.calls.append(("close", None))


def linux_with(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path, speechd: types.ModuleType | None
) -> Path:
    """Pretend to be on Linux with ``speechd`` importable (or not) and a fake ``spd-say`` on
    the PATH; return the fake's call log."""
    exe, log = fake_spd_say(tmp_path)
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setenv("PATH", str(exe.parent))
    # None in sys.modules makes ``import speechd`` raise ImportError, as when it is missing.
    monkeypatch.setitem(sys.modules, "speechd", speechd)
    return log


@pytest.mark.skipif(sys.platform == "win32", reason="the fake spd-say is a shell script")
def test_linux_without_the_speechd_client_falls_back_to_spd_say(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    log = linux_with(monkeypatch, tmp_path, None)
    output = ScreenReaderOutput(lang="de_DE")
    output.start()
    assert output.backend_name == "spd-say"
    assert log.read_text().splitlines() == ["-O|"]  # asked whether the daemon runs, first
    output.speak("Hallo", interrupt=False)
    output.close()
    assert log.read_text().splitlines()[1:] == ["-N|talking-yahtzee|-l|de|-P|message|--|Hallo|"]


@pytest.mark.skipif(sys.platform == "win32", reason="the fake spd-say is a shell script")
def test_linux_with_the_speechd_client_speaks_in_process(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    speechd = types.ModuleType("speechd")
    speechd.Client = FakeSpeechdClient  # type: ignore[attr-defined]
    speechd.Priority = types.SimpleNamespace(MESSAGE="message")  # type: ignore[attr-defined]
    monkeypatch.setattr(FakeSpeechdClient, "made", [])
    log = linux_with(monkeypatch, tmp_path, speechd)
    output = ScreenReaderOutput(lang="de_DE")
    output.start()
    assert output.backend_name == "speech-dispatcher"
    output.speak("Hallo", interrupt=False)
    output.close()
    [client] = FakeSpeechdClient.made
    assert client.calls == [
        ("connect", "talking-yahtzee"),
        ("language", "de"),
        ("priority", "message"),
        ("speak", "Hallo"),
        ("close", None),
    ]
    assert not log.exists()  # spd-say never ran


@pytest.mark.skipif(sys.platform == "win32", reason="the fake spd-say is a shell script")
def test_linux_with_the_client_but_no_daemon_does_not_try_spd_say(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    class NoDaemon(FakeSpeechdClient):
        def __init__(self, name: str, *, address: str | None, autospawn: bool) -> None:
            raise OSError("connection refused")

    speechd = types.ModuleType("speechd")
    speechd.Client = NoDaemon  # type: ignore[attr-defined]
    log = linux_with(monkeypatch, tmp_path, speechd)
    with pytest.raises(OutputFailed) as failed:
        ScreenReaderOutput(lang="en").start()
    assert failed.value.reason == REASON_NOT_AVAILABLE
    assert not log.exists()
