"""A browser player's identity, in a real chromium against a real server: the page makes a key
for the server with ``crypto.getRandomValues``, keeps it in ``localStorage`` and sends it first;
reloading the page mid-game takes the seat back, and the first thing heard is whose turn it is;
so does opening the table's link again after the page was closed. Closing the page is a drop,
never a deliberate leave."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

from browser import Browser
from web_player import play_to_the_end, table_with_browser

from talking_yahtzee.messages.i18n import Localizer
from talking_yahtzee.ui.host import Mode

KEPT = "return localStorage.getItem('talking-yahtzee-key')"


def close_tab(browser: Browser) -> None:
    """Close the page's tab, a new empty one open in its place."""
    handle = browser.call("POST", "/window/new", {"type": "tab"})["handle"]
    browser.call("DELETE", "/window")
    browser.call("POST", "/window", {"handle": handle})


def test_a_browser_player_reloading_mid_game_takes_the_seat_back(tmp_path: Path) -> None:
    async def scenario() -> None:
        server, ann, web = await table_with_browser(tmp_path / "rooms.sqlite3", "de")
        try:
            bea = web.app
            client = bea.online.client
            seat, code = client.seat, client.code
            await play_to_the_end(ann, web, stop=lambda: client.my_turn())
            await web.keys("r")  # Bea has rolled once when her tab goes
            await web.until(lambda: client.game.turn.dice is not None, "Bea's roll")
            key = await web.do(web.browser.script, KEPT)
            assert re.fullmatch(r"[A-Za-z0-9_-]{43}", key), key
            runner = server.server.tables[code]
            assert runner.table.seat_of(key) == seat  # the page's key holds the seat
            url = await web.do(web.browser.script, "return location.pathname + location.search")
            assert url == f"/t/{code}?name=Bea&lang=de"
            await web.do(web.browser.script, "location.reload()")
            await web.until(lambda: len(web.apps) == 2, "the page's second session")
            again = web.apps[1]
            second = again.online.client
            await web.until(lambda: second.returned and second.seat == seat, "the seat back")
            said = again.controller.said
            await web.until(lambda: "online-returned" in [m.id for m in said], "back")
            ids = [m.id for m in said]
            back = ids.index("online-returned")
            turn = said[back - 1]
            assert turn.id == "review-turn" and turn.args["player"] == "Bea", ids
            assert turn.args["rolled"] == "yes"  # her roll kept: the turn goes on where it was
            assert "online-seat-left" not in [m.id for m in ann.said]  # a drop, not a leave
            german = Localizer("de")
            first = german.format(turn)
            wanted = [first, german.format(said[back])]  # whose turn, then "back"
            lines: list[str] = []
            for _ in range(200):  # the page spaces its lines
                lines = [text for text, _ in await web.log()]
                if any(lines[i : i + 2] == wanted for i in range(len(lines))):
                    break
                await asyncio.sleep(0.05)
            assert any(lines[i : i + 2] == wanted for i in range(len(lines))), lines[-6:]
            assert await web.do(web.browser.script, KEPT) == key  # the same key, kept
            await web.keys("home", "enter")
            card = lambda: second.game.cards[seat]  # noqa: E731
            await web.until(lambda: len(card().filled_categories) == 1, "Bea scores")
            assert again.controller.mode in (Mode.PLAY, Mode.CONFIRM_ZERO)
            await web.do(close_tab, web.browser)  # the tab closed
            # the session ended: its player gone, or freed already (``ui.headless.untangle``)
            ended = lambda: getattr(getattr(again, "online", None), "gone", True)  # noqa: E731
            await web.until(ended, "the second session's end")
            link = f"http://127.0.0.1:{server.port}/t/{code}?name=Bea&lang=de"
            await web.do(web.browser.open, link)  # and the link opened again
            await web.until(lambda: len(web.apps) == 3, "the page's third session")
            third = web.apps[2].online.client
            await web.until(lambda: third.returned and third.seat == seat, "the seat again")
            assert "online-seat-left" not in [m.id for m in ann.said]
            await ann.leave()
        finally:
            await asyncio.to_thread(web.browser.close)
            await server.close()

    asyncio.run(scenario())
