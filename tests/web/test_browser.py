"""The browser client in a real chromium against a real server on port 0: a browser player (in
German) and a terminal player (in English) play a whole game with a computer at one table; what
the page's live logs announced is checked line by line against the browser player's own game and
against the terminal player's transcript of the computer's turns, rendered in German."""

from __future__ import annotations

import asyncio
from collections.abc import Callable
from pathlib import Path
from typing import Any

from american import CATEGORIES
from browser import Browser
from online_app import LIMIT, OnlineApp

from talking_yahtzee.cli.web import web_hook
from talking_yahtzee.core.text import safe_line
from talking_yahtzee.messages.i18n import Localizer, Msg
from talking_yahtzee.net.limits import Limits
from talking_yahtzee.net.rooms import SqliteRooms
from talking_yahtzee.net.server import serve
from talking_yahtzee.ui.host import Mode
from talking_yahtzee.ui.modes.lobby import TableSettings
from talking_yahtzee.ui.screen import ScreenView
from talking_yahtzee.ui.web_session import WebHook

FAST = Limits(messages_per_second=1000.0, message_burst=1000.0)
"""Keys as fast as a script types them."""
LOG_LINES = """
return [...document.querySelectorAll('#log p, #urgent p')]
  .sort((a, b) => Number(a.dataset.seq) - Number(b.dataset.seq))
  .map(p => [p.textContent, p.parentElement.id === 'urgent']);
"""


class Web:
    """A browser player: chromium on the page, and the server-side app the page drives."""

    def __init__(self, hook: WebHook) -> None:
        self.apps: list[Any] = []
        build = hook.build

        def recorded(*args: Any) -> Any:
            app = build(*args)
            self.apps.append(app)
            return app

        hook.build = recorded
        self.browser = Browser()

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
                said.append((self.app.controller.mode, self.app.online.client.game.round))
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


def computer_turns(said: list[Msg], computer: str) -> list[list[Msg]]:
    """Each of the computer's turns as heard: its turn start up to the next turn start."""
    turns: list[list[Msg]] = []
    current: list[Msg] | None = None
    for message in said:
        if message.id == "game-turn-start":
            current = [message] if message.args.get("player") == computer else None
            if current is not None:
                turns.append(current)
        elif current is not None and message.id.startswith("game-"):
            current.append(message)
    return turns


def in_order(lines: list[str], wanted: list[str]) -> bool:
    """Whether ``wanted`` appears in ``lines`` as one unbroken run."""
    return any(lines[i : i + len(wanted)] == wanted for i in range(len(lines)))


def test_a_browser_player_and_a_terminal_player_play_a_whole_game_in_two_languages(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        hook = web_hook(limits=FAST, pace=0.0, roll_guard=False, verbosity="detailed")
        web = Web(hook)
        server = await serve(
            "127.0.0.1", 0, SqliteRooms(tmp_path / "rooms.sqlite3"), 7, computer_delay=0.0, web=hook
        )
        try:
            ann = OnlineApp(
                f"ws://127.0.0.1:{server.port}",
                "Ann",
                lang="en",
                action="create",
                settings=TableSettings(seats=3, computers=1, level="beginner"),
                verbosity="detailed",
            )
            ann.start()
            await ann.heard("online-created")
            link = next(m for m in ann.said if m.id == "web-link").args["link"]
            code = ann.client.code
            assert link == f"http://127.0.0.1:{server.port}/t/{code}"
            await web.do(web.browser.open, f"{link}?name=Bea&lang=de")
            await ann.heard("online-everyone-here")
            ann.keys("enter")
            bea = web.app
            await web.until(lambda: bea.controller.mode is Mode.PLAY, "the game in the browser")
            while not (
                ann.controller.mode is Mode.GAME_OVER and bea.controller.mode is Mode.GAME_OVER
            ):
                if ann.client.my_turn() and ann.controller.mode is Mode.PLAY:
                    await ann.play_turn()
                elif bea.online.client.my_turn() and bea.controller.mode is Mode.PLAY:
                    await web.play_turn()
                await asyncio.sleep(0.02)
            german = Localizer("de", verbosity="detailed")
            spoken = [safe_line(german.format(m)) for m in bea.controller.said]
            spoken = [line for line in spoken if line]
            deadline = asyncio.get_running_loop().time() + LIMIT
            while len(await web.log()) < len(spoken):
                assert asyncio.get_running_loop().time() < deadline, "the log stayed short"
                await asyncio.sleep(0.1)
            log = await web.log()
            lines = [text for text, _ in log]
            assert lines == spoken  # every line, once, in order
            assert "Bea" in " ".join(lines) and "Ann" in " ".join(lines)
            computer = next(p.name for p in bea.online.client.game.players if p.is_computer)
            heard_by_ann = computer_turns(list(ann.said), computer)
            assert len(heard_by_ann) == 13
            bursts = [
                [x for x in (safe_line(german.format(m)) for m in t) if x] for t in heard_by_ann
            ]
            for burst in bursts:  # the terminal's lines, rendered in German, heard in the browser
                assert in_order(lines, burst), burst
            assert max(len(b) for b in bursts) >= 5  # a burst of five reaches the log whole
            urgent = {text for text, is_urgent in log if is_urgent}
            polite = {text for text, is_urgent in log if not is_urgent}
            assert urgent and polite
            view = ScreenView(bea.controller, show_messages=lambda: False)
            shown = "\n".join(safe_line(line) for line in view.lines())
            board = await web.do(
                web.browser.script, "return document.getElementById('board').textContent"
            )
            assert board == shown  # the terminal's board, in German, for sighted friends
            await ann.leave()
        finally:
            await asyncio.to_thread(web.browser.close)
            await server.close()

    asyncio.run(scenario())
