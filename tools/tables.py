"""Regenerate the shipped strategy tables: ``python -m tools.tables``."""

from __future__ import annotations

import argparse
import sys
import time
from collections.abc import Sequence
from pathlib import Path

from talking_yahtzee.advisor.store import DATA_DIR, save_table, table_path
from talking_yahtzee.core.rules import RULE_SETS
from tools.parallel import default_workers, solve_table


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m tools.tables",
        description="Solve the game exactly and write the strategy tables.",
    )
    parser.add_argument("--rules", choices=sorted(RULE_SETS), action="append")
    parser.add_argument("--out", type=Path, default=DATA_DIR, help="output directory")
    parser.add_argument(
        "--workers",
        type=int,
        default=default_workers(),
        help="processes (default: every core, %(default)s here; 1 builds in this process)",
    )
    args = parser.parse_args(argv)
    for name in args.rules or list(RULE_SETS):
        rules = RULE_SETS[name]
        started = time.perf_counter()
        table = solve_table(rules, workers=args.workers)
        seconds = time.perf_counter() - started
        path = table_path(rules, args.out)
        save_table(table, path)
        sys.stdout.write(
            f"{name}: expected final score {table.value(0, 0, 0):.10f}, "
            f"solved in {seconds:.1f} s, written to {path}\n"
        )
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
