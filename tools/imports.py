"""The project's import graph and its layers, read from the source (tests and docs use it).

Every import counts: lazy ones inside functions and type-only ones under ``if TYPE_CHECKING:``
alike, since a type-only import still ties two modules together.
"""

from __future__ import annotations

import ast
from pathlib import Path
from typing import Final

ROOT: Final = Path(__file__).resolve().parent.parent
SRC: Final = ROOT / "src"
PACKAGE: Final = "talking_yahtzee"

LAYERS: Final[tuple[tuple[str, tuple[str, ...]], ...]] = (
    ("core", (f"{PACKAGE}.core", PACKAGE)),
    ("advisor", (f"{PACKAGE}.advisor",)),
    ("engine", (f"{PACKAGE}.engine",)),
    ("speech", (f"{PACKAGE}.speech",)),
    ("sound", (f"{PACKAGE}.sound",)),
    ("store", (f"{PACKAGE}.store",)),
    ("messages", (f"{PACKAGE}.messages",)),
    ("net", (f"{PACKAGE}.net",)),
    ("ui", (f"{PACKAGE}.ui",)),
    ("cli", (f"{PACKAGE}.cli", f"{PACKAGE}.__main__", f"{PACKAGE}.net.command")),
    ("tools", ("tools",)),
)
"""The layers, lowest first, each with the modules it holds (a name and everything under it; the
package itself, holding only ``__version__``, stands alone). A module imports only modules of its
own layer or of layers below it. ``net.command`` is the server's command line (``python -m
talking_yahtzee.net.command``, named beside the server it runs): it composes the browser's door,
so it belongs to the command-line layer."""


def module_name(path: Path) -> str:
    """``src/talking_yahtzee/core/game.py`` -> ``talking_yahtzee.core.game``."""
    base = SRC if path.is_relative_to(SRC) else ROOT
    parts = list(path.relative_to(base).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


def find_modules() -> dict[str, Path]:
    """Every module of the game and of the developers' tools, by dotted name."""
    paths = [*sorted((SRC / PACKAGE).rglob("*.py")), *sorted((ROOT / "tools").rglob("*.py"))]
    return {module_name(path): path for path in paths}


MODULES: Final = find_modules()


def layer_of(name: str) -> int:
    """The index of the layer holding module ``name`` in :data:`LAYERS`."""
    best, found = -1, -1
    for index, (_, prefixes) in enumerate(LAYERS):
        for prefix in prefixes:
            under = name.startswith(prefix + ".") and prefix != PACKAGE
            if (name == prefix or under) and len(prefix) > best:
                best, found = len(prefix), index
    if found < 0:
        raise KeyError(f"{name} is in no layer")
    return found


def _resolve(target: str, importer: str) -> str | None:
    while target and target not in MODULES:
        target = target.rpartition(".")[0]
    return target if target and target != importer else None


def _absolute(node: ast.ImportFrom, name: str, is_package: bool) -> str:
    if not node.level:
        return node.module or ""
    base = name if is_package else name.rpartition(".")[0]
    for _ in range(node.level - 1):
        base = base.rpartition(".")[0]
    return f"{base}.{node.module}" if node.module else base


def read_imports(name: str, path: Path) -> tuple[set[str], list[str]]:
    """The project modules ``name`` imports, and the private names it takes from other modules.

    A private name is one starting with ``_`` (``from m import _x``, ``import p._m`` from outside
    package ``p``); ``__future__`` and ``__version__`` are not private.
    """
    tree = ast.parse(path.read_text(encoding="utf-8"))
    is_package = path.name == "__init__.py"
    package = name if is_package else name.rpartition(".")[0]
    found: set[str] = set()
    private: list[str] = []
    for node in ast.walk(tree):
        targets: list[str] = []
        if isinstance(node, ast.Import):
            targets = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            module = _absolute(node, name, is_package)
            for alias in node.names:
                full = f"{module}.{alias.name}"
                targets.append(full if full in MODULES else module)
                hidden = alias.name.startswith("_") and not alias.name.startswith("__")
                if hidden and module in MODULES and full not in MODULES and module != name:
                    private.append(full)
        for target in targets:
            resolved = _resolve(target, name)
            if resolved is None:
                continue
            found.add(resolved)
            last = resolved.rpartition(".")
            if last[2].startswith("_") and not last[2].startswith("__") and last[0] != package:
                private.append(resolved)
    return found, private


GRAPH: Final = {name: read_imports(name, path)[0] for name, path in MODULES.items()}


def private_imports() -> dict[str, list[str]]:
    """Per module, the private names of other modules it imports (none, in a healthy tree)."""
    found = {name: read_imports(name, path)[1] for name, path in MODULES.items()}
    return {name: names for name, names in found.items() if names}


def upward_imports() -> list[tuple[str, str]]:
    """Every import of a module in a higher layer: (importer, imported)."""
    return sorted(
        (name, dep)
        for name, deps in GRAPH.items()
        for dep in deps
        if layer_of(dep) > layer_of(name)
    )


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
