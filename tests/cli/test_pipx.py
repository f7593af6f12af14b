"""The wheel installed with pipx, as docs/install.md tells players, plays a whole game in tmux.

The wheel is built as `make wheel` builds it, then ``python -m pipx install WHEEL`` puts it in
a pipx home inside the test's folder (``PIPX_HOME``, ``PIPX_BIN_DIR``, ``PIPX_MAN_DIR``), with
pip as the backend, as for a player whose pipx came from ``pip install --user pipx`` (pipx
would use uv when it finds one). pip fetches the game's dependencies from the package index
(its cache helps). The installed ``yahtzee`` then plays one player's whole game, speech to the
transcript. With ``CI`` set, a missing tmux or network fails the test instead of skipping it.
"""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import urllib.request
from pathlib import Path

import pytest
from needs import require
from tmux_game import BOXES, TmuxGame

import talking_yahtzee

pytestmark = pytest.mark.xdist_group("machine")
"""It builds the wheel in the tree (build/, the egg-info): in the one process that builds."""

ROOT = Path(__file__).resolve().parents[2]
INDEX = "https://pypi.org/simple/pip/"


def index_reachable() -> bool:
    try:
        with urllib.request.urlopen(INDEX, timeout=15) as answer:
            return bool(answer.status == 200)
    except OSError:
        return False


def clean_environment(**variables: str) -> dict[str, str]:
    """This process's environment without PYTHONPATH (it would show the game's source)."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "PYTHONHOME")}
    env.update(variables)
    return env


class Installed:
    """The pipx home, and the ``yahtzee`` program pipx put in its bin folder."""

    def __init__(self, folder: Path) -> None:
        self.home = folder / "pipx-home"
        self.bin = folder / "pipx-bin"
        self.program = self.bin / ("yahtzee.exe" if sys.platform == "win32" else "yahtzee")
        self.env = clean_environment(
            PIPX_HOME=str(self.home), PIPX_BIN_DIR=str(self.bin), PIPX_MAN_DIR=str(folder / "man")
        )


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Installed:
    folder = tmp_path_factory.mktemp("pipx")
    wheels = folder / "dist"
    built = subprocess.run(  # what `make wheel` runs, into the test's folder
        [sys.executable, "-m", "build", "--wheel", "--no-isolation", "--outdir", str(wheels), "."],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=300,
        check=False,
    )
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    (wheel,) = wheels.glob("talking_yahtzee-*-py3-none-any.whl")
    result = Installed(folder)
    done = subprocess.run(
        [sys.executable, "-m", "pipx", "install", "--backend", "pip", str(wheel)],
        env=result.env,
        capture_output=True,
        text=True,
        timeout=600,
        check=False,
    )
    if done.returncode != 0:
        require(index_reachable(), f"pipx needs the package index, and {INDEX} is unreachable")
    assert done.returncode == 0, done.stdout[-3000:] + done.stderr[-3000:]
    assert result.program.exists(), sorted(p.name for p in result.bin.iterdir())
    return result


def test_pipx_installs_the_yahtzee_command(installed: Installed) -> None:
    listed = subprocess.run(
        [sys.executable, "-m", "pipx", "list", "--json"],
        env=installed.env,
        capture_output=True,
        text=True,
        check=True,
    )
    venvs = json.loads(listed.stdout)["venvs"]
    assert list(venvs) == ["talking-yahtzee"]
    package = venvs["talking-yahtzee"]["metadata"]["main_package"]
    assert package["package_version"] == talking_yahtzee.__version__
    assert "yahtzee" in package["apps"]

    env = clean_environment()
    version = subprocess.run(
        [installed.program, "--version"], env=env, capture_output=True, text=True, check=True
    )
    assert version.stdout.strip() == f"talking-yahtzee {talking_yahtzee.__version__}"
    options = subprocess.run(
        [installed.program, "options", "--dice", "6,6,6,6,6", "--json"],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    points = {o["category"]: o["points"] for o in json.loads(options.stdout)["options"]}
    assert points["yahtzee"] == 50 and points["sixes"] == 30
    # The game runs from pipx's own environment, not from this repository's source.
    python = Path(os.path.realpath(installed.program)).parent / "python"
    where = subprocess.run(
        [python, "-c", "import talking_yahtzee; print(talking_yahtzee.__file__)"],
        env=env,
        capture_output=True,
        text=True,
        check=True,
    )
    assert Path(where.stdout.strip()).is_relative_to(installed.home), where.stdout


def test_the_pipx_installed_game_plays_a_whole_game(installed: Installed, tmp_path: Path) -> None:
    require(shutil.which("tmux") is not None, "tmux is not installed (apt-get install tmux)")
    home = tmp_path / "home"
    home.mkdir()
    transcript = tmp_path / "transcript.txt"
    env = {
        "HOME": str(home),
        "TALKING_YAHTZEE_CONFIG_DIR": str(tmp_path / "config"),
        "TALKING_YAHTZEE_DATA_DIR": str(tmp_path / "data"),
        "TALKING_YAHTZEE_SCREEN_READER": "none",  # the full screen, whatever runs here
    }
    # PYTHONPATH would let the game import this repository's source instead of pipx's copy.
    # Keys come faster than a person types: the roll guard would (rightly) drop a second roll.
    command = ["env", "-u", "PYTHONPATH", "-u", "PYTHONHOME", str(installed.program)]
    command += ["--speech", "transcript", "--transcript", str(transcript), "--lang", "en"]
    command += ["--players", "Ann", "--seed", "7", "--pace", "0", "--no-roll-guard"]
    game = TmuxGame(command, env, transcript)
    try:
        game.play_whole_game()
        text = game.text()
        assert "Game over." in text and "Final score" in text
        assert all(f" in {box}." in text for box in BOXES)  # each of the 13 boxes scored
        assert text.rstrip().endswith("Goodbye.")
        assert "stopped working" not in text
    finally:
        game.close()
    assert (tmp_path / "data" / "stats.sqlite3").is_file()  # its data stayed in the test's folder
