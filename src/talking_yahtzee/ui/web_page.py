"""The browser client's pages and files over plain HTTP: the lobby, a table's link, the script,
the style and the game's sounds, every one served by us under a strict Content-Security-Policy.

``Pages.respond(path)`` answers a GET (``/``, ``/t/CODE``, ``/static/...``, ``/sounds/NAME.wav``)
as a status, headers and a body, or None for a path it does not serve. The page's words come from
the Fluent files (``locales/*/web.ftl``); the keys the page passes on are :data:`KEY_NAMES`'s.
"""

from __future__ import annotations

import html
import re
from dataclasses import dataclass
from importlib import resources
from urllib.parse import parse_qs, urlsplit

from talking_yahtzee.messages.i18n import LANGUAGES, Localizer, Msg, choose_language, known_language
from talking_yahtzee.sound.catalogue import Sound, render, wav_bytes

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
    "img-src 'self'; media-src 'self'; base-uri 'none'; form-action 'self'; "
    "frame-ancestors 'none'"
)
"""No inline script or style, nothing from another origin."""

STATIC = {"web.js": "text/javascript", "web.css": "text/css"}
NAME_MAX = 40
_CODE = re.compile(r"/t/([0-9]{1,18})/?")
_SOUND = re.compile(r"/sounds/([a-z-]{1,40})\.wav")


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
    """Everything the browser client fetches; sounds rendered once, on first request."""

    def __init__(self) -> None:
        self._files: dict[str, bytes] = {}
        self._sounds: dict[str, bytes] = {}

    def respond(self, target: str, accept_language: str = "") -> Reply | None:
        parts = urlsplit(target)
        path, query = parts.path, parse_qs(parts.query, max_num_fields=8)
        if path == "/":
            return self.page(query, accept_language, code="")
        match = _CODE.fullmatch(path)
        if match is not None:
            return self.page(query, accept_language, code=match.group(1))
        if path.startswith("/static/") and path[8:] in STATIC:
            return Reply(200, STATIC[path[8:]], self.static(path[8:]))
        match = _SOUND.fullmatch(path)
        if match is not None and match.group(1) in {s.value for s in Sound}:
            return Reply(200, "audio/wav", self.sound(match.group(1)))
        return None

    def static(self, name: str) -> bytes:
        if name not in self._files:
            self._files[name] = resources.files(__package__).joinpath("web", name).read_bytes()
        return self._files[name]

    def sound(self, name: str) -> bytes:
        if name not in self._sounds:
            self._sounds[name] = wav_bytes(render(name))
        return self._sounds[name]

    def page(self, query: dict[str, list[str]], accept: str, *, code: str) -> Reply:
        lang = query_language(query, accept)
        name = query.get("name", [""])[0][:NAME_MAX]
        return Reply(200, "text/html; charset=utf-8", render_page(lang, name, code).encode())


def render_page(lang: str, name: str, code: str) -> str:
    """The one page: a form for what is missing, the game area, buttons, board and logs."""
    words = Localizer(lang)

    def t(message: Msg) -> str:
        return html.escape(words.format(message))

    options = "".join(
        f'<option value="{c}" lang="{c}"{" selected" if c == lang else ""}>'
        f"{html.escape(words.format(Msg('setup-language-name', code=c)))}</option>"
        for c in LANGUAGES
    )
    holds = "".join(
        f'<button type="button" data-key="{d}">{t(Msg("web-hold", die=d))}</button>'
        for d in range(1, 6)
    )
    keys = " ".join(KEY_NAMES)
    return f"""<!DOCTYPE html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>{t(Msg("web-title"))}</title>
<link rel="stylesheet" href="/static/web.css">
<script src="/static/web.js" defer></script>
</head>
<body data-code="{html.escape(code)}" data-keys="{keys}" data-closed="{t(Msg("web-closed"))}">
<main>
<h1>{t(Msg("web-title"))}</h1>
<form id="join" hidden>
<h2>{t(Msg("web-join-heading"))}</h2>
<p><label for="name">{t(Msg("web-name"))}</label>
<input id="name" name="name" autocomplete="nickname" maxlength="{NAME_MAX}" required
 value="{html.escape(name)}"></p>
<p><label for="lang">{t(Msg("web-language"))}</label>
<select id="lang" name="lang">{options}</select></p>
<p><button type="submit">{t(Msg("web-play"))}</button></p>
</form>
<div id="game" hidden>
<div id="area" tabindex="0" role="application" aria-roledescription="{t(Msg("web-area-role"))}"
 aria-label="{t(Msg("web-area"))}"></div>
<h2 id="buttons-heading">{t(Msg("web-buttons"))}</h2>
<div class="buttons" role="group" aria-labelledby="buttons-heading">
<button type="button" data-key="r">{t(Msg("web-roll"))}</button>
{holds}
<button type="button" data-key="ArrowUp">{t(Msg("web-previous"))}</button>
<button type="button" data-key="ArrowDown">{t(Msg("web-next"))}</button>
<button type="button" data-key="Enter">{t(Msg("web-score"))}</button>
<button type="button" data-key="l">{t(Msg("web-repeat"))}</button>
<button type="button" data-key="?">{t(Msg("web-help"))}</button>
<button type="button" data-key="m">{t(Msg("web-sounds"))}</button>
</div>
<section aria-labelledby="board-heading">
<h2 id="board-heading">{t(Msg("web-board"))}</h2>
<pre id="board"></pre>
</section>
</div>
<h2 id="log-heading">{t(Msg("web-messages"))}</h2>
<div id="log" tabindex="0" role="log" aria-live="polite"></div>
<div id="urgent" tabindex="0" role="log" aria-live="assertive"></div>
</main>
</body>
</html>
"""
