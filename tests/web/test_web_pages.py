"""The browser client's pages on a real server: asked for a name, then the terminal's lobby by keys
from the first key without a mouse; only our own files, under a strict policy; a hostile name
shown as text."""

from __future__ import annotations

import asyncio
import shutil
import subprocess
import urllib.error
import urllib.request
from pathlib import Path

import pytest
from needs import require
from online_app import LIMIT
from web_player import FAST, Web

from talking_yahtzee.cli.web import web_hook
from talking_yahtzee.messages.i18n import Localizer, Msg
from talking_yahtzee.net.command import tls_context
from talking_yahtzee.net.rooms import SqliteRooms
from talking_yahtzee.net.serving import serve
from talking_yahtzee.ui.host import Mode
from talking_yahtzee.ui.web_page import CSP

LOG_TEXT = (
    "return [...document.querySelectorAll('#log p, #urgent p')]"
    ".map(p => p.textContent.replace(/\\u200b/g, ''))"
)


def get(url: str) -> tuple[int, dict[str, str], bytes]:
    try:
        with urllib.request.urlopen(url, timeout=10) as response:
            return response.status, dict(response.headers), response.read()
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read()


def test_the_page_asks_a_name_then_the_lobby_answers_keys_from_the_first_key(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        hook = web_hook(limits=FAST, pace=0.0)
        web = Web(hook)
        server = await serve("127.0.0.1", 0, SqliteRooms(tmp_path / "r.sqlite3"), 7, web=hook)
        browser = web.browser
        try:
            await web.do(browser.open, f"http://127.0.0.1:{server.port}/?lang=fr")
            focused = "return document.activeElement.id"
            assert await web.do(browser.script, focused) == "name"
            await web.do(browser.type, "C", "y", "enter")  # the first keys: no click, no Tab
            await web.until(lambda: bool(web.apps), "the session")
            app = web.app
            await web.until(lambda: app.controller.mode is Mode.LOBBY, "the lobby")
            assert await web.do(browser.script, focused) == "area"
            await web.do(browser.type, "down", "left")  # computers: 1 -> 0, as in the terminal
            french = Localizer("fr")
            wanted = french.format(Msg("online-field-computers", count=0))
            loop = asyncio.get_running_loop()
            deadline = loop.time() + LIMIT
            while wanted not in await web.do(browser.script, LOG_TEXT):
                assert loop.time() < deadline, await web.do(browser.script, LOG_TEXT)
                await asyncio.sleep(0.05)
            lines = await web.do(browser.script, LOG_TEXT)
            page = f"http://127.0.0.1:{server.port}"  # the page's address, not the loopback's
            assert lines[0] == french.format(Msg("online-welcome", server=page))
            assert french.format(Msg("online-lobby")) in lines
            await web.do(browser.type, "m")  # the sounds: off, by the terminal's key table
            await web.until(lambda: not app.sound.enabled, "the sounds off")
            origin = f"http://127.0.0.1:{server.port}/"
            names = await web.do(
                browser.script,
                "return performance.getEntriesByType('resource').map(e => e.name)",
            )
            assert names and all(n.startswith(origin) for n in names)  # nothing from elsewhere
        finally:
            await asyncio.to_thread(browser.close)
            await server.close()

    asyncio.run(scenario())


def test_over_tls_the_page_and_its_session_are_https_and_wss(tmp_path: Path) -> None:
    require(shutil.which("openssl") is not None, "openssl needed to make a certificate")
    cert, key = tmp_path / "cert.pem", tmp_path / "key.pem"
    subprocess.run(
        [
            "openssl",
            "req",
            "-x509",
            "-newkey",
            "rsa:2048",
            "-nodes",
            "-days",
            "1",
            "-subj",
            "/CN=127.0.0.1",
            "-keyout",
            str(key),
            "-out",
            str(cert),
        ],
        check=True,
        capture_output=True,
    )

    async def scenario() -> None:
        hook = web_hook(limits=FAST, pace=0.0)
        web = Web(hook, extra=("--ignore-certificate-errors",))
        tls = tls_context(cert, key)
        server = await serve(
            "127.0.0.1", 0, SqliteRooms(tmp_path / "r.sqlite3"), 7, web=hook, tls=tls
        )
        try:
            assert hook.server_url.startswith("wss://127.0.0.1:")
            await web.do(web.browser.open, f"https://127.0.0.1:{server.port}/?name=Tess")
            await web.until(lambda: bool(web.apps), "the session")
            await web.until(lambda: web.app.controller.mode is Mode.LOBBY, "the lobby over wss")
            await web.do(web.browser.type, *["down"] * 8, "enter")  # create
            await web.until(lambda: web.app.online.client.code is not None, "a table")
            link = next(m for m in web.app.controller.said if m.id == "web-link").args["link"]
            code = web.app.online.client.code
            assert link == f"https://127.0.0.1:{server.port}/t/{code}"
            where = "return location.pathname + location.search"
            loop = asyncio.get_running_loop()
            deadline = loop.time() + LIMIT
            while (
                url := await web.do(web.browser.script, where)
            ) != f"/t/{code}?name=Tess&lang=en":
                assert loop.time() < deadline, url  # the address bar follows the seat
                await asyncio.sleep(0.05)
        finally:
            await asyncio.to_thread(web.browser.close)
            await server.close()

    asyncio.run(scenario())


def test_only_our_files_are_served_under_a_policy_without_inline_script(tmp_path: Path) -> None:
    async def scenario() -> None:
        server = await serve("127.0.0.1", 0, SqliteRooms(tmp_path / "r.sqlite3"), 7, web=web_hook())
        base = f"http://127.0.0.1:{server.port}"
        try:
            status, headers, body = await asyncio.to_thread(get, f"{base}/t/123456789?lang=de")
            assert status == 200 and headers["Content-Security-Policy"] == CSP
            assert "script-src 'self'" in CSP and "unsafe" not in CSP
            page = body.decode()
            assert '<html lang="de" translate="no">' in page  # no translation of itself offered
            assert "<script>" not in page and "style=" not in page
            assert "http" not in page.replace("http-equiv", "")  # no address of another site
            for path in (
                "/static/web.js",
                "/static/keys.js",
                "/static/board.js",
                "/static/web.css",
                "/sw.js",
                "/manifest.webmanifest?lang=de",
                "/icons/icon.svg",
                "/icons/icon-192.png",
                "/sounds/dice-rolled.wav",
            ):
                status, headers, _ = await asyncio.to_thread(get, base + path)
                assert status == 200 and headers["X-Content-Type-Options"] == "nosniff", path
            for path in (
                "/static/../web_page.py",
                "/static/x.js",
                "/static/sw.js",
                "/sounds/nope.wav",
                "/icons/icon-64.png",
                "/t/x",
            ):
                status, _, _ = await asyncio.to_thread(get, base + path)
                assert status == 404, path
        finally:
            await server.close()

    asyncio.run(scenario())


@pytest.mark.parametrize("name", ["<img src=x onerror=alert(1)>", "\x1b[31mRed\x07"])
def test_a_hostile_name_is_text_on_the_page(tmp_path: Path, name: str) -> None:
    async def scenario() -> None:
        hook = web_hook(limits=FAST, pace=0.0)
        web = Web(hook)
        server = await serve("127.0.0.1", 0, SqliteRooms(tmp_path / "r.sqlite3"), 7, web=hook)
        browser = web.browser
        try:
            from urllib.parse import quote

            await web.do(browser.open, f"http://127.0.0.1:{server.port}/?name={quote(name)}")
            await web.until(lambda: bool(web.apps), "the session")
            await web.until(lambda: web.app.controller.mode is Mode.LOBBY, "the lobby")
            await web.do(browser.type, *["down"] * 8, "enter")  # create: the lobby names people
            await web.until(lambda: "online-created" in [m.id for m in web.app.controller.said], "")
            loop = asyncio.get_running_loop()
            deadline = loop.time() + LIMIT
            while not any(
                "Red" in t or "img src x" in t for t in await web.do(browser.script, LOG_TEXT)
            ):
                assert loop.time() < deadline, await web.do(browser.script, LOG_TEXT)
                await asyncio.sleep(0.05)
            lines = await web.do(browser.script, LOG_TEXT)
            assert (
                await web.do(browser.script, "return document.querySelectorAll('img').length") == 0
            )
            assert not any("\x1b" in line or "\x07" in line for line in lines)
            assert not any("<img" in line for line in lines)  # a name read as words (issue 42)
        finally:
            await asyncio.to_thread(browser.close)
            await server.close()

    asyncio.run(scenario())
