"""The answers that must not keep a player waiting (issue 34), each beside yatzy-solver's figure
from the same run (the peer runs in ``benchmarks/.venv-compare``; without it its column is empty).

1. A cold ``yahtzee advise --json`` under Yatzy and under the official rules: a fresh process
   each, ours and theirs in turn (theirs: load the table, answer the same position). Target: at
   most the peer's.
2. The chance to win at 6 and 7 open boxes (both players' cards from expert games, random dice
   and rolls left), asked cold: the tables, kernels and keep operators loaded (the game's
   preload), nothing of the position itself cached. p50 and p95, and how many were exact
   (every position at 6 since issue 34's second round; ``bench_win_six.py`` has the CPU time
   beside the wall time). Issue 34's target, p95 under 300 ms warm in the game, is the next.
   yatzy-solver has no chance to win. Then the same in the game, official and Yatzy: the key W
   1.5 s after a person's turn began, the turn's background pass started then (``ui.winning``,
   as for a player who uses the chance to win); ``bench_win_six.py --game 0,1.5`` in detail.
3. Start to the first announcement of the real program (``python -m talking_yahtzee --players
   Ann --speech none --transcript FILE --plain``): wall time until the transcript's first line,
   and the CPU time the process used by then (steadier on a busy machine). Target: under
   150 ms. For scale, the peer's ``python -c "import yatzy_solver"``. As on a player's machine,
   the byte code is written and used (``PYTHONDONTWRITEBYTECODE`` is left out of the program's
   environment, and a first start, not counted, writes it).
4. The first ``make play`` of a fresh ``git clone`` of this checkout's HEAD, to the first
   announcement (installing included; ``--skip-play`` leaves it out). Target: under 10 s.
5. One position in process, like with like: our best move against the peer's ``best_action``,
   every option ranked against its ``option_values`` (p50).

``python benchmarks/bench_targets.py [--runs N] [--positions N] [--skip-play]``
"""

from __future__ import annotations

import argparse
import json
import math
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable, Sequence
from pathlib import Path

HERE = Path(__file__).resolve().parent
ROOT = HERE.parent
SIDE = HERE / "_yatzy_solver_side.py"
THEIRS = HERE / ".venv-compare" / "bin" / "python"
YAHTZEE = Path(sys.executable).with_name("yahtzee")
POSITION = ("1,2,3,4,4", "dice 1 2 3 4 4 | rolls 2 | upper 0 | filled -")
VARIANTS = {"yatzy": "yatzy-scandinavian", "official": "american+forced-joker"}
Row = tuple[str, str, str, str, str]


def say(text: str) -> None:
    print(text, flush=True)


def ms(seconds: float) -> str:
    return f"{seconds * 1e3:,.1f} ms" if math.isfinite(seconds) else "n/a"


def wall_of(argv: Sequence[str | Path]) -> float:
    started = time.perf_counter()
    subprocess.run([str(a) for a in argv], check=True, capture_output=True)
    return time.perf_counter() - started


def p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, math.ceil(0.95 * len(ordered)) - 1)]


# --------------------------------------------------------------------------------------------------
# 1. Cold advise
# --------------------------------------------------------------------------------------------------


def cold_advise(runs: int, tables: dict[str, Path]) -> list[Row]:
    rows: list[Row] = []
    for rules, variant in VARIANTS.items():
        mine, theirs = [], []
        argv = [YAHTZEE, "advise", "--json", "--rules", rules, "--dice", POSITION[0]]
        argv += ["--rolls-left", "2"]
        for _ in range(runs):
            mine.append(wall_of(argv))
            if rules in tables:
                their_argv = [THEIRS, SIDE, "cold", tables[rules], POSITION[1], variant]
                theirs.append(wall_of(their_argv))
        ours, peer = statistics.median(mine), statistics.median(theirs) if theirs else math.nan
        met = "met" if ours <= peer else "NOT met" if theirs else "?"
        label = f"cold `yahtzee advise --json --rules {rules}` (median of {runs})"
        rows.append((label, ms(ours), ms(peer), "at most the peer's", met))
    return rows


# --------------------------------------------------------------------------------------------------
# 2. Chance to win
# --------------------------------------------------------------------------------------------------


def chance_to_win(positions: int) -> list[Row]:
    sys.path.insert(0, str(ROOT))
    from tools.simulate import play_turn

    from talking_yahtzee.advisor import engine, winning
    from talking_yahtzee.advisor.opponents import ExpertOpponent
    from talking_yahtzee.core.dice import RandomDice
    from talking_yahtzee.core.rules import OFFICIAL, Scorecard, Turn

    engine.preload(OFFICIAL, background=False)  # as a game does at its start
    rows: list[Row] = []
    for k in (6, 7):
        rng = random.Random(26)
        expert = ExpertOpponent()
        times, exact = [], 0
        for n in range(positions + 1):
            dice = RandomDice(rng)
            cards = [Scorecard(), Scorecard()]
            for _ in range(OFFICIAL.rounds - k):
                cards = [play_turn(expert, card, dice) for card in cards]
            rolled = Turn().roll_from(dice).dice
            assert rolled is not None
            rolls_left = rng.randrange(3)
            winning.clear_caches()
            started = time.perf_counter()
            advice = winning.win_advice(
                cards[0], OFFICIAL, rolled, rolls_left, opponents=[cards[1]]
            )
            if n:  # the first one warms the interpreter's own caches
                times.append(time.perf_counter() - started)
                exact += advice.exact
        label = (
            f"chance to win, official, {k} open boxes, asked cold: the tables loaded, nothing "
            f"of the position (p50 / p95 of {positions}; exact)"
        )
        ours = f"{ms(statistics.median(times))} / {ms(p95(times))}; {exact} exact"
        met = "cold " + ("under" if p95(times) < 0.3 else "over") + " 300 ms"
        target = "the target is in the game (below)" + (", exact" if k == 6 else "")
        if k == 6:
            met += f", exact: {'met' if exact == positions else f'{exact} of {positions}'}"
        rows.append((label, ours, "no such figure", target, met))
    return rows + in_the_game(positions)


GAME_DELAY = 1.5
"""Seconds from a person's turn beginning to the key W: about the time "Bob, your turn" and a
roll take to be spoken (``bench_win_six.py --game`` has 0 too)."""


def in_the_game(positions: int) -> list[Row]:
    """The key W in the game at 6 and 7 open boxes, the turn's background pass begun
    :data:`GAME_DELAY` before (``ui.winning.TurnPass``), official rules and Yatzy."""
    sys.path.insert(0, str(HERE))
    from bench_win_six import in_game
    from talking_yahtzee.advisor import engine
    from talking_yahtzee.core.rules import OFFICIAL, YATZY

    rows: list[Row] = []
    for rules in (OFFICIAL, YATZY):
        engine.preload(rules, background=False)
        for k in (6, 7):
            answers, passes = in_game(rules, k, positions, GAME_DELAY)
            late = sum(1 for p in passes if p > GAME_DELAY)
            label = (
                f"chance to win, {rules.name}, {k} open boxes, W in the game "
                f"{GAME_DELAY:g} s into the turn (p50 / p95 of {positions})"
            )
            ours = f"{ms(statistics.median(answers))} / {ms(p95(answers))}; {late} passes late"
            met = "met" if p95(answers) < 0.3 else "NOT met"
            rows.append((label, ours, "no such figure", "p95 < 300 ms warm in the game", met))
    return rows


# --------------------------------------------------------------------------------------------------
# 3. First announcement
# --------------------------------------------------------------------------------------------------


def cpu_seconds(pid: int) -> float:
    """CPU time of every thread of ``pid`` so far (Linux), or NaN."""
    total = 0
    try:
        for task in os.listdir(f"/proc/{pid}/task"):
            with open(f"/proc/{pid}/task/{task}/schedstat", encoding="ascii") as stream:
                total += int(stream.read().split()[0])
    except OSError:
        return math.nan
    return total / 1e9


def first_line(
    argv: Sequence[str | Path], transcript: Path, env: dict[str, str]
) -> tuple[float, float]:
    """Wall and CPU seconds from starting ``argv`` to the first line of ``transcript``."""
    started = time.perf_counter()
    process = subprocess.Popen(
        [str(a) for a in argv],
        stdin=subprocess.PIPE,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        env=env,
    )
    try:
        while not (transcript.exists() and transcript.read_text(encoding="utf-8")):
            if process.poll() is not None:
                raise RuntimeError(f"{argv[0]} ended before its first line")
            time.sleep(0.0005)
        return time.perf_counter() - started, cpu_seconds(process.pid)
    finally:
        process.kill()
        process.wait()


def player_environment() -> dict[str, str]:
    """This environment without what a player's would not have (no byte code written)."""
    return {k: v for k, v in os.environ.items() if k != "PYTHONDONTWRITEBYTECODE"}


def first_announcement(runs: int) -> list[Row]:
    walls, cpus, peer = [], [], []
    for run in range(runs + 1):
        with tempfile.TemporaryDirectory() as folder:
            transcript = Path(folder) / "t.txt"
            env = {**player_environment(), "TALKING_YAHTZEE_CONFIG_DIR": folder}
            env["TALKING_YAHTZEE_DATA_DIR"] = folder
            argv = [sys.executable, "-m", "talking_yahtzee", "--players", "Ann", "--speech"]
            argv += ["none", "--transcript", str(transcript), "--plain"]
            wall, cpu = first_line(argv, transcript, env)
            if not run:
                continue  # the byte code written
            walls.append(wall)
            cpus.append(cpu)
        if THEIRS.exists():
            peer.append(wall_of([THEIRS, "-c", "import yatzy_solver"]))
    ours = f"{ms(statistics.median(walls))} (CPU {ms(statistics.median(cpus))})"
    theirs = f"{ms(statistics.median(peer))} to import it" if peer else "n/a"
    met = "met" if statistics.median(walls) < 0.15 else "NOT met"
    if met != "met" and statistics.median(cpus) < 0.15:
        met += " (CPU time met: a busy machine)"
    return [(f"start to first announcement (median of {runs})", ours, theirs, "< 150 ms", met)]


# --------------------------------------------------------------------------------------------------
# 4. The first make play
# --------------------------------------------------------------------------------------------------


def first_make_play() -> list[Row]:
    with tempfile.TemporaryDirectory() as folder:
        clone = Path(folder) / "clone"
        subprocess.run(["git", "clone", "-q", str(ROOT), str(clone)], check=True)
        transcript = Path(folder) / "t.txt"
        env = {
            k: v
            for k, v in player_environment().items()
            if not k.startswith(("VIRTUAL_ENV", "MAKE"))
        }
        env["TALKING_YAHTZEE_CONFIG_DIR"] = env["TALKING_YAHTZEE_DATA_DIR"] = folder
        args = f"--players Ann --speech none --transcript {transcript} --plain"
        started = time.perf_counter()
        process = subprocess.Popen(
            ["make", "-s", "play", f"ARGS={args}"],
            cwd=clone,
            stdin=subprocess.PIPE,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
            env=env,
            start_new_session=True,
        )
        try:
            while not (transcript.exists() and transcript.read_text(encoding="utf-8")):
                if process.poll() is not None:
                    raise RuntimeError("make play ended before the first announcement")
                time.sleep(0.01)
            seconds = time.perf_counter() - started
        finally:
            os.killpg(process.pid, 9)
            process.wait()
    met = "met" if seconds < 10 else "NOT met"
    return [
        ("first `make play` of a fresh clone", f"{seconds:.1f} s", "no such figure", "< 10 s", met)
    ]


# --------------------------------------------------------------------------------------------------
# 5. One position, like with like
# --------------------------------------------------------------------------------------------------


def like_with_like(count: int, table: Path | None) -> list[Row]:
    sys.path.insert(0, str(HERE))
    import compare

    chosen = compare.positions(count)
    mine = compare.our_latency(chosen)
    theirs: dict[str, float] = {}
    if table is not None:
        with tempfile.TemporaryDirectory() as folder:
            situations = Path(folder) / "situations.json"
            situations.write_text(json.dumps([c[3] for c in chosen]), encoding="utf-8")
            argv = [THEIRS, SIDE, "positions", situations, table]
            out = subprocess.run([str(a) for a in argv], check=True, capture_output=True, text=True)
            theirs = json.loads(out.stdout.strip().splitlines()[-1])
    rows: list[Row] = []
    for ours_key, their_key, what in (
        ("p50", "best_p50", "best move"),
        ("all_p50", "p50", "every option"),
    ):
        ours = mine[ours_key]
        peer = theirs.get(their_key, math.nan)
        ratio = f"ratio {ours / peer:.2f}" if theirs else ""
        name = f"one position, {what}, p50 of {count} (ours / theirs)"
        rows.append((name, f"{ours * 1e6:.1f} us", f"{peer * 1e6:.1f} us", "like with like", ratio))
    return rows


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=10, help="cold processes and start-ups")
    parser.add_argument("--positions", type=int, default=20, help="positions per open-box count")
    parser.add_argument("--skip-play", action="store_true", help="leave out the fresh clone")
    args = parser.parse_args()
    say(f"load average before: {os.getloadavg()}  cores: {os.cpu_count()}")
    tables: dict[str, Path] = {}
    steps: list[Callable[[], list[Row]]] = []
    with tempfile.TemporaryDirectory() as folder:
        if THEIRS.exists():
            for rules, variant in VARIANTS.items():
                tables[rules] = Path(folder) / f"{rules}.f64"
                argv = [THEIRS, SIDE, "write-table", tables[rules], variant]
                subprocess.run([str(a) for a in argv], check=True)
        else:
            say(f"no peer: {THEIRS} is missing (make bench-compare sets it up)")
        steps.append(lambda: cold_advise(args.runs, tables))
        steps.append(lambda: chance_to_win(args.positions))
        steps.append(lambda: first_announcement(args.runs))
        if not args.skip_play:
            steps.append(first_make_play)
        steps.append(lambda: like_with_like(500, tables.get("official")))
        rows: list[Row] = []
        for step in steps:
            rows += step()
    say("| target | Talking Yahtzee | yatzy-solver, same run | target | |")
    say("|---|---|---|---|---|")
    for row in rows:
        say("| " + " | ".join(row) + " |")
    say(f"load average after: {os.getloadavg()}")


if __name__ == "__main__":
    main()
