"""``--speech screen-reader`` on Linux against a real speech-dispatcher daemon the test starts.

The daemon is private (tests/support/speechd_daemon.py): its own config, socket and an ALSA
file sink.
Checked: messages are spoken in order, a key's interrupt cancels what is being said, and a killed
daemon hands over to the next output, which says so once.
"""

from __future__ import annotations

import os
import socket
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
import speechd_daemon
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from waiting import wait_for

from talking_yahtzee.cli.app import AppOptions, YahtzeeApp
from talking_yahtzee.core.game import Player
from talking_yahtzee.speech import (
    OutputFailed,
    RecordingOutput,
    ScreenReaderOutput,
    Speech,
    Transcript,
)
from talking_yahtzee.speech.dispatcher import SpeechdBackend

if not os.environ.get("CI"):
    pytestmark = pytest.mark.skipif(
        not speechd_daemon.available(),
        reason="speech-dispatcher, its espeak-ng module or the speechd bindings are missing",
    )

# Long enough that speech-dispatcher is still busy with it when the interruption comes.
LONG = " ".join(f"Sentence number {n} of a very long announcement." for n in range(400))


class Events:
    """What speech-dispatcher reported: ``(event, number)`` in arrival order."""

    def __init__(self) -> None:
        self.seen: list[tuple[str, int]] = []
        self._lock = threading.Lock()

    def __call__(self, event: str, number: int, _when: float) -> None:
        with self._lock:
            self.seen.append((event, number))

    def of(self, number: int) -> list[str]:
        with self._lock:
            return [event for event, n in self.seen if n == number]


@pytest.fixture
def daemon(tmp_path: Path) -> Iterator[speechd_daemon.Daemon]:
    running = speechd_daemon.start(tmp_path)
    try:
        yield running
    finally:
        running.stop()


def test_messages_are_spoken_in_order(daemon: speechd_daemon.Daemon) -> None:
    events = Events()
    backend = SpeechdBackend(lang="en", address=daemon.address, autospawn=False, listener=events)
    try:
        for text in ("Three, two, four.", "Two rolls left.", "Ones, 2."):
            backend.speak(text, interrupt=False)
        wait_for(lambda: events.of(2) == ["begin", "end"], "the third message to end")
        order = [(e, n) for e, n in events.seen if e in ("begin", "end")]
        assert order == [
            ("begin", 0),
            ("end", 0),
            ("begin", 1),
            ("end", 1),
            ("begin", 2),
            ("end", 2),
        ]
        assert daemon.sound_bytes() > 0  # espeak-ng really rendered into the ALSA sink
    finally:
        backend.close()


def test_an_interrupting_message_cancels_the_current_one(daemon: speechd_daemon.Daemon) -> None:
    events = Events()
    backend = SpeechdBackend(lang="en", address=daemon.address, autospawn=False, listener=events)
    try:
        backend.speak(LONG, interrupt=False)
        backend.speak("Queued behind it.", interrupt=False)
        wait_for(lambda: "begin" in events.of(0), "the long message to begin")
        backend.speak("Die 1, three, held.", interrupt=True)
        wait_for(lambda: events.of(2) == ["begin", "end"], "the interrupting message to end")
        assert events.of(0) == ["begin", "cancel"]
        assert "begin" not in events.of(1)  # the queued one was dropped, never spoken
        backend.speak(LONG, interrupt=False)
        wait_for(lambda: "begin" in events.of(3), "the second long message to begin")
        backend.stop()
        wait_for(lambda: events.of(3) == ["begin", "cancel"], "stop to cancel it")
    finally:
        backend.close()


def test_a_killed_daemon_hands_over_with_one_spoken_notice(
    daemon: speechd_daemon.Daemon,
) -> None:
    events = Events()
    backend = SpeechdBackend(lang="en", address=daemon.address, autospawn=False, listener=events)
    tts = RecordingOutput("tts")
    lines: list[str] = []
    speech = Speech([ScreenReaderOutput(lang="en", backend=backend), tts], Transcript(lines.append))
    with create_pipe_input() as pipe:
        app = YahtzeeApp(
            AppOptions(players=[Player("Ann")], lang="en", pace=0.0, seed=7, plain=True),
            speech=speech,
            input=pipe,
            output=DummyOutput(),
        )
        speech.set_failure_callback(app.speech_failed)
        app.controller.start()
        app.controller.key("r")
        wait_for(
            lambda: bool({"end", "cancel"} & set(events.of(len(lines) - 1))),
            "speech-dispatcher to finish the last line said (earlier ones were cut off)",
        )
        assert speech.active_output_name == "screen-reader" and tts.texts == []
        daemon.kill()
        wait_for(lambda: bool(tts.texts), "the notice from the next output")
        notice = tts.texts[0]
        assert "stopped working, it is not running" in notice and "text to speech" in notice
        app.controller.key("1")
        app.controller.key("r")
        wait_for(lambda: len(tts.texts) >= 3, "the next lines through tts")
        assert sum("stopped working" in text for text in tts.texts) == 1
        assert tts.texts[1].startswith("Die 1") and speech.active_output_name == "tts"
    speech.close()


def test_a_daemon_that_does_not_answer_cannot_hang_the_game(tmp_path: Path) -> None:
    """A socket that accepts connections but never answers: the output fails in time."""
    path = tmp_path / "silent.sock"
    server = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    server.bind(str(path))
    server.listen(1)
    outcome: list[BaseException] = []

    def connect() -> None:
        try:
            SpeechdBackend(lang="en", address=f"unix_socket:{path}", autospawn=False, timeout=0.5)
        except BaseException as exc:
            outcome.append(exc)

    try:
        attempt = threading.Thread(target=connect, daemon=True)
        attempt.start()
        attempt.join(60)
        assert not attempt.is_alive(), "the connection attempt hangs"
        assert isinstance(outcome[0], OutputFailed) and outcome[0].reason == "not-available"
    finally:
        server.close()
