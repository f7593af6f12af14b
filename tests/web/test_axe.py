"""The browser client's pages checked in chromium by axe-core (from its npm package, injected by
the test): no violation on the lobby, a table during play (the board too, at a phone's width and
in forced colours), the help and the end of a game; the accessibility tree of each (role and
name, as chromium gives it to screen readers) kept golden."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path

from needs import require
from web_player import QUICK, Web, play_to_the_end, table_with_browser

from talking_yahtzee.messages.i18n import Localizer, Msg

ROOT = Path(__file__).resolve().parents[2]
AXE = ROOT / "node_modules" / "axe-core" / "axe.min.js"
GOLDEN = Path(__file__).resolve().parent / "golden"
RUN_AXE = """
const done = arguments[arguments.length - 1];
axe.run(document, {resultTypes: ['violations']}).then(
  r => done(r.violations.map(v => [v.id, v.impact, v.nodes.map(n => n.target.join(' '))])),
  e => done([['axe-failed', String(e), []]]));
"""
SKIPPED = ("paragraph",)
"""Roles whose nodes vary with what was said (the log's lines): left out of the golden tree."""


def violations(web: Web) -> list[object]:
    browser = web.browser
    if not browser.script("return typeof axe !== 'undefined'"):
        browser.script(AXE.read_text(encoding="utf-8"))
    result: list[object] = browser.call("POST", "/execute/async", {"script": RUN_AXE, "args": []})
    return result


def check(web: Web, name: str) -> None:
    """No axe violation, and the tree as the golden file ``name`` says (UPDATE_GOLDEN=1 writes)."""
    assert violations(web) == [], name
    tree = [line for line in web.browser.ax_tree() if line.split(":")[0].strip() not in SKIPPED]
    text = "\n".join(tree) + "\n"
    path = GOLDEN / f"{name}.txt"
    if os.environ.get("UPDATE_GOLDEN"):
        path.parent.mkdir(exist_ok=True)
        path.write_text(text, encoding="utf-8")
    assert text == path.read_text(encoding="utf-8"), name


def reflows(web: Web) -> None:
    """At 320 CSS pixels wide (a phone, or a 1280 pixel window zoomed to 400 %) the page does not
    scroll sideways, the dice and the buttons wrap within it, and axe finds nothing; the score
    card, a table, may scroll within its own focusable region (WCAG 1.4.10 lets a table do so)."""
    browser = web.browser
    metrics = {"width": 320, "height": 640, "deviceScaleFactor": 1, "mobile": False}
    browser.cdp("Emulation.setDeviceMetricsOverride", metrics)
    try:
        sideways = "return document.documentElement.scrollWidth - window.innerWidth"
        assert browser.script(sideways) <= 0
        for part in ("dice", "status", "buttons-heading"):
            width = f"return document.getElementById('{part}').scrollWidth"
            assert browser.script(width) <= 320, part
        assert violations(web) == [], "phone"
        for media in ({"name": "forced-colors", "value": "active"},):  # Windows' high contrast
            browser.cdp("Emulation.setEmulatedMedia", {"features": [media]})
            assert violations(web) == [], media
            assert browser.script(sideways) <= 0
    finally:
        browser.cdp("Emulation.setEmulatedMedia", {"features": []})
        browser.cdp("Emulation.clearDeviceMetricsOverride")


def test_no_axe_violation_on_the_lobby_the_table_the_help_and_the_end(tmp_path: Path) -> None:
    require(AXE.is_file(), "axe-core needed: make test runs npm ci")

    async def scenario() -> None:
        server, ann, web = await table_with_browser(tmp_path / "rooms.sqlite3", spacing=QUICK)
        try:
            bea = web.app
            client = bea.online.client
            await play_to_the_end(ann, web, stop=lambda: client.my_turn())
            await web.keys("r")
            await web.until(lambda: client.game.turn.dice is not None, "Bea's roll")
            await web.until(lambda: bool(web.browser.script(BOARD_HAS_DICE)), "the dice shown")
            await asyncio.to_thread(check, web, "play")
            await asyncio.to_thread(reflows, web)
            await web.keys("?")
            await web.until(lambda: "help-pages" in [m.id for m in bea.controller.said], "help")
            await asyncio.to_thread(check, web, "help")
            await web.keys("escape")  # the help's index, then back to the game
            await web.until(lambda: "help" not in str(bea.controller.mode).lower(), "the game")
            await play_to_the_end(ann, web)
            over = Localizer("en").format(Msg("web-board-over"))
            turn = "return document.getElementById('turn').textContent"
            spaced = 120.0  # the page spaces a whole game's lines (QUICK here), then draws
            await web.until(lambda: web.browser.script(turn) == over, "the end drawn", spaced)
            await asyncio.to_thread(check, web, "end")
            await web.do(web.browser.open, f"http://127.0.0.1:{server.port}/")
            await asyncio.to_thread(check, web, "lobby")
            await ann.leave()
        finally:
            await asyncio.to_thread(web.browser.close)
            await server.close()

    asyncio.run(scenario())


BOARD_HAS_DICE = "const d = document.querySelector('#dice button.die'); return !!d && !d.disabled"
