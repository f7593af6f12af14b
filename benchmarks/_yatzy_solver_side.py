"""The yatzy-solver side of ``benchmarks/compare.py``: run with the side environment's python.

``python _yatzy_solver_side.py FIGURE [ARGS]`` prints one JSON object. ``cold TABLE SITUATION
[VARIANT]`` loads a table and answers one position; ``write-table PATH [VARIANT]`` writes one.
The variant ``american+forced-joker`` is the official rules (forced Joker), 254.5877287345;
``build VARIANT`` builds another (``yatzy-scandinavian``: Scandinavian Yatzy, 248.4399893778553).
"""

from __future__ import annotations

import json
import sys
import time

VARIANT = "american+forced-joker"


def main() -> None:
    import yatzy_solver as ys

    figure = sys.argv[1]
    variant = ys.Variant(VARIANT)
    if figure == "build":
        if len(sys.argv) > 2:
            variant = ys.Variant(sys.argv[2])
        wall, cpu = time.perf_counter(), time.process_time()
        solver = ys.Solver.build(variant)
        result = {
            "wall": time.perf_counter() - wall,
            "cpu": time.process_time() - cpu,
            "value": solver.state_value("upper 0 | filled -"),
        }
    elif figure == "write-table":
        if len(sys.argv) > 3:
            variant = ys.Variant(sys.argv[3])
        ys.Solver.build_table(variant, sys.argv[2], precision="f64")
        result = {}
    elif figure == "cold":  # the work of a cold process after start-up: load, one position
        if len(sys.argv) > 4:
            variant = ys.Variant(sys.argv[4])
        solver = ys.Solver.load(sys.argv[2], variant)
        result = {"best": solver.option_values(sys.argv[3])[0][1]}
    elif figure == "positions":  # every option (option_values), then the best (best_action)
        with open(sys.argv[2], encoding="utf-8") as stream:
            situations = json.load(stream)
        solver = ys.Solver.load(sys.argv[3], variant)
        result = {}
        for prefix, call in (("", solver.option_values), ("best_", solver.best_action)):
            times = []
            for situation in situations:
                started = time.perf_counter()
                call(situation)
                times.append(time.perf_counter() - started)
            times.sort()
            result[prefix + "p50"] = times[len(times) // 2]
            result[prefix + "p95"] = times[int(0.95 * len(times))]
    elif figure == "simulate":
        solver = ys.Solver.load(sys.argv[2], variant)
        games = int(sys.argv[3])
        wall, cpu = time.perf_counter(), time.process_time()
        outcome = solver.simulate(games, seed=1)
        result = {
            "wall": time.perf_counter() - wall,
            "cpu": time.process_time() - cpu,
            "mean": float(sum(int(s) for s in outcome["scores"]) / games),
        }
    else:
        raise SystemExit(f"unknown figure {figure!r}")
    sys.stdout.write(json.dumps(result) + "\n")


if __name__ == "__main__":
    main()
