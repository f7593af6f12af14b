"""The browser client's pages and files over plain HTTP: the lobby, a table's link, the scripts,
the style, the service worker, the manifest, the icons and the game's sounds, every one served by
us under a strict Content-Security-Policy.

``Pages.respond(path)`` answers a GET (``/``, ``/t/CODE``, ``/static/...``, ``/sw.js``,
``/manifest.webmanifest``, ``/icons/...``, ``/sounds/NAME.wav``) as a status, a content type and
a body; any other path gets a page in the asker's language saying there is no table there, with
the way to the lobby (404). The documents are ``ui.web_html``'s; the keys the page passes on are
:data:`KEY_NAMES`'s.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass
from importlib import resources
from urllib.parse import parse_qs, urlsplit

from talking_yahtzee.messages.i18n import choose_language, known_language
from talking_yahtzee.sound.catalogue import Sound, render, wav_bytes
from talking_yahtzee.ui.web_html import NAME_MAX as NAME_MAX
from talking_yahtzee.ui.web_html import manifest, render_missing, render_page
from talking_yahtzee.ui.web_icons import SIZES, png, svg

KEY_NAMES: dict[str, str] = {
    "ArrowUp": "up",
    "ArrowDown": "down",
    "ArrowLeft": "left",
    "ArrowRight": "right",
    "Home": "home",
    "End": "end",
    "PageUp": "pageup",
    "PageDown": "pagedown",
    "Enter": "enter",
    "Escape": "escape",
    "Backspace": "backspace",
    "F1": "f1",
    "F2": "f2",
}
"""A browser's name of a key (``KeyboardEvent.key``) -> the controller's key name, like the
terminal's ``ui.screen.SPECIAL_KEYS``; a printable character goes as itself. What each key does
is in the key tables of ``ui.keys``."""

CONTROL_KEYS: dict[str, str] = {"z": "c-z", "n": "c-n"}
"""Ctrl with these letters -> the controller's key (undo, a new game); other Ctrl keys stay the
browser's."""

CSP = (
    "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; "
    "img-src 'self'; media-src 'self'; manifest-src 'self'; worker-src 'self'; "
    "base-uri 'none'; form-action 'self'; frame-ancestors 'none'"
)
"""No inline script or style, nothing from another origin."""

STATIC = {
    "web.js": "text/javascript",
    "keys.js": "text/javascript",
    "board.js": "text/javascript",
    "web.css": "text/css",
}
_CODE = re.compile(r"/t/([0-9]{1,18})/?")
_SOUND = re.compile(r"/sounds/([a-z-]{1,40})\.wav")
_ICON = re.compile(r"/icons/(icon|maskable)-([0-9]{3})\.png")


@dataclass(frozen=True, slots=True)
class Reply:
    """An HTTP answer: status, content type and body."""

    status: int
    content_type: str
    body: bytes


def browser_key(
    key: str, *, ctrl: bool = False, alt: bool = False, meta: bool = False
) -> str | None:
    """The controller's name for a browser key, or None for a key the page leaves alone."""
    if alt or meta:
        return None
    if ctrl:
        return CONTROL_KEYS.get(key.lower())
    if key in KEY_NAMES:
        return KEY_NAMES[key]
    if len(key) == 1 and key.isprintable():
        return key
    return None


def query_language(query: dict[str, list[str]], accept: str) -> str:
    """The page's language: ``?lang=``, else the browser's first known one, else English."""
    asked = [query.get("lang", [""])[0]]
    asked += [part.split(";")[0].strip() for part in accept.split(",")[:8]]
    for code in asked:
        if code and known_language(code[:16]):
            return choose_language(code[:16])
    return "en"


class Pages:
    """Everything the browser client fetches; sounds and icons made once, on first request."""

    def __init__(self) -> None:
        self._files: dict[str, bytes] = {}

    def respond(self, target: str, accept_language: str = "") -> Reply:
        """The answer to a GET of ``target``: a page, a file, or a page saying there is nothing
        there (404), in the page's language."""
        parts = urlsplit(target)
        path, query = parts.path, parse_qs(parts.query, max_num_fields=8)
        lang = query_language(query, accept_language)
        name = query.get("name", [""])[0][:NAME_MAX]
        match = _CODE.fullmatch(path)
        if path == "/" or match is not None:
            page = render_page(lang, name, match.group(1) if match else "", " ".join(KEY_NAMES))
            return Reply(200, "text/html; charset=utf-8", page.encode())
        if path.startswith("/static/") and path[8:] in STATIC:
            return Reply(200, STATIC[path[8:]], self.kept(path, lambda: static(path[8:])))
        if path == "/sw.js":
            return Reply(200, "text/javascript", self.kept(path, worker))
        if path == "/manifest.webmanifest":
            body = manifest(lang, name).encode()
            return Reply(200, "application/manifest+json; charset=utf-8", body)
        if path == "/icons/icon.svg":
            return Reply(200, "image/svg+xml", self.kept(path, svg))
        match = _ICON.fullmatch(path)
        maskable = match is not None and match.group(1) == "maskable"
        if match is not None and int(match.group(2)) in (SIZES if not maskable else (512,)):
            size = int(match.group(2))
            return Reply(200, "image/png", self.kept(path, lambda: png(size, maskable=maskable)))
        match = _SOUND.fullmatch(path)
        if match is not None and match.group(1) in {s.value for s in Sound}:
            sound = match.group(1)
            return Reply(200, "audio/wav", self.kept(path, lambda: wav_bytes(render(sound))))
        return Reply(404, "text/html; charset=utf-8", render_missing(lang, name).encode())

    def kept(self, path: str, make: Callable[[], bytes]) -> bytes:
        if path not in self._files:
            self._files[path] = make()
        return self._files[path]


def static(name: str) -> bytes:
    return resources.files(__package__).joinpath("web", name).read_bytes()


def worker() -> bytes:
    """The service worker, its cache named after the version of every file it keeps."""
    files = [static(name) for name in sorted(STATIC)] + [static("sw.js")]
    version = hashlib.sha256(b"".join(files)).hexdigest()[:16]
    return static("sw.js").replace(b"__VERSION__", version.encode())
