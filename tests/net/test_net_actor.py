"""Each table an actor (issue 40): a write the store refuses leaves nothing said that did not
happen; many people at one table at once, in a seeded random order, hear what the store keeps;
a store write that waits never stops the other tables."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import random
import sqlite3
from collections.abc import Awaitable, Callable
from pathlib import Path

import pytest
from clusterplay import (
    cluster_client,
    rooms,
    start_member,
    store_url,  # noqa: F401 (a fixture)
    valkey_server,  # noqa: F401 (a fixture)
)
from netplay import (
    FAST,
    LIMIT,
    act,
    client,
    eventually,
    past,
    seat_joined,
    start_server,
    started,
    two_at_a_table,
    until,
)

from talking_yahtzee.net.actor import Mailbox
from talking_yahtzee.net.client import Client, Incoming, Reconnected
from talking_yahtzee.net.protocol import (
    Again,
    Answer,
    ChatLine,
    NewGame,
    Refused,
    SeatChanged,
    SeatSpec,
    Status,
    TableClosed,
    Undone,
    Update,
)
from talking_yahtzee.net.rooms import LogEntry, SeatRecord, SqliteRooms, StoredTable
from talking_yahtzee.net.runner import TableRunner
from talking_yahtzee.net.serving import RunningServer, serve
from talking_yahtzee.net.table import Refusal, Table


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


class Flaky(SqliteRooms):
    """A room store whose disk is full for a seeded few of the moves and undos."""

    def __init__(self, path: Path, seed: int) -> None:
        super().__init__(path)
        self.rng = random.Random(seed)
        self.refused = 0

    def _full(self) -> None:
        if self.rng.random() < 0.04:
            self.refused += 1
            raise sqlite3.OperationalError("database or disk is full")

    def append(self, code: str, entry: LogEntry, status: Status) -> None:
        self._full()
        super().append(code, entry, status)

    def drop_last(self, code: str, seq: int, next_seq: int) -> None:
        self._full()
        super().drop_last(code, seq, next_seq)


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


# -- many at once ---------------------------------------------------------------------------------


class Heard:
    """Everything one client heard, collected as it comes."""

    def __init__(self, who: Client) -> None:
        self.who = who
        self.messages: list[Incoming] = []
        self.task = asyncio.create_task(self._collect())

    async def _collect(self) -> None:
        with contextlib.suppress(EOFError):  # the client closed
            while True:
                self.messages.append(await self.who.next())

    def moves(self) -> list[Update | Undone]:
        """The moves heard, those told on a return (``Reconnected.missed``) in their place."""
        moves: list[Update | Undone] = []
        for m in self.messages:
            if isinstance(m, Reconnected):
                moves.extend(m.missed)
            elif isinstance(m, Update | Undone):
                moves.append(m)
        return moves


def surviving(moves: list[Update | Undone]) -> list[tuple[int, int, str]]:
    """The log the moves heard leave, each undo taking the newest move back: (seq, seat, actor)."""
    log: list[tuple[int, int, str]] = []
    for m in moves:
        if isinstance(m, Undone):
            log.pop()
        else:
            log.append((m.seq, m.seat, m.actor))
    return log


class Interleaving:
    """Ann (the host), Bob and a computer at one table, and a spectator now and then: bursts of
    their commands, undos, chat, stray commands, drops, leaves and returns, sent at once in a
    seeded random order, the turn timer running out now and then; ``switch()`` before a burst
    may move the table to another server (a takeover)."""

    def __init__(self, server: RunningServer, seed: int, connect: Callable[[], Client]) -> None:
        self.server, self.rng, self.connect = server, random.Random(seed), connect
        self.ann, self.bob = connect(), connect()
        self.watching: Client | None = None
        self.spectators: list[Client] = []
        self.chats = self.drops = 0
        self.code = self.bob_token = ""
        self.heard: dict[str, Heard] = {}

    @property
    def runner(self) -> TableRunner:
        return self.server.server.tables[self.code]

    async def seat(self) -> None:
        seats = [SeatSpec("person"), SeatSpec("person"), SeatSpec("computer", "good")]
        welcome = await self.ann.create("Ann", seats, turn_seconds=0.3)  # timers in the mix
        self.code = welcome.code
        bob_welcome = await self.bob.join(self.code, "Bob")
        assert bob_welcome.token is not None
        self.bob_token = bob_welcome.token
        self.heard = {"ann": Heard(self.ann), "bob": Heard(self.bob)}
        await self.ann.start()
        await eventually(lambda: self.ann.game is not None, "the start")

    def turn_ends(self, who: Client) -> bool:
        return not who.my_turn() or self.runner.table.hurried is not None

    async def burst(self) -> None:
        rng, ann = self.rng, self.ann
        people, jobs = [ann, self.bob], []
        for _ in range(rng.randint(1, 5)):
            what = rng.choice(
                ["move", "move", "move", "undo", "chat", "stray", "watch", "drop", "think"]
            )
            who = rng.choice(people)
            if what == "move":
                mover = next((p for p in people if p.my_turn()), None)
                if mover is not None:
                    jobs.append(act(mover))
            elif what == "undo":
                jobs.append(who.undo())
            elif what == "chat":
                self.chats += 1
                jobs.append(who.chat(f"line {self.chats}"))
            elif what == "stray" and not who.my_turn():
                jobs.append(who.roll())
            elif what == "watch" and self.watching is None:
                self.watching = self.connect()
                self.spectators.append(self.watching)
                jobs.append(self.watching.join(self.code, "Cy", spectate=True))
            elif what == "watch" and self.watching is not None:
                jobs.append(self.watching.close())
                self.watching = None
            elif what == "drop" and self.drops < 4 and self.bob.connection is not None:
                self.drops += 1  # a drop, or a leave (a computer stands in): back by token
                bob = self.bob
                await (bob.close() if rng.random() < 0.5 else bob.leave())
                self.bob = self.connect()
                jobs.append(self.bob.resume(self.code, self.bob_token, last_seq=ann.last_seq))
            elif what == "think" and who.my_turn() and self.runner.table.hurried is None:
                jobs.append(eventually(functools.partial(self.turn_ends, who), "the timer"))
        rng.shuffle(jobs)
        await asyncio.gather(*jobs, return_exceptions=True)

    async def play(self, switch: Callable[[], Awaitable[None]] | None = None) -> None:
        """Bursts until the game is over; ``switch`` once, a third of the way."""
        bursts = 0
        while self.code not in self.server.server.tables or self.runner.table.status == "playing":
            if self.code in self.server.server.tables:
                await self.burst()
                bursts += 1
                await idle(self.runner)
            if self.bob is not self.heard["bob"].who:
                self.heard["bob"] = Heard(self.bob)
            game = self.ann.game
            if switch is not None and game is not None and game.round >= 5:
                await switch()
                switch = None
            await asyncio.sleep(0.001)
        await idle(self.runner)
        ann, bob, table = self.ann, self.bob, self.runner.table
        heard = (ann, bob)
        await eventually(
            lambda: all(w.last_seq == table.next_seq - 1 for w in heard), "every move heard"
        )

    def check(self, kept: StoredTable) -> None:
        """The stored log is the one Ann heard, move by move, and what everyone sees."""
        mine, heard = self.runner.table, self.heard["ann"]
        assert [e.seq for e in kept.log] == [e.seq for e in mine.log]
        assert kept.next_seq == mine.next_seq
        assert Table.restored(kept).state().game == mine.state().game
        ann_moves = heard.moves()
        assert [m.seq for m in ann_moves] == list(range(1, mine.next_seq))  # none missed
        assert surviving(ann_moves) == [(e.seq, e.seat, e.actor) for e in kept.log]
        for who in (self.ann, self.bob):
            assert who.state is not None and who.state.game == mine.state().game
        assert any(isinstance(m, Undone) for m in ann_moves), "no undo in the mix"
        assert any(isinstance(m, ChatLine) for m in heard.messages)
        changes = {m.change for m in heard.messages if isinstance(m, SeatChanged)}
        assert {"timed-out", "back", "watching"} <= changes, changes
        assert {"away", "left"} & changes, changes

    async def rematch(self) -> None:
        """A rematch asked while Bob chats: both hear the next game."""
        ann, bob = self.ann, self.bob
        await asyncio.gather(ann.send(Again()), bob.chat("again?"))
        await eventually(lambda: self.runner.asked is not None, "the rematch asked")
        await asyncio.gather(bob.send(Answer(True)), ann.chat("yes?"))
        for h in (self.heard["ann"], self.heard["bob"]):
            await eventually(
                lambda h=h: any(isinstance(m, NewGame) for m in h.messages), "the next game"
            )

    async def close(self) -> None:
        for h in self.heard.values():
            h.task.cancel()
        for who in (self.ann, self.bob, *self.spectators):
            await who.close()


async def idle(runner: TableRunner) -> None:
    """The table's mailbox is empty and its computers are not thinking."""
    await eventually(
        lambda: not runner.mailbox.busy and (runner.task is None or runner.task.done()),
        "the table at rest",
    )
    await asyncio.sleep(0)


def test_many_at_one_table_at_once_hear_what_the_store_keeps(tmp_path: Path) -> None:
    db = tmp_path / "rooms.sqlite3"

    async def scenario() -> None:
        store = Flaky(db, 40)  # a few writes refused: each taken back, never told
        async with await serve("127.0.0.1", 0, store, 7, computer_delay=0.0, limits=FAST) as server:
            at = Interleaving(server, 40, lambda: client(server))
            await at.seat()
            await at.play()
            kept = stored(db, at.code)
            at.check(kept)
            assert store.refused > 0, "no write refused in the mix"
            await at.rematch()
            again = stored(db, at.code)  # stored as a new table under the same code
            assert again.number == kept.number + 1 and again.status == "waiting" and not again.log
            with sqlite3.connect(db) as file:  # the finished game's log stays as it was
                rows = file.execute("SELECT seq FROM log WHERE number = ?", (kept.number,))
                assert sorted(seq for (seq,) in rows) == [e.seq for e in kept.log]
            await at.close()

    asyncio.run(scenario())


def test_many_at_one_table_across_a_takeover_hear_what_valkey_keeps(
    store_url: str,  # noqa: F811
) -> None:
    """The same on two servers sharing Valkey: a third of the way the table's server stops and
    the other takes the table over (its actor rebuilt from the stored log); what everyone heard
    is still what Valkey keeps."""

    async def scenario() -> None:
        a, b = await start_member(store_url, lease=60.0), await start_member(store_url, lease=60.0)
        ports = [a.port, b.port]
        at = Interleaving(a, 41, lambda: cluster_client(*ports))

        async def takeover() -> None:
            await idle(at.runner)
            await a.close()  # as on SIGTERM: the connections close, then the leases go
            a.server.store.close()
            at.server, ports[:] = b, ports[::-1]  # newcomers try b first
            await eventually(lambda: at.code in b.server.tables, "the table taken over")

        try:
            await at.seat()
            await at.play(takeover)
            reader = rooms(store_url, "reader")
            try:
                kept = reader.table(at.code)
            finally:
                reader.close()
            assert kept is not None
            at.check(kept)
            assert any(isinstance(m, Reconnected) for m in at.heard["ann"].messages)
            await at.rematch()
            await at.close()
        finally:
            await b.close()
            b.server.store.close()

    asyncio.run(scenario())


def stored(db: Path, code: str) -> StoredTable:
    """Table ``code`` as a second connection reads it."""
    reader = SqliteRooms(db)
    try:
        found = reader.table(code)
    finally:
        reader.close()
    assert found is not None
    return found


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
