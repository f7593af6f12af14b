"""A browser player for the tests: chromium on the page, and the server-side application the
page drives (recorded as the server's browser door builds it), with a server and a terminal host."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import Any

from american import CATEGORIES
from browser import Browser
from online_app import LIMIT, OnlineApp

from talking_yahtzee.cli.web import web_hook
from talking_yahtzee.core.game import Game
from talking_yahtzee.messages.i18n import Localizer, Msg
from talking_yahtzee.messages.phrases import box
from talking_yahtzee.net.limits import Limits
from talking_yahtzee.net.rooms import SqliteRooms
from talking_yahtzee.net.serving import RunningServer, serve
from talking_yahtzee.ui.host import Mode
from talking_yahtzee.ui.table_plan import TableSettings
from talking_yahtzee.ui.web_session import WebHook

FAST = Limits(messages_per_second=1000.0, message_burst=1000.0)
"""Keys as fast as a script types them."""
QUICK = 10
"""The live log's lines 10 ms apart instead of 250 (``Browser(spacing=...)``), for the tests that
wait for a whole game's log: its lines, order and bursts are the same, a minute sooner."""
LOG_LINES = """
return [...document.querySelectorAll('#log p')]
  .sort((a, b) => Number(a.dataset.seq) - Number(b.dataset.seq))
  .map(p => [p.textContent.replace(/\\u200b/g, ''), p.classList.contains('urgent')]);
"""


class Web:
    """A browser player: chromium on the page, and the server-side app the page drives."""

    def __init__(
        self, hook: WebHook, extra: tuple[str, ...] = (), spacing: int | None = None
    ) -> None:
        self.apps: list[Any] = []
        build = hook.build

        def recorded(*args: Any) -> Any:
            app = build(*args)
            self.apps.append(app)
            return app

        hook.build = recorded
        self.browser = Browser(extra=extra, spacing=spacing)

    @property
    def app(self) -> Any:
        return self.apps[0]

    async def do(self, job: Callable[..., Any], *args: Any) -> Any:
        return await asyncio.to_thread(job, *args)

    async def keys(self, *names: str) -> None:
        await self.do(self.browser.press, "#area", *names)

    async def until(self, holds: Callable[[], bool], what: str, limit: float = LIMIT) -> None:
        loop = asyncio.get_running_loop()
        deadline = loop.time() + limit
        while not holds():
            if loop.time() > deadline:
                said = [(m.id, m.args) for m in self.app.controller.said][-4:] if self.apps else []
                said.append(self.app.controller.mode)
                raise AssertionError(f"timed out waiting for {what}: said {said}")
            await asyncio.sleep(0.02)

    async def log(self) -> list[tuple[str, bool]]:
        return [tuple(x) for x in await self.do(self.browser.script, LOG_LINES)]

    async def play_turn(self) -> None:
        client = self.app.online.client
        seat = client.seat
        await self.keys("r")
        await self.until(lambda: client.game.turn.dice is not None, "the browser's roll")
        game = client.game
        index = next(i for i, c in enumerate(CATEGORIES) if game.card[c] is None)
        await self.keys("home", *["down"] * index, "enter")
        controller = self.app.controller

        def scored() -> bool:
            g = client.game
            return g.is_over or g.current != seat or g.cards[seat][CATEGORIES[index]] is not None

        await self.until(lambda: controller.mode is Mode.CONFIRM_ZERO or scored(), "a score")
        if controller.mode is Mode.CONFIRM_ZERO:
            await self.keys("enter")
            await self.until(scored, "a zero")


async def table_with_browser(
    db: Path,
    lang: str = "en",
    verbosity: str = "normal",
    workers: int = 0,
    rules: str = "official",
    spacing: int | None = None,
) -> tuple[RunningServer, OnlineApp, Web]:
    """A server with its browser door (``workers``: its process pool), Ann (terminal, English)
    hosting three seats with a computer (``rules``: the table's), and Bea in chromium at the
    table's link in ``lang`` (``spacing``: see ``Browser``); the game started."""
    hook = web_hook(limits=FAST, pace=0.0, roll_guard=False, verbosity=verbosity)
    web = Web(hook, spacing=spacing)
    server = await serve(
        "127.0.0.1",
        0,
        SqliteRooms(db),
        7,
        computer_delay=0.0,
        web=hook,
        computer_workers=workers,
    )
    ann = OnlineApp(
        f"ws://127.0.0.1:{server.port}",
        "Ann",
        lang="en",
        action="create",
        settings=TableSettings(seats=3, computers=1, level="beginner", rules=rules),
        verbosity=verbosity,
    )
    ann.start()
    await ann.heard("online-created")
    link = next(m for m in ann.said if m.id == "web-link").args["link"]
    assert link == f"http://127.0.0.1:{server.port}/t/{ann.client.code}"
    await web.do(web.browser.open, f"{link}?name=Bea&lang={lang}")
    await ann.heard("online-everyone-here")
    ann.keys("enter")
    await web.until(lambda: web.app.controller.mode is Mode.PLAY, "the game in the browser")
    return server, ann, web


async def play_to_the_end(
    ann: OnlineApp, web: Web, stop: Callable[[], bool] = lambda: False
) -> None:
    """Ann and Bea play their turns by keys until the game is over (or ``stop()``)."""
    bea = web.app
    while not (ann.controller.mode is Mode.GAME_OVER and bea.controller.mode is Mode.GAME_OVER):
        if stop():
            return
        if ann.client.my_turn() and ann.controller.mode is Mode.PLAY:
            await ann.play_turn()
        elif bea.online.client.my_turn() and bea.controller.mode is Mode.PLAY:
            await web.play_turn()
        await asyncio.sleep(0.02)


CARD = """
const head = [...document.querySelectorAll('#card thead th')].map(c => c.textContent);
const rows = [...document.querySelectorAll('#card tbody tr')].map(
  tr => [...tr.cells].map(c => c.textContent));
return [head, ...rows];
"""
"""The score card on the page: its column headers, then each row's cells (its header first)."""


def card_rows(game: Game, words: Localizer, me: int | None = 1) -> list[list[str]]:
    """The score card the page should show for ``game`` (the terminal's own state), cell by cell,
    as player ``me`` sees it: scores, the points the player to move may take (on their turn, after
    a roll), and the totals under the upper boxes and at the end."""
    rules = game.rules
    playing = not game.is_over and game.turn.dice is not None
    options = {o.category: o.points for o in game.options()} if playing else {}
    names = [
        words.format(Msg("web-board-you", player=p.name)) if i == me else p.name
        for i, p in enumerate(game.players)
    ]
    rows = [[words.format(Msg("web-board-box")), *names]]
    every = [card.totals() for card in game.cards]
    sums = {
        "web-board-upper": [t.upper_subtotal for t in every],
        "web-board-bonus": [t.upper_bonus for t in every],
        "web-board-lower": [t.lower_total for t in every],
        "web-board-yahtzee-bonus": [t.yahtzee_bonus for t in every],
        "web-board-total": [t.grand_total for t in every],
    }

    def total(message: str) -> list[str]:
        name = words.format(Msg(message, target=rules.upper_bonus_threshold))
        return [name, *map(str, sums[message])]

    for category in rules.categories:
        cells = [words.format(box(category))]
        for seat, card in enumerate(game.cards):
            points = card[category]
            if points is not None:
                cells.append(str(points))
            elif seat == game.current and category in options:
                cells.append(words.format(Msg("web-board-possible", points=options[category])))
            else:
                cells.append("")
        rows.append(cells)
        if category == rules.upper[-1]:
            rows += [total("web-board-upper"), total("web-board-bonus")]
    rows.append(total("web-board-lower"))
    if rules.yahtzee_bonus:
        rows.append(total("web-board-yahtzee-bonus"))
    rows.append(total("web-board-total"))
    return rows
