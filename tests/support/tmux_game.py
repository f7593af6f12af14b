"""Drive a whole one-player game in tmux as a person would (the installed and bundled game)."""

from __future__ import annotations

import shlex
import shutil
import subprocess
import sys
import tempfile
import uuid
from collections.abc import Mapping, Sequence
from pathlib import Path

from waiting import wait_for

BOXES = (
    "Ones",
    "Twos",
    "Threes",
    "Fours",
    "Fives",
    "Sixes",
    "Three of a kind",
    "Four of a kind",
    "Full house",
    "Small straight",
    "Large straight",
    "Yahtzee",
    "Chance",
)


class TmuxServer:
    """A tmux server of one test's own, on a socket no other test or run uses.

    On the shared default server, a session ending in one test (or in a run beside it) can shut
    the server down just as another test starts its session, which then fails.
    """

    def __init__(self) -> None:
        program = shutil.which("tmux")
        assert program is not None, "tmux is required (CI installs it)"
        self.program = program
        self.socket = str(Path(tempfile.gettempdir()) / f"yahtzee-tmux-{uuid.uuid4().hex[:12]}")

    def __call__(self, *args: str, check: bool = True) -> str:
        """Run one tmux command on this server; its output."""
        done = subprocess.run(
            [self.program, "-S", self.socket, *args], capture_output=True, text=True, check=False
        )
        if check and done.returncode != 0:
            raise AssertionError(f"tmux {args[0]} failed: {done.stderr.strip()}")
        return done.stdout

    def close(self) -> None:
        """End every session of this server and the server."""
        self("kill-server", check=False)
        Path(self.socket).unlink(missing_ok=True)


def game_command(
    folder: Path, transcript: Path, *flags: str, env: Mapping[str, str] | None = None
) -> list[str]:
    """``env … python -m talking_yahtzee`` for one English player, Ann, with seed 7.

    Its settings and data live under ``folder``, its transcript goes to ``transcript``; ``env``
    adds variables and ``flags`` the rest of the command line. A list for ``shlex.join``.
    """
    variables = {
        "TALKING_YAHTZEE_CONFIG_DIR": str(folder / "config"),
        "TALKING_YAHTZEE_DATA_DIR": str(folder / "data"),
        **(env or {}),
    }
    return [
        "env",
        *(f"{name}={value}" for name, value in variables.items()),
        sys.executable,
        "-m",
        "talking_yahtzee",
        "--players",
        "Ann",
        "--seed",
        "7",
        "--lang",
        "en",
        "--transcript",
        str(transcript),
        *flags,
    ]


class TmuxGame:
    """One game program running in a private tmux server."""

    def __init__(self, command: Sequence[str], env: Mapping[str, str], transcript: Path) -> None:
        self.transcript = transcript
        self.tmux = TmuxServer()
        self.name = f"yahtzee-{uuid.uuid4().hex[:8]}"
        line = " ".join(
            ["env", *(f"{k}={shlex.quote(v)}" for k, v in env.items()), *map(shlex.quote, command)]
        )
        self.run("new-session", "-d", "-s", self.name, "-x", "100", "-y", "40", line)

    def run(self, *args: str) -> str:
        return self.tmux(*args)

    def keys(self, *keys: str) -> None:
        self.run("send-keys", "-t", self.name, *keys)

    def screen(self) -> str:
        return self.run("capture-pane", "-t", self.name, "-p")

    def text(self) -> str:
        return self.transcript.read_text(encoding="utf-8") if self.transcript.exists() else ""

    def said(self, words: str, timeout: float = 20.0) -> None:
        wait_for(lambda: words in self.text(), repr(words), timeout)

    def close(self) -> None:
        self.tmux.close()

    def play_whole_game(self, player: str = "Ann") -> None:
        """Roll once each round, score the boxes in order, and leave at the end."""
        self.said("Round 1 of 13.")
        for number, box in enumerate(BOXES):
            self.keys("r")
            rolled = f"{player}: round {number + 1} of 13, 2 rolls left"
            wait_for(lambda rolled=rolled: self.screen().startswith(rolled), rolled)
            self.keys("Home", *(["Down"] * number), "Enter")
            self.score(box)
        self.said("Play again?")
        self.keys("n")
        self.said("Goodbye.")

    def score(self, box: str) -> None:
        """Wait until ``box`` is scored, confirming a zero with a second Enter."""
        scored = f" in {box}."
        wait_for(lambda: f"Zero in {box}?" in self.text() or scored in self.text(), box)
        if scored not in self.text():
            self.keys("Enter")
            self.said(scored)


# ---------------------------------------------------------------------- a machine without a voice

ALSA_FILE_SINK = """pcm.!default {{
    type file
    slave.pcm "null"
    file "|{recorder}"
    format "wav"
}}
"""

RECORDER = """#!{sh}
# One WAV file per opening of the device: a plain file would be rewritten by each opening, so
# the your-turn bell opened after the speech would leave only the bell in it.
exec {cat} > "$({mktemp} {folder}/stream-XXXXXX.wav)"
"""


def alsa_sink_home(folder: Path) -> tuple[Path, Path]:
    """A HOME whose ALSA default device records each playback: ``(home, folder of WAV files)``.

    The device plays into ALSA's ``null`` device, faster than real time, and the ``file`` plugin
    pipes each opening to a recorder that keeps it in its own file (``stream-*.wav``). The
    recorder names its programs by absolute path: the games under test run with an empty PATH.
    """
    home = folder / "home"
    home.mkdir(parents=True, exist_ok=True)
    streams = folder / "sink"
    streams.mkdir(exist_ok=True)
    programs = {name: shutil.which(name) for name in ("sh", "cat", "mktemp")}
    missing = [name for name, found in programs.items() if found is None]
    assert not missing, f"the ALSA sink's recorder needs {missing}"
    recorder = folder / "record-stream"
    recorder.write_text(RECORDER.format(folder=streams, **programs), encoding="utf-8")
    recorder.chmod(0o755)
    (home / ".asoundrc").write_text(ALSA_FILE_SINK.format(recorder=recorder), encoding="utf-8")
    return home, streams


def voiced_seconds(path: Path, threshold: int = 1000) -> float:
    """Seconds of samples louder than ``threshold`` in a 16-bit WAV the sink is writing.

    Reads the samples behind the 44-byte header directly: a piped recording never gets its
    header's sizes written.
    """
    import array

    try:
        data = path.read_bytes()
    except OSError:
        return 0.0
    if len(data) < 46 or data[:4] != b"RIFF":
        return 0.0
    rate = int.from_bytes(data[24:28], "little") or 1
    channels = int.from_bytes(data[22:24], "little") or 1
    body = data[44:]
    samples = array.array("h", body[: len(body) - len(body) % 2])
    loud = sum(1 for s in samples if abs(s) > threshold)
    return loud / rate / channels


def longest_voiced(streams: Path) -> float:
    """The most voiced seconds in one playback the sink recorded (0 before any)."""
    return max((voiced_seconds(path) for path in streams.glob("stream-*.wav")), default=0.0)


VOICE_TIMEOUT = 60.0
"""Seconds the first words may take to reach the sink: the voice's worker process starts Python
and loads espeak-ng before it speaks, which took over 20 s once on a loaded 2-core machine."""


def wait_for_voice(game: TmuxGame, sink: Path, log: Path) -> None:
    """Wait until one playback in ``sink`` holds 0.3 s of sound: speech, as the one sound the
    game plays before the first key, the your-turn bell, is shorter (0.12 s above the threshold).

    On failure, say what the game said and logged.
    """
    try:
        wait_for(lambda: longest_voiced(sink) > 0.3, "speech in the ALSA sink", VOICE_TIMEOUT)
    except AssertionError:
        logged = log.read_text(encoding="utf-8", errors="replace")[-3000:] if log.exists() else ""
        raise AssertionError(
            f"no speech in the ALSA sink after {VOICE_TIMEOUT:.0f} s "
            f"({longest_voiced(sink):.2f} s voiced at most in {len(list(sink.iterdir()))} "
            f"playbacks); the game said {game.text()!r}; "
            f"its log ends: {logged or '(no log)'}"
        ) from None


def system_espeak_files() -> list[Path]:
    """The system's libespeak-ng files (real paths), to hide them."""
    found: set[Path] = set()
    for folder in ("/usr/lib", "/usr/lib64", "/lib", "/usr/local/lib"):
        root = Path(folder)
        if root.is_dir():
            for candidate in root.rglob("libespeak*.so*"):
                if candidate.exists():
                    found.add(candidate.resolve())
    return sorted(found)


def hidden_voice_command(command: Sequence[str], python: str) -> list[str]:
    """``command`` in a private mount namespace where the system's libespeak-ng is hidden.

    Needs root and ``unshare`` (CI has both). Fails with status 3 if the library still loads.
    Programs are named by full path: the command may run with an empty ``PATH``.
    """
    unshare, mount, sh = (shutil.which(p) or p for p in ("unshare", "mount", "sh"))
    script = "\n".join(
        [
            "set -e",
            *(f"{mount} --bind /dev/null {shlex.quote(str(f))}" for f in system_espeak_files()),
            f"if {shlex.quote(python)} -c 'import ctypes; ctypes.CDLL(\"libespeak-ng.so.1\")'"
            " 2>/dev/null; then exit 3; fi",
            "exec " + " ".join(map(shlex.quote, command)),
        ]
    )
    return [unshare, "--mount", sh, "-c", script]


def can_hide_system_voice() -> bool:
    """Whether this machine lets a test hide libraries in a private mount namespace."""
    program = shutil.which("unshare")
    if program is None:
        return False
    done = subprocess.run(
        [program, "--mount", "sh", "-c", "mount --bind /dev/null /dev/null"],
        capture_output=True,
        check=False,
    )
    return done.returncode == 0
