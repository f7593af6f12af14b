"""Hostile clients change nothing for others: each bad message is refused to its sender alone,
and the table next to it plays on."""

from __future__ import annotations

import asyncio
import contextlib
import json
from collections.abc import Awaitable, Callable
from pathlib import Path

from netplay import (
    closed_by_server,
    plays_on,
    raw,
    reply,
    start_server,
    two_at_a_table,
    until,
    url,
)
from websockets.asyncio.client import connect
from websockets.exceptions import ConnectionClosed

from talking_yahtzee.core.rules import Category
from talking_yahtzee.net.client import Client
from talking_yahtzee.net.limits import Limits
from talking_yahtzee.net.protocol import (
    MAX_CLIENT_BYTES,
    PROTOCOL_VERSION,
    Refused,
    RollDice,
    Score,
    Start,
)
from talking_yahtzee.net.serving import RunningServer

LIMITS = Limits(messages_per_second=50, message_burst=50, flood_close=30, bad_close=10)
assert LIMITS.failed_joins_per_hour == 2 * LIMITS.failed_joins_per_connection

Attack = Callable[[RunningServer, Client, Client, str], Awaitable[None]]


def beside_a_table(tmp_path: Path, attack: Attack) -> None:
    """Run ``attack`` next to a table of two, which plays a turn before and after it."""

    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3", limits=LIMITS) as server:
            ann, bob, code = await two_at_a_table(server)
            await plays_on(ann, bob)
            await attack(server, ann, bob, code)
            await plays_on(ann, bob)
            await plays_on(ann, bob)
            await ann.close()
            await bob.close()

    asyncio.run(scenario())


def hello(code: str = "000000000") -> str:
    return json.dumps({"type": "join", "version": PROTOCOL_VERSION, "code": code, "name": "Mal"})


async def malformed(server: RunningServer, ann: Client, bob: Client, code: str) -> None:
    ws = await raw(server)
    for bad in ("{not json", "[]", '"text"', "{}", '{"type": "zap"}', "\x00\xff"):
        await ws.send(bad)
        answer = await reply(ws)
        assert answer["type"] == "refused" and answer["reason"] == "bad-message", bad
    await ws.send(b"\x80\x81 not utf-8")
    assert (await reply(ws))["reason"] == "bad-message"
    await ws.close()


def test_malformed_messages_are_refused_to_their_sender(tmp_path: Path) -> None:
    beside_a_table(tmp_path, malformed)


async def wrong_types(server: RunningServer, ann: Client, bob: Client, code: str) -> None:
    ws = await raw(server)
    cases = [
        {"type": "join", "version": "1", "code": code, "name": "Mal"},
        {"type": "join", "version": 1, "code": 123456789, "name": "Mal"},
        {"type": "join", "version": 1, "code": code, "name": ["Mal"]},
        {"type": "join", "version": 1, "code": code, "name": "Mal", "admin": True},
        {"type": "create", "version": 1, "name": "Mal", "seats": [{"kind": "dragon"}]},
        {"type": "hold", "position": "all"},
        {"type": "score", "category": "everything"},
    ]
    for case in cases:
        await ws.send(json.dumps(case))
        assert (await reply(ws))["reason"] == "bad-message", case
    await ws.send(json.dumps({"type": "roll"}))
    assert (await reply(ws))["reason"] == "not-at-table"
    await ws.send(json.dumps({"type": "join", "version": 99, "code": code, "name": "Mal"}))
    assert (await reply(ws))["reason"] == "version"
    assert await closed_by_server(ws) == 1002


def test_wrong_types_and_versions_are_refused(tmp_path: Path) -> None:
    beside_a_table(tmp_path, wrong_types)


async def older_versions(server: RunningServer, ann: Client, bob: Client, code: str) -> None:
    """Version 1 (before events carried what is said), 2 (before keys and the lobby) and 3
    (before updates carried what changed) are refused cleanly, for join, create, resume, lobby
    and tables alike."""
    hellos = [
        {"type": "join", "code": code, "name": "Old"},
        {"type": "create", "name": "Old", "seats": [{"kind": "person"}]},
        {"type": "resume", "code": code, "token": "x" * 32},
        {"type": "lobby", "name": "Old"},
        {"type": "tables"},
    ]
    assert PROTOCOL_VERSION == 4
    for version in (1, 2, 3):
        for hello in hellos:
            ws = await raw(server)
            await ws.send(json.dumps({**hello, "version": version}))
            answer = await reply(ws)
            assert (answer["reason"], answer["detail"][-1]) == ("version", "4"), hello
            assert await closed_by_server(ws) == 1002


def test_older_protocol_versions_are_refused(tmp_path: Path) -> None:
    beside_a_table(tmp_path, older_versions)


async def oversized(server: RunningServer, ann: Client, bob: Client, code: str) -> None:
    ws = await raw(server)
    await ws.send(json.dumps({"type": "chat", "text": "x" * MAX_CLIENT_BYTES}))
    assert await closed_by_server(ws) == 1009


def test_an_oversized_message_closes_only_its_connection(tmp_path: Path) -> None:
    beside_a_table(tmp_path, oversized)


async def out_of_turn(server: RunningServer, ann: Client, bob: Client, code: str) -> None:
    waiting = bob if ann.my_turn() else ann
    seq = waiting.last_seq
    for command in (RollDice(), Start()):
        await waiting.send(command)
    reasons = []
    for _ in range(2):
        refused = await until(waiting, lambda m: isinstance(m, Refused), "a refusal")
        assert isinstance(refused, Refused)
        reasons.append(refused.reason)
    assert reasons == ["not-your-turn", "not-host" if waiting is bob else "started"]
    if waiting is bob:
        await bob.remove(0)
        refused = await until(bob, lambda m: isinstance(m, Refused), "a refusal")
        assert isinstance(refused, Refused) and refused.reason == "not-host"
    assert waiting.last_seq == seq


def test_commands_out_of_turn_or_beyond_ones_rights_are_refused(tmp_path: Path) -> None:
    beside_a_table(tmp_path, out_of_turn)


async def another_cards_box(server: RunningServer, ann: Client, bob: Client, code: str) -> None:
    """A Yatzy box sent to a table of the official rules is refused, and nothing changes."""
    player = ann if ann.my_turn() else bob

    def rolled(_: object = None) -> bool:
        return player.game is not None and player.game.turn.dice is not None

    if not rolled():
        await player.roll()
        await until(player, rolled, "the roll")
    seq = player.last_seq
    await player.send(Score(Category.YATZY))
    refused = await until(player, lambda m: isinstance(m, Refused), "a refusal")
    assert isinstance(refused, Refused) and refused.reason == "not-on-card"
    assert player.last_seq == seq


def test_a_box_the_tables_card_does_not_have_is_refused(tmp_path: Path) -> None:
    beside_a_table(tmp_path, another_cards_box)


async def flood(server: RunningServer, ann: Client, bob: Client, code: str) -> None:
    ws = await raw(server)
    with contextlib.suppress(ConnectionClosed):
        for _ in range(1000):
            await ws.send(json.dumps({"type": "roll"}))
    assert await closed_by_server(ws) == 1008


def test_a_flood_is_cut_off_alone(tmp_path: Path) -> None:
    beside_a_table(tmp_path, flood)


async def bad_then_closed(server: RunningServer, ann: Client, bob: Client, code: str) -> None:
    ws = await raw(server)
    for _ in range(LIMITS.bad_close):
        await ws.send("{")
    assert await closed_by_server(ws) == 1008


def test_too_many_bad_messages_close_the_connection(tmp_path: Path) -> None:
    beside_a_table(tmp_path, bad_then_closed)


async def guessing(server: RunningServer, ann: Client, bob: Client, code: str) -> None:
    guesses = (f"{n:09d}" for n in range(1, 10_000) if f"{n:09d}" != code)
    refused: list[list[str]] = []
    for _ in range(3):  # three connections from one address, each guessing until cut off
        ws = await raw(server)
        refused.append([])
        with contextlib.suppress(ConnectionClosed):
            for guess in guesses:
                await ws.send(hello(guess))
                refused[-1].append((await reply(ws))["reason"])
        assert ws.close_code == 1008
    per_connection = LIMITS.failed_joins_per_connection
    assert refused[0] == refused[1] == ["unknown-table"] * per_connection
    assert refused[2] == ["too-many-attempts"]  # the address used its attempts for the hour
    ws = await raw(server)
    await ws.send(hello(code))  # now even the right code is refused
    assert (await reply(ws))["reason"] == "too-many-attempts"
    await ws.close()


def test_guessed_codes_are_cut_off_per_connection_and_per_address(tmp_path: Path) -> None:
    beside_a_table(tmp_path, guessing)


async def behind_a_proxy(db: Path) -> None:
    async with await start_server(db, limits=LIMITS, behind_proxy=True) as server:
        ann, bob, _ = await two_at_a_table(server)

        async def guess(address: str) -> str:
            async with connect(url(server), additional_headers={"X-Forwarded-For": address}) as ws:
                await ws.send(hello("000000001"))
                return str((await reply(ws))["reason"])

        spent = [await guess("203.0.113.7") for _ in range(int(LIMITS.failed_joins_per_hour) + 1)]
        assert spent[-1] == "too-many-attempts" and spent[0] == "unknown-table"
        assert await guess("198.51.100.2") == "unknown-table"  # another person behind the proxy
        await plays_on(ann, bob)
        await ann.close()
        await bob.close()


def test_behind_a_proxy_limits_count_the_forwarded_address(tmp_path: Path) -> None:
    asyncio.run(behind_a_proxy(tmp_path / "rooms.sqlite3"))
