"""Make a virtual environment with uv in it, fast: ``python tools/venv_uv.py VENV LOCK``.

``make play`` and ``make test`` install into ``.venv`` with uv (a pip-compatible installer from
the package registry, hash-pinned in ``requirements/uv.txt``): the dependencies go in a second
or two where pip takes ten or more, and the environment is made without pip, which alone takes
seconds to copy in. uv itself is installed by the pip wheel that Python ships for ``ensurepip``,
unpacked and run without installing it; where Python has no such wheel (Debian keeps it in
``/usr/share/python-wheels``, or leaves it out), pip is put in the environment the usual way
first. Needs only the Python that runs it (3.11 or newer).
"""

from __future__ import annotations

import os
import subprocess
import sys
import tempfile
import venv
import zipfile
from pathlib import Path


def pip_wheel() -> Path | None:
    """The pip wheel this Python ships (ensurepip's, or the system's), if any."""
    import ensurepip

    for folder in (Path(ensurepip.__file__).parent / "_bundled", Path("/usr/share/python-wheels")):
        found = sorted(folder.glob("pip-*.whl"))
        if found:
            return found[-1]
    return None


def make(folder: Path, lock: Path) -> None:
    """``folder`` as a virtual environment with uv installed from ``lock`` (hashes required)."""
    venv.EnvBuilder(with_pip=False, symlinks=sys.platform != "win32").create(folder)
    python = folder / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    install = ["install", "--quiet", "--disable-pip-version-check", "--require-hashes"]
    install += ["--no-deps", "-r", str(lock)]
    wheel = pip_wheel()
    if wheel is not None:
        # Unpacked, not run from the zip: a zip's modules are compiled on every import, which
        # doubles pip's run (seconds).
        with tempfile.TemporaryDirectory(prefix="talking-yahtzee-pip-") as unpacked:
            with zipfile.ZipFile(wheel) as archive:
                archive.extractall(unpacked)
            env = {**os.environ, "PYTHONPATH": unpacked}
            done = subprocess.run([str(python), "-m", "pip", *install], check=False, env=env)
        if done.returncode == 0:
            return
    subprocess.run([str(python), "-m", "ensurepip", "--default-pip"], check=True)
    subprocess.run([str(python), "-m", "pip", *install], check=True)


def main() -> None:
    if len(sys.argv) != 3:
        raise SystemExit("usage: python tools/venv_uv.py VENV LOCK")
    make(Path(sys.argv[1]), Path(sys.argv[2]))


if __name__ == "__main__":
    main()
