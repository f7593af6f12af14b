"""Screen reader detection, the speech chain it picks, and the plain line writer."""

from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from talking_yahtzee.speech import SilentOutput, TtsOutput, build_chain
from talking_yahtzee.speech.detect import (
    ENV_OVERRIDE,
    Detection,
    detect,
    linux_readers,
    on_linux_console,
    running_processes,
)
from talking_yahtzee.ui.lines import LineWriter

linux_only = pytest.mark.skipif(not sys.platform.startswith("linux"), reason="Linux detection")


@linux_only
def test_linux_readers_from_process_names() -> None:
    env = {"TERM": "xterm-256color"}
    assert linux_readers({"bash", "orca", "python3"}, env=env) == ["orca"]
    assert linux_readers({"fenrir-daemon"}, env=env) == ["fenrir"]
    assert linux_readers({"brltty", "espeakup"}, env=env) == ["espeakup", "brltty"]
    assert linux_readers({"speech-dispatcher", "bash"}, env=env) == []
    assert linux_readers(set(), env={"TERM": "linux"}) == ["linux-console"]


@linux_only
def test_the_linux_console_counts() -> None:
    assert on_linux_console({"TERM": "linux"})


def test_what_each_reader_means() -> None:
    assert not Detection().any
    fenrir = Detection(("fenrir", "linux-console"))
    assert fenrir.any and fenrir.reads_terminal
    console = Detection(("linux-console",))
    assert console.any and not console.reads_terminal
    braille = Detection(("brltty",))
    assert braille.any and not braille.reads_terminal
    assert Detection(("nvda",)).reads_terminal and Detection(("orca",)).reads_terminal
    assert not Detection(("voiceover",)).reads_terminal


def test_override_from_the_environment() -> None:
    assert detect({ENV_OVERRIDE: "none"}) == Detection()
    assert detect({ENV_OVERRIDE: "Fenrir, linux-console"}).readers == ("fenrir", "linux-console")


@linux_only
def test_running_processes_sees_this_one() -> None:
    assert Path(sys.executable).name.lower() in running_processes() or "python" in " ".join(
        running_processes()
    )


def test_auto_adds_no_voice_when_the_reader_reads_the_terminal() -> None:
    chain = build_chain("auto", lang="en", detection=Detection(("fenrir",)))
    assert [o.name for o in chain] == ["transcript"] and isinstance(chain[0], SilentOutput)
    chain = build_chain("auto", lang="en", detection=Detection(("linux-console",)))
    assert isinstance(chain[0], TtsOutput)
    chain = build_chain("auto", lang="en", detection=Detection())
    assert isinstance(chain[0], TtsOutput)


def test_line_writer_prints_one_clean_line_per_write() -> None:
    read, write = os.pipe()
    try:
        writer = LineWriter(write)
        writer.write("Ann rolls:\x1b[2J 3, 2,\n 4.\x07")
        writer.write("Total 2.")
        os.close(write)
        write = -1
        data = os.read(read, 1000)
    finally:
        os.close(read)
        if write >= 0:
            os.close(write)
    assert data == b"Ann rolls:[2J 3, 2, 4.\nTotal 2.\n"


def test_a_closed_terminal_is_given_up_quietly() -> None:
    read, write = os.pipe()
    os.close(read)
    os.close(write)
    writer = LineWriter(write)
    writer.write("lost")
    assert writer.failed
