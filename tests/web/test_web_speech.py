"""Heard right, in a real chromium: one live region and one queue, so urgent and polite lines reach
the screen reader in the order the game said them; a line said again is a new text each time
(its invisible mark differs from every earlier saying), whatever came between; the game area is
focused from the load and after a reload, where a key typed at once reaches the game (held until
the seat is back); the page offers no translation of itself and opens no dialog; nothing moves
the focus to announce."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from web_player import Web, table_with_browser

from talking_yahtzee.messages.i18n import Localizer, Msg

RAW = "return [...document.querySelectorAll('#log p')].map(p => [p.textContent, p.className])"
REGIONS = """
return [...document.querySelectorAll('[aria-live], [role=log], [role=alert], [role=status]')]
  .map(e => e.id);
"""
FOCUSED = "return document.activeElement.id"


async def raw_log(web: Web) -> list[list[str]]:
    result: list[list[str]] = await web.do(web.browser.script, RAW)
    return result


async def grown(web: Web, count: int) -> list[list[str]]:
    """The log once it holds more than ``count`` lines and no more come for a moment."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 30.0
    lines = await raw_log(web)
    while True:
        await asyncio.sleep(0.6)  # the page spaces lines 250 ms apart (400 while loading)
        again = await raw_log(web)
        if len(again) > count and again == lines:
            return again
        assert loop.time() < deadline, again[count:]
        lines = again


def ax_log(web: Web) -> list[str]:
    """The log's lines as chromium's accessibility tree gives them to screen readers, in order."""
    nodes = {n["nodeId"]: n for n in web.browser.cdp("Accessibility.getFullAXTree")["nodes"]}
    log = next(n for n in nodes.values() if n.get("role", {}).get("value") == "log")
    texts: list[str] = []

    def walk(node: dict[str, Any]) -> None:
        if node.get("role", {}).get("value") == "StaticText":
            texts.append(node.get("name", {}).get("value", ""))
            return
        for child in node.get("childIds", []):
            if child in nodes:
                walk(nodes[child])

    walk(log)
    return texts


def test_one_queue_in_order_and_a_line_said_again_is_heard_again(tmp_path: Path) -> None:
    async def scenario() -> None:
        server, ann, web = await table_with_browser(tmp_path / "r.sqlite3", "fr")
        browser = web.browser
        try:
            assert await web.do(browser.script, REGIONS) == ["log"]  # one live region only
            html = "return [document.documentElement.lang, document.documentElement.translate]"
            assert await web.do(browser.script, html) == ["fr", False]
            assert await web.do(browser.script, FOCUSED) == "area"
            before = len(await grown(web, 0))
            await web.keys("t")  # whose turn: said, urgent
            await web.keys("s")  # the standings: another line between
            await web.keys("t")  # whose turn again: the same words
            lines = await grown(web, before + 2)
            new = lines[before:]
            visible = [text.replace("\u200b", "") for text, _ in new]
            turn = visible[0]
            again = [i for i, text in enumerate(visible) if text == turn]
            assert len(again) >= 2, visible
            raw = [new[i][0] for i in again]
            assert len(set(raw)) == len(raw), raw  # each saying a text of its own
            every = await raw_log(web)
            texts = [text for text, _ in every]
            sayings = [t for t in texts if t.replace("\u200b", "") == turn]
            assert len(set(sayings)) == len(sayings)  # whatever came between, since the load
            assert {kind for _, kind in new} == {"urgent"}  # the player's own keys' answers
            assert ax_log(web)[-len(texts) :] == texts  # in one region, in the order said
            assert await web.do(browser.script, FOCUSED) == "area"  # no focus moved to speak
            count = len(await raw_log(web))
            await web.keys("q")  # the browser's own words: no command to come back with
            asked = Localizer("fr").format(Msg("online-quit-seat-web"))
            lines = [text.replace("\u200b", "") for text, _ in await grown(web, count)]
            assert asked in lines[count:], lines[count:]
            assert "commande" not in asked and "navigateur" in asked
            await web.keys("x")  # any other key keeps playing
            await ann.leave()
        finally:
            await asyncio.to_thread(browser.close)
            await server.close()

    asyncio.run(scenario())


def test_after_a_reload_the_first_key_reaches_the_game_and_no_dialog_opens(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        server, ann, web = await table_with_browser(tmp_path / "r.sqlite3", "de")
        browser = web.browser
        try:
            await web.do(browser.script, "location.reload()")  # WebDriver waits for the load
            assert await web.do(browser.script, FOCUSED) == "area"  # focused by the page itself
            await web.do(browser.type, "s")  # at once, where the focus is, before the seat is back
            german = Localizer("de")
            wanted = german.format(Msg("review-standings", kind="many", standings="")).split(",")
            loop = asyncio.get_running_loop()
            deadline = loop.time() + 30.0
            while not any(t.startswith(wanted[0]) for t, _ in await raw_log(web)):
                assert loop.time() < deadline, await raw_log(web)
                await asyncio.sleep(0.05)
            roles = {line.split(":")[0].strip() for line in await web.do(browser.ax_tree)}
            assert not roles & {"dialog", "alertdialog", "alert"}, roles
            await ann.leave()
        finally:
            await asyncio.to_thread(browser.close)
            await server.close()

    asyncio.run(scenario())


def test_a_key_typed_as_the_page_is_left_for_a_reload_reaches_the_next_page(
    tmp_path: Path,
) -> None:
    """Just after F5 the page being left may still get a key: it is kept for the next page."""

    async def scenario() -> None:
        server, ann, web = await table_with_browser(tmp_path / "r.sqlite3", "en")
        browser = web.browser
        try:
            await web.do(browser.script, "window.dispatchEvent(new Event('beforeunload'))")
            await web.do(browser.type, "s")  # the page is being left: not sent, kept
            kept = "return sessionStorage.getItem('talking-yahtzee-keys-typed-while-leaving')"
            assert '"key":"s"' in (await web.do(browser.script, kept) or "")
            await web.do(browser.script, "location.reload()")  # WebDriver waits for the load
            english = Localizer("en")
            wanted = english.format(Msg("review-standings", kind="many", standings="")).split(",")
            loop = asyncio.get_running_loop()
            deadline = loop.time() + 30.0
            while not any(t.startswith(wanted[0]) for t, _ in await raw_log(web)):
                assert loop.time() < deadline, await raw_log(web)
                await asyncio.sleep(0.05)
            assert await web.do(browser.script, kept) is None  # sent once, then forgotten
            await ann.leave()
        finally:
            await asyncio.to_thread(browser.close)
            await server.close()

    asyncio.run(scenario())
