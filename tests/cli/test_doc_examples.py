"""Every shell example of README.md and docs/*.md that runs ``yahtzee`` without a person or a
network works as the page says (issue 23: README's ``options`` example exited 2).

An example is a line in a fenced code block that starts with ``yahtzee `` (or ``$ yahtzee ``),
with its ``\\`` continuation lines. It runs as ``python -m talking_yahtzee`` with a fresh data and
settings folder, and must exit 0. The page shows output in two ways, and then the output must
match:

- in a block of ``$ `` commands, the lines after a command up to the next one; a line ``...``
  stands for any number of lines;
- a comment beside the command that is JSON (``# {"expected_final": ...}``). Other comments
  describe the command ("# one option a line") and are not compared.

Examples that start the game or a server wait for a person or for the network: they are listed
by kind in ``SKIPPED`` and checked to be nothing else.
"""

from __future__ import annotations

import os
import re
import shlex
import subprocess
import sys
from dataclasses import dataclass
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PAGES = [ROOT / "README.md", *sorted((ROOT / "docs").glob("*.md"))]

RUN = frozenset({"options", "advise", "stats"})
"""The commands that answer and exit: the rules' options, the advisor, the statistics."""
SKIPPED = {
    "play": "the game itself (yahtzee, yahtzee play, or only the game's flags): waits for keys",
    "server": "yahtzee server: listens until stopped",
    "online": "yahtzee online: connects to a server and waits for keys",
    "review": "yahtzee review RECORD: a game recorded with --record, which a fresh folder has not"
    " (tests/cli/test_review_command.py reviews real records, text and JSON)",
}
"""The kinds of examples not run, and why."""


@dataclass(frozen=True)
class Example:
    page: str
    line: int
    command: str
    output: str | None
    """What the page shows the command printing, or None where it shows nothing."""

    @property
    def argv(self) -> list[str]:
        return shlex.split(self.command)[1:]

    @property
    def kind(self) -> str:
        first = self.argv[0] if self.argv else ""
        if first in RUN or first in SKIPPED:
            return first
        return "play"

    def __str__(self) -> str:
        return f"{self.page}:{self.line}: {self.command}"


def _split_comment(line: str) -> tuple[str, str | None]:
    """A command and its comment (``  # ...``), quotes respected."""
    in_single = in_double = False
    for index, char in enumerate(line):
        if char == "'" and not in_double:
            in_single = not in_single
        elif char == '"' and not in_single:
            in_double = not in_double
        elif char == "#" and not in_single and not in_double and line[index - 1 : index] == " ":
            return line[:index].rstrip(), line[index + 1 :].strip()
    return line.rstrip(), None


def examples() -> list[Example]:
    found: list[Example] = []
    for page in PAGES:
        lines = page.read_text(encoding="utf-8").splitlines()
        in_block = False
        index = 0
        while index < len(lines):
            text = lines[index]
            if text.lstrip().startswith("```"):
                in_block = not in_block
                index += 1
                continue
            stripped = text.strip()
            prompt = stripped.startswith("$ ")
            command = stripped[2:] if prompt else stripped
            if not in_block or not command.startswith("yahtzee "):
                index += 1
                continue
            start = index
            while command.endswith("\\") and index + 1 < len(lines):
                index += 1
                command = command[:-1].rstrip() + " " + lines[index].strip()
            command, comment = _split_comment(command)
            output: str | None = None
            if comment is not None and comment[:1] in "{[":
                output = comment
            elif prompt:
                shown = []
                while index + 1 < len(lines):
                    following = lines[index + 1]
                    if following.lstrip().startswith(("```", "$ ")):
                        break
                    shown.append(following)
                    index += 1
                output = "\n".join(shown) if shown else None
            found.append(Example(page.relative_to(ROOT).as_posix(), start + 1, command, output))
            index += 1
    return found


EXAMPLES = examples()


def matches(shown: str, printed: str) -> bool:
    """The printed text is what the page shows, ``...`` lines standing for any lines."""
    parts = [
        r"(?:[^\n]*\n)*?" if line.strip() == "..." else re.escape(line.rstrip()) + r"\n"
        for line in shown.strip("\n").splitlines()
    ]
    text = "\n".join(line.rstrip() for line in printed.strip("\n").splitlines()) + "\n"
    return re.fullmatch("".join(parts), text) is not None


def test_every_subcommand_is_run_or_skipped() -> None:
    from talking_yahtzee.cli.commands import SUBCOMMANDS

    assert set(SUBCOMMANDS) == RUN | set(SKIPPED)


def test_the_pages_have_examples_of_every_kind_run_and_skipped() -> None:
    kinds = {example.kind for example in EXAMPLES}
    assert kinds >= RUN, kinds
    assert kinds <= RUN | set(SKIPPED), kinds
    assert {"play", "server"} <= kinds


@pytest.mark.parametrize("example", [e for e in EXAMPLES if e.kind in RUN], ids=str)
def test_example_runs_as_the_page_says(example: Example, tmp_path: Path) -> None:
    env = {
        **os.environ,
        "TALKING_YAHTZEE_DATA_DIR": str(tmp_path / "data"),
        "TALKING_YAHTZEE_CONFIG_DIR": str(tmp_path / "config"),
    }
    result = subprocess.run(
        [sys.executable, "-m", "talking_yahtzee", *example.argv],
        capture_output=True,
        text=True,
        encoding="utf-8",
        env=env,
        cwd=tmp_path,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, f"{example} exited {result.returncode}: {result.stderr}"
    if example.output is not None:
        assert matches(example.output, result.stdout), (
            f"{example} printed:\n{result.stdout}\nthe page shows:\n{example.output}"
        )


def test_the_matcher_reads_ellipses() -> None:
    assert matches("a\n...\nd", "a\nb\nc\nd\n")
    assert matches("a\n...\nd", "a\nd")
    assert not matches("a\nd", "a\nb\nd")
    assert not matches('{"x": 1}', '{"x": 2}')


def test_an_impossible_card_in_an_example_would_fail(tmp_path: Path) -> None:
    """The example README had (``ones`` 3 cannot hold a Yahtzee bonus) exits 2, as this test
    would notice."""
    card = '{"ones": 3, "yahtzee": 50, "yahtzee_bonuses": 1}'
    result = subprocess.run(
        [
            sys.executable,
            "-m",
            "talking_yahtzee",
            "options",
            "--json",
            "--dice",
            "1,2,3,4,4",
            "--scorecard",
            card,
        ],
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    assert result.returncode == 2
