"""A key the table did not take, through the real application (issue 40), in English and Swedish:
a hold pressed against dice the player had not yet heard is refused by the table and said after
the roll that moved it on; a score on its way when the connection is cut is sent again when
nothing happened meanwhile, and when a computer played the turn meanwhile the player hears,
after "Back at the table.", which key was not taken. A TCP relay (tests/support/relay.py)
decides what is in flight; the server and the client are the real ones."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from american import CATEGORIES
from netplay import client, finish_turn, start_server, until
from online_app import OnlineApp
from relay import Relay

from talking_yahtzee.core.rules import Category
from talking_yahtzee.net.client import Client
from talking_yahtzee.net.protocol import SeatSpec
from talking_yahtzee.ui.host import Mode
from talking_yahtzee.ui.table_plan import TableSettings

STALE_HOLD = {
    "en": "Not taken, holding or releasing die 1. The table moved on before your key arrived.",
    "sv": "Togs inte emot, att hålla eller släppa tärning 1. Bordet hann gå vidare innan din",
}
LOST_SCORE = {
    "en": "Not taken, your score in Chance. Your key did not reach the table before the",
    "sv": "Togs inte emot, dina poäng på Chans. Din tangent nådde inte bordet innan",
}
CHANCE = CATEGORIES.index(Category.CHANCE)


def said(app: OnlineApp, message_id: str) -> str:
    return str(app.controller.localizer.format(app.messages(message_id)[-1]))


async def against_a_computer(relay: Relay, lang: str) -> OnlineApp:
    """Ann (in ``lang``, through the relay) and a computer; the game started, Ann to move."""
    settings = TableSettings(seats=2, computers=1)
    ann = OnlineApp(relay.url, "Ann", lang=lang, action="create", settings=settings)
    ann.start()
    await ann.heard("online-created")
    ann.keys("enter")
    await ann.until(lambda: ann.controller.mode is Mode.PLAY, "the start")
    await ann.until(ann.client.my_turn, "Ann's turn")
    return ann


async def rolled(app: OnlineApp) -> None:
    """``r``, and the roll heard."""
    seq = app.client.last_seq
    app.keys("r")
    await app.until(lambda: app.client.last_seq > seq, "the roll")


async def kept_and_cut(relay: Relay, app: OnlineApp) -> None:
    """What ``app`` sent since ``hold_up`` never reaches the server: every connection is cut."""
    await app.until(lambda: relay.kept_bytes > 0, "the key on its way")
    relay.cut()


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_hold_against_dice_not_yet_heard_is_refused_and_said(tmp_path: Path, lang: str) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            relay = await Relay(server.port).start()
            ann = await against_a_computer(relay, lang)
            await rolled(ann)
            runner = server.server.tables[ann.client.code or ""]
            relay.hold_down = True  # what the server says next waits in the relay
            jobs = runner.mailbox.jobs
            ann.keys("r")  # taken: new dice, not yet heard
            await ann.until(lambda: runner.mailbox.jobs > jobs and not runner.mailbox.busy, "r")
            ann.keys("1")  # against the dice heard before: the table refuses it
            await ann.until(lambda: runner.mailbox.jobs > jobs + 1 and not runner.mailbox.busy, "1")
            rolls = ann.ids().count("game-rolled")
            relay.release()
            await ann.heard("online-not-taken")
            ids = ann.ids()
            assert ids.count("game-rolled") == rolls + 1  # the roll first, then the key not taken
            assert ids.index("online-not-taken") > len(ids) - 1 - ids[::-1].index("game-rolled")
            assert said(ann, "online-not-taken").startswith(STALE_HOLD[lang])
            game = ann.client.game
            assert game is not None and not game.turn.held  # nothing held
            ann.keys("1")  # pressed again, against the dice heard: taken
            await ann.until(lambda: ann.client.game is not None and ann.client.game.turn.held, "1")
            await ann.leave()
            await relay.close()

    asyncio.run(scenario())


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_score_cut_on_its_way_is_sent_again_when_nothing_moved(tmp_path: Path, lang: str) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            relay = await Relay(server.port).start()
            ann = await against_a_computer(relay, lang)
            await rolled(ann)
            relay.hold_up = True
            ann.keys("home", *["down"] * CHANCE, "enter")
            await kept_and_cut(relay, ann)
            await ann.heard("online-back")
            await ann.until(
                lambda: (
                    ann.client.game is not None
                    and ann.client.game.cards[0][Category.CHANCE] is not None
                ),
                "the score, sent again",
            )
            assert "online-connection-lost" in ann.ids() and "online-not-taken" not in ann.ids()
            await ann.leave()
            await relay.close()

    asyncio.run(scenario())


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_score_cut_on_its_way_is_told_when_the_table_moved_on(tmp_path: Path, lang: str) -> None:
    """Ann is cut off with her score on its way and stays away until a computer has played her
    turn: sending it again would score against other dice, so she hears it was not taken."""

    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            relay = await Relay(server.port).start()
            bob: Client = client(server)
            seats = [SeatSpec("person"), SeatSpec("person")]
            code = (await bob.create("Bob", seats, away_seconds=0.2)).code
            ann = OnlineApp(relay.url, "Ann", lang=lang, action="join", code=code)
            ann.start()
            await ann.heard("online-seated")
            await bob.start()
            await ann.until(lambda: ann.controller.mode is Mode.PLAY, "the start")
            while not ann.client.my_turn():
                if bob.my_turn():
                    await finish_turn(bob)
                await ann.until(lambda: ann.client.my_turn() or bob.my_turn(), "a turn")
            await rolled(ann)
            seq = ann.client.last_seq
            relay.refusing = relay.hold_up = True  # away until her turn was played for her
            ann.keys("home", *["down"] * CHANCE, "enter")
            await kept_and_cut(relay, ann)
            await until(bob, lambda m: bob.last_seq > seq + 1, "Ann's turn played for her")
            await until(bob, lambda m: bob.my_turn(), "Bob's turn")
            relay.refusing = False
            await ann.heard("online-not-taken")
            ids = ann.ids()
            assert ids.index("online-back") < ids.index("online-not-taken")
            assert said(ann, "online-not-taken").startswith(LOST_SCORE[lang])
            await ann.leave()
            await bob.close()
            await relay.close()

    asyncio.run(scenario())


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_score_taken_whose_answer_was_cut_is_said_as_yours(tmp_path: Path, lang: str) -> None:
    """The score reached the table, its answer did not reach Ann: after "Back at the table." she
    hears it as her own among what she missed, and it is not sent again."""

    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            relay = await Relay(server.port).start()
            ann = await against_a_computer(relay, lang)
            await rolled(ann)
            table = server.server.tables[ann.client.code or ""].table
            seq = table.next_seq
            relay.hold_down = True
            ann.keys("home", *["down"] * CHANCE, "enter")
            await ann.until(lambda: table.next_seq > seq, "the score taken")
            relay.cut()
            yours = await ann.heard("online-missed-yours")
            assert ann.ids().index("online-back") < ann.ids().index("online-missed-yours")
            assert yours.args["category"] == "chance" and "online-not-taken" not in ann.ids()
            assert not ann.client.pending.moves
            await ann.until(ann.client.my_turn, "Ann's next turn")
            assert sum(e.seat == 0 and e.actor == "person" for e in table.log) == 3  # once
            await ann.leave()
            await relay.close()

    asyncio.run(scenario())
