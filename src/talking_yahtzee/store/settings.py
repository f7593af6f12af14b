"""Player settings: a TOML file in the platform's config folder, overridden by flags."""

from __future__ import annotations

import dataclasses
import logging
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, Final

import tomli_w

from talking_yahtzee.core.rules import RULE_SETS
from talking_yahtzee.speech.build import SPEECH_MODES as SPEECH_CHOICES
from talking_yahtzee.store.files import (
    SMALL,
    BrokenFile,
    clean_temporaries,
    keep_aside,
    parse_toml,
    read_limited,
    write_atomic,
)
from talking_yahtzee.store.paths import config_dir

log = logging.getLogger(__name__)
log.addHandler(logging.NullHandler())

SETTINGS_FILE: Final = "settings.toml"

VERBOSITY_CHOICES: Final = ("brief", "normal", "detailed")
"""How much is said; the .ftl files select on ``$verbosity`` with these names."""
HOLD_MODE_CHOICES: Final = ("position", "value")
DICE_ORDER_CHOICES: Final = ("position", "sorted", "grouped")
"""How rolls are read: in position order, sorted by value, or grouped by face."""
RATE_MIN: Final = 80
RATE_MAX: Final = 450
VOLUME_MIN: Final = 0.0
VOLUME_MAX: Final = 1.0
PACE_MIN: Final = 0.0
PACE_MAX: Final = 10.0
SOUND_SWITCH_CHOICES: Final = ("on", "off")
"""How ``--sounds`` is written on the command line."""

PROBLEM_BROKEN: Final = "settings-broken"
"""Problem code returned by :func:`load_settings` for a broken file."""


@dataclass(frozen=True)
class Loaded:
    """What :func:`read_settings` found: the settings, any problem, where a broken file went."""

    settings: Settings
    problem: str | None = None
    aside: Path | None = None
    """The new name of the broken file; None when nothing was moved."""


@dataclass(frozen=True)
class Settings:
    """What the player chose; ``None`` for ``lang`` means the system locale."""

    lang: str | None = None
    speech: str = "auto"
    voice: str | None = None
    rate: int = 175  # words per minute
    volume: float = 1.0
    verbosity: str = "normal"
    hold_mode: str = "position"
    dice_order: str = "position"
    computer_pace: float = 1.0  # seconds between a computer player's steps; 0 = no pause
    coach: bool = False
    transcript_file: str | None = None
    sounds: bool = True
    sound_volume: float = 0.8  # 0..1, applied to every sound
    undo: bool = True  # U and Ctrl+Z take back a hold or a scoring; off for competitive games
    roll_guard: bool = True  # a quick second roll key is ignored; a made hand asks first
    rules: str | None = None  # the rule set's name (--rules); None: the language's suggestion

    def merge_cli(self, **overrides: Any) -> Settings:
        """Return a copy with the given values replacing these; ``None`` means "not given".

        Raises ``ValueError`` for unknown names or invalid values.
        """
        known = {f.name for f in fields(self)}
        changes: dict[str, Any] = {}
        for name, value in overrides.items():
            if name not in known:
                raise ValueError(f"unknown setting {name!r}")
            if value is None:
                continue
            checked = validate_value(name, value)
            if checked is _INVALID:
                raise ValueError(f"invalid value for {name}: {value!r}")
            changes[name] = checked
        return dataclasses.replace(self, **changes)

    def to_dict(self) -> dict[str, Any]:
        """The settings as TOML-ready values (``None`` values left out)."""
        return {k: v for k, v in dataclasses.asdict(self).items() if v is not None}


DEFAULTS: Final = Settings()

_INVALID: Final = object()


def _is_lang(value: object) -> bool:
    if not isinstance(value, str) or not 2 <= len(value) <= 35:
        return False
    return all(part.isalnum() and part.isascii() for part in value.replace("_", "-").split("-"))


def _optional_text(value: object) -> object:
    if value is None:
        return None
    if isinstance(value, str) and value.strip():
        return value.strip()
    return _INVALID


def _choice(choices: tuple[str, ...]) -> Callable[[object], object]:
    def check(value: object) -> object:
        return value if isinstance(value, str) and value in choices else _INVALID

    return check


def _check_lang(value: object) -> object:
    if value is None:
        return None
    return value if _is_lang(value) else _INVALID


def _check_rate(value: object) -> object:
    if isinstance(value, bool) or not isinstance(value, int):
        return _INVALID
    return value if RATE_MIN <= value <= RATE_MAX else _INVALID


def _float_in(low: float, high: float) -> Callable[[object], object]:
    def check(value: object) -> object:
        if isinstance(value, bool) or not isinstance(value, int | float):
            return _INVALID
        number = float(value)
        if math.isnan(number) or not low <= number <= high:
            return _INVALID
        return number

    return check


def _check_bool(value: object) -> object:
    return value if isinstance(value, bool) else _INVALID


def _check_rules(value: object) -> object:
    if value is None:
        return None
    return value if isinstance(value, str) and value in RULE_SETS else _INVALID


_VALIDATORS: Final[Mapping[str, Callable[[object], object]]] = {
    "lang": _check_lang,
    "speech": _choice(SPEECH_CHOICES),
    "voice": _optional_text,
    "rate": _check_rate,
    "volume": _float_in(VOLUME_MIN, VOLUME_MAX),
    "verbosity": _choice(VERBOSITY_CHOICES),
    "hold_mode": _choice(HOLD_MODE_CHOICES),
    "dice_order": _choice(DICE_ORDER_CHOICES),
    "computer_pace": _float_in(PACE_MIN, PACE_MAX),
    "coach": _check_bool,
    "transcript_file": _optional_text,
    "sounds": _check_bool,
    "sound_volume": _float_in(VOLUME_MIN, VOLUME_MAX),
    "undo": _check_bool,
    "roll_guard": _check_bool,
    "rules": _check_rules,
}


def validate_value(name: str, value: object) -> object:
    """Return the normalised value for setting ``name``, or the ``_INVALID`` marker."""
    return _VALIDATORS[name](value)


def is_valid(name: str, value: object) -> bool:
    """True when ``value`` is allowed for setting ``name``."""
    return name in _VALIDATORS and validate_value(name, value) is not _INVALID


def settings_path() -> Path:
    """The settings file."""
    return config_dir() / SETTINGS_FILE


def from_mapping(data: Mapping[str, Any]) -> tuple[Settings, list[str]]:
    """Build settings from parsed TOML; return them and the names of invalid values."""
    values: dict[str, Any] = {}
    invalid: list[str] = []
    for key, value in data.items():
        if key not in _VALIDATORS:
            log.info("settings: ignoring unknown key %r", key)
            continue
        checked = validate_value(key, value)
        if checked is _INVALID:
            log.warning("settings: invalid value for %s: %r; using the default", key, value)
            invalid.append(key)
            continue
        values[key] = checked
    return Settings(**values), invalid


def load_settings(path: Path | None = None) -> tuple[Settings, str | None]:
    """The settings and a problem code or None (:func:`read_settings` tells more)."""
    loaded = read_settings(path)
    return loaded.settings, loaded.problem


def read_settings(path: Path | None = None) -> Loaded:
    """Read the settings file within limits (64 KiB, shallow, a UTF-8 byte-order mark accepted).

    A missing file gives the defaults. A file that cannot be read, is not valid TOML, is not
    UTF-8, or breaks the limits is moved aside to ``settings.toml.broken-<timestamp>`` (kept) and
    reported as ``settings-broken``; :attr:`Loaded.aside` says where it went, or None when it could
    not be moved. Invalid single values (wrong type, unknown choice, out of range) fall back to
    their defaults: the file is kept aside the same way, the repaired settings are written in its
    place, and ``settings-broken`` is reported. Unknown keys are ignored (logged).
    """
    target = path if path is not None else settings_path()
    clean_temporaries(target.parent)
    try:
        data = parse_toml(read_limited(target, SMALL, follow=True))  # a linked dotfile: read
    except (FileNotFoundError, NotADirectoryError):  # no file (or a file where its folder is)
        return Loaded(DEFAULTS)
    except OSError as exc:
        log.warning("settings: cannot read %s: %s", target, exc)
        return Loaded(DEFAULTS, PROBLEM_BROKEN)
    except BrokenFile as exc:
        log.warning("settings: %s is broken (%s); using defaults", target, exc)
        return Loaded(DEFAULTS, PROBLEM_BROKEN, keep_aside(target))
    settings, invalid = from_mapping(data)
    if not invalid:
        return Loaded(settings)
    # Keep the player's file aside and write the repaired settings in its place, so the
    # problem is reported once and the valid values survive.
    aside = keep_aside(target)
    if aside is not None:
        try:
            save_settings(settings, target)
        except OSError as exc:
            log.warning("settings: cannot write repaired %s: %s", target, exc)
    return Loaded(settings, PROBLEM_BROKEN, aside)


def save_settings(settings: Settings, path: Path | None = None) -> Path:
    """Write the settings atomically (temp file in the same folder, then ``os.replace``)."""
    target = path if path is not None else settings_path()
    write_atomic(target, tomli_w.dumps(settings.to_dict()).encode("utf-8"))
    return target
