"""The cluster from the terminal: ``yahtzee online --server URL,URL`` (the line ``make
serve-cluster`` prints) against two real servers on one valkey-server, in tmux.

Ann creates a table through the list; killed, she comes back naming only the other server (its
``moved`` answer leads her to the table's) and has her seat again: one key for the whole cluster.
Bea joins with the list in the other order; ``--tables`` answers with the first server down.
"""

from __future__ import annotations

import json
import os
import re
import shlex
import shutil
import signal
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from clusterplay import MemberProcess, store_url, valkey_server  # noqa: F401 (fixtures)
from tmux_game import TmuxServer
from tools.cluster import free_port
from waiting import wait_for

pytestmark = pytest.mark.skipif(
    shutil.which("tmux") is None and not os.environ.get("CI"), reason="tmux is not installed"
)
TIMEOUT = 30.0


@pytest.fixture
def servers(store_url: str, tmp_path: Path) -> Iterator[list[str]]:  # noqa: F811
    members = [MemberProcess(store_url, tmp_path / f"server{i}.log", 5.0) for i in range(2)]
    try:
        yield [f"ws://127.0.0.1:{m.port}" for m in members]
    finally:
        for member in members:
            member.signal(signal.SIGTERM)
            try:
                member.process.wait(timeout=10)
            finally:
                member.stop()


@dataclass
class Terminal:
    """One ``yahtzee online`` in a tmux session of its own, speaking to a transcript."""

    name: str
    tmux: TmuxServer
    folder: Path

    @property
    def transcript(self) -> Path:
        return self.folder / "heard.txt"

    def environment(self) -> dict[str, str]:
        return {
            "TALKING_YAHTZEE_CONFIG_DIR": str(self.folder / "config"),
            "TALKING_YAHTZEE_DATA_DIR": str(self.folder / "data"),
            "TALKING_YAHTZEE_SCREEN_READER": "none",
        }

    def start(self, server: str, *flags: str) -> None:
        command = ["env", *(f"{k}={v}" for k, v in self.environment().items()), sys.executable]
        command += ["-m", "talking_yahtzee", "online", "--server", server, "--name", self.name]
        command += ["--lang", "en", "--speech", "transcript", "--sounds", "off"]
        command += ["--transcript", str(self.transcript), *flags]
        self.tmux("new-session", "-d", "-s", self.name, "-x", "100", "-y", "40")
        self.tmux("send-keys", "-t", self.name, shlex.join(command) + "; exit", "Enter")

    def text(self) -> str:
        return self.transcript.read_text("utf-8") if self.transcript.exists() else ""

    def said(self, words: str) -> None:
        try:
            wait_for(lambda: words in self.text(), f"{self.name} hearing {words!r}", TIMEOUT)
        except AssertionError as error:
            raise AssertionError(f"{error}; heard last {self.text()[-400:]!r}") from None

    def kill_9(self) -> None:
        shell = int(self.tmux("list-panes", "-t", self.name, "-F", "#{pane_pid}").split()[0])
        for child in Path(f"/proc/{shell}/task/{shell}/children").read_text().split():
            os.kill(int(child), signal.SIGKILL)
        wait_for(
            lambda: self.name not in self.tmux("list-sessions", "-F", "#S", check=False),
            f"{self.name}'s session to end",
            TIMEOUT,
        )

    def keys(self) -> list[Path]:
        return sorted((self.folder / "data" / "keys").glob("*.key"))


def test_the_cluster_line_plays_from_the_terminal_with_one_key_for_the_cluster(
    servers: list[str], tmp_path: Path
) -> None:
    first, second = servers
    tmux = TmuxServer()
    try:
        ann = Terminal("Ann", tmux, tmp_path / "ann")
        ann.start(f"{first},{second}", "--create", "--public")
        ann.said("Its code is ")
        found = re.search(r"Its code is ([0-9 ,]+)\.", ann.text())
        assert found, ann.text()
        code = "".join(ch for ch in found.group(1) if ch.isdigit())
        kept = ann.keys()
        assert len(kept) == 2  # one key, kept for each server of the list
        assert len({path.read_text() for path in kept}) == 1

        bea = Terminal("Bea", tmux, tmp_path / "bea")
        bea.start(f"{second},{first}", "--join", code)
        bea.said("You are at table")
        ann.said("Bea joins the table.")

        ann.kill_9()
        heard = len(ann.text())
        ann.start(second, "--join", code)  # only the other server: it sends her to the table's
        seated = "At the table, Ann and Bea. No seat is open."  # her own seat, by her key
        wait_for(lambda: seated in ann.text()[heard:], "Ann back in her seat", TIMEOUT)
        assert "has your name" not in ann.text()[heard:]
        assert ann.keys() == kept and len({path.read_text() for path in kept}) == 1

        nobody = f"ws://127.0.0.1:{free_port()}"
        command = [sys.executable, "-m", "talking_yahtzee", "online", "--tables", "--json"]
        listed = subprocess.run(
            [*command, "--server", f"{nobody},{second}"],
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
            env={**os.environ, **ann.environment()},
            check=False,
        )
        assert listed.returncode == 0, listed.stderr
        assert [t["code"] for t in json.loads(listed.stdout)["tables"]] == [code]
    finally:
        tmux.close()
