"""Packaging: every package ships, locales and data travel with the wheel, entry points work."""

from __future__ import annotations

import subprocess
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_package_is_listed() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    source = ROOT / "src"
    found = {
        ".".join(init.parent.relative_to(source).parts) for init in source.rglob("__init__.py")
    }
    assert found <= listed
    assert "talking_yahtzee.locales" in listed


def test_console_entry_point() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "talking_yahtzee", "--version"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert result.stdout.startswith("talking-yahtzee ")


def test_readme_quick_start_and_trademark() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "make play" in readme and "make test" in readme
    assert "trademark of Hasbro" in readme and "not affiliated" in readme
