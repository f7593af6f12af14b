"""A server in a process of its own, as a host starts it (``python -m
talking_yahtzee.net.command``), on a port no outgoing connection takes, so that it can be killed
with SIGKILL and started again on the same port and file."""

from __future__ import annotations

import contextlib
import os
import random
import re
import signal
import socket
import subprocess
import sys
from pathlib import Path


def quiet_port() -> int:
    """A free port below the range the system hands out for outgoing connections, so that no
    client socket takes it between a kill and the restart."""
    low = 32768
    with contextlib.suppress(OSError, ValueError):
        low = int(Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0])
    for port in random.sample(range(10_000, low), 200):
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise AssertionError("no free port")


class ServerProcess:
    """``python -m talking_yahtzee.net.command`` on ``port`` with the store ``db``."""

    def __init__(self, db: Path, log: Path, port: int = 0, *extra: str) -> None:
        command = [sys.executable, "-m", "talking_yahtzee.net.command", "--host", "127.0.0.1"]
        command += ["--port", str(port), "--db", str(db), "--seed", "11"]
        command += ["--computer-delay", "0", "--rate", "10000", "--computer-workers", "0"]
        self.log = log.open("ab")
        self.process = subprocess.Popen([*command, *extra], stdout=subprocess.PIPE, stderr=self.log)
        assert self.process.stdout is not None
        line = self.process.stdout.readline().decode()  # returns once the server listens
        found = re.search(r"listening on ws://127\.0\.0\.1:(\d+)", line)
        assert found, f"the server did not start: {line!r}, see {log}"
        self.port = int(found.group(1))

    def kill(self) -> None:
        os.kill(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=10)
        self.log.close()

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)
        if not self.log.closed:
            self.log.close()
