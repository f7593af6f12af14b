"""The browser client's documents in the page's language: the page, a bad link's answer, the web
app manifest. Every word is a Fluent message (``locales/*/web.ftl``, ``online.ftl``), escaped.

The page is one document: a form for what is missing (a name, a language), or the game area
focused from the start (``autofocus``: screen readers meet an application and pass it every key;
its name is its own visible text, a child: Orca takes an application without useful children for
a plain named object and stays in browse mode),
the board for sighted friends (drawn by ``board.js`` from ``ui.web_board``'s data), buttons that
send the keys the keyboard would, and one live log, the only thing that speaks (unnamed: Firefox
with Orca says a log's name before every line). The words the
page needs without the server (the connection lost, keys not sent, the server unreachable) ride
in its ``data-`` attributes. Nothing invites a translation of the page (``translate="no"``): the
game already speaks the player's language.
"""

from __future__ import annotations

import html
import json
from urllib.parse import urlencode

from talking_yahtzee.messages.i18n import LANGUAGES, Localizer, Msg
from talking_yahtzee.ui.web_icons import GREEN, SIZES, hex_colour

NAME_MAX = 40
BUTTONS = (
    ("r", "web-roll"),
    ("Enter", "web-score"),
    ("ArrowUp", "web-previous"),
    ("ArrowDown", "web-next"),
    ("l", "web-repeat"),
    ("?", "web-help"),
    ("m", "web-sounds"),
)
"""The buttons under the board: the key each sends (as the keyboard would) and its label."""
SPOKEN = {
    "closed": "web-closed",
    "lost": "online-connection-lost",
    "unsent": "online-not-connected",
    "unreachable": "web-unreachable",
}
"""The lines the page says by itself, without the server: the ``data-`` attribute -> message."""
THEME = hex_colour(GREEN)


def head(words: Localizer, query: str) -> str:
    """The documents' common head: language, no translation offered, icons, manifest, style."""
    title = html.escape(words.format(Msg("web-title")))
    return f"""<!DOCTYPE html>
<html lang="{words.lang}" translate="no">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="google" content="notranslate">
<meta name="theme-color" content="{THEME}">
<title>{title}</title>
<link rel="manifest" href="/manifest.webmanifest?{html.escape(query)}">
<link rel="icon" href="/icons/icon.svg" type="image/svg+xml">
<link rel="apple-touch-icon" href="/icons/icon-180.png">
<link rel="stylesheet" href="/static/web.css">
"""


def render_page(lang: str, name: str, code: str, keys: str) -> str:
    """The one page: the form when the name is missing, else the game area focused; ``keys``:
    the browser key names the page passes on (``ui.web_page.KEY_NAMES``)."""
    words = Localizer(lang)

    def t(message: str, **args: object) -> str:
        return html.escape(words.format(Msg(message, **args)))

    options = "".join(
        f'<option value="{c}" lang="{c}"{" selected" if c == lang else ""}>'
        f"{t('setup-language-name', code=c)}</option>"
        for c in LANGUAGES
    )
    buttons = "\n".join(
        f'<button type="button" data-key="{html.escape(key)}">{t(label)}</button>'
        for key, label in BUTTONS
    )
    spoken = " ".join(f'data-{attribute}="{t(message)}"' for attribute, message in SPOKEN.items())
    query = urlencode({"lang": lang, "name": name} if name else {"lang": lang})
    asking, playing = ("hidden", "") if name else ("", "hidden")
    return f"""{head(words, query)}<script src="/static/keys.js"></script>
<script src="/static/board.js" defer></script>
<script src="/static/web.js" defer></script>
</head>
<body data-code="{html.escape(code)}" data-keys="{html.escape(keys)}" {spoken}>
<main>
<h1>{t("web-title")}</h1>
<form id="join" {asking}>
<h2>{t("web-join-heading")}</h2>
<p><label for="name">{t("web-name")}</label>
<input id="name" name="name" autocomplete="nickname" maxlength="{NAME_MAX}" required
 value="{html.escape(name)}"{"" if name else " autofocus"}></p>
<p><label for="lang">{t("web-language")}</label>
<select id="lang" name="lang">{options}</select></p>
<p><button type="submit">{t("web-play")}</button></p>
</form>
<div id="game" {playing}>
<div id="area" tabindex="0" role="application" aria-roledescription="{t("web-area-role")}"
 aria-labelledby="area-hint"{" autofocus" if name else ""}>
<p id="area-hint">{t("web-area")}</p></div>
<section id="board" aria-labelledby="board-heading" hidden>
<h2 id="board-heading">{t("web-board")}</h2>
<p id="status"><span id="turn"></span> <span id="round"></span> <span id="rolls"></span></p>
<div id="dice" role="group" aria-labelledby="dice-label"><h3 id="dice-label"></h3></div>
<div id="card-scroll" tabindex="0" role="region" aria-labelledby="card-caption">
<table id="card"><caption id="card-caption"></caption><thead></thead><tbody></tbody></table>
</div>
<h3 id="standings-heading"></h3>
<ol id="standings"></ol>
</section>
<h2 id="buttons-heading">{t("web-buttons")}</h2>
<div class="buttons" role="group" aria-labelledby="buttons-heading">
{buttons}
</div>
</div>
<h2 id="log-heading">{t("web-messages")}</h2>
<div id="log" role="log" aria-live="polite"></div>
</main>
</body>
</html>
"""


def render_missing(lang: str, name: str) -> str:
    """A link to no table (``/t/12a``, an unknown path): said in the page's language, with the
    way to the lobby (the name kept, if the link had one)."""
    words = Localizer(lang)
    query = urlencode({"name": name, "lang": lang} if name else {"lang": lang})
    title = html.escape(words.format(Msg("web-title")))
    missing = html.escape(words.format(Msg("web-not-found")))
    lobby = html.escape(words.format(Msg("web-to-lobby")))
    return f"""{head(words, query)}</head>
<body>
<main>
<h1>{title}</h1>
<p>{missing}</p>
<p><a href="/?{html.escape(query)}">{lobby}</a></p>
</main>
</body>
</html>
"""


def manifest(lang: str, name: str) -> str:
    """The web app manifest in ``lang``: installed, the game starts in the lobby, as ``name``."""
    words = Localizer(lang)
    title = words.format(Msg("web-title"))
    start = urlencode({"name": name, "lang": lang} if name else {"lang": lang})
    icons: list[dict[str, str]] = [
        {"src": "/icons/icon.svg", "sizes": "any", "type": "image/svg+xml", "purpose": "any"}
    ]
    icons += [
        {"src": f"/icons/icon-{size}.png", "sizes": f"{size}x{size}", "type": "image/png"}
        for size in SIZES
    ]
    icons.append(
        {
            "src": "/icons/maskable-512.png",
            "sizes": "512x512",
            "type": "image/png",
            "purpose": "maskable",
        }
    )
    document = {
        "id": "/",
        "name": title,
        "short_name": title,
        "description": words.format(Msg("web-app-description")),
        "lang": words.lang,
        "dir": "ltr",
        "start_url": f"/?{start}",
        "scope": "/",
        "display": "standalone",
        "background_color": "#ffffff",
        "theme_color": THEME,
        "icons": icons,
    }
    return json.dumps(document, ensure_ascii=False, indent=1)
