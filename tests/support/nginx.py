"""Debian's nginx started here as a reverse proxy in front of a server: a config in a folder of
its own, listening on 127.0.0.1 on a port found free by binding port 0 first (nginx cannot pick
one itself), WebSocket upgrades passed on, the client's address added to X-Forwarded-For.

Without nginx the tests skip, and fail when ``CI`` is set (.ci/run installs it)."""

from __future__ import annotations

import shutil
import socket
import subprocess
from pathlib import Path
from types import TracebackType

from needs import require
from waiting import wait_for

CONFIG = """\
daemon off;
master_process off;
worker_processes 1;
pid {folder}/nginx.pid;
error_log {folder}/error.log warn;
events {{ worker_connections 256; }}
http {{
    access_log off;
    client_body_temp_path {folder}/body;
    proxy_temp_path {folder}/proxy;
    fastcgi_temp_path {folder}/fastcgi;
    uwsgi_temp_path {folder}/uwsgi;
    scgi_temp_path {folder}/scgi;
    map $http_upgrade $connection_upgrade {{
        default upgrade;
        "" close;
    }}
    server {{
        listen 127.0.0.1:{port};
        location / {{
            proxy_pass http://127.0.0.1:{upstream};
            proxy_http_version 1.1;
            proxy_set_header Upgrade $http_upgrade;
            proxy_set_header Connection $connection_upgrade;
            proxy_set_header Host $host;
            proxy_set_header X-Forwarded-For $proxy_add_x_forwarded_for;
            proxy_read_timeout 120s;
        }}
    }}
}}
"""


def nginx_binary() -> str | None:
    return shutil.which("nginx") or shutil.which("nginx", path="/usr/sbin:/usr/local/sbin")


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class Nginx:
    """nginx proxying 127.0.0.1:``port`` to the server at 127.0.0.1:``upstream``."""

    def __init__(self, folder: Path, upstream: int) -> None:
        binary = nginx_binary()
        require(binary is not None, "nginx is missing: .ci/run installs Debian's nginx")
        assert binary is not None
        self.folder = folder
        self.port = free_port()
        self.config = folder / "nginx.conf"
        self.config.write_text(CONFIG.format(folder=folder, port=self.port, upstream=upstream))
        self.process = subprocess.Popen(
            [binary, "-p", str(folder), "-c", str(self.config), "-e", str(folder / "error.log")],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.PIPE,
        )
        self._wait_listening()

    def _wait_listening(self) -> None:
        def listening() -> bool:
            if self.process.poll() is not None:
                raise AssertionError(f"nginx stopped: {self.said()}")
            try:
                socket.create_connection(("127.0.0.1", self.port), timeout=1.0).close()
            except OSError:
                return False
            return True

        wait_for(listening, "nginx to listen", poll=0.02)

    def said(self) -> str:
        log = self.folder / "error.log"
        return log.read_text(errors="replace") if log.exists() else ""

    @property
    def url(self) -> str:
        return f"ws://127.0.0.1:{self.port}"

    def stop(self) -> None:
        if self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)
        if self.process.stderr is not None:
            self.process.stderr.close()

    def __enter__(self) -> Nginx:
        return self

    def __exit__(
        self,
        kind: type[BaseException] | None,
        error: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.stop()
