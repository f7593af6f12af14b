"""Packaging: every package ships, locales and data travel with the wheel, entry points work."""

from __future__ import annotations

import importlib.metadata
import re
import subprocess
import sys
import tarfile
import tomllib
from pathlib import Path

import pytest

import talking_yahtzee

pytestmark = pytest.mark.xdist_group("machine")
"""It builds the sdist in the tree (the egg-info): in the one process that builds."""

ROOT = Path(__file__).resolve().parents[2]


def test_every_package_is_listed() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    source = ROOT / "src"
    found = {
        ".".join(init.parent.relative_to(source).parts) for init in source.rglob("__init__.py")
    }
    assert found <= listed
    assert "talking_yahtzee.locales" in listed
    # Data folders are packages too (else setuptools warns "Package would be ignored").
    languages = {p.name for p in (ROOT / "locales").iterdir() if p.is_dir()}
    assert {f"talking_yahtzee.locales.{lang}" for lang in languages} <= listed
    assert "talking_yahtzee.data" in listed


def test_the_version_is_written_once() -> None:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    assert "version" not in config["project"]
    assert config["tool"]["setuptools"]["dynamic"]["version"]["attr"] == (
        "talking_yahtzee.__version__"
    )
    assert importlib.metadata.version("talking-yahtzee") == talking_yahtzee.__version__


def test_the_source_distribution_is_complete_and_builds_quietly(tmp_path: Path) -> None:
    """Everything `make test` needs travels in the sdist; setuptools has nothing to warn."""
    done = subprocess.run(
        [sys.executable, "-m", "build", "--sdist", "--no-isolation", "--outdir", str(tmp_path)],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert "would be ignored" not in done.stdout + done.stderr
    (sdist,) = tmp_path.glob("talking_yahtzee-*.tar.gz")
    with tarfile.open(sdist) as archive:
        names = {name.split("/", 1)[1] for name in archive.getnames() if "/" in name}
    for needed in (
        "Makefile",
        "CHANGELOG.md",
        ".ci/run",
        "docs/install.md",
        "docs/keys.md",
        "tests/support/advisor_reference.py",
        "tests/support/tmux_game.py",
        "tools/imports.py",
        "locales/en/game.ftl",
        "requirements/test.txt",
        "requirements/uv.txt",
        "tools/venv_uv.py",
        "packaging/yahtzee.spec",
        "src/talking_yahtzee/data/strategy-official.npy",
    ):
        assert needed in names, needed


def test_console_entry_point() -> None:
    result = subprocess.run(
        [sys.executable, "-m", "talking_yahtzee", "--version"],
        capture_output=True,
        text=True,
        check=True,
    )
    assert result.stdout == f"talking-yahtzee {talking_yahtzee.__version__}\n"


def test_the_release_is_named_alike_everywhere() -> None:
    """The newest release's section of the changelog (below an Unreleased section, if there is
    one), the wheel docs/install.md names and the installed metadata all say the version of
    ``talking_yahtzee.__version__``."""
    version = talking_yahtzee.__version__
    assert re.fullmatch(r"\d+\.\d+\.\d+", version)
    assert version != "0.1.0"  # the release of issue 34 is cut
    changelog = (ROOT / "CHANGELOG.md").read_text(encoding="utf-8")
    newest = re.search(r"^## (?!Unreleased$)(.+)$", changelog, re.MULTILINE)  # the newest release
    assert newest is not None and re.fullmatch(
        re.escape(version) + r" — \d{4}-\d{2}-\d{2}", newest.group(1)
    )
    install = (ROOT / "docs" / "install.md").read_text(encoding="utf-8")
    assert set(re.findall(r"talking_yahtzee-([\d.]+)-py3", install)) == {version}
    assert importlib.metadata.version("talking-yahtzee") == version


def test_readme_quick_start_and_trademark() -> None:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    assert "make play" in readme and "make test" in readme
    assert "trademark of Hasbro" in readme and "not affiliated" in readme
