"""Talking Yahtzee's advisor side by side with yatzy-solver, in one run: ``make bench-compare``.

yatzy-solver (a Rust solver on the package registry, official rules as ``american+forced-joker``)
lives in a side environment of its own, ``benchmarks/.venv-compare``, that ``make bench-compare``
creates; the game never needs it. Each figure is measured for both, alternately, ``--repeat``
times, and the medians are printed with their ratio (ours / theirs for times, theirs / ours for
rates). The machine's load average is printed too: on a shared machine, compare only figures
from the same run. Our cold figures run ``.venv/bin/yahtzee``, an editable install (since issue
34 a path in a ``.pth`` file, no import finder; ``python -c pass`` shows each environment's
start beside theirs); the cold answer is also measured from a wheel of this tree installed in a
throwaway environment (:func:`wheel_yahtzee`). One position in process is timed like with like:
our best move (``advise(...).best``) against their ``best_action``, and every option ranked
(``advise(...).options``) against their ``option_values``. "All cores" is our build on one worker
process per core (:mod:`tools.parallel`) and theirs on rayon's threads; its CPU time counts the
workers' too.

``python benchmarks/compare.py --theirs PYTHON [--repeat N] [--games N] [--quick]``
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import sysconfig
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

HERE = Path(__file__).resolve().parent
SIDE = HERE / "_yatzy_solver_side.py"
POSITION_DICE = "1,2,3,4,4"
THEIR_POSITION = "dice 1 2 3 4 4 | rolls 2 | upper 0 | filled -"
NAMES = ["ones", "twos", "threes", "fours", "fives", "sixes", "three_of_a_kind"]
NAMES += ["four_of_a_kind", "full_house", "small_straight", "large_straight", "five_of_a_kind"]
NAMES += ["chance"]

BUILDS = (("", "official", "american+forced-joker"), ("yatzy_", "yatzy", "yatzy-scandinavian"))
"""The table builds timed side by side: (figure prefix, our rule set, their variant)."""

Figures = dict[str, list[float]]


def say(text: str) -> None:
    print(text, flush=True)


def run_json(argv: list[str], env: dict[str, str] | None = None) -> dict[str, float]:
    out = subprocess.run(argv, check=True, capture_output=True, text=True, env=env).stdout
    return dict(json.loads(out.strip().splitlines()[-1]))


def wall_of(argv: list[str], env: dict[str, str] | None = None) -> float:
    started = time.perf_counter()
    subprocess.run(argv, check=True, capture_output=True, env=env)
    return time.perf_counter() - started


def threads_env(count: int | None) -> dict[str, str]:
    env = dict(os.environ)
    for name in ("RAYON_NUM_THREADS", "OMP_NUM_THREADS", "OPENBLAS_NUM_THREADS"):
        env.pop(name, None)
        if count is not None:
            env[name] = str(count)
    return env


# --------------------------------------------------------------------------------------------------
# Our side, each figure in a fresh process (``compare.py --ours FIGURE``)
# --------------------------------------------------------------------------------------------------


def ours(figure: str, argument: str) -> dict[str, float]:
    from talking_yahtzee.core.rules import OFFICIAL, RULE_SETS

    if figure == "build":  # argument: "WORKERS" or "WORKERS:RULES"
        from tools.parallel import solve_table

        from bench_advisor import cpu_seconds

        workers, _, name = argument.partition(":")
        rules = RULE_SETS[name or OFFICIAL.name]
        wall, cpu = time.perf_counter(), cpu_seconds()
        table = solve_table(rules, workers=int(workers))  # workers are joined on return
        return {
            "wall": time.perf_counter() - wall,
            "cpu": cpu_seconds() - cpu,
            "value": table.value(0, 0, 0),
        }
    if figure == "simulate":
        from tools.batch import simulate_optimal

        from talking_yahtzee.advisor.store import load_table

        load_table(OFFICIAL)
        games = int(argument)
        wall, cpu = time.perf_counter(), time.process_time()
        scores = simulate_optimal(games, seed=1)
        return {
            "wall": time.perf_counter() - wall,
            "cpu": time.process_time() - cpu,
            "mean": float(scores.mean()),
        }
    if figure == "simulate-rules":
        from tools.simulate import simulate

        from talking_yahtzee.advisor.store import load_table

        load_table(OFFICIAL)
        games = int(argument)
        wall, cpu = time.perf_counter(), time.process_time()
        result = simulate("expert", games, seed=1)
        return {
            "wall": time.perf_counter() - wall,
            "cpu": time.process_time() - cpu,
            "mean": result.mean,
        }
    raise SystemExit(f"unknown figure {figure!r}")


def wheel_yahtzee(tmp: Path) -> str | None:
    """``yahtzee`` installed from a wheel of this tree, as players install it, in a throwaway
    environment that borrows the dependencies of this one (a ``.pth`` line: the editable
    install's finder is not loaded there); None, said, when it cannot be made."""
    env = tmp / "wheel-env"
    try:
        subprocess.run(
            [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", tmp / "dist"],
            check=True,
            capture_output=True,
            cwd=HERE.parent,
        )
        subprocess.run([sys.executable, "-m", "venv", "--without-pip", env], check=True)
        site = Path(sysconfig.get_paths(vars={"base": str(env), "platbase": str(env)})["purelib"])
        (site / "borrowed.pth").write_text(sysconfig.get_paths()["purelib"] + "\n")
        wheel = next((tmp / "dist").glob("*.whl"))
        uv = Path(sys.executable).with_name("uv")  # make's installer; pip where there is none
        pip = [str(uv), "pip"] if uv.exists() else [sys.executable, "-m", "pip"]
        target = ["--python", str(env / "bin" / "python")]
        subprocess.run(
            [*pip, "install", *target, "-q", "--no-deps", "--no-index", wheel], check=True
        )
    except (OSError, subprocess.CalledProcessError, StopIteration) as error:
        say(f"no wheel environment ({error}): its rows are left out")
        return None
    return str(env / "bin" / "yahtzee")


# --------------------------------------------------------------------------------------------------
# Positions: the same random ones for both
# --------------------------------------------------------------------------------------------------


def positions(count: int) -> list[tuple[object, object, int, str]]:
    sys.path.insert(0, str(HERE))
    from bench_advisor import random_position
    from talking_yahtzee.core.rules import OFFICIAL, Category

    rng = random.Random(1)
    result = []
    for _ in range(count):
        card, dice, rolls_left = random_position(rng)
        filled = [NAMES[OFFICIAL.index(c)] for c in card.filled_categories]
        text = " ".join(map(str, sorted(dice.values)))
        situation = (
            f"dice {text} | rolls {rolls_left} | upper {min(63, card.upper_subtotal)} | "
            f"filled {','.join(filled) or '-'}"
        )
        if card.is_filled(Category.YAHTZEE):
            situation += f" | five_of_a_kind {card[Category.YAHTZEE]}"
        result.append((card, dice, rolls_left, situation))
    return result


def our_latency(chosen: list[tuple[object, object, int, str]]) -> dict[str, float]:
    from talking_yahtzee.advisor import advise, engine
    from talking_yahtzee.core.rules import OFFICIAL

    # As a game does at its start (yatzy-solver also loads everything before its first answer):
    # the table, the tables of every mask and every roll's keep operator; no position is cached.
    engine.preload(OFFICIAL, background=False)
    engine.clear_cache()
    best, every = [], []
    for card, dice, rolls_left, _ in chosen:
        started = time.perf_counter()
        answer = advise(card, OFFICIAL, dice, rolls_left).best  # type: ignore[arg-type]
        best.append(time.perf_counter() - started)
    engine.clear_cache()
    for card, dice, rolls_left, _ in chosen:
        started = time.perf_counter()
        answers = advise(card, OFFICIAL, dice, rolls_left).options  # type: ignore[arg-type]
        every.append(time.perf_counter() - started)
        assert answers[0] == answer or answers
    best.sort()
    every.sort()
    n = len(best)
    return {
        "p50": best[n // 2],
        "p95": best[int(0.95 * n)],
        "all_p50": every[n // 2],
        "all_p95": every[int(0.95 * n)],
    }


# --------------------------------------------------------------------------------------------------
# The run
# --------------------------------------------------------------------------------------------------


def median(values: list[float]) -> float:
    return statistics.median(values) if values else float("nan")


def row(name: str, ours_: float, theirs: float, unit: str) -> str:
    ratio = ours_ / theirs
    scale = {"s": 1.0, "ms": 1e3, "us": 1e6, "/s": 1.0, "": 1.0}[unit]
    shown = f"| {name} | {ours_ * scale:,.{1 if unit != '/s' else 0}f} {unit} "
    shown += f"| {theirs * scale:,.{1 if unit != '/s' else 0}f} {unit} | {ratio:.2f} |"
    return shown


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--theirs", help="python of the environment with yatzy-solver")
    parser.add_argument("--ours", nargs=2, metavar=("FIGURE", "ARGUMENT"), help=argparse.SUPPRESS)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--games", type=int, default=10_000)
    parser.add_argument("--positions", type=int, default=2000)
    parser.add_argument("--quick", action="store_true", help="skip the table builds")
    parser.add_argument("--cold-runs", type=int, default=10, help="cold processes per repeat")
    args = parser.parse_args()
    if args.ours:
        sys.stdout.write(json.dumps(ours(*args.ours)) + "\n")
        return
    if not args.theirs:
        parser.error("--theirs is required")
    theirs_python = args.theirs
    me = [sys.executable, str(Path(__file__).resolve()), "--ours"]
    yahtzee = str(Path(sys.executable).with_name("yahtzee"))
    say(f"load average before: {os.getloadavg()}  cores: {os.cpu_count()}")
    figures: dict[str, Figures] = {}

    def note(key: str, who: str, value: float) -> None:
        figures.setdefault(key, {}).setdefault(who, []).append(value)

    with tempfile.TemporaryDirectory() as tmp:
        table = str(Path(tmp) / "american-forced-joker.f64")
        subprocess.run([theirs_python, str(SIDE), "write-table", table], check=True)
        chosen = positions(args.positions)
        situations = Path(tmp) / "situations.json"
        situations.write_text(json.dumps([c[3] for c in chosen]), encoding="utf-8")
        wheel = wheel_yahtzee(Path(tmp))
        # Bytecode compiled, as an install compiles it (and theirs is), even where
        # PYTHONDONTWRITEBYTECODE keeps the editable install from writing its own.
        subprocess.run([sys.executable, "-m", "compileall", "-q", HERE.parent / "src"], check=True)

        def cold() -> None:
            # Alternately, --cold-runs times: a process each, ours and theirs in turn.
            argv = [yahtzee, "advise", "--json", "--dice", POSITION_DICE, "--rolls-left", "2"]
            for _ in range(args.cold_runs):
                note("numpy", "ours", wall_of([sys.executable, "-c", "import numpy"]))
                note("numpy", "theirs", wall_of([theirs_python, "-c", "import numpy"]))
                note("python", "ours", wall_of([sys.executable, "-c", "pass"]))
                note("python", "theirs", wall_of([theirs_python, "-c", "pass"]))
                note("cold", "ours", wall_of(argv))
                their_argv = [theirs_python, str(SIDE), "cold", table, THEIR_POSITION]
                note("cold", "theirs", wall_of(their_argv))
                if wheel:
                    note("wheel", "ours", wall_of([wheel, *argv[1:]]))

        def latency() -> None:
            # Like with like: our best move against their best action, our every option
            # against their every option.
            mine = our_latency(chosen)
            theirs = run_json([theirs_python, str(SIDE), "positions", str(situations), table])
            for key in ("p50", "p95"):
                note(key, "ours", mine[key])
                note(key, "theirs", theirs["best_" + key])
                note("all_" + key, "ours", mine["all_" + key])
                note("all_" + key, "theirs", theirs[key])

        def simulate() -> None:
            games = str(args.games)
            mine = run_json([*me, "simulate", games], threads_env(1))
            theirs = run_json([theirs_python, str(SIDE), "simulate", table, games], threads_env(1))
            for who, result in (("ours", mine), ("theirs", theirs)):
                note("sim_rate", who, args.games / result["wall"])
                note("sim_cpu_rate", who, args.games / result["cpu"])
                note("sim_mean", who, result["mean"])
            theirs_all = run_json([theirs_python, str(SIDE), "simulate", table, games])
            note("sim_rate_all", "theirs", args.games / theirs_all["wall"])
            rules_games = max(200, args.games // 20)
            through = run_json([*me, "simulate-rules", str(rules_games)], threads_env(1))
            note("sim_rules_rate", "ours", rules_games / through["wall"])

        def build() -> None:
            from tools.parallel import default_workers

            for prefix, rules, variant in BUILDS:
                for threads, key in ((1, "build1"), (None, "build_all")):
                    workers = "1" if threads == 1 else str(default_workers())
                    mine = run_json([*me, "build", f"{workers}:{rules}"], threads_env(threads))
                    theirs = run_json(
                        [theirs_python, str(SIDE), "build", variant], threads_env(threads)
                    )
                    for who, result in (("ours", mine), ("theirs", theirs)):
                        note(prefix + key, who, result["wall"])
                        note(prefix + key + "_cpu", who, result["cpu"])
                        note(prefix + "value", who, result["value"])

        steps: list[Callable[[], None]] = [cold, latency, simulate]
        if not args.quick:
            steps.append(build)
        for repeat in range(args.repeat):
            for step in steps:
                step()
            say(f"repeat {repeat + 1} of {args.repeat} done, load average {os.getloadavg()}")

    def m(key: str, who: str) -> float:
        return median(figures.get(key, {}).get(who, []))

    say("")
    say(f"medians of {args.repeat} runs (cold: {args.repeat * args.cold_runs} processes each);")
    say(f"load average after: {os.getloadavg()}")
    say("| figure | Talking Yahtzee | yatzy-solver | ratio |")
    say("|---|---|---|---|")
    say(row("cold `python -c 'import numpy'`", m("numpy", "ours"), m("numpy", "theirs"), "ms"))
    say(
        row(
            "cold `python -c pass` (each environment's)",
            m("python", "ours"),
            m("python", "theirs"),
            "ms",
        )
    )
    say(
        row("cold position (`yahtzee advise --json`)", m("cold", "ours"), m("cold", "theirs"), "ms")
    )
    if "wheel" in figures:
        say(row("same, ours installed from a wheel", m("wheel", "ours"), m("cold", "theirs"), "ms"))
    beyond = {who: m("cold", who) - m("python", who) for who in ("ours", "theirs")}
    say(row("cold position beyond `python -c pass`", beyond["ours"], beyond["theirs"], "ms"))
    say(
        f"| cold position / cold numpy import | {m('cold', 'ours') / m('numpy', 'ours'):.2f} "
        f"| {m('cold', 'theirs') / m('numpy', 'theirs'):.2f} | |"
    )
    for key, what in (("", "the best move (theirs: `best_action`)"), ("all_", "every option")):
        for q in ("p50", "p95"):
            name = f"one position in process, {what}, {q}"
            say(row(name, m(key + q, "ours"), m(key + q, "theirs"), "us"))
    rate = ("sim_rate", "games/s, one core, wall")
    say(row(f"optimal games simulated ({rate[1]})", m(rate[0], "ours"), m(rate[0], "theirs"), "/s"))
    say(
        row(
            "optimal games simulated (games/s of CPU)",
            m("sim_cpu_rate", "ours"),
            m("sim_cpu_rate", "theirs"),
            "/s",
        )
    )
    say(
        f"| their simulator on all cores (games/s, wall) | | {m('sim_rate_all', 'theirs'):,.0f} | |"
    )
    say(
        f"| expert through the rules, one game at a time (games/s) | "
        f"{m('sim_rules_rate', 'ours'):,.0f} | | |"
    )
    say(
        f"| mean of {args.games:,} simulated games (exact 254.5877) | "
        f"{m('sim_mean', 'ours'):.2f} | {m('sim_mean', 'theirs'):.2f} | |"
    )
    if not args.quick:
        for prefix, rules, _ in BUILDS:
            for key, name in (("build1", "one core"), ("build_all", "all cores")):
                key = prefix + key
                label = f"{rules} table, {name}"
                say(row(f"{label}, wall", m(key, "ours"), m(key, "theirs"), "s"))
                say(row(f"{label}, CPU", m(key + "_cpu", "ours"), m(key + "_cpu", "theirs"), "s"))
            value = prefix + "value"
            say(
                f"| {rules} fresh game value | {m(value, 'ours'):.13f} "
                f"| {m(value, 'theirs'):.13f} | |"
            )
    say("ratios: ours / theirs (below 1 is faster for times; above 1 is faster for rates)")
    say(
        "one position, like with like (p50): best move ours "
        f"{m('p50', 'ours') * 1e6:.1f} us, theirs {m('p50', 'theirs') * 1e6:.1f} us, ratio "
        f"{m('p50', 'ours') / m('p50', 'theirs'):.2f}; every option ours "
        f"{m('all_p50', 'ours') * 1e6:.1f} us, theirs {m('all_p50', 'theirs') * 1e6:.1f} us, "
        f"ratio {m('all_p50', 'ours') / m('all_p50', 'theirs'):.2f}"
    )
    say(
        f"cold `yahtzee advise --json`, same run: ours {m('cold', 'ours') * 1e3:.1f} ms, "
        f"yatzy-solver {m('cold', 'theirs') * 1e3:.1f} ms, ratio "
        f"{m('cold', 'ours') / m('cold', 'theirs'):.2f} (our interpreter starts "
        f"{(m('python', 'ours') - m('python', 'theirs')) * 1e3:+.1f} ms from theirs: "
        "the editable install's finder)"
        + (
            f"; from a wheel {m('wheel', 'ours') * 1e3:.1f} ms, ratio "
            f"{m('wheel', 'ours') / m('cold', 'theirs'):.2f}"
            if "wheel" in figures
            else ""
        )
    )


if __name__ == "__main__":
    main()
