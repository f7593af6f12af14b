"""Localization with Project Fluent: every sentence a player hears comes from locales/<lang>/*.ftl.

Code never builds a sentence. It names a message (:class:`Msg`) with arguments; an argument may be
another message (rendered first, for example a box name) or a :class:`ListOf` messages, which is
joined by the locale's own list patterns (``list-two``, ``list-start``, ``list-middle``,
``list-end``). Every message receives ``$verbosity`` (brief, normal or detailed) so that the .ftl
files, not the code, decide how much each level says.
"""

from __future__ import annotations

import enum
import functools
import locale
import logging
import os
import re
import threading
from collections.abc import Mapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from fluent.runtime import FluentBundle
    from fluent.syntax.ast import Message, Pattern, Resource

log = logging.getLogger(__name__)

DEFAULT_LANG = "en"
LANGUAGES: tuple[str, ...] = (
    "en",
    "es",
    "fr",
    "de",
    "it",
    "pt",
    "nl",
    "pl",
    "ru",
    "sv",
    "da",
    "nb",
    "fi",
)


@dataclass(frozen=True, slots=True)
class Msg:
    """A message id with its arguments: what to say, not how."""

    id: str
    args: Mapping[str, Any] = field(default_factory=dict)
    known: tuple[object, ...] | None = field(default=(), compare=False, repr=False)
    """What :func:`message_key` worked out for this message, once (``()`` before)."""

    def __init__(self, id: str, **args: Any) -> None:
        object.__setattr__(self, "id", id)
        object.__setattr__(self, "args", args)
        object.__setattr__(self, "known", ())


@dataclass(frozen=True, slots=True)
class ListOf:
    """A list of messages, joined by the locale's list patterns.

    ``style`` "and" joins as prose ("a, b and c"); "short" as a quick run of values ("a, b, c"),
    for dice, with the locale's ``list-short-*`` patterns; "space" puts one space between the
    parts in every language (braille cells).
    """

    items: tuple[Msg, ...]
    style: str = "and"


def locales_dir() -> Path:
    """The folder holding one subfolder per language (installed, or the source checkout's)."""
    override = os.environ.get("TALKING_YAHTZEE_LOCALES")
    if override:
        return Path(override)
    package = Path(__file__).resolve().parents[1]
    installed = package / "locales"
    if (installed / DEFAULT_LANG).is_dir():
        return installed
    return package.parents[1] / "locales"


def available_languages(root: Path | None = None) -> tuple[str, ...]:
    root = root or locales_dir()
    return tuple(sorted(p.name for p in root.iterdir() if p.is_dir() and any(p.glob("*.ftl"))))


ALIASES: dict[str, str] = {"no": "nb"}
"""Language codes systems use for one of ours: Norwegian (``no_NO``) is read in Bokmål."""


def _ours(code: str) -> str:
    return ALIASES.get(code, code)


def system_language() -> str | None:
    """The two-letter language of the system locale, if it is one we have."""
    for variable in ("LC_ALL", "LC_MESSAGES", "LANG", "LANGUAGE"):
        value = os.environ.get(variable)
        if value:
            code = _ours(value.split(":")[0].split(".")[0].split("_")[0].lower())
            if code in LANGUAGES:
                return code
    try:
        code = _ours((locale.getlocale()[0] or "").split("_")[0].lower())
    except ValueError:  # pragma: no cover - odd platform locales
        return None
    return code if code in LANGUAGES else None


def known_language(requested: str) -> bool:
    """Whether ``--lang requested`` names one of :data:`LANGUAGES` (``de-CH``, ``pt_BR`` too)."""
    return _ours(requested.replace("-", "_").split("_")[0].lower()) in LANGUAGES


def choose_language(requested: str | None) -> str:
    """``--lang`` if we have it, else the system locale, else English."""
    if requested:
        code = _ours(requested.replace("-", "_").split("_")[0].lower())
        if code in LANGUAGES:
            return code
        log.warning("no locale %r, using the system language or English", requested)
    return system_language() or DEFAULT_LANG


@functools.cache
def _parsed(path: Path, size: int, mtime_ns: int) -> Resource:
    """One .ftl file parsed, kept while it is unchanged: a bundle compiles copies of its
    messages and never changes the parsed file, so bundles can share it."""
    from fluent.syntax import FluentParser  # what fluent.runtime's FluentResource does

    return FluentParser().parse(path.read_text(encoding="utf-8"))


def _parsed_file(path: Path) -> Resource:
    stat = path.stat()
    return _parsed(path, stat.st_size, stat.st_mtime_ns)


def load_bundle(lang: str, root: Path | None = None) -> FluentBundle:
    from fluent.runtime import FluentBundle

    bundle = FluentBundle([lang], use_isolating=False)
    folder = (root or locales_dir()) / lang
    for path in sorted(folder.glob("*.ftl")):
        bundle.add_resource(_parsed_file(path))
    return bundle


def plain_text(pattern: Pattern) -> str | None:
    """The text of a pattern that is only text (no placeable): what fluent.runtime makes of it,
    without importing it (with babel, for numbers and plurals, it costs the first words tens of
    milliseconds); None when the pattern needs the runtime."""
    from fluent.syntax.ast import TextElement

    parts = []
    for element in pattern.elements:
        if not isinstance(element, TextElement):
            return None
        parts.append(element.value)
    return "".join(parts)


_REFERENCE = re.compile(r"\{\s*-?([a-z][a-z0-9]*)-")
"""A placeable that names a message (``{ box-in }``): the area of the file it is in."""


class _Areas:
    """A language's messages, read one .ftl file at a time, when a message of its area is first
    asked for (ids are prefixed by the file's area: ``game-rolled`` is in game.ftl), with the
    files its messages refer to. Parsing every file of a language costs a game's start tens of
    milliseconds; its first words need two or three. The Fluent bundle that formats messages
    with placeables is made when one is first said (:attr:`bundle`)."""

    def __init__(self, lang: str, folder: Path) -> None:
        self.lang = lang
        self.folder = folder
        self.resources: list[Resource] = []
        self.messages: dict[str, Message] = {}
        """The messages of the files read; the first of an id counts, as in a bundle."""
        self._bundle: FluentBundle | None = None
        self.loaded: set[str] = set()
        self.complete = False
        self.lock = threading.RLock()
        """Held while files are added: a second thread (a background preload, a speech worker)
        never sees an area marked loaded before its file is in the bundle."""

    @property
    def bundle(self) -> FluentBundle:
        """The Fluent bundle of the files read so far (and of those read later)."""
        with self.lock:
            if self._bundle is None:
                from fluent.runtime import FluentBundle

                bundle = FluentBundle([self.lang], use_isolating=False)
                for resource in self.resources:
                    bundle.add_resource(resource)
                self._bundle = bundle
            return self._bundle

    def load_for(self, message_id: str) -> None:
        """Make sure the file of ``message_id``'s area is in the bundle."""
        area = message_id.split("-", 1)[0]
        with self.lock:
            if not self.complete and area not in self.loaded:
                self._load(area)

    def load_all(self) -> None:
        """Every file (a message outside its area's file, or none such)."""
        with self.lock:
            if not self.complete:
                self.complete = True
                for path in sorted(self.folder.glob("*.ftl")):
                    self._load(path.stem)

    def _load(self, area: str) -> None:
        if area in self.loaded:
            return
        self.loaded.add(area)
        path = self.folder / f"{area}.ftl"
        try:
            text = path.read_text(encoding="utf-8")
        except OSError:
            return
        for other in sorted(set(_REFERENCE.findall(text))):
            self._load(other)
        resource = _parsed_file(path)
        from fluent.syntax.ast import Message

        self.resources.append(resource)
        for item in resource.body:
            if isinstance(item, Message):
                self.messages.setdefault(item.id.name, item)
        if self._bundle is not None:
            self._bundle.add_resource(resource)


@functools.lru_cache(maxsize=64)
def shared_areas(lang: str, root: Path) -> _Areas:
    """The one copy of ``lang``'s messages under ``root`` that shared localizers read (loading
    is locked, formatting only reads)."""
    return _Areas(lang, root / lang)


LINES_KEPT = 8_000
"""Rendered lines and parts a language keeps for shared localizers (then it starts afresh)."""


@functools.lru_cache(maxsize=64)
def shared_lines(lang: str, root: Path) -> dict[tuple[str, bool, object], str]:
    """The lines (and parts of lines) shared localizers of ``lang`` rendered already, by
    verbosity, whole or not, and message: the same message for another page's player is not
    rendered again."""
    return {}


def message_key(value: object) -> object | None:
    """A value standing for ``value`` (a message, a list of them, or a plain argument) that is
    equal only for values rendered alike; None when an argument is of another kind. A message's
    key is worked out once (a line and each part inside it are looked up as they are rendered)."""
    if isinstance(value, Msg):
        known = value.known
        if known == ():
            known = _msg_key(value)
            object.__setattr__(value, "known", known)
        return known
    if isinstance(value, ListOf):
        items = [message_key(item) for item in value.items]
        return None if any(i is None for i in items) else ("list", value.style, tuple(items))
    if value is None or isinstance(value, str | int | float | enum.Enum):
        return (type(value), value)
    return None


def _msg_key(message: Msg) -> tuple[object, ...] | None:
    parts: list[object] = [message.id]
    for name, argument in message.args.items():
        key = message_key(argument)
        if key is None:
            return None
        parts.append((name, key))
    return tuple(parts)


def capitalised(line: str) -> str:
    """The line with its first letter in upper case, when it starts with a lower-case letter."""
    if line[:1].islower():
        return line[0].upper() + line[1:]
    return line


class Localizer:
    """Renders :class:`Msg` values in one language, falling back to English message by message."""

    def __init__(
        self, lang: str = DEFAULT_LANG, *, verbosity: str = "normal", shared: bool = False
    ) -> None:
        """``shared``: this process's one copy of the language's messages and Fluent bundle
        (:func:`shared_areas`), as every browser page's player uses; else a copy of its own."""
        self.lang = lang if lang in LANGUAGES else DEFAULT_LANG
        self.verbosity = verbosity
        root = locales_dir()
        self._shared = shared
        self._said: dict[tuple[str, bool, object], str] | None = (
            shared_lines(self.lang, root) if shared else None
        )
        """Lines already rendered in this language, by verbosity and message, when shared."""
        self._areas = self._areas_of(self.lang, root)
        self._fallback_areas: _Areas | None = None
        """English, made when a message is first missing (the same as ours in English)."""
        if self.lang == DEFAULT_LANG:
            self._fallback_areas = self._areas
        self._root = root
        self.missing: set[str] = set()
        self.errors: list[str] = []
        self._depth = 0
        """How deep the rendering is: only a whole line (depth 0) gets its first capital."""

    def _areas_of(self, lang: str, root: Path) -> _Areas:
        return shared_areas(lang, root) if self._shared else _Areas(lang, root / lang)

    def format(self, message: Msg | str, **args: Any) -> str:
        """The text of ``message`` (a :class:`Msg`, or an id with keyword arguments).

        A whole line starts with a capital letter ("two sixes, ..." grouped dice read first become
        "Two sixes, ..."), which Fluent cannot do; the parts inside it are left as they are.
        """
        if isinstance(message, str):
            message = Msg(message, **args)
        said = self._said
        if said is not None:
            key = message_key(message)
            if key is not None:  # a whole line, or a part of one (a box's name, the dice)
                slot = (self.verbosity, self._depth == 0, key)
                text = said.get(slot)
                if text is None:
                    text = self._render(message)
                    if len(said) >= LINES_KEPT:
                        said.clear()
                    said[slot] = text
                return text
        return self._render(message)

    def _render(self, message: Msg) -> str:
        values: dict[str, Any] = {"verbosity": self.verbosity}
        self._depth += 1
        try:
            for name, value in message.args.items():
                values[name] = self._value(value)
        finally:
            self._depth -= 1
        areas: _Areas | None = self._areas
        if not self._found(self._areas, message.id):
            self._report_missing(message.id)
            areas = self._fallback if self._found(self._fallback, message.id) else None
        if areas is None:
            self.errors.append(f"{message.id}: no such message")
            log.error("message %r exists in no locale", message.id)
            return ""
        value = areas.messages[message.id].value
        if value is None:
            log.error("message %r has no value", message.id)
            return ""
        text = plain_text(value)
        if text is None:
            bundle = areas.bundle
            pattern = bundle.get_message(message.id).value
            assert pattern is not None  # the same message as ``value``
            formatted, errors = bundle.format_pattern(pattern, values)
            text = str(formatted)
            for error in errors:
                self.errors.append(f"{self.lang} {message.id}: {error}")
                log.error("message %r in %s: %s", message.id, self.lang, error)
        line = " ".join(text.split())
        return capitalised(line) if self._depth == 0 else line

    @property
    def _fallback(self) -> _Areas:
        found = self._fallback_areas
        if found is None:
            found = self._fallback_areas = self._areas_of(DEFAULT_LANG, self._root)
        return found

    @staticmethod
    def _found(areas: _Areas, message_id: str) -> bool:
        """Whether ``areas`` has ``message_id`` (its area's file loaded first; every file when
        that is not enough)."""
        areas.load_for(message_id)
        if message_id not in areas.messages:
            areas.load_all()
        return message_id in areas.messages

    def _value(self, value: Any) -> Any:
        if isinstance(value, Msg):
            return self.format(value)
        if isinstance(value, ListOf):
            return self.join([self.format(item) for item in value.items], value.style)
        return value

    def join(self, parts: list[str], style: str = "and") -> str:
        """Parts joined the way this language writes a list ("a, b and c")."""
        parts = [p for p in parts if p]
        if style == "space":
            return " ".join(parts)
        prefix = "list-" if style == "and" else f"list-{style}-"
        if not parts:
            return ""
        if len(parts) == 1:
            return parts[0]
        if len(parts) == 2:
            return self.format(Msg(prefix + "two", a=parts[0], b=parts[1]))
        text = self.format(Msg(prefix + "end", a=parts[-2], b=parts[-1]))
        for part in reversed(parts[1:-2]):
            text = self.format(Msg(prefix + "middle", a=part, b=text))
        return self.format(Msg(prefix + "start", a=parts[0], b=text))

    def _report_missing(self, message_id: str) -> None:
        if message_id not in self.missing:
            self.missing.add(message_id)
            log.warning("message %r missing in %s, using English", message_id, self.lang)
