"""Back by itself, in a real chromium: the server (``python -m talking_yahtzee.net.command``, in a
process of its own) killed with SIGKILL in the middle of the browser player's turn and started
again on its file: the page says the connection is lost, tells a key pressed meanwhile that it
was not sent, comes back by itself (whose turn first, then back in the seat) and plays on. And
installed: the page registers its service worker and is installable (manifest, icons); started
with the server away, it opens from the worker's copy and says, in its language, that the server
cannot be reached."""

from __future__ import annotations

import asyncio
from pathlib import Path

from browser import Browser
from online_app import LIMIT, OnlineApp
from server_process import ServerProcess, quiet_port

from talking_yahtzee.cli.web import web_hook
from talking_yahtzee.core.rules import Category
from talking_yahtzee.messages.i18n import Localizer, Msg
from talking_yahtzee.net.rooms import SqliteRooms
from talking_yahtzee.net.serving import serve
from talking_yahtzee.ui.online_words import digits_spoken
from talking_yahtzee.ui.table_plan import TableSettings

LOG = """
return [...document.querySelectorAll('#log p')].map(p => p.textContent.replace(/\\u200b/g, ''));
"""


async def log_with(browser: Browser, wanted: str, after: int = 0) -> list[str]:
    """The page's log once ``wanted`` is among its lines from index ``after`` on."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + LIMIT
    while wanted not in (lines := await asyncio.to_thread(browser.script, LOG))[after:]:
        assert loop.time() < deadline, (wanted, lines[-8:])
        await asyncio.sleep(0.05)
    return list(lines)


async def until(holds: object, what: str) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + LIMIT
    while not holds():  # type: ignore[operator]
        assert loop.time() < deadline, what
        await asyncio.sleep(0.02)


def test_the_page_comes_back_by_itself_after_the_server_is_killed_mid_turn(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        port = quiet_port()
        db, log = tmp_path / "rooms.sqlite3", tmp_path / "server.log"
        server = await asyncio.to_thread(ServerProcess, db, log, port)
        browser = await asyncio.to_thread(Browser)
        ann = OnlineApp(
            f"ws://127.0.0.1:{port}", "Ann", action="create", settings=TableSettings(seats=2)
        )
        words = Localizer("en")
        try:
            ann.start()
            await ann.heard("online-created")
            link = next(m for m in ann.said if m.id == "web-link").args["link"]
            await asyncio.to_thread(browser.open, f"{link}?name=Bea&lang=en")
            await ann.heard("online-everyone-here")
            ann.keys("enter")
            await until(lambda: ann.client.game is not None, "the game")
            bea = next(i for i, p in enumerate(ann.client.game.players) if p.name == "Bea")
            await until(lambda: ann.client.game.first_roll_pending is None, "who starts")
            while ann.client.game.current != bea:
                await ann.play_turn()
            await asyncio.to_thread(browser.press, "#area", "r")
            await until(lambda: ann.client.game.turn.dice is not None, "Bea's roll")
            before = len(await asyncio.to_thread(browser.script, LOG))
            await asyncio.to_thread(server.kill)  # mid-turn: Bea has rolled once
            lost = words.format(Msg("online-connection-lost"))
            await log_with(browser, lost, before)
            await asyncio.to_thread(browser.press, "#area", "d")  # a key while away
            lines = await log_with(browser, words.format(Msg("online-not-connected")), before)
            away = len(lines)
            server = await asyncio.to_thread(ServerProcess, db, log, port)
            code = ann.client.code
            assert code is not None
            back = words.format(Msg("online-returned", code=digits_spoken(code)))
            lines = await log_with(browser, back, away)
            turn = lines[lines.index(back, away) - 1]  # whose turn first, then back
            assert turn.startswith("Your turn, round 1 of 13"), lines[away:]  # issue 42
            await ann.heard("online-back")  # the terminal came back too
            await asyncio.to_thread(browser.press, "#area", "end", "enter")  # Chance, plays on
            card = lambda: ann.client.game.cards[bea]  # noqa: E731
            await until(lambda: card()[Category.CHANCE] is not None, "Bea scores after")
            await ann.leave()
        finally:
            await asyncio.to_thread(browser.close)
            await asyncio.to_thread(server.stop)

    asyncio.run(scenario())


PAGE_KEPT = """
const done = arguments[arguments.length - 1];
caches.keys()
  .then(names => Promise.all(names.map(n => caches.open(n).then(c => c.match(location.href)))))
  .then(found => done(found.some(Boolean)), () => done(false));
"""
WORKER_READY = """
const done = arguments[arguments.length - 1];
navigator.serviceWorker.ready.then(r => done(!!r.active), () => done(false));
"""


def test_installed_the_page_starts_without_the_server_and_says_it_cannot_be_reached(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        hook = web_hook(pace=0.0)
        server = await serve("127.0.0.1", 0, SqliteRooms(tmp_path / "r.sqlite3"), 7, web=hook)
        browser = await asyncio.to_thread(Browser)
        try:
            page = f"http://127.0.0.1:{server.port}/?name=Bea&lang=de"
            await asyncio.to_thread(browser.open, page)
            ready = {"script": WORKER_READY, "args": []}
            assert await asyncio.to_thread(browser.call, "POST", "/execute/async", ready)
            errors = await asyncio.to_thread(browser.cdp, "Page.getInstallabilityErrors")
            assert errors["installabilityErrors"] == [], errors
            manifest = await asyncio.to_thread(browser.cdp, "Page.getAppManifest")
            assert manifest["errors"] == [], manifest
            await log_with(browser, Localizer("de").format(Msg("online-lobby")))
            kept = {"script": PAGE_KEPT, "args": []}
            deadline = asyncio.get_running_loop().time() + LIMIT
            while not await asyncio.to_thread(browser.call, "POST", "/execute/async", kept):
                assert asyncio.get_running_loop().time() < deadline, "the page not kept"
                await asyncio.sleep(0.05)
            await server.close()  # the server goes away
            await asyncio.to_thread(browser.open, page)  # started again, as from the home screen
            german = Localizer("de").format(Msg("web-unreachable"))
            await log_with(browser, german)
            title = await asyncio.to_thread(browser.script, "return document.title")
            assert title == Localizer("de").format(Msg("web-title"))  # the worker's copy
        finally:
            await asyncio.to_thread(browser.close)
            await server.close()

    asyncio.run(scenario())
