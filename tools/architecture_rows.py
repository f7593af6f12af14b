"""Rewrites the module table in docs/architecture.md from src/: imports from the code, words kept.

Each row's description is kept when the module is already listed; a new module gets the first
line of its docstring, to be edited by hand. Run it after adding, removing or rewiring a module;
tests/test_architecture.py fails until the table is true.
"""

from __future__ import annotations

import ast
import re
import sys
from pathlib import Path

from tools.imports import GRAPH, MODULES, PACKAGE, ROOT

DOC = ROOT / "docs" / "architecture.md"
ROW = re.compile(r"^\| `([a-z0-9_.]+)` \| (.*) \| ([^|]*) \|$")


def first_line(path: Path) -> str:
    doc = ast.get_docstring(ast.parse(path.read_text(encoding="utf-8"))) or ""
    return doc.strip().splitlines()[0].rstrip(".") if doc.strip() else ""


def main() -> int:
    lines = DOC.read_text(encoding="utf-8").splitlines()
    rows = [i for i, line in enumerate(lines) if ROW.match(line)]
    if not rows:
        print("no module table found", file=sys.stderr)
        return 1
    words = {m.group(1): m.group(2) for line in lines if (m := ROW.match(line))}
    table = []
    for name in sorted(n for n in GRAPH if n != PACKAGE):
        short = name.removeprefix(f"{PACKAGE}.")
        deps = sorted(d.removeprefix(f"{PACKAGE}.") for d in GRAPH[name] if d != PACKAGE)
        said = words.get(short) or first_line(MODULES[name])
        table.append(f"| `{short}` | {said} | {', '.join(f'`{d}`' for d in deps)} |")
    first, last = rows[0], rows[-1]
    DOC.write_text("\n".join([*lines[:first], *table, *lines[last + 1 :]]) + "\n", encoding="utf-8")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
