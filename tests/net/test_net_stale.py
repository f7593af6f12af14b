"""A person's move carries the state it was made against (issue 40, boardgame.io's state id): the
table refuses one made against a state it has left in a way that changes its meaning, over a
real socket, and the client says which key was not taken; a move in flight when the connection
closes is sent again when the table has not moved, else the player is told."""

from __future__ import annotations

import asyncio
import json
import sqlite3
from pathlib import Path
from typing import Any

from netplay import eventually, finish_turn, quiet_port, raw, reply, start_server, until, url
from relay import Relay
from websockets.asyncio.client import ClientConnection

from talking_yahtzee.core.rules import Category
from talking_yahtzee.messages.i18n import Localizer
from talking_yahtzee.net.client import Client, Dropped, Reconnected
from talking_yahtzee.net.inprocess import LOCAL, Local, MemorySocket
from talking_yahtzee.net.pending import NotTaken
from talking_yahtzee.net.protocol import PROTOCOL_VERSION, Chat, Hold, Score, SeatSpec, Update
from talking_yahtzee.ui.online_words import not_taken

ANSWERS = {"update", "undone", "refused"}


async def answer(ws: ClientConnection) -> dict[str, Any]:
    """The next answer to a command (an update, undone or refusal), skipping seat news."""
    while True:
        message = await reply(ws)
        if message["type"] in ANSWERS:
            return message


async def command(ws: ClientConnection, **fields: Any) -> dict[str, Any]:
    await ws.send(json.dumps(fields))
    return await answer(ws)


def test_a_move_made_against_a_state_the_table_left_is_refused_stale(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann, bob = await raw(server), await raw(server)
            seats = [{"kind": "person"}, {"kind": "person"}]
            await ann.send(
                json.dumps(
                    {"type": "create", "version": PROTOCOL_VERSION, "name": "Ann", "seats": seats}
                )
            )
            code = (await reply(ann))["code"]
            await bob.send(
                json.dumps(
                    {"type": "join", "version": PROTOCOL_VERSION, "code": code, "name": "Bob"}
                )
            )
            assert (await reply(bob))["type"] == "welcome"
            start = await command(ann, type="start")
            assert start["type"] == "update" and start["seq"] == 1
            await answer(bob)
            first = start["state"]["game"]["current"]
            mover, other = (ann, bob) if first == 0 else (bob, ann)

            rolled = await command(mover, type="roll", seen=1)
            assert rolled["seq"] == 2
            await answer(other)
            # A score chosen before the dice it scores were heard: stale, named, nothing changed.
            stale = await command(mover, type="score", category="chance", seen=1)
            assert stale == {"type": "refused", "reason": "stale", "command": "score"}
            # Own holds since leave a move's meaning: two holds and a roll, all made at seq 2.
            for position, seq in ((0, 3), (1, 4)):
                held = await command(mover, type="hold", position=position, seen=2)
                assert (held["type"], held["seq"]) == ("update", seq)
                await answer(other)
            again = await command(mover, type="roll", seen=2)
            assert (again["type"], again["seq"]) == ("update", 5)
            await answer(other)
            # A second roll pressed before the first was heard: not rolled again.
            twice = await command(mover, type="roll", seen=2)
            assert twice == {"type": "refused", "reason": "stale", "command": "roll"}
            # A hold against dice not yet heard; a seen ahead of the table.
            for seen in (4, 99):
                refused = await command(mover, type="hold", position=2, seen=seen)
                assert refused == {"type": "refused", "reason": "stale", "command": "hold"}
            # Without seen, a move is not checked, and a refusal names no command.
            scored = await command(mover, type="score", category="chance")
            assert (scored["type"], scored["seq"]) == ("update", 6)
            await answer(other)
            out_of_turn = await command(mover, type="roll")
            assert out_of_turn == {"type": "refused", "reason": "not-your-turn"}
            # Another player's move makes an undo stale (without seen it would be after-roll).
            assert (await command(other, type="roll", seen=6))["seq"] == 7
            await answer(mover)
            undo = await command(mover, type="undo", seen=6)
            assert undo == {"type": "refused", "reason": "stale", "command": "undo"}
            for ws in (ann, bob):
                await ws.close()
        with sqlite3.connect(tmp_path / "rooms.sqlite3") as db:  # the log is stored as before
            rows = db.execute("SELECT * FROM log").fetchall()
        assert len(rows) == 7 and "seen" not in repr(rows)

    asyncio.run(scenario())


def test_the_client_says_which_move_was_not_taken(tmp_path: Path) -> None:
    """The reference client sends ``seen`` with every move and turns a ``stale`` refusal into a
    notice naming the move; a move answered is no longer kept."""

    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann = Client(url(server))
            await ann.create("Ann", [SeatSpec("person"), SeatSpec("computer", "good")])
            await ann.start()
            await until(ann, lambda m: ann.my_turn(), "Ann's turn")
            seen = ann.last_seq
            await ann.roll()
            await until(ann, lambda m: isinstance(m, Update) and m.seq == seen + 1, "the roll")
            assert not ann.pending.moves  # answered
            await ann.send(Score(Category.CHANCE, seen))  # made before the roll was heard
            notice = await until(ann, lambda m: isinstance(m, NotTaken), "the notice")
            assert notice == NotTaken(Score(Category.CHANCE, seen), "stale")
            await ann.send(Hold(0, seen + 1))
            await until(ann, lambda m: isinstance(m, Update) and m.seq == seen + 2, "the hold")
            assert not ann.pending.moves
            await ann.close()

    asyncio.run(scenario())


async def on_its_way(relay: Relay, send: Any) -> None:
    """``send`` a move the relay holds back: it left the client, the server has not read it."""
    relay.hold_up = True
    await send()
    await eventually(lambda: relay.kept_bytes > 0, "the move on its way")


async def in_flight(relay: Relay, send: Any) -> None:
    """``send`` a move that never reaches the server: held by the relay, then every connection
    cut."""
    await on_its_way(relay, send)
    relay.cut()


def test_a_move_in_flight_at_a_cut_is_sent_again_when_nothing_moved(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            relay = await Relay(server.port).start()
            ann = Client(relay.url, first_delay=0.05, max_delay=0.3)
            await ann.create("Ann", [SeatSpec("person"), SeatSpec("computer", "good")])
            await ann.start()
            await until(ann, lambda m: ann.my_turn(), "Ann's turn")
            await ann.roll()
            await until(ann, lambda m: ann.game is not None and ann.game.turn.has_rolled, "roll")
            seq = ann.last_seq
            await in_flight(relay, lambda: ann.score(Category.CHANCE))
            back = await until(ann, lambda m: isinstance(m, Reconnected), "the return")
            assert isinstance(back, Reconnected) and back.missed == []
            scored = await until(ann, lambda m: isinstance(m, Update), "the score, sent again")
            assert isinstance(scored, Update) and scored.seq == seq + 1 and scored.seat == 0
            assert ann.game is not None and ann.game.cards[0][Category.CHANCE] is not None
            assert not ann.pending.moves
            await ann.close()
            await relay.close()

    asyncio.run(scenario())


def test_a_move_in_flight_at_a_cut_is_told_when_the_table_moved_on(tmp_path: Path) -> None:
    """While Ann is away a computer plays her turn for her: her score, cut on its way, is not
    sent again (it would mean something else); she is told it was not taken."""

    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            relay = await Relay(server.port).start()
            bob = Client(url(server))
            seats = [SeatSpec("person"), SeatSpec("person")]
            welcome = await bob.create("Bob", seats, away_seconds=0.2)
            ann = Client(relay.url, first_delay=0.05, max_delay=0.3)
            await ann.join(welcome.code, "Ann")
            await bob.start()
            await until(ann, lambda m: ann.game is not None, "the start")
            while not ann.my_turn():
                if bob.my_turn():
                    await finish_turn(bob)
                await until(ann, lambda m: ann.my_turn() or bob.my_turn(), "a turn")
            await ann.roll()
            await until(ann, lambda m: ann.game is not None and ann.game.turn.has_rolled, "roll")
            seq = ann.last_seq
            relay.refusing = True  # Ann stays away while a computer plays her turn
            await in_flight(relay, lambda: ann.score(Category.CHANCE))
            await until(bob, lambda m: bob.last_seq > seq, "the turn played for Ann")
            relay.refusing = False
            back = await until(ann, lambda m: isinstance(m, Reconnected), "the return")
            assert isinstance(back, Reconnected)
            assert any(m.actor == "stand-in" for m in back.missed if isinstance(m, Update))
            notice = await until(ann, lambda m: isinstance(m, NotTaken), "the notice")
            assert notice == NotTaken(Score(Category.CHANCE, seq), "lost")
            assert not ann.pending.moves
            for who in (ann, bob):
                await who.close()
            await relay.close()

    asyncio.run(scenario())


def test_a_browser_pages_client_in_memory_carries_the_state_too(tmp_path: Path) -> None:
    """A browser page's session reaches its own server in memory (``net.inprocess``) with the
    same client: its moves carry ``seen``, and a stale one comes back as the same notice."""

    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            local = Local(url(server), "203.0.113.5", server.server.handler)
            token = LOCAL.set(local)
            try:
                ann = Client(url(server))
                await ann.create("Ann", [SeatSpec("person"), SeatSpec("computer", "good")])
            finally:
                LOCAL.reset(token)
            assert isinstance(ann.connection, MemorySocket)
            await ann.start()
            await until(ann, lambda m: ann.my_turn(), "Ann's turn")
            seen = ann.last_seq
            await ann.roll()
            await until(ann, lambda m: ann.last_seq > seen, "the roll")
            await ann.hold(0)  # against the dice heard: taken
            await until(ann, lambda m: ann.last_seq > seen + 1, "the hold")
            await ann.send(Hold(1, seen))  # against no dice at all: refused, said
            notice = await until(ann, lambda m: isinstance(m, NotTaken), "the notice")
            assert notice == NotTaken(Hold(1, seen), "stale")
            await ann.close()

    asyncio.run(scenario())


def test_a_move_in_flight_when_the_server_restarts_is_sent_again(tmp_path: Path) -> None:
    """The server stops (as on SIGTERM) while Ann's score is on its way and starts again on its
    store: nothing happened at the table meanwhile, so her client sends the score again and it
    is taken, once."""

    async def scenario() -> None:
        db, port = tmp_path / "rooms.sqlite3", quiet_port()
        server = await start_server(db, port=port)
        relay = await Relay(port).start()
        ann = Client(relay.url, first_delay=0.05, max_delay=0.3)
        try:
            await ann.create("Ann", [SeatSpec("person"), SeatSpec("computer", "good")])
            await ann.start()
            await until(ann, lambda m: ann.my_turn(), "Ann's turn")
            await ann.roll()
            await until(ann, lambda m: ann.game is not None and ann.game.turn.has_rolled, "roll")
            seq = ann.last_seq
            await on_its_way(relay, lambda: ann.score(Category.CHANCE))
            await server.close()  # its connections closed; the score never read
            await until(ann, lambda m: isinstance(m, Dropped), "the drop")
            relay.cut()  # what was kept is gone with the old connection
            server = await start_server(db, port=port)
            back = await until(ann, lambda m: isinstance(m, Reconnected), "the return")
            assert isinstance(back, Reconnected) and back.missed == []
            scored = await until(ann, lambda m: isinstance(m, Update), "the score, sent again")
            assert isinstance(scored, Update) and scored.seq == seq + 1
            assert ann.game is not None and ann.game.cards[0][Category.CHANCE] is not None
        finally:
            await ann.close()
            await relay.close()
            await server.close()

    asyncio.run(scenario())


def test_a_chat_line_on_its_way_at_a_cut_is_told_never_sent_again(tmp_path: Path) -> None:
    """A chat line may have been said to the others before the cut: it is never sent again; the
    player hears it may not have reached the table, in their language, with its words."""

    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            relay = await Relay(server.port).start()
            ann = Client(relay.url, first_delay=0.05, max_delay=0.3)
            await ann.create("Ann", [SeatSpec("person"), SeatSpec("computer", "good")])
            await ann.chat("first")
            await until(ann, lambda m: not ann.pending.moves, "the first line heard")
            await in_flight(relay, lambda: ann.chat("good luck"))
            await until(ann, lambda m: isinstance(m, Reconnected), "the return")
            notice = await until(ann, lambda m: isinstance(m, NotTaken), "the notice")
            assert notice == NotTaken(Chat("good luck"), "lost")
            assert isinstance(notice, NotTaken)
            said = {lang: Localizer(lang).format(not_taken(notice)) for lang in ("en", "sv")}
            assert said == {
                "en": "Your chat line may not have reached the table, good luck. "
                "Type it again if you still want it.",
                "sv": "Din chattrad kanske inte nådde bordet, good luck. "
                "Skriv den igen om du fortfarande vill.",
            }
            await ann.close()
            await relay.close()

    asyncio.run(scenario())
