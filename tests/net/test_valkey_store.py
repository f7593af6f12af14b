"""The Valkey room store on a real valkey-server: leases, fencing tokens, codes, limits, pruning.

Two stores stand for two servers on one Valkey. A lease is let run out by not renewing it (what a
paused server does), and the test waits until Valkey itself has dropped it.
"""

from __future__ import annotations

import time

import pytest
import valkey
from clusterplay import rooms, store_url, valkey_server  # noqa: F401 (fixtures)
from waiting import wait_for

from talking_yahtzee.net.protocol import RollDice, Start
from talking_yahtzee.net.rooms import (
    CodeTaken,
    Elsewhere,
    LeaseLost,
    LogEntry,
    SeatRecord,
    StoredTable,
    TableConfig,
)
from talking_yahtzee.net.valkey_rooms import ValkeyRooms

CONFIG = TableConfig("official", 42)
SEATS = [SeatRecord("person", "Ann", token_hash="a"), SeatRecord("person")]


def entry(seq: int) -> LogEntry:
    return LogEntry(seq, 0, "person", Start() if seq == 1 else RollDice(), [seq])


def valkey_at(url: str) -> valkey.Valkey:
    return valkey.Valkey.from_url(url, socket_timeout=5.0)


def lease_gone(store: ValkeyRooms, code: str) -> None:
    """Wait until Valkey has dropped ``code``'s lease (its time ran out unrenewed)."""
    stored = store.table(code)
    assert stored is not None
    db = valkey_at(store.url)
    wait_for(
        lambda: not db.exists(f"{store.prefix}table:{{{code}}}:lease"),
        "the lease to run out",
        timeout=10,
        poll=0.02,
    )


def test_a_table_lives_on_one_server_and_the_others_say_where(store_url: str) -> None:  # noqa: F811
    a, b = rooms(store_url, "a:1"), rooms(store_url, "b:2")
    assert a.create("123456789", CONFIG, SEATS) == 1
    a.append("123456789", entry(1), "playing")
    assert b.claim("123456789") == Elsewhere("ws://a:1")
    assert b.claim("999999999") is None
    a.release("123456789")  # a server that closes lets its tables go at once
    stored = b.claim("123456789")
    assert isinstance(stored, StoredTable)
    assert (stored.number, stored.status, stored.next_seq) == (1, "playing", 2)
    assert stored.seats == SEATS and stored.log == [entry(1)] and stored.config == CONFIG
    assert a.claim("123456789") == Elsewhere("ws://b:2")
    with pytest.raises(LeaseLost):
        a.append("123456789", entry(2), "playing")


def test_a_server_past_its_lease_can_never_write_for_the_table_again(store_url: str) -> None:  # noqa: F811
    lost: list[str] = []
    a, b = rooms(store_url, "a:1", lease=0.3), rooms(store_url, "b:2")
    a.watch_leases(lost.append)
    a.create("123456789", CONFIG, SEATS)
    a.append("123456789", entry(1), "playing")
    lease_gone(a, "123456789")  # a paused: nobody renewed, nobody has taken it yet
    with pytest.raises(LeaseLost):
        a.append("123456789", entry(2), "playing")
    assert lost == ["123456789"]
    stored = b.claim("123456789")
    assert isinstance(stored, StoredTable) and stored.log == [entry(1)]
    b.append("123456789", entry(2), "playing")
    for write in (
        lambda: a.append("123456789", entry(3), "playing"),
        lambda: a.save_seat("123456789", 1, SeatRecord("person", "Eve", token_hash="e")),
        lambda: a.set_status("123456789", "ended"),
        lambda: a.drop_last("123456789", 2, 3),
    ):
        with pytest.raises(LeaseLost):
            write()
    final = b.table("123456789")
    assert final is not None and final.log == [entry(1), entry(2)]
    assert final.status == "playing" and final.seats == SEATS


def test_a_taken_over_lease_is_refused_even_to_a_server_that_still_thinks_it_holds_it(
    store_url: str,  # noqa: F811
) -> None:
    a, b = rooms(store_url, "a:1", lease=0.3), rooms(store_url, "b:2")
    lost: list[str] = []
    a.watch_leases(lost.append)
    a.create("123456789", CONFIG, SEATS)
    lease_gone(a, "123456789")
    assert isinstance(b.claim("123456789"), StoredTable)
    assert a.holds("123456789")  # a does not know yet
    a.renew()
    assert lost == ["123456789"] and not a.holds("123456789")
    b.renew()
    assert b.holds("123456789")


def test_renewing_keeps_the_lease_past_its_time(store_url: str) -> None:  # noqa: F811
    a, b = rooms(store_url, "a:1", lease=0.5), rooms(store_url, "b:2")
    a.create("123456789", CONFIG, SEATS)
    for _ in range(6):
        time.sleep(0.15)  # a server renews at a third of its lease; this one a bit more often
        a.renew()
    assert b.claim("123456789") == Elsewhere("ws://a:1")
    a.append("123456789", entry(1), "playing")


def test_each_write_is_applied_once_in_order(store_url: str) -> None:  # noqa: F811
    a = rooms(store_url, "a:1")
    a.create("123456789", CONFIG, SEATS)
    a.append("123456789", entry(1), "playing")
    a.append("123456789", entry(1), "playing")  # the same write again (a retry): no change
    with pytest.raises(OSError):
        a.append("123456789", entry(3), "playing")  # a gap: the table leaves this server
    assert not a.holds("123456789")
    assert isinstance(a.claim("123456789"), StoredTable)  # and comes back from the store
    a.append("123456789", entry(2), "playing")
    a.drop_last("123456789", 2, 4)
    a.append("123456789", entry(4), "playing")
    stored = a.table("123456789")
    assert stored is not None and [e.seq for e in stored.log] == [1, 4]
    assert stored.next_seq == 5


def test_codes_stay_unique_across_servers_while_their_tables_live(store_url: str) -> None:  # noqa: F811
    a, b = rooms(store_url, "a:1"), rooms(store_url, "b:2")
    first = a.create("123456789", CONFIG, SEATS)
    with pytest.raises(CodeTaken):
        b.create("123456789", CONFIG, SEATS)
    second = b.create("987654321", CONFIG, SEATS)  # a number a taken code drew is skipped
    assert first < second == a.tables_made() == b.tables_made()
    a.set_status("123456789", "over")
    again = b.create("123456789", CONFIG, SEATS)  # a finished table's code is free again
    assert again > second
    stored = b.claim("123456789")
    assert isinstance(stored, StoredTable) and stored.number == again and stored.log == []


def test_finished_tables_expire_after_the_time_the_operator_sets(store_url: str) -> None:  # noqa: F811
    a = rooms(store_url, "a:1", keep_seconds=60)
    a.create("123456789", CONFIG, SEATS)
    a.append("123456789", entry(1), "playing")
    a.create("111111111", CONFIG, SEATS)
    a.set_status("123456789", "over")
    db = valkey_at(store_url)
    for part in ("", ":log", ":seats"):
        assert 0 < db.pttl(f"{a.prefix}table:{{123456789}}{part}") <= 60_000, part
    assert db.pttl(a.prefix + "table:{111111111}") == -1  # a live table stays
    forever = rooms(store_url, "b:2", keep_seconds=0)
    forever.create("222222222", CONFIG, SEATS)
    forever.set_status("222222222", "ended")
    assert db.pttl(a.prefix + "table:{222222222}") == -1


def test_limits_per_address_are_counted_across_servers(store_url: str) -> None:  # noqa: F811
    a, b = rooms(store_url, "a:1"), rooms(store_url, "b:2")
    assert a.bucket("join", "10.0.0.1", 0.0, 2, take=True)
    assert b.bucket("join", "10.0.0.1", 0.0, 2, take=True)
    assert not a.bucket("join", "10.0.0.1", 0.0, 2, take=True)
    assert not b.bucket("join", "10.0.0.1", 0.0, 2, take=False)
    assert b.bucket("join", "10.0.0.2", 0.0, 2, take=False)
    assert a.enter("10.0.0.1", 3) and b.enter("10.0.0.1", 3) and a.enter("10.0.0.1", 3)
    assert not b.enter("10.0.0.1", 3)
    b.leave("10.0.0.1")
    assert b.enter("10.0.0.1", 3)
    assert a.enter("10.0.0.2", 3)


def test_a_live_table_no_server_holds_is_ended_once_idle(store_url: str) -> None:  # noqa: F811
    a = rooms(store_url, "a:1", lease=0.3)
    a.create("123456789", CONFIG, SEATS)
    a.create("111111111", CONFIG, SEATS)
    b = rooms(store_url, "b:2", idle_seconds=0.0)
    assert b.prune(60) == 0  # a holds both
    lease_gone(a, "123456789")
    lease_gone(a, "111111111")  # made a round trip or two later: under load, gone later
    assert isinstance(b.claim("111111111"), StoredTable)  # b holds this one now
    assert b.prune(60) == 1
    ended = b.table("123456789")
    assert ended is not None and ended.status == "ended"
    assert b.claim("123456789") is None
    assert 0 < valkey_at(store_url).pttl(b.prefix + "table:{123456789}") <= 60_000
    assert b.prune(60) == 0


def test_each_server_reads_the_others_public_tables_until_they_expire(
    store_url: str,  # noqa: F811
) -> None:
    a, b, c = rooms(store_url, "a:1"), rooms(store_url, "b:2"), rooms(store_url, "c:3")
    a.publish_lobby(b"[1]", 60)
    b.publish_lobby(b"[2]", 0.2)
    assert a.other_lobbies() == [b"[2]"] and sorted(c.other_lobbies()) == [b"[1]", b"[2]"]
    # b's publication runs out: b is not heard again
    wait_for(lambda: c.other_lobbies() == [b"[1]"], "b's tables to leave the lobby", 10, 0.02)
    assert set(valkey_at(store_url).smembers(f"{c.prefix}lobbies")) == {a.server_id.encode()}
    a.close()  # a server that closes leaves the lobby at once
    assert c.other_lobbies() == []
