"""The shape of src/: no import cycles, small modules that say what they are, a true module map.

The import walk reads every module's AST, so imports inside functions (lazy imports) count as
edges too; only imports under ``if TYPE_CHECKING:`` are left out, as they never run.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest

ROOT = Path(__file__).parent.parent
SRC = ROOT / "src"
PACKAGE = SRC / "talking_yahtzee"
MAX_LINES = 450
LONGER_ALLOWED = {"talking_yahtzee.rules"}


def module_name(path: Path) -> str:
    parts = list(path.relative_to(SRC).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


MODULES = {module_name(p): p for p in sorted(PACKAGE.rglob("*.py"))}


def is_type_checking(node: ast.If) -> bool:
    test = node.test
    return (isinstance(test, ast.Name) and test.id == "TYPE_CHECKING") or (
        isinstance(test, ast.Attribute) and test.attr == "TYPE_CHECKING"
    )


def imported(name: str, path: Path) -> set[str]:
    """The project modules ``name`` imports, anywhere in its body."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    is_package = path.name == "__init__.py"
    found: set[str] = set()

    def resolve(target: str) -> None:
        while target and target not in MODULES:
            target = target.rpartition(".")[0]
        if target and target != name:
            found.add(target)

    def visit(node: ast.AST) -> None:
        if isinstance(node, ast.If) and is_type_checking(node):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import):
            for alias in node.names:
                resolve(alias.name)
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = name if is_package else name.rpartition(".")[0]
                for _ in range(node.level - 1):
                    base = base.rpartition(".")[0]
                module = f"{base}.{node.module}" if node.module else base
            else:
                module = node.module or ""
            for alias in node.names:
                full = f"{module}.{alias.name}"
                resolve(full if full in MODULES else module)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


GRAPH = {name: imported(name, path) for name, path in MODULES.items()}


def cycles() -> list[list[str]]:
    """Strongly connected components of more than one module (Tarjan)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []

    def connect(v: str) -> None:
        index[v] = low[v] = len(index)
        stack.append(v)
        on_stack.add(v)
        for w in sorted(GRAPH[v]):
            if w not in index:
                connect(w)
                low[v] = min(low[v], low[w])
            elif w in on_stack:
                low[v] = min(low[v], index[w])
        if low[v] == index[v]:
            component = []
            while True:
                w = stack.pop()
                on_stack.discard(w)
                component.append(w)
                if w == v:
                    break
            if len(component) > 1:
                found.append(sorted(component))

    for v in sorted(GRAPH):
        if v not in index:
            connect(v)
    return found


def test_the_import_walk_sees_lazy_imports() -> None:
    assert "talking_yahtzee.advisor.engine" in GRAPH["talking_yahtzee.advisor.opponents"]


def test_no_import_cycles() -> None:
    assert cycles() == []


@pytest.mark.parametrize("name", sorted(MODULES))
def test_module_is_small_and_says_what_it_is(name: str) -> None:
    path = MODULES[name]
    text = path.read_text(encoding="utf-8")
    docstring = ast.get_docstring(ast.parse(text))
    assert docstring, f"{name} has no docstring"
    assert text.startswith('"""'), f"{name}: the first line should be the docstring"
    if name not in LONGER_ALLOWED:
        assert len(text.splitlines()) <= MAX_LINES, f"{name} is over {MAX_LINES} lines"


def test_architecture_table_is_true() -> None:
    """docs/architecture.md lists every module in src/, each with exactly the modules it imports."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| `([a-z0-9_.]+)` \| .* \| ([^|]*) \|$", text, flags=re.MULTILINE)
    documented = {name: set(re.findall(r"`([a-z0-9_.]+)`", deps)) for name, deps in rows}
    root = "talking_yahtzee"
    actual = {
        name.removeprefix(f"{root}."): {d.removeprefix(f"{root}.") for d in deps if d != root}
        for name, deps in GRAPH.items()
        if name != root
    }
    assert documented == actual


# A test that starts a process or a thread, drives a terminal or plays audio can be flaky.
TOUCHES_THE_MACHINE = re.compile(r"\bsubprocess\b|\bPopen\b|\bthreading\b|\btmux\b|\bos\.fork\b")


def test_make_flaky_runs_every_test_that_touches_processes_terminals_or_threads() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8").replace("\\\n", " ")
    found = re.search(r"^FLAKY_TESTS := (.*)$", makefile, re.MULTILINE)
    assert found is not None, "the Makefile names the tests `make flaky` runs"
    listed = set(found.group(1).split())
    touching = {
        f"tests/{path.name}"
        for path in sorted((ROOT / "tests").glob("test_*.py"))
        if TOUCHES_THE_MACHINE.search(path.read_text(encoding="utf-8"))
    }
    assert touching - listed == set(), "add these to FLAKY_TESTS in the Makefile"
    assert all((ROOT / name).is_file() for name in listed)
