"""The shape of the code: layers that import only downwards, no cycle, no private name taken from
another module, small modules that say what they are, and a true docs/architecture.md.

The import graph (``tools.imports``) counts every import: lazy ones inside functions and
type-only ones under ``if TYPE_CHECKING:`` alike.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path

import pytest
from tools.imports import (
    GRAPH,
    LAYERS,
    MODULES,
    PACKAGE,
    ROOT,
    SRC,
    cycles,
    layer_of,
    private_imports,
    read_imports,
    upward_imports,
)

MAX_LINES = 450
LONGER_ALLOWED = {f"{PACKAGE}.core.rules"}
MAX_TOP_LEVEL = 8


def test_the_import_walk_sees_lazy_type_only_and_private_imports(tmp_path: Path) -> None:
    assert f"{PACKAGE}.advisor.engine" in GRAPH[f"{PACKAGE}.advisor.opponents"]  # lazy
    module = tmp_path / "sample.py"
    module.write_text(
        "from typing import TYPE_CHECKING\n"
        "if TYPE_CHECKING:\n"
        f"    from {PACKAGE}.ui.controller import Controller\n"
        "def later() -> None:\n"
        f"    from {PACKAGE}.store.savegame import _turn\n",
        encoding="utf-8",
    )
    found, private = read_imports(f"{PACKAGE}.core.sample", module)
    assert found == {f"{PACKAGE}.ui.controller", f"{PACKAGE}.store.savegame"}
    assert private == [f"{PACKAGE}.store.savegame._turn"]


def test_every_module_is_in_a_layer() -> None:
    for name in MODULES:
        layer_of(name)


def test_no_import_cycles() -> None:
    assert cycles() == []


def test_layers_import_only_downwards() -> None:
    names = [name for name, _ in LAYERS]
    found = [
        f"{name} ({names[layer_of(name)]}) imports {dep} ({names[layer_of(dep)]})"
        for name, dep in upward_imports()
    ]
    assert found == []


def test_no_module_imports_another_modules_private_names() -> None:
    assert private_imports() == {}


def test_the_package_top_level_holds_layers_not_loose_modules() -> None:
    """At most eight modules at the top level (today two); every package there is a layer."""
    top = SRC / PACKAGE
    loose = sorted(p.name for p in top.glob("*.py"))
    assert len(loose) <= MAX_TOP_LEVEL, loose
    layered = {prefix for _, prefixes in LAYERS for prefix in prefixes}
    folders = {f"{PACKAGE}.{p.parent.name}" for p in top.glob("*/__init__.py")}
    assert folders <= layered, folders - layered


NAMED_RULE_SETS = ("OFFICIAL", "FREE_JOKER", "YATZY", "YATZY_FORCED")


def asks_which_rule_set(tree: ast.AST) -> list[int]:
    """Lines that compare a rule set, its name or its boxes with a named one (``rules.name ==
    "yatzy"``, ``rules is YATZY``, ``rules.boxes == OFFICIAL.boxes``)."""
    found = []
    for node in ast.walk(tree):
        if not isinstance(node, ast.Compare):
            continue
        sides = [node.left, *node.comparators]
        text = [ast.unparse(side) for side in sides]
        named = any(t.split(".")[0] in NAMED_RULE_SETS for t in text)
        by_name = any(t.endswith("rules.name") for t in text) and any(
            isinstance(side, ast.Constant) and isinstance(side.value, str) for side in sides
        )
        if named or by_name:
            found.append(node.lineno)
    return found


def test_asks_which_rule_set_finds_the_questions() -> None:
    tree = ast.parse(
        'if rules.name == "yatzy": pass\nif rules is YATZY: pass\n'
        "if card.rules.boxes == OFFICIAL.boxes: pass\nif rules.forced_order: pass\n"
    )
    assert asks_which_rule_set(tree) == [1, 2, 3]


@pytest.mark.parametrize("name", sorted(n for n in MODULES if not n.endswith("core.rules")))
def test_rule_sets_are_data_nobody_asks_which_one(name: str) -> None:
    """Rule sets are data: outside ``core.rules`` nothing asks whether the rules are Yatzy or
    the official ones; it reads what the rule set says (its boxes, bonuses, Joker, order)."""
    tree = ast.parse(MODULES[name].read_text(encoding="utf-8"))
    assert not asks_which_rule_set(tree), f"{name} asks which rule set it is"


@pytest.mark.parametrize("name", sorted(MODULES))
def test_module_is_small_and_says_what_it_is(name: str) -> None:
    path = MODULES[name]
    text = path.read_text(encoding="utf-8")
    docstring = ast.get_docstring(ast.parse(text))
    assert docstring, f"{name} has no docstring"
    assert text.startswith('"""'), f"{name}: the first line should be the docstring"
    if name not in LONGER_ALLOWED:
        assert len(text.splitlines()) <= MAX_LINES, f"{name} is over {MAX_LINES} lines"


def documented_table() -> dict[str, set[str]]:
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    rows = re.findall(r"^\| `([a-z0-9_.]+)` \| .* \| ([^|]*) \|$", text, flags=re.MULTILINE)
    return {name: set(re.findall(r"`([a-z0-9_.]+)`", deps)) for name, deps in rows}


def test_architecture_table_is_true() -> None:
    """docs/architecture.md lists every module, each with exactly the modules it imports."""
    actual = {
        name.removeprefix(f"{PACKAGE}."): {
            d.removeprefix(f"{PACKAGE}.") for d in deps if d != PACKAGE
        }
        for name, deps in GRAPH.items()
        if name != PACKAGE
    }
    assert documented_table() == actual


def test_architecture_picture_names_the_layers_in_order() -> None:
    """The drawing of the layers in docs/architecture.md lists them top to bottom as LAYERS does."""
    text = (ROOT / "docs" / "architecture.md").read_text(encoding="utf-8")
    found = re.search(r"```\n(.*?)```", text, flags=re.DOTALL)
    assert found is not None
    drawn = re.findall(r"^\s*(\w+)/", found.group(1), flags=re.MULTILINE)
    assert drawn == [name for name, _ in reversed(LAYERS)]


# A test that starts a process or a thread, drives a terminal or plays audio can be flaky.
TOUCHES_THE_MACHINE = re.compile(r"\bsubprocess\b|\bPopen\b|\bthreading\b|\btmux\b|\bos\.fork\b")


def test_make_flaky_runs_every_test_that_touches_processes_terminals_or_threads() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8").replace("\\\n", " ")
    found = re.search(r"^FLAKY_TESTS := (.*)$", makefile, re.MULTILINE)
    assert found is not None, "the Makefile names the tests `make flaky` runs"
    listed = set(found.group(1).split())
    touching = {
        str(path.relative_to(ROOT))
        for path in sorted((ROOT / "tests").rglob("test_*.py"))
        if TOUCHES_THE_MACHINE.search(path.read_text(encoding="utf-8"))
    }
    assert touching - listed == set(), "add these to FLAKY_TESTS in the Makefile"
    assert all((ROOT / name).is_file() for name in listed)


# -- one engine for every table -------------------------------------------------------------------

DECIDES_HERE = f"{PACKAGE}.engine.computers"
"""The one module outside the advisor where a computer decides (issue 31)."""
DECISIONS = frozenset({"decide", "decide_against"})
SERVER_STORE = f"{PACKAGE}.net.rooms"


def decision_callers(modules: dict[str, Path]) -> list[str]:
    """Modules outside the advisor (and the engine's one) that call a computer's decision or
    import the computer players."""
    found = []
    for name, path in modules.items():
        if name.startswith(f"{PACKAGE}.advisor") or name == DECIDES_HERE:
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        calls = any(
            isinstance(node, ast.Call)
            and isinstance(node.func, ast.Attribute)
            and node.func.attr in DECISIONS
            for node in ast.walk(tree)
        )
        imported, _ = read_imports(name, path)
        if calls or f"{PACKAGE}.advisor.opponents" in imported:
            found.append(name)
    return found


def interface_importing_the_server_store(graph: dict[str, set[str]]) -> list[str]:
    return sorted(n for n, imports in graph.items() if ".ui" in n and SERVER_STORE in imports)


def test_only_the_engine_drives_the_computers() -> None:
    src = {n: p for n, p in MODULES.items() if n.startswith(PACKAGE)}
    assert decision_callers(src) == []


def test_the_check_of_the_computers_driver_fails_on_a_second_driver(tmp_path: Path) -> None:
    second = tmp_path / "driver.py"
    second.write_text("def play(brain, game):\n    return brain.decide(game.card)\n", "utf-8")
    importer = tmp_path / "importer.py"
    importer.write_text(f"from {PACKAGE}.advisor.opponents import opponent\n", "utf-8")
    found = decision_callers({f"{PACKAGE}.ui.driver": second, f"{PACKAGE}.net.importer": importer})
    assert found == [f"{PACKAGE}.ui.driver", f"{PACKAGE}.net.importer"]


def test_the_interface_never_imports_the_server_s_store() -> None:
    assert interface_importing_the_server_store(GRAPH) == []
    bad = {**GRAPH, f"{PACKAGE}.ui.sneaky": {SERVER_STORE}}
    assert interface_importing_the_server_store(bad) == [f"{PACKAGE}.ui.sneaky"]
