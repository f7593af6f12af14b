"""Whole games over real sockets on 127.0.0.1: people, a computer and a spectator, in three
languages; records identical on every client, and correct."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from netplay import check_record, client, play, seat_joined, start_server, until

from talking_yahtzee.messages.announcer import Announcer
from talking_yahtzee.messages.i18n import Localizer
from talking_yahtzee.net.client import Client, Incoming
from talking_yahtzee.net.protocol import SeatSpec, TableClosed, Update, events_of, spoken_code
from talking_yahtzee.net.rooms import SqliteRooms
from talking_yahtzee.net.table import Table
from talking_yahtzee.store.record import game_record

SEATS = [SeatSpec("person"), SeatSpec("person"), SeatSpec("computer", "good", "Robo")]


class Listener:
    """Speaks every event of the game in one language, as a client's interface would."""

    def __init__(self, who: Client, lang: str) -> None:
        self.who = who
        self.localizer = Localizer(lang)
        self.lines: list[str] = []
        self.reviews: list[str] = []
        self.announcer: Announcer | None = None

    def __call__(self, message: Incoming) -> None:
        game = self.who.game
        if not isinstance(message, Update) or game is None:
            return
        if self.announcer is None or self.announcer.game is not game:
            self.announcer = Announcer(game)
        for msg in self.announcer.events(events_of(message)):
            self.lines.append(self.localizer.format(msg))
        if game.turn.dice is not None and not game.is_over:  # the review keys, from the mirror
            a = self.announcer
            for review in (a.review_dice(), a.review_card(), a.review_open(), a.review_bonus()):
                self.reviews.append(self.localizer.format(review))
            self.reviews.append(self.localizer.format(a.review_standings()))
            self.reviews.append(self.localizer.format(a.review_turn()))


async def watch(who: Client, listener: Listener) -> dict[str, Any]:
    message = await until(who, lambda m: (listener(m), isinstance(m, TableClosed))[1], "the end")
    assert isinstance(message, TableClosed) and message.record is not None
    return message.record


async def full_game(
    db: Path, rules: str = "official"
) -> tuple[list[dict[str, Any]], list[Listener], str]:
    async with await start_server(db) as server:
        ann, bob, eve = client(server), client(server), client(server)
        welcome = await ann.create("Ann", SEATS, rules=rules)
        assert welcome.seat == 0 and welcome.token
        await bob.join(welcome.code, "Bob")
        await eve.join(spoken_code(welcome.code), "Eve", spectate=True)
        await until(ann, seat_joined(1), "Bob at the table")
        listeners = [Listener(ann, "en"), Listener(bob, "es"), Listener(eve, "de")]
        await ann.start()
        records = await asyncio.gather(
            play(ann, on=listeners[0]), play(bob, on=listeners[1]), watch(eve, listeners[2])
        )
        for who in (ann, bob, eve):
            await who.close()
        return list(records), listeners, welcome.code


def test_two_people_and_a_computer_play_to_the_end_with_a_spectator(tmp_path: Path) -> None:
    records, listeners, code = asyncio.run(full_game(tmp_path / "rooms.sqlite3"))
    assert records[0] == records[1] == records[2]
    record = records[0]
    check_record(record)
    assert [p["name"] for p in record["players"]] == ["Ann", "Bob", "Robo"]
    assert [p["kind"] for p in record["players"]] == ["human", "human", "computer"]
    assert len(record["turns"]) == 3 * 13
    # Each client spoke the same game in its own language.
    assert all(len(listener.lines) > 100 for listener in listeners)
    assert all(len(listener.reviews) > 100 for listener in listeners)
    assert len({len(listener.lines) for listener in listeners}) == 1
    assert listeners[0].lines != listeners[1].lines != listeners[2].lines
    stored = SqliteRooms(tmp_path / "rooms.sqlite3").table(code)
    assert stored is not None and stored.status == "over"
    replayed = Table.restored(stored)  # the stored log alone makes the same game
    assert replayed.game is not None and game_record(replayed.game) == record
    assert replayed.mismatches == 0


def test_a_yatzy_table_in_forced_order_plays_to_the_end(tmp_path: Path) -> None:
    """Online Yatzy: 15 rounds, the boxes in order on every card, the record the rules' own."""
    records, listeners, _ = asyncio.run(full_game(tmp_path / "rooms.sqlite3", "yatzy-forced"))
    assert records[0] == records[1] == records[2]
    record = records[0]
    check_record(record)
    assert record["rules"] == "yatzy-forced" and len(record["turns"]) == 3 * 15
    for seat in range(3):
        boxes = [t["scored"]["category"] for t in record["turns"] if t["player"] == seat]
        assert boxes[:3] == ["ones", "twos", "threes"] and boxes[-1] == "yatzy"
    assert any(line.startswith("Next box, ") for line in listeners[0].lines)
    assert any(line.startswith("Siguiente casilla") for line in listeners[1].lines), listeners[
        1
    ].lines[:5]


def test_the_same_seed_plays_the_same_game(tmp_path: Path) -> None:
    first, _, _ = asyncio.run(full_game(tmp_path / "one.sqlite3"))
    second, _, _ = asyncio.run(full_game(tmp_path / "two.sqlite3"))
    assert first[0] == second[0]


def test_a_master_at_an_online_table_plays_against_the_tables_cards(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The server's master sees the other cards (it is not the expert under another name)."""
    from talking_yahtzee.advisor.opponents import MasterOpponent

    seen: list[int] = []
    decide_against = MasterOpponent.decide_against

    def spy(self: MasterOpponent, card, turn, rules, others):  # type: ignore[no-untyped-def]
        seen.append(len(others))
        return decide_against(self, card, turn, rules, others)

    monkeypatch.setattr(MasterOpponent, "decide_against", spy)

    async def game() -> dict[str, Any]:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann = client(server)
            await ann.create("Ann", [SeatSpec("person"), SeatSpec("computer", "master", "Max")])
            await ann.start()
            record = await play(ann)
            await ann.close()
            return record

    record = asyncio.run(game())
    check_record(record)
    assert record["players"][1]["level"] == "master"
    assert seen and set(seen) == {1}  # every decision against Ann's card
