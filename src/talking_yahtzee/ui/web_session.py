"""A browser player's session: a light listener kept on the server for one page.

The page opens a WebSocket at ``/web/play?name=...&lang=...&code=...``, sends the player's key
for this server first (``{"identity": KEY}``, made and kept by the page) and then key presses.
The session builds the same controller as ``yahtzee online`` (through a factory the command line
passes in: the composition root) without a terminal (``ui.headless``): the page's keys go to the
controller's modes and key tables, the announcer's lines to the page's live log (urgent for a
reaction to the player's own key), each sound by its name, and the board (``ui.web_board``'s
data) once a burst is over, only when the game, the seat or the hold mode changed. The words,
the announcer and the key tables are the terminal's, one copy of each (the language's words
shared by every page of the process); the page holds none of them. :class:`WebHook` is what the
server calls: plain GETs (``process_request``) and the sessions' WebSockets. The session's
clients reach the server's tables in memory, as connections of the page's own address
(``net.inprocess``); a closed page drops its seat (it waits for the key), and the page is told
the table's code so that its address bar takes the seat back.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
import re
import threading
import time
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass, replace
from http import HTTPStatus
from typing import Any, Protocol
from urllib.parse import parse_qs, urlsplit

from websockets.datastructures import Headers
from websockets.exceptions import ConnectionClosed
from websockets.http11 import Request, Response

from talking_yahtzee.core.text import clean_name, safe_line
from talking_yahtzee.messages.i18n import choose_language, known_language
from talking_yahtzee.net.inprocess import LOCAL, Local
from talking_yahtzee.net.limits import Bucket, Limits, address_key
from talking_yahtzee.net.web import Handler, Offload
from talking_yahtzee.sound import SoundOutput
from talking_yahtzee.sound.catalogue import Sound
from talking_yahtzee.speech import Output, Speech, Transcript
from talking_yahtzee.store.keys import valid_key
from talking_yahtzee.ui.controller import Controller
from talking_yahtzee.ui.headless import untangle
from talking_yahtzee.ui.web_board import board_game, controller_board
from talking_yahtzee.ui.web_page import CSP, NAME_MAX, Pages, browser_key

log = logging.getLogger(__name__)

SESSION_PATH = "/web/play"
KEY_MAX = 24
"""The longest key name a page may send (``KeyboardEvent.key`` values are short)."""
PAGES_MAX = 1000
"""Browser players one server holds at once, from ``benchmarks/bench_web.py``: a playing page
costs the server about 1.6-1.8 ms of CPU a move at its table (2 cores shared, load 5-7) and a
table of people moves about every 5 s, so half a core (the rest for the tables and bursts) holds
about 1,400-1,500 pages; each takes about 100 KiB. Rounded down (docs/architecture.md)."""
IDENTITY_SECONDS = 10.0
"""How long a new session waits for the page's first message, its identity."""


@dataclass(frozen=True, slots=True)
class SessionPlan:
    """What the page asked for: a name, a language, and a table's code ("" for the lobby)."""

    name: str
    lang: str
    code: str
    web: str = ""
    """The address the page came from (``http://host:port``), for the table's link."""
    key: str | None = None
    """The player's key for this server, kept by the page (``localStorage``); it holds the seat
    as the terminal's key file does (``store.keys``)."""


class WebApp(Protocol):
    """What a session needs of the application the factory builds (``cli.app.YahtzeeApp``)."""

    @property
    def controller(self) -> Controller: ...

    @property
    def table_code(self) -> str:
        """The code of the table the player holds a seat at ("" elsewhere)."""
        ...

    async def run_async(self) -> int: ...

    def exit(self) -> None: ...

    def drop(self) -> None:
        """End without leaving the table: the seat waits for the player's key."""
        ...


AppFactory = Callable[
    [SessionPlan, str, Speech, SoundOutput, Callable[[], None], Offload | None], WebApp
]
"""``(plan, server_url, speech, sound, changed, offload)`` -> the application for one browser
player, without a terminal (``changed``: called when a screen would be redrawn; ``offload``:
where hints and the chance to win are worked out, off the event loop)."""


class Socket(Protocol):
    """The session's WebSocket (``websockets``' ServerConnection)."""

    async def send(self, message: str) -> None: ...

    async def recv(self) -> str | bytes: ...

    async def close(self, code: int = 1000, reason: str = "") -> None: ...

    def __aiter__(self) -> AsyncIterator[str | bytes]: ...


class PageLink:
    """What goes to the page, in order, safe to fill from any thread: one list and one wake-up,
    no task or queue per message."""

    def __init__(self, loop: asyncio.AbstractEventLoop) -> None:
        self.loop = loop
        self.thread = threading.get_ident()
        self.reacting = False
        """A key of the page's player is being handled: its answer is urgent."""
        self.items: list[dict[str, Any]] = []
        self.ready = asyncio.Event()
        """Set when something waits in :attr:`items` (or the page's player ended)."""
        self.dirty = False
        """What the player sees may have changed since the board was last looked at."""

    def changed(self) -> None:
        """The controller would redraw a screen: look at the board once the burst is over."""
        if not self.dirty:
            self.dirty = True
            self.ready.set()

    def put(self, item: dict[str, Any]) -> None:
        if threading.get_ident() == self.thread:
            self._put(item)
        else:
            self.loop.call_soon_threadsafe(self._put, item)

    def _put(self, item: dict[str, Any]) -> None:
        self.items.append(item)
        self.ready.set()

    def take(self) -> list[dict[str, Any]]:
        """Everything waiting, in order; the list is empty afterwards."""
        items, self.items = self.items, []
        self.ready.clear()
        return items


class PageSpeech(Output):
    """Speaks by sending each line to the page's live log: urgent (assertive) when it answers the
    player's own key and would cut in, else polite, so other players' and computers' lines keep
    their order in one log (a screen reader speaks assertive lines first)."""

    name = "browser"

    def __init__(self, link: PageLink) -> None:
        super().__init__()
        self.link = link

    def speak(self, text: str, *, interrupt: bool) -> None:
        self.link.put({"say": safe_line(text), "urgent": interrupt and self.link.reacting})

    def stop(self) -> None:
        self.link.put({"stop": True})


class PageSound(SoundOutput):
    """Plays a sound by naming it to the page (which fetches ``/sounds/NAME.wav``)."""

    name = "browser"

    def __init__(self, link: PageLink) -> None:
        super().__init__()
        self.link = link

    def _play(self, sound: Sound, variation: dict[str, Any]) -> None:
        self.link.put({"sound": sound.value})


_HOST = re.compile(r"[A-Za-z0-9.:\[\]-]{1,255}")


def session_plan(target: str, host: str = "", scheme: str = "http") -> SessionPlan | None:
    """The plan in a session's address, or None when the name is missing or the code bad."""
    query = parse_qs(urlsplit(target).query, max_num_fields=8)
    name = clean_name(query.get("name", [""])[0][:NAME_MAX])
    lang = query.get("lang", ["en"])[0][:16]
    code = query.get("code", [""])[0]
    if not name or (code and not (code.isascii() and code.isdigit() and len(code) <= 18)):
        return None
    web = f"{scheme}://{host}" if _HOST.fullmatch(host) else ""
    return SessionPlan(name, choose_language(lang) if known_language(lang) else "en", code, web)


class WebSession:
    """One page's player: the application running, keys in, lines, sounds and board out."""

    def __init__(self, socket: Socket, app: WebApp, link: PageLink, limits: Limits) -> None:
        self.socket = socket
        self.app = app
        self.link = link
        self.keys = Bucket(limits.messages_per_second, limits.message_burst, time.monotonic())
        self.board: dict[str, Any] = {}
        self.shown: tuple[object, ...] | None = None
        """What the board sent was made of: the game (a new object for each state the server
        sends), the listener's seat and the hold mode."""
        self.table = ""
        """The table's code the page was last told (its address becomes the table's link)."""

    async def run(self) -> None:
        task = asyncio.get_running_loop().create_task(self.app.run_async())
        sender = asyncio.get_running_loop().create_task(self.send_all(task))
        try:
            async for raw in self.socket:
                if task.done():
                    break
                self.receive(raw)
        except Exception:  # a closed or broken socket: the player has gone
            log.debug("browser session ended", exc_info=True)
        finally:
            if not task.done():
                self.app.drop()  # a tab closed or reloaded: the seat waits, as after a crash
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(task, 10.0)
            sender.cancel()
            with contextlib.suppress(BaseException):
                await sender
            for ended in (task, sender):  # a failure's traceback would hold this frame: a cycle
                if ended.done() and not ended.cancelled() and ended.exception() is not None:
                    ended.exception().__traceback__ = None  # type: ignore[union-attr]

    def receive(self, raw: str | bytes) -> None:
        """One key from the page; anything malformed or over the rate is dropped."""
        if not self.keys.take(time.monotonic()):
            return
        try:
            message = json.loads(raw)
        except ValueError:
            return
        if not isinstance(message, dict) or not isinstance(message.get("key"), str):
            return
        key = message["key"][:KEY_MAX]
        flags = {f: message.get(f) is True for f in ("ctrl", "alt", "meta")}
        name = browser_key(key, **flags)
        if name is not None:
            self.link.reacting = True
            try:
                self.app.controller.key(name)
            finally:
                self.link.reacting = False
            self.link.changed()

    async def send_all(self, task: asyncio.Task[int]) -> None:
        """Send the page everything waiting (a burst in one message), then the board when it
        changed; close at the end (a page already gone is let go quietly)."""
        link = self.link
        task.add_done_callback(lambda _task: link.ready.set())
        try:
            while not task.done():
                await link.ready.wait()
                items = link.take()
                if link.dirty:  # the burst is over: the board, in the same message
                    link.dirty = False
                    items += self.board_items()
                await self.send_items(items)
            await self.send_items([*link.take(), {"end": True}])
            await self.socket.close(1000, "game left")
        except ConnectionClosed:
            log.debug("the page went while being sent to")

    async def send_items(self, items: list[dict[str, Any]]) -> None:
        """Lines, sounds, stops and the board in order: one as itself, several as one list (a
        burst costs the server one message, not one per line)."""
        if items:
            data = items[0] if len(items) == 1 else items
            await self.socket.send(json.dumps(data, ensure_ascii=False))

    def board_items(self) -> list[dict[str, Any]]:
        """The board, when what it is made of changed; the table's code, when it changed."""
        items: list[dict[str, Any]] = []
        c = self.app.controller
        shown = (board_game(c), c.listener(), c.prefs.hold_mode)
        if self.shown is None or shown[0] is not self.shown[0] or shown[1:] != self.shown[1:]:
            try:
                board = controller_board(c)
            except Exception:  # a board half built between two events: the next one comes
                log.debug("board not ready", exc_info=True)
                board = self.board
            else:
                self.shown = shown
            if board != self.board:
                self.board = board
                items.append({"board": board})
        code = self.app.table_code
        if code != self.table:
            self.table = code
            items.append({"table": code})
        return items


class WebHook:
    """The server's door for browsers: pages and files over GET, sessions over WebSocket."""

    def __init__(
        self, build: AppFactory, limits: Limits | None = None, pages_max: int = PAGES_MAX
    ) -> None:
        self.build = build
        self.pages_max = pages_max
        """Pages held at once; the next is refused ("server full")."""
        self.limits = limits or Limits()
        self.pages = Pages()
        self.server_url = ""
        """Where sessions reach this server's tables (set by the server once it listens)."""
        self.offload: Offload | None = None
        self.sessions: dict[str, int] = {}
        self.starting = asyncio.Lock()
        """Held while a page's player is built: many pages opening at once take turns."""
        self.handler: Handler | None = None
        """The server's handler of a client connection: each session's, held in memory."""

    def started(
        self, server_url: str, offload: Offload | None = None, handler: Handler | None = None
    ) -> None:
        self.server_url = server_url
        self.offload = offload
        self.handler = handler

    def claims(self, path: str) -> bool:
        return urlsplit(path).path == SESSION_PATH

    def process_request(self, connection: Any, request: Request) -> Response | None:
        """A plain GET (no WebSocket upgrade) for a page or a file; None lets WebSockets on."""
        if request.headers.get("Upgrade", "").lower() == "websocket":
            return None
        reply = self.pages.respond(request.path, request.headers.get("Accept-Language", ""))
        if reply is None:
            return response(HTTPStatus.NOT_FOUND, "text/plain; charset=utf-8", b"Not found\n")
        return response(HTTPStatus(reply.status), reply.content_type, reply.body)

    async def session(self, socket: Socket, path: str, address: str) -> None:
        request = getattr(socket, "request", None)
        host = request.headers.get("Host", "") if request is not None else ""
        plan = session_plan(path, host, "https" if self.server_url.startswith("wss") else "http")
        key = address_key(address)
        count = self.sessions.get(key, 0)
        if plan is None or count >= self.limits.connections_per_address:
            await socket.close(1008, "bad request" if plan is None else "too many connections")
            return
        if sum(self.sessions.values()) >= self.pages_max:
            await socket.close(1013, "server full")
            return
        self.sessions[key] = count + 1
        link = PageLink(asyncio.get_running_loop())
        # this session's clients reach this server in memory, as the page's address
        local = Local(self.server_url, key, self.handler) if self.handler is not None else None
        via = LOCAL.set(local)
        try:
            plan = replace(plan, key=await identity(socket))
            speech = Speech([PageSpeech(link)], Transcript())
            sound = PageSound(link)
            async with self.starting:  # one page at a time: other tables' messages go between
                app = self.build(plan, self.server_url, speech, sound, link.changed, self.offload)
                await asyncio.sleep(0)
            await WebSession(socket, app, link, self.limits).run()
            untangle(app)  # its player, freed now (the heap keeper froze its cycles)
        finally:
            LOCAL.reset(via)
            self.sessions[key] -= 1
            if not self.sessions[key]:
                del self.sessions[key]


async def identity(socket: Socket) -> str | None:
    """The page's first message, ``{"identity": KEY}``: the player's key for this server, or
    None (a page without one, a malformed key, nothing within :data:`IDENTITY_SECONDS`)."""
    try:
        raw = await asyncio.wait_for(socket.recv(), IDENTITY_SECONDS)
        message = json.loads(raw)
    except (TimeoutError, ValueError, ConnectionClosed):
        return None
    key = message.get("identity") if isinstance(message, dict) else None
    return key if isinstance(key, str) and valid_key(key) else None


def response(status: HTTPStatus, content_type: str, body: bytes) -> Response:
    headers = Headers(
        [
            ("Content-Type", content_type),
            ("Content-Length", str(len(body))),
            ("Content-Security-Policy", CSP),
            ("X-Content-Type-Options", "nosniff"),
            ("Referrer-Policy", "no-referrer"),
            ("Cache-Control", "no-cache"),
            ("Connection", "close"),
        ]
    )
    return Response(status.value, status.phrase, headers, body)
