"""The first words come before the heavy parts load (issue 34): the welcome is said as soon as
the speech and the transcript exist, read from its .ftl file without fluent.runtime or babel,
and before prompt_toolkit, the statistics, the saved game and the sounds are loaded; then the
game goes on as it always did, the welcome said once and kept in the history."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from support.harness import play
from talking_yahtzee.messages.i18n import Localizer, Msg

WELCOME = Localizer("en").format(Msg("app-welcome"))
HEAVY = ("prompt_toolkit", "fluent.runtime", "babel", "talking_yahtzee.cli.app", "asyncio")

# A driver of the real program: at its first spoken line, which of HEAVY are loaded.
FIRST_LINE = """
import sys
from talking_yahtzee.cli.main import main
from talking_yahtzee.speech.core import Speech

def say(self, text, *, interrupt=True):
    loaded = sorted(m for m in {heavy!r} if m in sys.modules)
    print(repr((text, loaded)), flush=True)
    raise SystemExit(0)

Speech.say = say
main(["--players", "Ann", "--speech", "none", "--plain", "--lang", {lang!r}])
"""


def environment(tmp_path: Path) -> dict[str, str]:
    env = {**os.environ, "TALKING_YAHTZEE_CONFIG_DIR": str(tmp_path)}
    env["TALKING_YAHTZEE_DATA_DIR"] = str(tmp_path)
    return env


def test_the_welcome_needs_neither_fluent_runtime_nor_babel() -> None:
    """``app-welcome`` is read from the parsed file (a fresh interpreter: this one has the
    runtime loaded)."""
    code = (
        "import sys; from talking_yahtzee.messages.i18n import Localizer, Msg; "
        "print(Localizer('sv').format(Msg('app-welcome'))); "
        "print(sorted(m for m in sys.modules if m.startswith(('fluent.runtime', 'babel'))))"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True)
    assert done.stdout.splitlines() == [Localizer("sv").format(Msg("app-welcome")), "[]"]


def test_the_program_says_its_welcome_before_loading_the_application(tmp_path: Path) -> None:
    for lang in ("en", "sv"):
        code = FIRST_LINE.format(heavy=HEAVY, lang=lang)
        done = subprocess.run(
            [sys.executable, "-c", code],
            capture_output=True,
            text=True,
            check=True,
            env=environment(tmp_path),
            stdin=subprocess.DEVNULL,
        )
        first = done.stdout.splitlines()[0]
        assert first == repr((Localizer(lang).format(Msg("app-welcome")), []))


def test_the_real_program_says_the_welcome_once_and_first(tmp_path: Path) -> None:
    transcript = tmp_path / "t.txt"
    argv = [sys.executable, "-m", "talking_yahtzee", "--players", "Ann", "--speech", "none"]
    argv += ["--plain", "--transcript", str(transcript), "--seed", "3"]
    done = subprocess.run(
        argv, input="q\ny", capture_output=True, text=True, env=environment(tmp_path), timeout=60
    )
    assert done.returncode == 0
    lines = transcript.read_text(encoding="utf-8").splitlines()
    assert lines[0] == WELCOME and lines.count(WELCOME) == 1
    assert "Round 1 of 13." in lines
    assert done.stdout.splitlines().count(WELCOME) == 1  # the plain line, printed once


def test_a_welcome_said_at_the_start_is_kept_in_the_history_not_said_again() -> None:
    run = play([], welcomed=True)
    assert run.ids[0] == "app-welcome"
    assert WELCOME not in run.texts
    assert run.app.controller.history.lines[0] == WELCOME
    said_before = play([])
    assert said_before.texts[0] == WELCOME
    assert run.ids == said_before.ids
