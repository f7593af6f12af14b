"""Kill -9 at random moments: real game processes, killed hundreds of times, always resume.

Every game process runs the ``yahtzee`` entry point with its standard input a FIFO the test
writes keys into. Most are forked from one Python that has the game loaded
(``tests/support/game_forker.py``: starting Python costs seconds on a busy machine, a fork
milliseconds); one at the start is a plain ``python -m talking_yahtzee`` to show the two are the
same program. After each SIGKILL the saved game must be exactly the uninterrupted game's state
after the keys it says it handled, and the finished game's record must equal the record of the
game played without interruption. No temporary file outlives the process that made it by more
than the next start (which removes those of dead processes), and a finished game leaves no save,
no lock and no temporary file behind.
"""

from __future__ import annotations

import contextlib
import json
import os
import random
import re
import signal
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from functools import partial
from pathlib import Path
from typing import Any, BinaryIO

import pytest
import waiting
from harness import SEQUENCES, scripted_keys

from talking_yahtzee.core.game import Player
from talking_yahtzee.messages.i18n import Localizer
from talking_yahtzee.store.record import game_record
from talking_yahtzee.store.savegame import SavedGame, SaveError, loads, to_data
from talking_yahtzee.ui.controller import Controller, GameConfig, Preferences
from talking_yahtzee.ui.forgiving import KEYS_HANDLED

KILLS = int(os.environ.get("TALKING_YAHTZEE_KILLS", "100"))
"""Kills in the main test, at least: whole games are played, about 33 kills each, so ``make test``
kills about 130 times over four games, each from its start to its end (``TALKING_YAHTZEE_KILLS``
for a longer run: docs/testing.md)."""
TIMEOUT = 20.0
"""Seconds any one condition may take before the test fails (a hung game, a lost key)."""
HANDLED = re.compile(rb'"%s":(\d+)' % KEYS_HANDLED.encode())
"""The count of keys handled, read from a save without parsing all of it (polled often)."""
SUPPORT = Path(__file__).resolve().parents[1] / "support"


class Quiet:
    def say(self, text: str, *, interrupt: bool = True) -> None:
        pass

    def silence(self) -> None:
        pass


def state(saved: SavedGame) -> dict[str, Any]:
    """What the game is, from a save: every field but its name, time and interface."""
    data = to_data(saved)
    return {k: v for k, v in data.items() if k not in ("uid", "saved_at", "ui")}


def reference(seed: int, keys: list[str]) -> tuple[list[dict[str, Any]], dict[str, Any]]:
    """The uninterrupted game: its state after each key (index: keys handled), and its record."""
    controller = Controller(
        localizer=Localizer("en"),
        speech=Quiet(),
        config=GameConfig(players=[Player("Ann")], seed=seed),
        preferences=Preferences(pace=0.0, roll_guard=False),
    )
    controller.start()
    game, table = controller.game, controller.table.engine
    assert game is not None and table is not None
    states = [state(SavedGame(table))]
    for key in keys:
        controller.key(key)
        states.append(state(SavedGame(table)))
    assert game.is_over
    return states, game_record(game)


wait_for = partial(waiting.wait_for, timeout=TIMEOUT, poll=0.002)
"""The shared poll loop, polled often: a kill lands at a random point of a write."""


def alive(pid: int) -> bool:
    """Whether process ``pid`` runs: a child of this test is reaped, the forker's are not ours."""
    try:
        if os.waitpid(pid, os.WNOHANG)[0] == pid:
            return False
    except ChildProcessError:
        pass
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    return True


class Table:
    """One data folder, one game replayed through killed processes."""

    def __init__(
        self, folder: Path, seed: int, start: Callable[[list[str], dict[str, str], Path], int]
    ):
        self.folder = folder
        self.seed = seed
        self.start = start
        self.saves = folder / "saves"
        self.record = folder / "record.json"
        (folder / "config").mkdir(parents=True)
        self.env = {
            "TALKING_YAHTZEE_DATA_DIR": str(folder),
            "TALKING_YAHTZEE_CONFIG_DIR": str(folder / "config"),
        }
        self.runs = 0

    def args(self) -> list[str]:
        return [
            "play", "--plain", "--players", "Ann", "--seed", str(self.seed), "--speech", "none",
            "--pace", "0", "--no-roll-guard", "--record", str(self.record), "--resume",
        ]  # fmt: skip

    def finished(self) -> bool:
        """The game is over: the record says so (and the save is gone)."""
        try:
            return bool(json.loads(self.record.read_bytes())["finished"])
        except (FileNotFoundError, ValueError):
            return False

    @property
    def save(self) -> Path:
        """The game's save: one game is played in this folder, so at most one file."""
        found = sorted(self.saves.glob("*.json"))
        assert len(found) <= 1, f"one game, several saves: {found}"
        return found[0] if found else self.saves / "none.json"

    def handled(self) -> int:
        """Keys handled so far, by the save (0 before the first save)."""
        try:
            found = HANDLED.search(self.save.read_bytes())
        except FileNotFoundError:
            return 0
        assert found is not None, "a save without its count of keys"
        return int(found.group(1))

    def strays(self, running: int | None = None) -> list[Path]:
        """Temporary files of processes other than ``running`` (all of them when None)."""
        temporaries = [*self.folder.glob(".*.tmp"), *self.saves.glob(".*.tmp")]
        return [t for t in temporaries if running is None or f".{running}-" not in t.name]

    @contextlib.contextmanager
    def process(self) -> Iterator[tuple[int, BinaryIO]]:
        fifo = self.folder / f"keys-{self.runs}"
        self.runs += 1
        os.mkfifo(fifo)
        pid = self.start(self.args(), self.env, fifo)
        with open(fifo, "wb", buffering=0) as keys:
            yield pid, keys
        fifo.unlink()


def send(pipe: BinaryIO, keys: list[str]) -> None:
    with contextlib.suppress(BrokenPipeError):
        pipe.write("".join(SEQUENCES.get(k, k) for k in keys).encode())


def play_with_kills(table: Table, rng: random.Random, budget: int) -> int:
    """Play the whole game, killed at random moments; returns the number of kills."""
    keys = scripted_keys(table.seed)
    states, record = reference(table.seed, keys)
    # The game is saved only when it changed: after k keys the save counts the keys up to the
    # last one that changed the game (read-only keys write nothing).
    saved_at = [0]
    for count in range(1, len(states)):
        saved_at.append(count if states[count] != states[count - 1] else saved_at[-1])
    kills = 0
    done = 0
    while True:
        with table.process() as (pid, pipe):
            target = min(len(keys), done + rng.randint(1, 4))
            while target < len(keys) and saved_at[target] <= done:
                target += 1  # up to a key that changes the game, or the kill wins nothing
            send(pipe, keys[done:target])
            wait_for(
                lambda n=saved_at[target]: (
                    table.handled() >= n or table.finished() or not alive(pid)
                ),  # type: ignore[misc]
                "keys to be handled",
            )
            if table.finished():  # the game is over: the last keys leave
                send(pipe, keys[target:])
                wait_for(lambda: not alive(pid), "the game to end")
                break
            assert alive(pid), "the game process stopped by itself"
            STRAYS.append(len(table.strays(running=pid)))
            assert not table.strays(running=pid), "a killed game's temporary file outlived a start"
            extra = rng.randint(1, 3)
            send(pipe, keys[target : target + extra])
            for _ in range(rng.randint(0, 3)):  # a random moment while those keys are handled
                table.handled()
            os.kill(pid, signal.SIGKILL)
            kills += 1
            wait_for(lambda: not alive(pid), "the killed process to go")
            LEFT.append(len(table.strays()))
        try:
            done = table.handled()
        except SaveError as error:  # pragma: no cover - the failure this test looks for
            raise AssertionError(f"a kill left a broken save: {error}") from None
        saved = loads(table.save.read_bytes())
        assert state(saved) == states[done], f"the save after {done} keys is not that state"
        if kills >= budget:
            return kills
    assert not table.save.exists()  # a finished game leaves no save, no lock, no temporary file
    assert not list(table.saves.glob("*")) and not table.strays()
    written = json.loads(table.record.read_text(encoding="utf-8"))
    assert written == record and written["finished"] is True
    return kills


@pytest.fixture
def forker() -> Iterator[Callable[[list[str], dict[str, str], Path], int]]:
    process = subprocess.Popen(
        [sys.executable, str(SUPPORT / "game_forker.py")],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    assert process.stdin is not None and process.stdout is not None

    def start(args: list[str], env: dict[str, str], fifo: Path) -> int:
        assert process.stdin is not None and process.stdout is not None
        process.stdin.write(json.dumps({"args": args, "env": env, "stdin": str(fifo)}) + "\n")
        process.stdin.flush()
        return int(process.stdout.readline())

    try:
        yield start
    finally:
        process.stdin.close()
        process.wait(timeout=TIMEOUT)


def test_a_real_game_process_killed_at_random_moments_always_resumes(
    tmp_path: Path, forker: Callable[[list[str], dict[str, str], Path], int]
) -> None:
    rng = random.Random(20261122)
    kills = 0
    seed = 1
    started = time.monotonic()
    while kills < KILLS:
        table = Table(tmp_path / f"game-{seed}", seed, forker)
        kills += play_with_kills(table, rng, KILLS - kills + 1000)
        seed += 1
    assert kills >= KILLS and seed > 2
    print(
        f"{kills} kills over {seed - 1} games in {time.monotonic() - started:.1f} s;"
        f" temporary files left by kills: {sum(LEFT)}, all removed by the next start"
        f" (stray after a restart: {sum(STRAYS)} in {len(STRAYS)} checks)"
    )


def exec_start(args: list[str], env: dict[str, str], fifo: Path) -> int:
    """A game started as the ``yahtzee`` command is: a new Python running the package."""
    reader = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)  # does not wait for the writer
    os.set_blocking(reader, True)
    try:
        child = subprocess.Popen(
            [sys.executable, "-m", "talking_yahtzee", *args],
            stdin=reader,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env={**os.environ, **env},
        )
    finally:
        os.close(reader)
    STARTED.append(child)
    return child.pid


STARTED: list[subprocess.Popen[bytes]] = []
LEFT: list[int] = []
"""Temporary files each kill left behind, before the next start removed them."""
STRAYS: list[int] = []
"""Temporary files of killed games found after the next start had handled keys (each 0)."""


def test_the_game_command_itself_killed_and_resumed(tmp_path: Path) -> None:
    """The same as above through ``python -m talking_yahtzee``, a few times (each start is slow)."""
    table = Table(tmp_path / "command", 7, exec_start)
    try:
        kills = play_with_kills(table, random.Random(7), budget=3)
    finally:
        for child in STARTED:
            child.kill()
    assert kills == 3


@pytest.mark.parametrize("signum", [signal.SIGTERM, signal.SIGHUP], ids=["SIGTERM", "SIGHUP"])
def test_a_terminal_closed_or_a_polite_kill_writes_the_record_unfinished(
    tmp_path: Path, signum: int
) -> None:
    table = Table(tmp_path / "polite", 3, exec_start)
    keys = scripted_keys(3)
    try:
        with table.process() as (pid, pipe):
            send(pipe, keys[:8])  # the 7th key rolls, the 8th (Home) changes nothing: no save
            wait_for(lambda: table.handled() >= 7, "keys to be handled")
            os.kill(pid, signum)
            wait_for(lambda: not alive(pid), "the game to leave")
    finally:
        for child in STARTED:
            child.kill()
    written = json.loads(table.record.read_text(encoding="utf-8"))
    assert written["unfinished"] is True and written["finished"] is False
    assert table.handled() == 7  # and the game stays saved, to be resumed
