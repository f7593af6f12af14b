"""Find libespeak-ng: the system's when it loads, else the one the ``espeakng-loader`` wheel ships.

pyttsx3's espeak driver opens the library by name (``libespeak-ng.so.1``) when it is
imported. On a machine without the espeak-ng package that fails, so the speech worker
calls :func:`prepare_espeak` first: it loads the wheel's copy under that same name
(the dynamic loader then hands pyttsx3 the library already loaded) and points
``ESPEAK_DATA_PATH`` at the wheel's voices. ``TALKING_YAHTZEE_ESPEAK=wheel`` or
``=system`` forces the choice.
"""

from __future__ import annotations

import ctypes
import importlib.util
import logging
import os
import sys
from pathlib import Path
from typing import Final

log = logging.getLogger(__name__)

ESPEAK_ENV: Final = "TALKING_YAHTZEE_ESPEAK"
"""Environment variable: ``system``, ``wheel`` or ``auto`` (the default)."""

SYSTEM_NAMES: Final = ("libespeak-ng.so.1", "libespeak.so.1")


def wheel_library() -> tuple[Path, Path] | None:
    """``(library, data parent folder)`` of the ``espeakng-loader`` wheel, if installed."""
    spec = importlib.util.find_spec("espeakng_loader")
    if spec is None or not spec.submodule_search_locations:
        return None
    folder = Path(next(iter(spec.submodule_search_locations)))
    if sys.platform == "win32":
        library = folder / "espeak-ng.dll"
    elif sys.platform == "darwin":
        library = folder / "libespeak-ng.dylib"
    else:
        library = folder / "libespeak-ng.so.1"
        if not library.exists():
            library = folder / "libespeak-ng.so"
    if not library.exists() or not (folder / "espeak-ng-data").is_dir():
        return None
    return library, folder


def system_library_loads() -> bool:
    """Whether the system's libespeak-ng opens by name."""
    for name in SYSTEM_NAMES:
        try:
            ctypes.CDLL(name)
        except OSError:
            continue
        return True
    return False


def prepare_espeak() -> str:
    """Make libespeak-ng loadable for pyttsx3; return ``system``, ``wheel`` or ``none``.

    Only Linux needs this: pyttsx3 speaks with SAPI5 on Windows and NSSS on macOS.
    """
    choice = os.environ.get(ESPEAK_ENV, "auto").strip().lower()
    if not sys.platform.startswith("linux") and choice != "wheel":
        return "system"
    if choice != "wheel" and system_library_loads():
        return "system"
    if choice == "system":
        return "none"
    found = wheel_library()
    if found is None:
        return "none"
    library, data_parent = found
    try:
        ctypes.CDLL(str(library), mode=ctypes.RTLD_GLOBAL)
    except OSError as exc:
        log.warning("wheel espeak-ng does not load: %s", exc)
        return "none"
    # espeak-ng reads $ESPEAK_DATA_PATH/espeak-ng-data when it is initialized with no path.
    os.environ["ESPEAK_DATA_PATH"] = str(data_parent)
    return "wheel"
