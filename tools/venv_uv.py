"""Make a virtual environment with uv in it, fast: ``python tools/venv_uv.py VENV LOCK``.

``make play`` and ``make test`` install into ``.venv`` with uv (a pip-compatible installer from
the package registry, hash-pinned in ``requirements/uv.txt``): the dependencies go in a second
or two where pip takes ten or more, and the environment is made without pip, which alone takes
seconds to copy in. uv itself is installed by the pip of the Python running this, when it has
one, else by the pip wheel that Python ships for ``ensurepip``, unpacked and run without
installing it; where Python has no such wheel (Debian keeps it in
``/usr/share/python-wheels``, or leaves it out), pip is put in the environment the usual way
first. Needs only the Python that runs it (3.11 or newer). pip reads the files of the pinned uv
from ``requirements/uv-links.html`` (``tools/uv_links.py``), not uv's page on the registry.

``VENV/bin/python tools/venv_uv.py --link`` puts this tree in ``VENV`` as an editable install in
compat mode would (a ``.pth`` file naming ``src``, the ``yahtzee`` command of
``[project.scripts]``) without building anything: setuptools, fetched from the package registry
to build, took 2 to 3 s of a fresh clone's first ``make play``. ``make test`` installs the tree
with its metadata as well. Either way the tree's byte code is compiled then (``--compile`` alone
does only that), as an installer compiles what it installs: where ``PYTHONDONTWRITEBYTECODE`` is
set, Python never writes it, and every start compiled every module again (issue 42).
"""

from __future__ import annotations

import compileall
import importlib
import os
import subprocess
import sys
import sysconfig
import tempfile
import tomllib
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


def base_pip(python: Path) -> list[str] | None:
    """The pip of the Python running this, installing into ``python``'s environment
    (``--python``, pip 22.3 or newer): its modules are compiled already, where the unpacked
    wheel's are compiled on every run (a second of a fresh clone's first ``make play``)."""
    try:
        version = str(getattr(importlib.import_module("pip"), "__version__", "0.0"))
    except ImportError:
        return None
    try:
        major, minor = (int(part) for part in version.split(".")[:2])
    except ValueError:
        return None
    if (major, minor) < (22, 3):
        return None
    return [sys.executable, "-m", "pip", "--python", str(python)]


def sources(lock: Path) -> list[list[str]]:
    """Where pip looks for uv: the lock's links page (``tools/uv_links.py``: its files alone,
    not the registry's page of every uv ever released), then, if that fails, the registry."""
    links = lock.with_name("uv-links.html")
    return [["--no-index", "--find-links", str(links)], []] if links.is_file() else [[]]


def make(folder: Path, lock: Path) -> None:
    """``folder`` as a virtual environment with uv installed from ``lock`` (hashes required)."""
    venv.EnvBuilder(with_pip=False, symlinks=sys.platform != "win32").create(folder)
    python = folder / ("Scripts/python.exe" if sys.platform == "win32" else "bin/python")
    install = ["install", "--quiet", "--disable-pip-version-check", "--require-hashes"]
    install += ["--no-deps", "-r", str(lock)]
    base = base_pip(python)
    if base is not None:
        for source in sources(lock):
            if subprocess.run([*base, *install, *source]).returncode == 0:
                return
    wheel = pip_wheel()
    if wheel is not None:
        # Unpacked, not run from the zip: a zip's modules are compiled on every import, which
        # doubles pip's run (seconds).
        with tempfile.TemporaryDirectory(prefix="talking-yahtzee-pip-") as unpacked:
            with zipfile.ZipFile(wheel) as archive:
                archive.extractall(unpacked)
            env = {**os.environ, "PYTHONPATH": unpacked}
            for source in sources(lock):
                done = subprocess.run([str(python), "-m", "pip", *install, *source], env=env)
                if done.returncode == 0:
                    return
    subprocess.run([str(python), "-m", "ensurepip", "--default-pip"], check=True)
    subprocess.run([str(python), "-m", "pip", *install], check=True)


def compile_tree(root: Path) -> bool:
    """The byte code of the tree's modules (``src``) written beside them, as an install writes
    it; quiet, and only what is out of date. True when every module compiled."""
    return bool(compileall.compile_dir(root / "src", quiet=1, workers=0))


def link(root: Path) -> None:
    """The tree at ``root`` importable in the running environment, with its commands and its
    byte code."""
    site = Path(sysconfig.get_path("purelib"))
    (site / "__editable__.talking_yahtzee.pth").write_text(f"{root / 'src'}\n", encoding="utf-8")
    with (root / "pyproject.toml").open("rb") as stream:
        scripts: dict[str, str] = tomllib.load(stream)["project"]["scripts"]
    python = Path(sys.executable)
    for name, target in scripts.items():
        module, _, function = target.partition(":")
        script = Path(sysconfig.get_path("scripts")) / name
        script.unlink(missing_ok=True)  # an installer's copy is replaced, not written through
        script.write_text(
            f"#!{python}\nimport sys\n\nfrom {module} import {function}\n\n"
            f"if __name__ == '__main__':\n    sys.exit({function}())\n",
            encoding="utf-8",
        )
        script.chmod(0o755)
    compile_tree(root)


def main() -> None:
    root = Path(__file__).resolve().parents[1]
    if sys.argv[1:] == ["--link"]:
        link(root)
        return
    if sys.argv[1:] == ["--compile"]:
        raise SystemExit(0 if compile_tree(root) else 1)
    if len(sys.argv) != 3:
        raise SystemExit(
            "usage: python tools/venv_uv.py VENV LOCK | VENV/bin/python tools/venv_uv.py --link"
            " | --compile"
        )
    make(Path(sys.argv[1]), Path(sys.argv[2]))


if __name__ == "__main__":
    main()
