"""Random keys against the real application: the driver of tests/ui/test_soak.py and `make soak`.

The application is built by the composition root with prompt_toolkit's pipe input, a recording
speech output and a clock that never waits, and runs in its own thread. Keys go in one at a time
through the pipe; after every key (prompt_toolkit's ``after_key_press``) the driver checks that no
exception was logged and that every card is what the rules make of the game's history. At the end
the game is played to its end, whatever mode the keys left it in: it can always still finish.

`make soak` spreads its sequences over worker processes, in tasks of a few hundred, each one
Hypothesis run with its own seed; a failure prints the falsifying example and the command that
runs its task alone. There one sequence in eight is played to its end.

Only keys and public state are used (``app.controller.game``, ``.said``, ``.mode``), so the
driver does not depend on how the controller is built inside.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import multiprocessing
import os
import sys
import threading
import time
from dataclasses import dataclass
from typing import Any

import hypothesis
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput
from terminal_keys import SEQUENCES

from talking_yahtzee.cli.app import AppOptions, YahtzeeApp
from talking_yahtzee.core.game import Game, Player, PlayerKind
from talking_yahtzee.core.rules import RULE_SETS, Dice, Scorecard
from talking_yahtzee.speech import RecordingOutput, Speech, Transcript
from talking_yahtzee.ui.modes.confirm import answer_letters
from talking_yahtzee.ui.screen import SPECIAL_KEYS

CHARACTERS = list("r 123456!@#$%^dcabstolvhmxqyn,.+-=_?zZé&\"'(§fpjgukSOдДнкQ")
KEYS = [*SEQUENCES, *CHARACTERS]
KEY_TIMEOUT = 60.0
"""Seconds a key may take (the first use of the strategy tables is slow on a busy machine)."""


class InstantClock:
    """A clock that never waits: computer players move at once."""

    async def pause(self, seconds: float, wake: asyncio.Event) -> None:
        await asyncio.sleep(0)

    def now(self) -> float:
        return time.monotonic()


class ErrorLog(logging.Handler):
    """Collects every error logged by the program (the controller logs each failed key)."""

    def __init__(self) -> None:
        super().__init__(logging.ERROR)
        self.records: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.records.append(self.format(record))


@dataclass(frozen=True)
class Table:
    """Who plays and how; ``players`` None means the spoken setup."""

    players: tuple[Player, ...] | None
    rules: str = "official"
    physical: bool = False
    coach: bool = False
    hold_mode: str = "position"
    seed: int = 0
    plain: bool = False


class GameCheck:
    """Every card is what the rules make of the game's history, and the game can still finish.

    The history is replayed from the first turn that differs from the last check (undo can take
    turns back), so a check after each key costs one turn, not the whole game."""

    def __init__(self) -> None:
        self.game: Game | None = None
        self.replayed: list[tuple[object, tuple[Scorecard, ...]]] = []
        self.reachable: set[Scorecard] = set()

    def __call__(self, game: Game) -> None:
        rules = game.rules
        if game is not self.game:
            self.game, self.replayed = game, []
        cards = tuple(Scorecard(rules=rules) for _ in game.cards)
        scored = 0
        for index, turn in enumerate(game.turns):
            assert 0 < len(turn.rolls) <= 3 or (turn.category is None and not turn.rolls)
            if turn.category is None:
                continue
            dice = tuple(turn.rolls[-1])
            seen = (index, turn.player, turn.category, dice)
            if scored < len(self.replayed) and self.replayed[scored][0] == seen:
                cards = self.replayed[scored][1]
            else:
                del self.replayed[scored:]
                card = cards[turn.player].score(turn.category, Dice(dice))
                cards = (*cards[: turn.player], card, *cards[turn.player + 1 :])
                self.replayed.append((seen, cards))
            scored += 1
        assert list(cards) == list(game.cards), "the cards differ from the history"
        for card in game.cards:
            if card not in self.reachable:
                card.check_reachable()
                self.reachable.add(card)
        if not game.is_over:
            assert not game.card.is_complete, "the player to move has no open box"


class Driver:
    """One application in its own thread, driven key by key."""

    def __init__(self, table: Table) -> None:
        self.errors = ErrorLog()
        self.check_game = GameCheck()
        self.failures: list[str] = []
        self.logger = logging.getLogger("talking_yahtzee")
        self.logger.addHandler(self.errors)
        self.output = RecordingOutput()
        self._pipe_context = create_pipe_input()
        self.pipe = self._pipe_context.__enter__()
        options = AppOptions(
            players=list(table.players) if table.players is not None else None,
            rules=table.rules,
            seed=table.seed,
            physical=table.physical,
            lang="en",
            pace=0.0,
            roll_guard=False,
            coach=table.coach,
            hold_mode=table.hold_mode,
            show_messages=True,
            plain=table.plain,
        )
        self.app = YahtzeeApp(
            options,
            speech=Speech([self.output], Transcript()),
            input=self.pipe,
            output=DummyOutput(),
            clock=InstantClock(),
        )
        self.keys_done = 0
        self.sent = 0
        self.step = 0
        self.changed = threading.Condition()
        self.app.application.key_processor.after_key_press += self._after_key
        self.result: list[Any] = []
        self.thread = threading.Thread(target=self._run, daemon=True)
        self.thread.start()

    # -- the application thread

    def _run(self) -> None:
        try:
            self.result.append(self.app.run())
        except BaseException as error:  # pragma: no cover - a failure to report
            self.failures.append(f"the application stopped: {error!r}")
        finally:
            with self.changed:
                self.changed.notify_all()

    def _after_key(self, _: object) -> None:
        try:
            game = self.app.controller.game
            if game is not None:
                self.check_game(game)
        except AssertionError as error:
            self.failures.append(f"after key {self.keys_done + 1}: {error}")
        with self.changed:
            self.keys_done += 1
            self.changed.notify_all()

    # -- the test thread

    @property
    def mode(self) -> str:
        return str(self.app.controller.mode.value)

    def send(self, key: str) -> None:
        """Send one key and wait until the application has handled it."""
        assert self.thread.is_alive(), "the application is not running"
        self.sent += 1
        self.pipe.send_text(SEQUENCES.get(key, key))
        with self.changed:
            finished = self.changed.wait_for(
                lambda: self.keys_done >= self.sent or not self.thread.is_alive(),
                timeout=KEY_TIMEOUT,
            )
        assert finished, f"key {key!r} was not handled in {KEY_TIMEOUT} s"
        self.check()

    def check(self) -> None:
        assert not self.errors.records, self.errors.records[0]
        assert not self.failures, self.failures[0]

    def harmless(self, key: str) -> str:
        """The key, or Z instead when it would end the program or the game's table.

        The yes and no letters follow the language, which setup letters may have changed."""
        mode = self.mode
        localizer = self.app.controller.localizer
        typed = key.lower() if len(key) == 1 else SPECIAL_KEYS.get(key, key)  # Ctrl+J is Enter
        if mode == "setup" and typed in ("q", "c-c", "й"):
            return "Z"
        if mode == "confirm-quit" and (
            typed == "enter" or typed in answer_letters(localizer, "yes")
        ):
            return "Z"
        no = answer_letters(localizer, "no")
        if mode == "game-over" and (typed in ("q", "c-c", "й") or typed in no):
            return "Z"
        return key

    def finish(self, budget: int = 3000) -> None:
        """Play on from wherever the keys left the game until it is over."""
        for _ in range(budget):
            game = self.app.controller.game
            mode = self.mode
            if game is not None and game.is_over and mode == "game-over":
                return
            self.send(self.finishing_key(game, mode))
        raise AssertionError(f"the game did not finish within {budget} keys (mode {mode})")

    def finishing_key(self, game: Game | None, mode: str) -> str:
        """The next key of a player who only wants to finish: Enter through the setup, roll,
        then try the boxes from the top (confirming a zero), type dice when asked."""
        self.step += 1
        said = self.app.controller.said
        last = said[-1].id if said else ""
        if mode == "setup":
            if last == "name-taken":  # type a name no one has: Zz and a number of z
                for key in ["backspace"] * 24 + ["Z"] + ["z"] * (self.step % 20 + 1):
                    self.send(key)
            return "enter"
        if mode in ("other-card", "sound-test"):
            return "escape"
        if mode == "confirm-quit":
            return "Z"
        if mode == "confirm-zero":
            return "enter"
        if mode == "dice-entry":  # clear, type five equal dice (a new value each time), Enter
            phase = self.step % 11
            if phase < 5:
                return "backspace"
            if phase < 10:
                return str(self.step // 11 % 6 + 1)
            return "enter"
        assert game is not None
        if game.player.is_computer:
            return " "
        if not game.turn.has_rolled:
            return "r"
        phase = self.step % 27
        return "home" if phase == 0 else ("down", "enter")[phase % 2]

    def close(self) -> None:
        """Leave the program and check it ended cleanly."""
        if self.thread.is_alive():
            self.app.exit()
            self.pipe.send_text("q")
        self.thread.join(timeout=KEY_TIMEOUT)
        self._pipe_context.__exit__(None, None, None)
        self.logger.removeHandler(self.errors)
        assert not self.thread.is_alive(), "the application did not stop"


# -- what Hypothesis draws ---------------------------------------------------------------------

LEVELS = ("beginner", "good", "expert")


@st.composite
def tables(draw: st.DrawFn) -> Table:
    if draw(st.integers(0, 4)) == 0:
        players: tuple[Player, ...] | None = None
    else:
        count = draw(st.integers(1, 4))
        people = draw(st.integers(1, count))
        players = tuple(
            Player(f"P{i + 1}")
            if i < people
            else Player(f"C{i + 1}", PlayerKind.COMPUTER, draw(st.sampled_from(LEVELS)))
            for i in range(count)
        )
    return Table(
        players=players,
        rules=draw(st.sampled_from(sorted(RULE_SETS))),
        physical=draw(st.integers(0, 3)) == 0,
        coach=draw(st.integers(0, 3)) == 0,
        hold_mode=draw(st.sampled_from(("position", "value"))),
        seed=draw(st.integers(0, 2**16)),
        plain=draw(st.booleans()),
    )


def key_lists(max_size: int) -> st.SearchStrategy[list[str]]:
    return st.lists(st.sampled_from(KEYS), min_size=1, max_size=max_size)


def drive(table: Table, keys: list[str], *, finish: bool = True) -> int:
    """Send ``keys`` (each made harmless), check after each, then finish the game. Keys sent."""
    driver = Driver(table)
    try:
        for key in keys:
            driver.send(driver.harmless(key))
        if finish:
            driver.finish()
        driver.check()
        return driver.sent
    finally:
        driver.close()


CHUNK = 250
"""Sequences per task given to a worker: each task is one Hypothesis run with its own seed."""


def run_chunk(task: tuple[int, int, int]) -> tuple[int, int]:
    """One worker's task: ``count`` sequences drawn from ``seed``. Returns (sequences, keys)."""
    seed, count, longest = task
    counted = {"sequences": 0, "keys": 0}

    @hypothesis.seed(seed)
    @settings(
        max_examples=count,
        deadline=None,
        database=None,
        suppress_health_check=list(HealthCheck),
    )
    @given(tables(), key_lists(longest), st.integers(0, 7))
    def soak(table: Table, keys: list[str], one_in_eight: int) -> None:
        # The game is played to its end in about one sequence in eight (not 0: Hypothesis
        # draws the smallest value far more often than the others).
        finish = one_in_eight == 3
        counted["keys"] += drive(table, keys, finish=finish)
        counted["sequences"] += 1

    try:
        soak()
    except BaseException:
        print(f"soak: to run the failing task alone: soak.py --seed {seed} --sequences {count}")
        raise
    return counted["sequences"], counted["keys"]


def main() -> int:
    """`make soak`: many random sequences over worker processes; prints how many ran."""
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--sequences", type=int, default=100_000)
    parser.add_argument("--keys", type=int, default=40, help="longest random sequence")
    parser.add_argument(
        "--workers",
        type=int,
        default=(os.cpu_count() or 1) + 1,
        help="processes (default: one more than the cores, as each waits for its application)",
    )
    parser.add_argument("--seed", type=int, default=0, help="first seed; each task adds one")
    args = parser.parse_args()
    sequences = keys = 0
    seed = args.seed
    started = time.monotonic()
    with multiprocessing.get_context("spawn").Pool(args.workers) as pool:
        # Hypothesis may run a few examples fewer than asked (it skips repeats): top up until done.
        while sequences < args.sequences:
            tasks = []
            for start in range(sequences, args.sequences, CHUNK):
                tasks.append((seed, min(CHUNK, args.sequences - start), args.keys))
                seed += 1
            try:
                for done, sent in pool.imap_unordered(run_chunk, tasks):
                    sequences += done
                    keys += sent
                    elapsed = time.monotonic() - started
                    print(f"{sequences} sequences, {keys} keys, {elapsed:.0f} s", flush=True)
            except BaseException:
                print(f"soak: FAILED after {sequences} sequences (the failing example is above)")
                raise
    elapsed = time.monotonic() - started
    print(
        f"soak: {sequences} sequences, {keys} keys, no failure, "
        f"{args.workers} workers, {elapsed:.0f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
