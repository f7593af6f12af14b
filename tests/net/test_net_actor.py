"""Each table an actor (issue 40): its mailbox runs one job at a time; a write the store refuses
leaves nothing said that did not happen; a store write that waits never stops the other tables
(the interleavings: test_net_actor_interleavings.py)."""

from __future__ import annotations

import asyncio
import sqlite3
from functools import partial
from pathlib import Path

import pytest
from actorplay import stored
from netplay import (
    FAST,
    LIMIT,
    client,
    eventually,
    finish_turn,
    past,
    reach,
    seat_joined,
    start_server,
    started,
    two_at_a_table,
    until,
    url,
)

from talking_yahtzee.core.game import Phase
from talking_yahtzee.net.actor import Mailbox
from talking_yahtzee.net.client import Client, Incoming
from talking_yahtzee.net.lobby_client import LobbyClient
from talking_yahtzee.net.offload import stored as stored_call
from talking_yahtzee.net.protocol import (
    PROTOCOL_VERSION,
    ChatLine,
    CreateTable,
    Refused,
    RollDice,
    Score,
    SeatChanged,
    SeatSpec,
    Start,
    TableClosed,
    Undo,
    Undone,
    Update,
)
from talking_yahtzee.net.rooms import SeatRecord, SqliteRooms
from talking_yahtzee.net.runner import TableRunner
from talking_yahtzee.net.server import Server
from talking_yahtzee.net.serving import serve
from talking_yahtzee.net.table import Refusal, Table, new_table


class RefusingUndo(SqliteRooms):
    """A room store whose disk is full for undos and seats while ``full`` (SQLite's own error)."""

    def __init__(self, path: Path) -> None:
        super().__init__(path)
        self.full = False
        self.refused = 0

    def drop_last(self, code: str, seq: int, next_seq: int) -> None:
        if self.full:
            self.refused += 1
            raise sqlite3.OperationalError("database or disk is full")
        super().drop_last(code, seq, next_seq)

    def save_seat(self, code: str, index: int, seat: SeatRecord) -> None:
        if self.full:
            self.refused += 1
            raise sqlite3.OperationalError("database or disk is full")
        super().save_seat(code, index, seat)


def refusal(who: Client) -> asyncio.Task[Incoming]:
    return asyncio.create_task(until(who, lambda m: isinstance(m, Refused), "a refusal"))


def test_a_mailbox_runs_its_jobs_one_at_a_time_in_their_order() -> None:
    """Jobs posted and called from many tasks never overlap, run in the order they came, answer
    their callers (a refusal too), and a job that calls its own mailbox runs inline."""

    async def scenario() -> None:
        box, ran = Mailbox("test"), []

        async def job(n: int) -> int:
            ran.append(("begin", n))
            for _ in range(n % 3):
                await asyncio.sleep(0)
            ran.append(("end", n))
            return n * 10

        async def refused() -> None:
            raise Refusal("not-your-turn")

        async def nested() -> int:
            return await box.call(lambda: job(99)) + 1  # inline: no deadlock

        box.post(lambda: job(0))
        answers = await asyncio.gather(*(box.call(lambda n=n: job(n)) for n in range(1, 20)))
        assert answers == [n * 10 for n in range(1, 20)]
        with pytest.raises(Refusal):
            await box.call(refused)
        assert await box.call(nested) == 991
        assert ran == [(edge, n) for n in [*range(20), 99] for edge in ("begin", "end")]
        assert not box.busy and box.jobs == 22  # the consumer ends when no job waits

    asyncio.run(scenario())


def test_a_job_whose_awaited_work_was_cancelled_stops_no_job_after_it() -> None:
    """A job that ends in CancelledError of something it awaited (not the consumer's own
    cancellation) fails alone: the jobs behind it still run and answer their callers."""

    async def scenario() -> None:
        box, ran = Mailbox("test"), []
        loop = asyncio.get_running_loop()
        awaited: asyncio.Future[None] = loop.create_future()

        async def waits() -> None:
            await awaited

        async def after() -> int:
            ran.append("after")
            return 7

        first = asyncio.ensure_future(box.call(waits))
        await eventually(lambda: box.jobs == 1, "the first job begun")
        box.post(lambda: ran.append("posted"))
        second = asyncio.ensure_future(box.call(after))
        awaited.cancel()
        assert await second == 7
        assert ran == ["posted", "after"]
        with pytest.raises(asyncio.CancelledError):
            await first

    asyncio.run(scenario())


def test_an_undo_the_store_refused_is_never_told_and_the_move_stands(tmp_path: Path) -> None:
    db = tmp_path / "rooms.sqlite3"

    async def scenario() -> None:
        store = RefusingUndo(db)
        async with await serve("127.0.0.1", 0, store, 7, computer_delay=0.0, limits=FAST) as server:
            ann, bob = client(server), client(server)
            welcome = await ann.create("Ann", [SeatSpec("person"), SeatSpec("person")])
            bob_welcome = await bob.join(welcome.code, "Bob")
            assert bob_welcome.token is not None
            await until(ann, seat_joined(1), "Bob at the table")
            await ann.start()
            await started(ann)
            mover, other = (ann, bob) if ann.my_turn() else (bob, ann)
            seq = mover.last_seq
            await mover.roll()
            await past(mover, seq)
            await mover.hold(1)
            await until(mover, lambda m: isinstance(m, Update) and m.seq == seq + 2, "the hold")
            held, before = mover.last_seq, await stored_log(db, welcome.code)
            token = welcome.token if other is ann else bob_welcome.token
            assert token is not None
            await other.close()  # away while the undo fails
            # The drop is stored first (what Bob heard, issue 42), before the disk fills.
            await until(mover, lambda m: isinstance(m, SeatChanged) and m.change == "away")
            store.full = True
            refused = refusal(mover)
            await mover.undo()
            answer = await refused
            assert isinstance(answer, Refused) and answer.reason == "server-error"
            assert store.refused == 1
            store.full = False
            runner = server.server.tables[welcome.code]
            assert runner.table.next_seq == held + 1  # no seq taken by the undo
            assert not any(isinstance(m, Undone) for m in runner.table.recent)
            back = client(server)  # Bob returns: told only what the store kept
            again = await back.resume(welcome.code, token, last_seq=seq)
            assert [m.seq for m in again.missed] == [seq + 1, seq + 2]
            assert all(isinstance(m, Update) for m in again.missed)
            assert again.state.seq == held
            assert again.state.game is not None and again.state.game.held == [1]
            assert await stored_log(db, welcome.code) == before
            seq = mover.last_seq  # the game goes on from there: the next move is the next seq
            await mover.hold(3)
            await until(back, lambda m: isinstance(m, Update) and m.seq == held + 1, "the next")
            await mover.undo()  # an undo the store keeps is told to everyone
            undone = await until(back, lambda m: isinstance(m, Undone), "the undo")
            assert isinstance(undone, Undone) and undone.seq == held + 2
            assert back.game is not None and back.game.turn.held == frozenset({1})
            for who in (mover, back):
                await who.close()

    asyncio.run(scenario())


async def stored_log(db: Path, code: str) -> list[tuple[int, int, str]]:
    """The table's log as a second connection reads it: (seq, seat, command) each."""
    return [(e.seq, e.seat, type(e.command).__name__) for e in stored(db, code).log]


def test_a_removal_the_store_refused_changes_nothing(tmp_path: Path) -> None:
    db = tmp_path / "rooms.sqlite3"

    async def scenario() -> None:
        store = RefusingUndo(db)
        async with await serve("127.0.0.1", 0, store, 7, computer_delay=0.0, limits=FAST) as server:
            ann, bob = client(server), client(server)
            welcome = await ann.create("Ann", [SeatSpec("person"), SeatSpec("person")])
            await bob.join(welcome.code, "Bob")
            await until(ann, seat_joined(1), "Bob at the table")
            await ann.start()
            await started(ann)
            store.full = True
            refused = refusal(ann)
            await ann.remove(1)
            answer = await refused
            assert isinstance(answer, Refused) and answer.reason == "server-error"
            table = server.server.tables[welcome.code].table
            assert table.seats[1].connected and not table.seats[1].record.removed
            assert not table.seats[1].by_computer
            assert stored(db, welcome.code).seats[1].removed is False
            store.full = False
            await ann.remove(1)  # kept now: Bob hears it, a computer plays his seat
            closed = await until(bob, lambda m: isinstance(m, TableClosed), "Bob removed")
            assert isinstance(closed, TableClosed) and closed.reason == "removed"
            assert stored(db, welcome.code).seats[1].removed is True
            for who in (ann, bob):
                await who.close()

    asyncio.run(scenario())


def test_a_games_moves_and_chat_leave_the_lobby_alone_until_its_round_changes(
    tmp_path: Path,
) -> None:
    """The lobby's list is rebuilt for what changes it, not after every message while anyone is
    in it: a roll and a chat line schedule nothing; a new round (a computer's move or a
    person's) is told."""

    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            dee = LobbyClient(url(server))
            await dee.enter("Dee")
            ann = client(server)
            seats = [SeatSpec("person"), SeatSpec("computer", "beginner")]
            code = (await ann.create("Ann", seats, public=True)).code
            await ann.start()
            await reach(ann, ann.my_turn, "Ann's turn")
            lobby = server.server.lobby
            await eventually(lambda: lobby.flushing is None, "the lobby told")
            seq = ann.last_seq
            await ann.roll()
            await ann.chat("hi")
            await ann.send(Undo())  # no seen: refused after a roll, answered after the two before
            answer = await until(ann, lambda m: isinstance(m, Refused), "the undo refused")
            assert isinstance(answer, Refused) and answer.reason == "after-roll"
            assert ann.last_seq == seq + 1
            assert lobby.flushing is None
            await finish_turn(ann)  # then the computer's turn: round 2 comes
            while dee.state is None or all(t.code != code or t.round < 2 for t in dee.state.tables):
                await dee.next(timeout=LIMIT)
            for who in (ann, dee):
                await who.close()

    asyncio.run(scenario())


def test_a_computers_decision_made_on_a_stale_table_is_refused(tmp_path: Path) -> None:
    """A computer decides on the table as it stood; Ann takes back her score meanwhile (before
    the computer rolls): the decision is refused as stale, nothing is stored for it, and the
    turn is Ann's again."""

    async def scenario() -> None:
        store = SqliteRooms(tmp_path / "rooms.sqlite3")
        server = Server(store, seed=7, computer_delay=3600.0)  # the computers wait for us
        seats = [SeatSpec("person"), SeatSpec("computer", "good")]
        config, records, _ = new_table(CreateTable(PROTOCOL_VERSION, "Ann", seats), 7)
        await stored_call(store, lambda: store.create("123456789", config, records))
        runner = server.tables["123456789"] = TableRunner(
            Table("123456789", config, records), server
        )
        table = runner.table
        await runner.call(lambda: runner.play(0, "person", Start()))
        while True:  # to Ann's turn in play, the computer's moves asked and played as jobs
            engine = table.engine
            assert engine is not None
            if engine.to_move() == 0 and engine.game.phase is Phase.PLAYING:
                break
            if engine.to_move() == 0:
                await runner.call(lambda: runner.play(0, "person", RollDice()))
                continue
            asked = await runner.call(runner.ask_computer)
            assert asked is not None
            seq, then, pending = asked
            played = await runner.call(partial(runner.computer_plays, seq, then, await pending))
            assert played == "played"
        await runner.call(lambda: runner.play(0, "person", RollDice()))
        game = table.game
        assert game is not None
        await runner.call(lambda: runner.play(0, "person", Score(game.options()[0].category)))
        asked = await runner.call(runner.ask_computer)  # the computer's roll, decided now
        assert asked is not None
        seq, then, pending = asked
        await runner.call(lambda: runner.undo(0))  # Ann takes her score back first
        log_before = [e.seq for e in table.log]
        played = await runner.call(partial(runner.computer_plays, seq, then, await pending))
        assert played == "stale" and runner.stale == 1
        assert [e.seq for e in table.log] == log_before and table.next_seq == seq + 1
        assert [e.seq for e in stored(tmp_path / "rooms.sqlite3", "123456789").log] == log_before
        assert table.engine is not None and table.engine.to_move() == 0
        assert await runner.call(runner.ask_computer) is None  # Ann's turn: no computer moves
        await server.shutdown()
        store.close()

    asyncio.run(scenario())


# -- the loop never waits for the disk ------------------------------------------------------------


def test_a_locked_database_stops_no_other_table(tmp_path: Path) -> None:
    """Another process holds the SQLite file's write lock while a move is written: the move
    waits in the store's writer, not on the event loop, so another table's chat, refusal and
    ping are answered before the move is; the move is told once the lock is let go."""
    db = tmp_path / "rooms.sqlite3"

    async def scenario() -> None:
        async with await start_server(db) as server:
            ann, bob, code = await two_at_a_table(server)
            dee = client(server)
            await dee.create("Dee", [SeatSpec("person"), SeatSpec("person")])
            mover = ann if ann.my_turn() else bob
            seq = mover.last_seq
            blocker = sqlite3.connect(db, isolation_level=None)
            blocker.execute("BEGIN IMMEDIATE")  # the write lock, as a busy neighbour holds it
            try:
                await mover.roll()
                runner = server.server.tables[code]
                await eventually(lambda: runner.mailbox.busy, "the roll's write in flight")
                await dee.chat("still here")
                line = await until(dee, lambda m: isinstance(m, ChatLine), "Dee's line")
                assert isinstance(line, ChatLine) and line.text == "still here"
                await dee.roll()  # not started: refused by her table at once
                answer = await until(dee, lambda m: isinstance(m, Refused), "Dee's refusal")
                assert isinstance(answer, Refused) and answer.reason == "not-started"
                assert dee.connection is not None
                await asyncio.wait_for(await dee.connection.ping(), LIMIT)
                assert runner.mailbox.busy and mover.last_seq == seq  # the roll still waits
            finally:
                blocker.rollback()
                blocker.close()
            await past(mover, seq, "the roll, once written")
            other = bob if mover is ann else ann
            await past(other, seq, "the roll, heard")
            for who in (ann, bob, dee):
                await who.close()

    asyncio.run(scenario())
