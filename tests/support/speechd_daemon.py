"""A private speech-dispatcher daemon for tests and benchmarks: its own config, socket and sound.

The daemon speaks with its espeak-ng module through ALSA into a file (an ALSA ``file`` plugin as
the default device in a private ``HOME/.asoundrc``), so nothing is heard and nothing is shared
with a daemon the machine may already run.
"""

from __future__ import annotations

import os
import shutil
import signal
import socket
import subprocess
from dataclasses import dataclass
from pathlib import Path

from waiting import wait_for

SPEECHD = shutil.which("speech-dispatcher")
MODULES = Path("/usr/lib/speech-dispatcher-modules")
MODULE_CONF = Path("/etc/speech-dispatcher/modules/espeak-ng.conf")


def available() -> bool:
    """speech-dispatcher, its espeak-ng module and the Python bindings are installed."""
    try:
        import speechd  # noqa: F401
    except ImportError:
        return False
    return SPEECHD is not None and (MODULES / "sd_espeak-ng").exists() and MODULE_CONF.exists()


def _accepts(path: Path) -> bool:
    sock = socket.socket(socket.AF_UNIX, socket.SOCK_STREAM)
    try:
        sock.connect(str(path))
        return True
    except OSError:
        return False
    finally:
        sock.close()


@dataclass
class Daemon:
    process: subprocess.Popen[bytes]
    socket: Path
    sound: Path
    log_dir: Path

    @property
    def address(self) -> str:
        return f"unix_socket:{self.socket}"

    def sound_bytes(self) -> int:
        return self.sound.stat().st_size if self.sound.exists() else 0

    def kill(self) -> None:
        """Kill the daemon (and its module) at once, as a crash would."""
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGKILL)
        self.process.wait(timeout=10)

    def stop(self) -> None:
        if self.process.poll() is None:
            os.killpg(self.process.pid, signal.SIGTERM)
            try:
                self.process.wait(timeout=10)
            except subprocess.TimeoutExpired:
                os.killpg(self.process.pid, signal.SIGKILL)
                self.process.wait(timeout=10)


def start(root: Path, timeout: float = 20.0) -> Daemon:
    """Start a daemon under ``root`` and wait until it accepts connections."""
    assert SPEECHD is not None, "speech-dispatcher is required (CI installs it)"
    home, conf, run, logs = (root / name for name in ("home", "conf", "run", "log"))
    for folder in (home, conf / "modules", run, logs):
        folder.mkdir(parents=True, exist_ok=True)
    shutil.copy(MODULE_CONF, conf / "modules" / "espeak-ng.conf")
    sound = root / "sound.raw"
    (home / ".asoundrc").write_text(
        "pcm.!default {\n"
        "    type file\n"
        '    slave.pcm "null"\n'
        f'    file "{sound}"\n'
        '    format "raw"\n'
        "}\n"
    )
    (conf / "speechd.conf").write_text(
        "LogLevel 3\n"
        f'LogDir "{logs}"\n'
        'AudioOutputMethod "alsa"\n'
        'AddModule "espeak-ng" "sd_espeak-ng" "espeak-ng.conf"\n'
        "DefaultModule espeak-ng\n"
        'DefaultLanguage "en"\n'
    )
    path = run / "speechd.sock"
    env = dict(os.environ, HOME=str(home), XDG_RUNTIME_DIR=str(run), XDG_CONFIG_HOME=str(conf))
    command = [SPEECHD, "--run-single", "--timeout", "0", "--communication-method", "unix_socket"]
    command += ["--socket-path", str(path), "--config-dir", str(conf), "--log-dir", str(logs)]
    command += ["--pid-file", str(run / "speechd.pid")]
    process = subprocess.Popen(
        command,
        env=env,
        stdin=subprocess.DEVNULL,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
        start_new_session=True,
    )
    daemon = Daemon(process, path, sound, logs)

    def ready() -> bool:
        if process.poll() is not None:
            raise RuntimeError(f"speech-dispatcher ended at its start; see {logs}")
        return path.exists() and _accepts(path)

    try:
        wait_for(ready, f"speech-dispatcher to start (logs: {logs})", timeout=timeout, poll=0.02)
    except (AssertionError, RuntimeError):
        daemon.stop()
        raise
    return daemon
