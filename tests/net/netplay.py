"""Helpers for the online tests: servers on 127.0.0.1 port 0, bots that play by the rules' advice.

Every wait is for a condition (a message, a state) with a time limit; nothing sleeps a fixed time.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import socket
from collections.abc import Callable
from pathlib import Path
from typing import Any

from websockets.asyncio.client import ClientConnection, connect
from websockets.exceptions import ConnectionClosed

from talking_yahtzee.advisor.opponents import Reroll, ScoreIn, opponent
from talking_yahtzee.core.rules import RULE_SETS, Category, Dice, Scorecard
from talking_yahtzee.net.client import Client, Incoming, NotConnected, Reconnected
from talking_yahtzee.net.limits import Limits
from talking_yahtzee.net.protocol import Refused, SeatChanged, SeatSpec, TableClosed
from talking_yahtzee.net.rooms import SqliteRooms
from talking_yahtzee.net.serving import RunningServer, serve

FAST = Limits(messages_per_second=10_000, message_burst=10_000)
"""Bots play at machine speed: the message rate is the hostile tests' business."""
LIMIT = 20.0
"""Seconds any one wait may take before the test fails."""


def quiet_port() -> int:
    """A free port below the range the system hands out for outgoing connections, so that no
    client socket takes it between a server's stop and its restart on the same port."""
    low = 32768
    with contextlib.suppress(OSError, ValueError):
        low = int(Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()[0])
    for port in random.sample(range(10_000, low), 200):
        with socket.socket() as probe:
            try:
                probe.bind(("127.0.0.1", port))
            except OSError:
                continue
            return port
    raise AssertionError("no free port")


def url(server: RunningServer | int) -> str:
    port = server if isinstance(server, int) else server.port
    return f"ws://127.0.0.1:{port}"


async def start_server(db: Path, seed: int = 7, port: int = 0, **options: Any) -> RunningServer:
    """A server on 127.0.0.1 (``port`` 0: a free one; or the port of one restarted)."""
    options.setdefault("computer_delay", 0.0)
    options.setdefault("limits", FAST)
    return await serve("127.0.0.1", port, SqliteRooms(db), seed, **options)


def client(server: RunningServer | int) -> Client:
    return Client(url(server), first_delay=0.05, max_delay=0.5, open_timeout=5.0)


async def until(
    who: Client, wanted: Callable[[Incoming], bool], what: str = "a message", limit: float = LIMIT
) -> Incoming:
    """Read ``who``'s messages until one is ``wanted``; fail naming ``what`` after ``limit``."""

    async def scan() -> Incoming:
        while True:
            message = await who.next()
            if wanted(message):
                return message

    try:
        return await asyncio.wait_for(scan(), limit)
    except TimeoutError:
        raise AssertionError(f"timed out waiting for {what}") from None


async def reach(who: Client, holds: Callable[[], bool], what: str, limit: float = LIMIT) -> None:
    """Return once ``holds()``, reading ``who``'s messages while it does not."""
    if not holds():
        await until(who, lambda m: holds(), what, limit)


async def past(who: Client, seq: int, what: str = "the next move") -> None:
    """Return once ``who`` heard of a move after ``seq``."""
    await reach(who, lambda: who.last_seq > seq, f"{what} ({who.name})")


async def started(who: Client) -> None:
    await reach(who, lambda: who.game is not None, f"the start, heard by {who.name}")


async def eventually(holds: Callable[[], bool], what: str, limit: float = LIMIT) -> None:
    """Poll ``holds()`` (a server's own state, in this process) until it is true."""
    deadline = asyncio.get_running_loop().time() + limit
    while not holds():
        if asyncio.get_running_loop().time() > deadline:
            raise AssertionError(f"timed out waiting for {what}")
        await asyncio.sleep(0.01)


def seat_joined(seat: int) -> Callable[[Incoming], bool]:
    return lambda m: isinstance(m, SeatChanged) and m.change == "joined" and m.seat == seat


async def act(who: Client) -> None:
    """One move for ``who``'s seat, as the ``good`` computer would play it."""
    game = who.game
    assert game is not None
    turn = game.turn
    if not turn.has_rolled:
        await who.roll()
        return
    decision = opponent("good").decide(game.card, turn, game.rules)
    if isinstance(decision, Reroll) and turn.rolls_left > 0:
        if decision.held != turn.held:
            await who.set_held(sorted(decision.held))
        else:
            await who.roll()
        return
    category = decision.category if isinstance(decision, ScoreIn) else game.options()[0].category
    await who.score(category)


async def finish_turn(who: Client) -> None:
    """Play ``who``'s turn to its end, waiting for each move to come back."""
    while who.my_turn():
        seq = who.last_seq
        await act(who)
        await past(who, seq)


async def play(
    who: Client, *, on: Callable[[Incoming], None] | None = None, limit: float = 60.0
) -> dict[str, Any]:
    """Play ``who``'s seat to the end of the game; the record the server sent at the end."""

    async def loop() -> dict[str, Any]:
        acted = -1
        while True:
            state = who.state
            if state is not None and who.my_turn() and state.seq != acted:
                acted = state.seq
                try:
                    await act(who)
                except NotConnected:
                    acted = -1
            message = await who.next()
            if on is not None:
                on(message)
            if isinstance(message, TableClosed):
                assert message.record is not None
                return message.record
            if isinstance(message, Refused):
                raise AssertionError(f"{who.name} was refused: {message}")
            if isinstance(message, Reconnected):
                acted = -1

    return await asyncio.wait_for(loop(), limit)


def check_record(record: dict[str, Any]) -> None:
    """The record is what the rules make of its own dice: every turn, every total, 13 rounds."""
    rules = RULE_SETS[record["rules"]]
    cards = [Scorecard(rules=rules) for _ in record["players"]]
    for turn in record["turns"]:
        assert 1 <= len(turn["rolls"]) <= 3
        dice = Dice(tuple(turn["rolls"][-1]))
        scored = turn["scored"]
        category = Category(scored["category"])
        card = cards[turn["player"]]
        option = card.check_score(category, dice)
        assert option.points == scored["points"]
        assert card.yahtzee_bonus_for(dice) == scored["yahtzee_bonus"]
        cards[turn["player"]] = card.score(category, dice)
    assert all(card.is_complete for card in cards)
    assert [c.total() for c in cards] == [t["total"] for t in record["totals"]]
    assert record["finished"] is True
    best = max(c.total() for c in cards)
    assert record["winners"] == [i for i, c in enumerate(cards) if c.total() == best]


async def raw(server: RunningServer) -> ClientConnection:
    """A bare WebSocket to the server, for clients that do not follow the protocol."""
    return await connect(url(server), max_size=None, compression=None)


async def reply(ws: ClientConnection) -> dict[str, Any]:
    """The server's next message to a bare WebSocket, as JSON."""
    data: dict[str, Any] = json.loads(await asyncio.wait_for(ws.recv(), LIMIT))
    return data


async def closed_by_server(ws: ClientConnection) -> int | None:
    """Read until the server closes ``ws``; its close code."""
    with contextlib.suppress(ConnectionClosed):
        while True:
            await asyncio.wait_for(ws.recv(), LIMIT)
    return ws.close_code


async def two_at_a_table(server: RunningServer) -> tuple[Client, Client, str]:
    """Ann (the host) and Bob seated and the game started."""
    ann, bob = client(server), client(server)
    welcome = await ann.create("Ann", [SeatSpec("person"), SeatSpec("person")])
    await bob.join(welcome.code, "Bob")
    await until(ann, seat_joined(1), "Bob at the table")
    await ann.start()
    await started(ann)
    await started(bob)
    return ann, bob, welcome.code


async def plays_on(ann: Client, bob: Client) -> None:
    """The table still plays: whoever's turn it is finishes it, and both hear every move."""
    mover = ann if ann.my_turn() else bob
    seq = mover.last_seq
    await finish_turn(mover)
    await past(ann, seq)
    await past(bob, seq)
