"""The authoritative game server: tables over WebSocket, each accepted command stored, then sent.

Only this layer is asynchronous. Each message is decoded and checked (:mod:`protocol`), then
handed to its table's mailbox (``net.actor``): the table's one consumer applies it
(:mod:`table`), writes it to the room store off the event loop, and only then sends it to
everyone at the table; the sender hears any refusal. Computer players and stand-ins for absent
people play through the same mailbox, with a pause between their moves. A server started on a
store that holds live tables rebuilds each from its log and plays on (several: ``net.routing``).
``python -m talking_yahtzee.net.command --port 8765`` runs one (docs/online.md).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import logging
import random
import secrets
import time
from collections.abc import Awaitable, Callable

import msgspec
from websockets.exceptions import ConnectionClosed

from talking_yahtzee.core.text import clean, clean_name, shown
from talking_yahtzee.net import ratings, rematch, routing
from talking_yahtzee.net.connection import Connection, Socket, deliver
from talking_yahtzee.net.decisions import Deciders, Move
from talking_yahtzee.net.guards import admit, allowed, dismiss
from talking_yahtzee.net.limits import AddressBuckets, Limits, address_key
from talking_yahtzee.net.lobby import LobbyRoom
from talking_yahtzee.net.offload import stored
from talking_yahtzee.net.protocol import (
    CHAT_MAX,
    CLIENT_DECODER,
    CODE_DIGITS,
    PROTOCOL_VERSION,
    Chat,
    ChatLine,
    ClientMessage,
    CreateTable,
    End,
    Hello,
    Hold,
    JoinTable,
    Leave,
    Message,
    Refused,
    Remove,
    Resume,
    Resync,
    RollDice,
    Score,
    SetHeldDice,
    Snapshot,
    TableMessage,
    Undo,
    Welcome,
    encode,
    normal_code,
)
from talking_yahtzee.net.returning import come_back, watch
from talking_yahtzee.net.rooms import CodeTaken, Elsewhere, RoomStore, StoredTable
from talking_yahtzee.net.runner import TableRunner
from talking_yahtzee.net.table import Refusal, Table, new_table

log = logging.getLogger(__name__)

DESCRIPTION = "Run a Talking Yahtzee server for online play (docs/online.md)."
PORT = 8765
MOVES = RollDice | Hold | SetHeldDice | Score
"""A game's own moves: with chat and undo, they leave the lobby's list as it was (issue 40)."""
DRAIN_SECONDS = 10.0
"""The longest a stopping server waits for its tables' last jobs (their writes)."""
PING_INTERVAL = 20.0
"""Seconds between keep-alive pings; a client silent for as long again is dropped."""


class Server:
    """Every table this server holds, and the people connected to them."""

    def __init__(
        self,
        store: RoomStore,
        *,
        seed: int | None = None,
        limits: Limits | None = None,
        computer_delay: float = 1.0,
        behind_proxy: bool = False,
        clock: Callable[[], float] = time.monotonic,
        computer_workers: int = 0,
        trusted_proxies: frozenset[str] = frozenset(),
    ) -> None:
        self.store = store
        self.behind_proxy = behind_proxy
        self.trusted_proxies = trusted_proxies
        """Proxies whose X-Forwarded-For is believed (``--trusted-proxy``)."""
        self.seed = seed
        self.limits = limits or Limits()
        self.clock = clock
        self.codes = random.Random(f"codes:{seed}") if seed is not None else secrets.SystemRandom()
        self.tables: dict[str, TableRunner] = {}
        self.addresses: routing.Connections = routing.LocalConnections()
        self.join_guard: routing.Buckets = AddressBuckets(
            self.limits.failed_joins_per_hour / 3600, self.limits.failed_joins_per_hour
        )
        self.create_guard: routing.Buckets = AddressBuckets(self.limits.tables_per_hour / 3600, 10)
        self.keeper: asyncio.Task[None] | None = None  # renews leases (routing.keep_leases)
        self.claiming: dict[str, asyncio.Future[TableRunner | Elsewhere | None]] = {}
        """Each claim in flight (``routing.claim``)."""
        self.computer_delay = computer_delay
        self._closing: set[asyncio.Task[None]] = set()
        self.connections: set[Connection] = set()
        per_minute = self.limits.joins_per_minute
        self.join_rate = AddressBuckets(per_minute / 60, per_minute)
        self.chat_rate = AddressBuckets(
            self.limits.address_chat_per_second, self.limits.address_chat_burst
        )
        self.deciders = Deciders(computer_workers)
        self.ratings = ratings.Ratings(store, self.deciders.run)
        """How everyone played, and the ratings (issue 41)."""
        self.lobby = LobbyRoom(self, self.chat_rate)

    def computer_move(self, table: Table) -> Awaitable[Move | None]:
        return self.deciders.computer_move(table)

    # -- starting again ---------------------------------------------------------------------------

    async def restore(self) -> int:
        """Rebuild every live table in the store (read off the loop); the number rebuilt."""
        found: list[StoredTable] = await stored(self.store, self.store.live_tables)
        for table in found:
            if routing.adopt(self, table) is None:
                await routing.set_aside(self, table.code)
        return len(self.tables)

    # -- connections ------------------------------------------------------------------------------

    def address(self, ws: Socket) -> str:
        """Where a connection comes from: from a trusted reverse proxy, the last address it
        forwarded; else the TCP peer (a browser page's session in memory: the page's own,
        ``net.inprocess``)."""
        peer = address_key(str(ws.remote_address[0])) if ws.remote_address else "?"
        if self.trusts(peer) and ws.request is not None:
            forwarded = ws.request.headers.get_all("X-Forwarded-For")
            if forwarded:
                return address_key(forwarded[-1].rsplit(",", 1)[-1].strip())
        return peer

    def trusts(self, peer: str) -> bool:
        """Whether ``peer`` (an ``address_key``) is a reverse proxy whose X-Forwarded-For is
        believed; its own address is then not limited as one client's."""
        return self.behind_proxy or peer in self.trusted_proxies

    async def handler(self, ws: Socket) -> None:
        conn = Connection(ws, self.address(ws), self.limits, self.clock())
        if not await admit(self.addresses, conn.address, self.limits.connections_per_address):
            self.send(conn, Refused("too-many-connections"))
            await ws.close(1008, "too many connections")
            return
        self.connections.add(conn)
        try:
            async for raw in ws:
                conn.busy = True
                try:
                    await self.receive(conn, raw.encode() if isinstance(raw, str) else raw)
                finally:
                    conn.busy = False
                if conn.closing is not None:  # asked meanwhile: after any message read since
                    self.close(conn, *conn.closing)
                    conn.closing = None
        except ConnectionClosed:
            pass
        finally:
            self.connections.discard(conn)
            self.lobby.leave(conn)
            runner = self.tables.get(conn.table.code) if conn.table is not None else None
            if runner is None:
                conn.table, conn.seat = None, None
            else:  # the table's next job: what it holds first
                runner.post(functools.partial(self.detach, conn, leaving=False))
            await dismiss(self.addresses, conn.address)

    def send(self, conn: Connection, message: Message) -> None:
        deliver((conn,), encode(message), self.limits.send_buffer)

    def close(self, conn: Connection, code: int, reason: str) -> None:
        """Close ``conn`` soon (from code that cannot wait), once every message it sent that the
        server has read is answered: nothing a player typed is dropped without a word."""
        task = asyncio.get_running_loop().create_task(self._close(conn, code, reason))
        self._closing.add(task)
        task.add_done_callback(self._closing.discard)

    async def _close(self, conn: Connection, code: int, reason: str) -> None:
        # A message read before the close was asked wakes its handler before this goes on: one
        # answered at once has been sent; one that waits (its table's mailbox: a job queued behind
        # an eviction) is answered first, and the handler closes after it (``conn.closing``).
        await asyncio.sleep(0)
        if conn.busy:
            conn.closing = (code, reason)
        else:
            await conn.ws.close(code, reason)

    def refuse(self, conn: Connection, reason: str, detail: str = "") -> None:
        self.send(conn, Refused(reason, detail))

    async def receive(self, conn: Connection, data: bytes) -> None:
        """Handle one message from ``conn``: every refusal goes to ``conn`` alone."""
        now = self.clock()
        if not conn.messages.take(now):
            conn.flooded += 1
            if conn.flooded == 1:
                self.refuse(conn, "rate-limited")
            if conn.flooded >= self.limits.flood_close:
                self.close(conn, 1008, "flood")
            return
        conn.flooded = 0
        try:
            message = CLIENT_DECODER.decode(data)
        except (msgspec.ValidationError, msgspec.DecodeError) as error:
            conn.bad += 1
            self.refuse(conn, "bad-message", shown(str(error), 160))
            if conn.bad >= self.limits.bad_close:
                self.close(conn, 1008, "too many bad messages")
            return
        table = conn.table  # a game's own moves and chat leave the lobby's list as it was
        quiet = table is not None and isinstance(message, Chat | Undo | Resync | MOVES)
        status = table.status if table is not None else None
        try:
            runner = self.tables.get(conn.table.code) if conn.table is not None else None
            if runner is not None:  # a job of its table's mailbox (net.actor)
                await runner.call(functools.partial(self.at_table, conn, message))
            elif conn.table is None:
                await self.hello(conn, message, now)
            else:
                raise Refusal("not-at-table")
        except Refusal as refusal:
            self.refuse(conn, refusal.reason, refusal.detail)
        except Exception:  # a bug or a broken store: this message fails, the server goes on
            log.exception("a %s message failed", type(message).__name__)
            self.refuse(conn, "server-error")
        if not quiet or conn.table is not table or table is None or table.status != status:
            self.lobby.changed()  # seats or tables may have changed: the lobby hears (if it did)

    # -- before sitting at a table ----------------------------------------------------------------

    async def hello(self, conn: Connection, message: ClientMessage, now: float) -> None:
        if self.lobby.handles(conn, message, now):
            return
        if not isinstance(message, CreateTable | JoinTable | Resume):
            raise Refusal("not-at-table")
        if message.version != PROTOCOL_VERSION:
            self.refuse(conn, "version", f"this server speaks version {PROTOCOL_VERSION}")
            self.close(conn, 1002, "protocol version")
            return
        if isinstance(message, CreateTable):
            await self.create(conn, message, now)
            return
        code = normal_code(message.code)
        if await come_back(self, conn, code, message):
            return  # a player's own key: never limited like a guess (issue 32)
        limits = self.limits
        if conn.failed_joins >= limits.failed_joins_per_connection or not await allowed(
            self.join_guard, conn.address, now, take=False
        ):
            self.refuse(conn, "too-many-attempts")
            self.close(conn, 1008, "too many join attempts")
            return
        if isinstance(message, JoinTable) and not self.join_rate.take(conn.address, now):
            raise Refusal("rate-limited")
        runner = self.tables.get(code)
        if runner is None:
            claimed = await routing.claim(self, code)
            if isinstance(claimed, Elsewhere):
                routing.moved(self, conn, claimed.url)
                return
            runner = claimed
        if runner is None:
            await self.failed_join(conn, now, "unknown-table")
        else:  # a job of the table's mailbox (net.actor)
            await runner.call(functools.partial(self.at_door, conn, runner, message, now))

    async def at_door(
        self, conn: Connection, runner: TableRunner, message: JoinTable | Resume, now: float
    ) -> None:
        """(A job of ``runner``'s mailbox.) ``conn`` joins, watches or is refused."""
        code = runner.code
        if runner.here() and await come_back(self, conn, code, message):
            return  # a table brought here from the store since the first look: the key again
        if not runner.here() or runner.table.status in ("over", "ended"):
            await self.failed_join(conn, now, "unknown-table")
        elif isinstance(message, Resume):
            await self.failed_join(conn, now, "bad-token")
        elif message.spectate:
            await watch(self, runner, conn, clean_name(message.name), message.key)
        else:
            await runner.join(conn, message.name, message.key)

    async def failed_join(self, conn: Connection, now: float, reason: str) -> None:
        conn.failed_joins += 1
        await allowed(self.join_guard, conn.address, now, take=True)
        self.refuse(conn, reason)
        if conn.failed_joins >= self.limits.failed_joins_per_connection:
            self.close(conn, 1008, "too many join attempts")

    async def create(self, conn: Connection, message: CreateTable, now: float) -> None:
        limits = self.limits
        live = sum(r.table.status in ("waiting", "playing") for r in self.tables.values())
        if live >= limits.live_tables:
            raise Refusal("server-full")
        waiting = sum(r.creator == conn.address and r.lonely() for r in self.tables.values())
        if waiting >= limits.waiting_per_address or not await allowed(
            self.create_guard, conn.address, now, take=True
        ):
            raise Refusal("too-many-tables")
        config, seats, token = new_table(message, await self.new_seed())
        while True:
            code = "".join(self.codes.choice("0123456789") for _ in range(CODE_DIGITS))
            if code in self.tables:
                continue
            try:  # off the loop (net.offload); Valkey refuses a code taken meanwhile
                await stored(self.store, functools.partial(self.store.create, code, config, seats))
            except CodeTaken:
                continue
            break
        table = Table(code, config, seats)
        runner = self.tables[code] = TableRunner(table, self, conn.address)
        runner.attach(conn, 0, seats[0].name)
        runner.expire_waiting()
        self.send(conn, Welcome(PROTOCOL_VERSION, code, 0, token, runner.told(table.state())))

    async def new_seed(self) -> int:
        """A new game's dice seed: drawn from the server's own seed (tests), else random."""
        if self.seed is None:
            return secrets.randbits(62)
        made = await stored(self.store, self.store.tables_made)
        return random.Random(f"{self.seed}:{made + 1}").getrandbits(62)

    # -- at a table -------------------------------------------------------------------------------

    async def at_table(self, conn: Connection, message: ClientMessage) -> None:
        """(A job of the table's mailbox.) One message from a person at the table."""
        table = conn.table
        runner = self.tables.get(table.code) if table is not None else None
        if runner is None:  # the table closed for ``conn`` before this message's turn
            raise Refusal("not-at-table")
        if isinstance(message, Hello):
            raise Refusal("at-table")
        if isinstance(message, Chat):
            now = self.clock()
            if not (
                conn.chat.take(now)
                and runner.chat.take(now)
                and self.chat_rate.take(conn.address, now)
            ):
                raise Refusal("chat-rate")
            text = clean(message.text, limit=CHAT_MAX)
            if not text:
                raise Refusal("empty-chat")
            runner.broadcast(ChatLine(conn.seat, conn.name, text))
        elif isinstance(message, Resync):  # the whole state again (net.state_changes)
            self.send(conn, Snapshot(runner.told(runner.table.state())))
        elif isinstance(message, Undo):
            await runner.undo(conn.seat)
        elif isinstance(message, Remove):
            await runner.remove(conn.seat, message.seat)
        elif isinstance(message, End):
            await runner.end(conn.seat)
        elif isinstance(message, Leave):
            await self.detach(conn, leaving=True)
        elif isinstance(message, TableMessage):
            await rematch.handle(self, runner, conn, message)
        else:
            await runner.play(conn.seat, "person", message)

    async def detach(self, conn: Connection, *, leaving: bool) -> None:
        """(A job of the table's mailbox.) ``conn`` leaves its table (a drop when not
        ``leaving``); the others hear of it."""
        table = conn.table
        if table is None:
            return
        runner, seat = self.tables.get(table.code), conn.seat
        if runner is not None:
            host = await rematch.host_leaves(runner, conn) if leaving else None
            await runner.detach(conn, leaving=leaving)  # its seat's write, then the host's news
            await rematch.gone(self, runner, seat, host)
        conn.table, conn.seat = None, None

    def listing_changed(self) -> None:
        self.lobby.changed()

    async def forget(self, code: str) -> None:
        """The table is closed and empty: drop it from memory (the store keeps it)."""
        await routing.forget(self, code)

    def closed(self, conn: Connection, message: Message) -> None:
        """Tell ``conn`` that its table closed for it, and let it sit elsewhere."""
        self.send(conn, message)
        conn.table, conn.seat = None, None

    async def shutdown(self) -> None:
        await routing.stop(self.keeper)
        self.lobby.stop()
        runners = list(self.tables.values())
        drained = asyncio.gather(*(runner.mailbox.drained() for runner in runners))
        try:  # what the tables hold (a closed connection's seat and time left) is stored first
            await asyncio.wait_for(drained, DRAIN_SECONDS)
        except Exception:  # a store that does not answer: the rest is lost with the process
            log.warning("the tables' last jobs were not all done before the server stopped")
        for runner in runners:
            runner.stop()
        for task in list(self._closing):
            with contextlib.suppress(Exception):
                await task
        await self.ratings.finish()
        self.deciders.close()
