"""Tables that last, over real sockets: a rematch at the same code with the same seats, a seat
freed by a no, the host's rights passed on, a spectator taking a seat, the host's computers and
their levels between games (issue 32)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from netplay import check_record, client, play, seat_joined, start_server, started, until

from talking_yahtzee.net.client import Client
from talking_yahtzee.net.protocol import (
    AddComputer,
    Again,
    AgainAsked,
    Answer,
    DropSeat,
    NewGame,
    Refused,
    SeatChanged,
    SeatSpec,
    SetLevel,
    TableClosed,
    TakeSeat,
)
from talking_yahtzee.net.rooms import SqliteRooms


def change(kind: str, seat: int | None = None):  # type: ignore[no-untyped-def]
    return lambda m: (
        isinstance(m, SeatChanged) and m.change == kind and (seat is None or m.seat == seat)
    )


async def refused(who: Client) -> str:
    message = await until(who, lambda m: isinstance(m, Refused), "a refusal")
    assert isinstance(message, Refused)
    return message.reason


async def both_play(ann: Client, bob: Client) -> tuple[dict[str, object], dict[str, object]]:
    records = await asyncio.gather(play(ann), play(bob))
    return records[0], records[1]


def test_everyone_says_yes_and_a_second_game_is_played_at_the_same_code(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann, bob = client(server), client(server)
            seats = [SeatSpec("person"), SeatSpec("person"), SeatSpec("computer", "good", "Hal")]
            welcome = await ann.create("Ann", seats)
            code = welcome.code
            await bob.join(code, "Bob")
            await until(ann, seat_joined(1), "Bob at the table")
            await bob.send(Again())
            assert await refused(bob) == "not-host"
            await ann.send(Again())
            assert await refused(ann) == "not-over"
            await ann.start()
            first_ann, first_bob = await both_play(ann, bob)
            assert first_ann == first_bob
            check_record(first_ann)
            await bob.send(Answer(True))
            assert await refused(bob) == "not-asked"
            await ann.send(Again())
            asked = await until(bob, lambda m: isinstance(m, AgainAsked), "the question")
            assert isinstance(asked, AgainAsked) and asked.asked == [1] and asked.name == "Ann"
            await bob.send(Answer(True))
            await until(ann, change("accepted", 1), "Bob's yes")
            for who in (ann, bob):
                new = await until(who, lambda m: isinstance(m, NewGame), "the new game")
                assert isinstance(new, NewGame)
                assert new.state.code == code and new.state.status == "waiting"
                assert [s.name for s in new.state.seats] == ["Ann", "Bob", "Hal"]
                assert all(s.taken for s in new.state.seats)
                assert who.game is None
            await ann.start()
            await started(bob)
            second_ann, second_bob = await both_play(ann, bob)
            assert second_ann == second_bob
            check_record(second_ann)
            assert second_ann["turns"] != first_ann["turns"]  # new dice
            rooms = SqliteRooms(tmp_path / "rooms.sqlite3")
            statuses = rooms._db.execute(
                "SELECT status FROM tables WHERE code = ? ORDER BY number", (code,)
            ).fetchall()
            assert statuses == [("over",), ("over",)]  # both games kept, each finished
            rooms.close()
            await ann.close()
            await bob.close()

    asyncio.run(scenario())


def test_a_no_frees_the_seat_and_a_spectator_takes_it(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann, bob, cy = client(server), client(server), client(server)
            welcome = await ann.create("Ann", [SeatSpec("person"), SeatSpec("person")])
            code = welcome.code
            await bob.join(code, "Bob")
            await until(ann, seat_joined(1), "Bob at the table")
            key = "c" * 40  # Cy's key for this server: it holds the seat Cy takes
            await cy.join(code, "Cy", spectate=True, key=key)
            await cy.send(TakeSeat())
            assert await refused(cy) == "full"
            await ann.start()
            await both_play(ann, bob)
            await ann.send(Again())
            await until(bob, lambda m: isinstance(m, AgainAsked), "the question")
            await bob.send(Answer(False))
            closed = await until(bob, lambda m: isinstance(m, TableClosed), "Bob's own end")
            assert isinstance(closed, TableClosed) and closed.reason == "declined"
            await until(ann, change("declined", 1), "Bob's no")
            new = await until(cy, lambda m: isinstance(m, NewGame), "the new game, watched")
            assert isinstance(new, NewGame) and not new.state.seats[1].taken
            await cy.send(TakeSeat())
            sat = await until(ann, change("sat", 1), "Cy in Bob's seat")
            assert isinstance(sat, SeatChanged) and sat.name == "Cy"
            await until(cy, lambda m: cy.seat == 1, "Cy's seat")
            assert cy.token == key and not cy.spectator
            cy.offline()  # back by the key, as the seat's token
            await until(ann, change("left", 1), "Cy's drop")
            cy.online()
            await until(ann, change("back", 1), "Cy back in the seat")
            await ann.start()
            await started(cy)
            records = await asyncio.gather(play(ann), play(cy))
            assert records[0]["players"][1]["name"] == "Cy"  # type: ignore[index]
            await ann.close()
            await cy.close()
            await bob.close()

    asyncio.run(scenario())


def test_the_host_leaves_and_the_next_person_hosts(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann, bob, cy = client(server), client(server), client(server)
            seats = [SeatSpec("person")] * 3
            welcome = await ann.create("Ann", seats)
            code = welcome.code
            await bob.join(code, "Bob")
            await cy.join(code, "Cy")
            await until(ann, seat_joined(2), "Cy at the table")
            await ann.start()
            await started(bob)
            await ann.leave()
            passed = await until(cy, change("host", 1), "Bob hosting")
            assert isinstance(passed, SeatChanged) and passed.name == "Bob"
            assert bob.state is not None and bob.state.host == 1
            await bob.remove(2)  # the new host's rights: remove a player
            removed = await until(cy, lambda m: isinstance(m, TableClosed), "Cy removed")
            assert isinstance(removed, TableClosed) and removed.reason == "removed"
            await play(bob, limit=120.0)
            await bob.send(Again())  # nobody else to ask: the table waits again at once
            new = await until(bob, lambda m: isinstance(m, NewGame), "the new game")
            assert isinstance(new, NewGame) and new.state.host == 1
            assert [s.taken for s in new.state.seats] == [False, True, False]
            await bob.close()
            await cy.close()

    asyncio.run(scenario())


def test_the_host_adds_drops_and_sets_each_computers_level(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann, bob = client(server), client(server)
            seats = [SeatSpec("person"), SeatSpec("computer", "beginner"), SeatSpec("person")]
            welcome = await ann.create("Ann", seats)
            code = welcome.code
            await bob.join(code, "Bob")
            await until(ann, seat_joined(2), "Bob at the table")
            await bob.send(AddComputer("good"))
            assert await refused(bob) == "not-host"
            await ann.send(AddComputer("grandmaster"))
            assert await refused(ann) == "bad-level"
            await ann.send(AddComputer("master"))
            added = await until(bob, change("computer", 3), "a computer added")
            assert isinstance(added, SeatChanged) and added.name == "Computer 4"
            await ann.send(SetLevel(1, "expert"))
            await until(bob, change("level", 1), "a level set")
            await ann.send(DropSeat(2))
            assert await refused(ann) == "bad-seat"  # Bob's seat is a person's
            await ann.send(DropSeat(1))
            dropped = await until(bob, change("dropped", 1), "a computer dropped")
            assert isinstance(dropped, SeatChanged)
            assert [(s.name, s.level) for s in dropped.state.seats] == [
                ("Ann", None),
                ("Bob", None),
                ("Computer 4", "master"),
            ]
            assert bob.seat == 1  # Bob moved up a seat
            await ann.send(SetLevel(2, "beginner"))
            await until(bob, change("level", 2), "the master now a beginner")
            await ann.start()
            records = await asyncio.gather(play(ann), play(bob))
            players = records[0]["players"]
            assert [p.get("level") for p in players] == [None, None, "beginner"]  # type: ignore[attr-defined]
            await ann.send(AddComputer("good"))
            assert await refused(ann) == "started"
            await ann.close()
            await bob.close()

    asyncio.run(scenario())


def test_a_leave_while_asked_frees_the_seat_and_a_host_who_drops_keeps_hers(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann, bob, cy = client(server), client(server), client(server)
            welcome = await ann.create("Ann", [SeatSpec("person")] * 3)
            code = welcome.code
            await bob.join(code, "Bob")
            await cy.join(code, "Cy")
            await until(ann, seat_joined(2), "Cy at the table")
            await ann.start()
            await asyncio.gather(play(ann), play(bob), play(cy))
            await ann.send(Again())
            asked = await until(cy, lambda m: isinstance(m, AgainAsked), "the question")
            assert isinstance(asked, AgainAsked) and asked.asked == [1, 2]
            await cy.leave()
            await until(bob, change("left", 2), "Cy gone")
            ann.offline()  # the host's connection drops while the others answer
            await until(bob, change("left", 0), "Ann gone for now")
            await bob.send(Answer(True))
            new = await until(bob, lambda m: isinstance(m, NewGame), "the new game")
            assert isinstance(new, NewGame)
            assert [s.taken for s in new.state.seats] == [True, True, False]
            assert new.state.host == 0
            ann.online()
            await until(ann, lambda m: ann.state is not None and ann.state.status == "waiting")
            assert ann.seat == 0
            await ann.start()
            assert await refused(ann) == "seats-open"
            await ann.send(AddComputer("expert"))
            await until(bob, change("computer", 2), "a computer in Cy's seat")
            await ann.start()
            await started(bob)
            await ann.close()
            await bob.close()

    asyncio.run(scenario())
