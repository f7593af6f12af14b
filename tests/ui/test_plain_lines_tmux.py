"""Plain lines as a terminal screen reader needs them: each line ends where the cursor is.

Orca reads a line that answers a key only when the terminal reports the new text ending at the
cursor; VTE does so only once the window is full and each line scrolls it (docs/speech.md). On a
fresh window the arrow keys' lines were heard as "blank". These tests hold the cause without
Orca: the raw bytes the writer sends to a terminal (a pty of a known size), and in tmux, through
the real game started as the window's own command (as a launcher does), the cursor on the last
row after every line, the line just above it.
"""

from __future__ import annotations

import asyncio
import fcntl
import os
import shlex
import shutil
import struct
import termios
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from tmux_game import TmuxServer, game_command
from waiting import wait_for

from talking_yahtzee.ui.lines import LineWriter

TMUX = shutil.which("tmux")
if not os.environ.get("CI"):
    pytestmark = pytest.mark.skipif(TMUX is None, reason="tmux is not installed")


def set_rows(fd: int, rows: int, columns: int = 80) -> None:
    fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", rows, columns, 0, 0))


def read_all(fd: int) -> bytes:
    """What the terminal side has been sent so far (the pty's master end, not blocking)."""
    chunks = []
    while True:
        try:
            chunk = os.read(fd, 4096)
        except BlockingIOError:
            break
        if not chunk:
            break
        chunks.append(chunk)
    return b"".join(chunks)


def test_the_writer_starts_at_the_windows_last_row_and_each_line_ends_with_its_break() -> None:
    master, slave = os.openpty()
    try:
        os.set_blocking(master, False)
        set_rows(slave, 24)
        writer = LineWriter(slave)
        writer.write("Round 1 of 13.")
        # 23 line breaks take the cursor to the last row of 24 from wherever it is; then the
        # line and its break (the terminal's output processing turns each into CR LF)
        assert read_all(master) == b"\r\n" * 23 + b"Round 1 of 13.\r\n"
        writer.write("Twos, 0")
        assert read_all(master) == b"Twos, 0\r\n"  # one write: the line and its break
        set_rows(slave, 30)  # the window grew by 6 rows: 6 more breaks before the next line
        writer.write("Threes, 6")
        assert read_all(master) == b"\r\n" * 6 + b"Threes, 6\r\n"
        set_rows(slave, 20)  # smaller: the terminal keeps the cursor on its last row
        writer.write("Fours, 0")
        assert read_all(master) == b"Fours, 0\r\n"
    finally:
        os.close(master)
        os.close(slave)


def test_the_lines_of_one_key_go_out_together_after_its_handler() -> None:
    # Orca reads each change's text from the terminal only when it comes to it: a second write
    # that scrolled the window meanwhile shifted the text (a line lost, the next heard twice)
    master, slave = os.openpty()
    try:
        os.set_blocking(master, False)
        set_rows(slave, 3)

        async def handle_a_key() -> tuple[bytes, bytes]:
            writer.write("28 in Chance.")
            writer.write("Total 28.")
            writer.write("Round 2 of 13.")
            during = read_all(master)
            await asyncio.sleep(0)  # the handler has returned: the loop's next turn
            return during, read_all(master)

        writer = LineWriter(slave)
        during, after = asyncio.run(handle_a_key())
        assert during == b""
        assert after == b"\r\n" * 2 + b"28 in Chance.\r\nTotal 28.\r\nRound 2 of 13.\r\n"
        writer.write("Goodbye.")  # no event loop: at once
        assert read_all(master) == b"Goodbye.\r\n"
    finally:
        os.close(master)
        os.close(slave)


def test_a_pipe_gets_the_lines_alone() -> None:
    read, write = os.pipe()
    try:
        writer = LineWriter(write)
        writer.write("Round 1 of 13.")
        os.close(write)
        write = -1
        assert os.read(read, 1000) == b"Round 1 of 13.\n"
    finally:
        os.close(read)
        if write >= 0:
            os.close(write)


Running = tuple[TmuxServer, str, Path]


@pytest.fixture
def launched(tmp_path: Path) -> Iterator[Running]:
    """The game in plain mode as an 80x24 window's own command: the cursor starts at the top."""
    tmux = TmuxServer()
    name = f"lines-{uuid.uuid4().hex[:8]}"
    transcript = tmp_path / "transcript.txt"
    command = game_command(
        tmp_path, transcript, "--speech", "none", env={"TALKING_YAHTZEE_SCREEN_READER": "orca"}
    )
    tmux("new-session", "-d", "-s", name, "-x", "80", "-y", "24", shlex.join(command))
    tmux("set-option", "-t", name, "window-size", "manual")
    try:
        yield tmux, name, transcript
    finally:
        tmux.close()


def cursor(tmux: TmuxServer, name: str) -> tuple[int, int, int]:
    """The cursor's column and row, and the window's height."""
    shown = tmux("display", "-p", "-t", name, "#{cursor_x} #{cursor_y} #{pane_height}")
    x, y, height = shown.split()
    return int(x), int(y), int(height)


def rows(tmux: TmuxServer, name: str) -> list[str]:
    return [line.rstrip() for line in tmux("capture-pane", "-t", name, "-p").split("\n")]


def lines_said(transcript: Path) -> list[str]:
    return transcript.read_text(encoding="utf-8").splitlines() if transcript.exists() else []


def answer(tmux: TmuxServer, name: str, transcript: Path, key: str) -> str:
    """Press ``key``; once its line is on the screen, the line."""
    before = len(lines_said(transcript))
    tmux("send-keys", "-t", name, key)
    wait_for(lambda: len(lines_said(transcript)) > before, f"a line for {key}")
    line = lines_said(transcript)[-1]
    wait_for(lambda: line in rows(tmux, name), f"{line!r} on the screen")
    return line


def assert_line_ends_at_the_cursor(tmux: TmuxServer, name: str, line: str) -> None:
    x, y, height = cursor(tmux, name)
    assert (x, y) == (0, height - 1), f"the cursor is not on the last row after {line!r}"
    assert rows(tmux, name)[y - 1] == line, "the line is not just above the cursor"


def test_every_arrow_keys_line_scrolls_the_window_from_the_first_key(launched: Running) -> None:
    tmux, name, transcript = launched
    wait_for(lambda: "Round 1 of 13." in lines_said(transcript))
    wait_for(lambda: "Round 1 of 13." in rows(tmux, name))
    assert_line_ends_at_the_cursor(tmux, name, "Round 1 of 13.")
    for key in ("r", "Down", "Down", "Up", "Home", "End"):
        line = answer(tmux, name, transcript, key)
        assert_line_ends_at_the_cursor(tmux, name, line)
    assert answer(tmux, name, transcript, "Up").startswith("Yahtzee")
    # a taller window: the next line still comes on its last row
    tmux("resize-window", "-t", name, "-y", "40")
    wait_for(lambda: cursor(tmux, name)[2] == 40, "the window to grow")
    line = answer(tmux, name, transcript, "Down")
    assert line.startswith("Chance")
    assert_line_ends_at_the_cursor(tmux, name, line)
