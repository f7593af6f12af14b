"""The store a server runs on (SQLite by default, Valkey with ``--store``), old finished tables
pruned, and a client given several servers trying the next one when one is gone."""

from __future__ import annotations

import argparse
import asyncio
import socket
from pathlib import Path

import pytest
from clusterplay import store_url, valkey_server  # noqa: F401 (fixtures)
from netplay import start_server

from talking_yahtzee.cli.args import UsageError
from talking_yahtzee.cli.online_args import server_url
from talking_yahtzee.net import routing
from talking_yahtzee.net.client import Client
from talking_yahtzee.net.command import add_arguments
from talking_yahtzee.net.dial import server_urls
from talking_yahtzee.net.protocol import RollDice, SeatSpec, Start
from talking_yahtzee.net.rooms import LogEntry, SeatRecord, SqliteRooms, TableConfig
from talking_yahtzee.net.valkey_link import parse_address
from talking_yahtzee.net.valkey_rooms import ValkeyRooms

SEATS = [SeatRecord("person", "Ann", token_hash="a")]


def options(*argv: str) -> argparse.Namespace:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    return parser.parse_args(list(argv))


def test_sqlite_stays_the_default_and_valkey_is_named_by_its_url(
    tmp_path: Path,
    store_url: str,  # noqa: F811
) -> None:
    default = routing.open_store(options(), tmp_path)
    assert isinstance(default, SqliteRooms) and default.path == tmp_path / "online.sqlite3"
    default.close()
    for scheme in ("valkey", "redis"):
        shared = routing.open_store(
            options("--store", store_url.replace("valkey", scheme, 1), "--lease", "2"), tmp_path
        )
        assert isinstance(shared, ValkeyRooms) and shared.lease_seconds == 2.0
        assert shared.keep_seconds == 30 * 86400
        shared.close()
    with pytest.raises(SystemExit, match="two stores"):
        routing.open_store(options("--store", store_url, "--db", "x.sqlite3"), tmp_path)
    with pytest.raises(SystemExit, match="--public-url"):
        routing.open_store(options("--store", store_url, "--host", "0.0.0.0"), tmp_path)
    with pytest.raises(SystemExit, match="did not answer"):
        routing.open_store(options("--store", "valkey://127.0.0.1:1/0"), tmp_path)


def test_a_store_url_that_is_not_valkey_is_refused(capsys: pytest.CaptureFixture[str]) -> None:
    with pytest.raises(SystemExit):
        options("--store", "postgres://db/yahtzee")
    assert "valkey://HOST:PORT/DB" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        options("--store", "valkey://h:1/0", "--lease", "0")
    assert "above 0" in capsys.readouterr().err


def test_a_sentinel_url_names_the_sentinels_the_service_and_the_replicas_asked() -> None:
    address = parse_address("valkey+sentinel://10.0.0.1:26379,[::1]:26380/yahtzee/2?wait=1")
    assert address.sentinels == (("10.0.0.1", 26379), ("::1", 26380))
    assert (address.service, address.db, address.replicas, address.wait_seconds) == (
        "yahtzee",
        2,
        1,
        1.0,
    )
    assert parse_address("valkey+sentinel://h:1/s?replicas=2").replicas == 2
    assert parse_address("valkey://h:1/0").replicas == 0  # one valkey-server: no replica asked
    assert parse_address("valkey://:secret@h:1/0").shown == "valkey://:***@h:1/0"
    for wrong in ("valkey+sentinel://h:1", "valkey+sentinel://h/yahtzee", "valkey+sentinel:///s"):
        with pytest.raises(ValueError):
            parse_address(wrong)
    assert options("--store", "valkey+sentinel://h:1,h:2/yahtzee").store.startswith("valkey+")


def test_a_plain_url_keeps_the_replicas_asked_out_of_the_client_library(
    tmp_path: Path,
    store_url: str,  # noqa: F811
) -> None:
    shared = routing.open_store(options("--store", f"{store_url}?replicas=0&wait=0.2"), tmp_path)
    assert isinstance(shared, ValkeyRooms) and shared.tables_made() == 0
    shared.close()


def test_sqlite_prunes_finished_tables_past_the_keeping_time(tmp_path: Path) -> None:
    store = SqliteRooms(tmp_path / "rooms.sqlite3")
    config = TableConfig("official", 1)
    for code in ("111111111", "222222222", "333333333"):
        store.create(code, config, SEATS)
    store.append("111111111", LogEntry(1, 0, "person", Start(), [1]), "playing")
    store.append("111111111", LogEntry(2, 0, "person", RollDice(), [2]), "playing")
    store.set_status("111111111", "over")
    store.set_status("333333333", "ended")
    assert store.prune(0) == 0  # 0 keeps them for ever
    assert store.prune(3600) == 0  # not old enough
    assert store.prune(1e-9) == 1  # the first; the newest stays (it numbers the next)
    assert store.table("111111111") is None
    assert store.table("222222222") is not None and store.table("333333333") is not None
    assert store.tables_made() == 3
    store.close()


def test_a_client_lists_servers_and_the_command_line_checks_each() -> None:
    assert server_urls(" ws://a:1, ws://b:2 ,ws://a:1") == ["ws://a:1", "ws://b:2"]
    assert server_url("a:1,wss://b") == "ws://a:1,wss://b"
    for bad in ("ws://a:1,http://b", "ws://a:1,,ws://b", "ws://"):
        with pytest.raises(UsageError):
            server_url(bad)


def closed_port() -> int:
    """A port nothing listens on (bound, then let go)."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def next_server(db: Path) -> None:
    async with await start_server(db) as server:
        gone = closed_port()
        client = Client(f"ws://127.0.0.1:{gone},ws://127.0.0.1:{server.port}", open_timeout=5.0)
        welcome = await client.create("Ann", [SeatSpec("person"), SeatSpec("computer", "good")])
        assert client.url == f"ws://127.0.0.1:{server.port}" and welcome.seat == 0
        await client.close()


def test_a_client_tries_the_next_server_when_one_is_gone(tmp_path: Path) -> None:
    asyncio.run(next_server(tmp_path / "rooms.sqlite3"))
