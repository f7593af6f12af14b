"""`make play` compiles the byte code at install (issue 42): where PYTHONDONTWRITEBYTECODE is set
(this machine's shells), Python never writes it, and every start compiled every module again,
200-265 ms to the first words instead of 98-136 ms. The dependencies are compiled by uv
(``--compile-bytecode``), the tree by ``tools/venv_uv.py --link`` (or ``--compile``)."""

from __future__ import annotations

import importlib.util
import os
import re
import shutil
import subprocess
import sys
import venv
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def test_the_makefile_compiles_what_it_installs() -> None:
    makefile = (ROOT / "Makefile").read_text(encoding="utf-8")
    install = re.search(r"^INSTALL := (.*)$", makefile, re.M)
    assert install is not None and "--compile-bytecode" in install.group(1)
    test_stamp = makefile[makefile.index("$(TEST_STAMP): pyproject.toml") :]
    assert "tools/venv_uv.py --compile" in test_stamp.split("\n\n")[0]
    play_stamp = makefile[makefile.index("$(PLAY_STAMP): pyproject.toml") :]
    assert "tools/venv_uv.py --link" in play_stamp.split("\n\n")[0]


def test_the_linked_tree_starts_from_byte_code_with_none_written(tmp_path: Path) -> None:
    """A fresh environment linked to a copy of this tree (its modules without byte code) as
    `make play` links it: every module has its byte code, and a start with
    PYTHONDONTWRITEBYTECODE set loads it instead of compiling."""
    tree = tmp_path / "tree"
    shutil.copytree(
        ROOT / "src" / "talking_yahtzee",
        tree / "src" / "talking_yahtzee",
        ignore=lambda folder, names: [n for n in names if n == "__pycache__" or n == "data"],
    )
    shutil.copy(ROOT / "pyproject.toml", tree / "pyproject.toml")
    (tree / "tools").mkdir()
    shutil.copy(ROOT / "tools" / "venv_uv.py", tree / "tools" / "venv_uv.py")
    env_dir = tmp_path / "venv"
    venv.EnvBuilder(with_pip=False, symlinks=sys.platform != "win32").create(env_dir)
    python = env_dir / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    modules = sorted((tree / "src" / "talking_yahtzee").rglob("*.py"))
    assert not any(Path(importlib.util.cache_from_source(str(m))).exists() for m in modules)
    subprocess.run([str(python), str(tree / "tools" / "venv_uv.py"), "--link"], check=True)
    missing = [m for m in modules if not Path(importlib.util.cache_from_source(str(m))).exists()]
    assert not missing, missing[:5]
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1"}
    done = subprocess.run(
        [str(python), "-v", "-c", "import talking_yahtzee.core.rules, talking_yahtzee.cli.quick"],
        capture_output=True,
        text=True,
        env=env,
        check=True,
    )
    for module in ("core/rules.py", "cli/quick.py"):
        matched = rf"pyc matches {re.escape(str(tree))}.*{re.escape(module)}"
        assert re.search(matched, done.stderr), done.stderr[-2000:]
