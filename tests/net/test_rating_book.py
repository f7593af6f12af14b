"""The ratings' store on a real SQLite file and a real valkey-server (issue 41): a game kept once
with its ratings moved in the same write, the fewer points lost the higher the rating, ranks and
the leaderboard, an unrated game that moves nothing, and two servers of a cluster sharing them."""

from __future__ import annotations

import asyncio
from collections.abc import Iterator
from pathlib import Path

import pytest
from clusterplay import rooms, start_member, store_url, valkey_server  # noqa: F401 (fixtures)
from netplay import client, play, seat_joined, started, until

from talking_yahtzee.net.lobby_client import fetch_ratings
from talking_yahtzee.net.protocol import GameSkills, SeatSpec
from talking_yahtzee.net.rating_book import Player, RatingBook, SqliteRatings, ValkeyRatings, ranks
from talking_yahtzee.net.ratings import book_for
from talking_yahtzee.net.rooms import SqliteRooms

ANN, BOB, CY = Player("ka", "Ann"), Player("kb", "Bob"), Player("kc", "Cy")


@pytest.fixture(params=["sqlite", "valkey"])
def book(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[RatingBook]:
    if request.param == "sqlite":
        store = SqliteRooms(tmp_path / "rooms.sqlite3")
        found = book_for(store)
        assert isinstance(found, SqliteRatings)
        yield found
        found.close()
        store.close()
        return
    url = request.getfixturevalue("store_url")
    store = rooms(url, "a:1")
    found = book_for(store)
    assert isinstance(found, ValkeyRatings)
    yield found
    store.close()


def test_ties_share_a_place() -> None:
    assert ranks([3.0, 1.0, 3.001, 7.0]) == [2, 1, 2, 4]


def test_a_game_is_kept_once_and_moves_the_ratings_by_points_lost(book: RatingBook) -> None:
    after = book.record("123456789:1", b"{}", [ANN, BOB, CY], [2.0, 10.0, 30.0])
    assert [e.name for e in after] == ["Ann", "Bob", "Cy"]
    assert after[0].rating > after[1].rating > after[2].rating
    assert [e.rank for e in after] == [1, 2, 3] and {e.ranked for e in after} == {3}
    assert after[0].change > 0 > after[2].change and all(e.games == 1 for e in after)
    again = book.record("123456789:1", b"{}", [ANN, BOB, CY], [30.0, 10.0, 2.0])
    assert [e.rating for e in again] == [e.rating for e in after]  # the same game: nothing moves
    assert all(e.change == 0 and e.games == 1 for e in again)
    assert book.record("123456789:2", b"{}", [], None) == []  # practice: kept, unrated
    board = book.leaderboard()
    assert [e.name for e in board] == ["Ann", "Bob", "Cy"] and [e.rank for e in board] == [1, 2, 3]
    renamed = Player("ka", "Annie")  # the same key under another name: the same rating
    later = book.record("555555555:3", b"{}", [renamed, BOB], [1.0, 1.002])
    assert later[0].name == "Annie" and later[0].games == 2 and later[1].games == 2
    own = book.entry("ka")
    assert own is not None and own.name == "Annie" and own.rank == 1 and own.ranked == 3
    assert book.entry("nobody") is None


def test_two_servers_of_a_cluster_share_the_ratings(store_url: str) -> None:  # noqa: F811
    async def scenario() -> None:
        first = await start_member(store_url)
        second = await start_member(store_url)
        try:
            ann, bob = client(first), client(first)
            welcome = await ann.create(
                "Ann", [SeatSpec("person"), SeatSpec("person")], key="a" * 40, rated=True
            )
            await bob.join(welcome.code, "Bob", key="b" * 40)
            await until(ann, seat_joined(1), "Bob at the table")
            await ann.start()
            await started(ann)
            await started(bob)
            await asyncio.gather(play(ann), play(bob))
            heard = await until(ann, lambda m: isinstance(m, GameSkills), "the skills")
            assert isinstance(heard, GameSkills) and heard.rated == "rated"
            board = await fetch_ratings(f"ws://127.0.0.1:{second.port}", key="b" * 40)
            assert sorted(p.name for p in board.players) == ["Ann", "Bob"]
            assert board.own is not None and board.own.name == "Bob" and board.own.games == 1
            await ann.close()
            await bob.close()
        finally:
            await first.close()
            await second.close()

    asyncio.run(scenario())
