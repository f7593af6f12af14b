"""The identity that stays, through the real application (issue 32): a player whose program died
runs the same command again and is back in their seat, hearing first whose turn it is; quitting
on purpose is asked with what becomes of the seat, and the others hear that the player left."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from netplay import start_server, url
from online_app import OnlineApp

from talking_yahtzee.ui.host import Mode
from talking_yahtzee.ui.table_plan import TableSettings

ANN_KEY = "A" * 43
BOB_KEY = "B" * 43


async def _table(server_url: str, host_lang: str, lang: str) -> tuple[OnlineApp, OnlineApp]:
    ann = OnlineApp(
        server_url,
        "Ann",
        lang=host_lang,
        action="create",
        settings=TableSettings(seats=2, computers=0),
        key=ANN_KEY,
    )
    ann.start()
    await ann.heard("online-created")
    code = ann.client.code
    assert code is not None
    bob = OnlineApp(server_url, "Bob", lang=lang, action="join", code=code, key=BOB_KEY)
    bob.start()
    await bob.heard("online-seated")
    await ann.heard("online-everyone-here")
    ann.keys("enter")
    await ann.until(lambda: ann.controller.mode is Mode.PLAY, "the start")
    await bob.until(lambda: bob.controller.mode is Mode.PLAY, "the start, for Bob")
    return ann, bob


@pytest.mark.parametrize("lang", ["en", "de"])
def test_a_crashed_player_runs_the_same_command_and_is_back_in_the_seat(
    tmp_path: Path, lang: str
) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann, bob = await _table(url(server), "en", lang)
            code = ann.client.code
            assert code is not None
            await bob.crash()
            await ann.heard("online-seat-away")  # a drop: "Bob, connection lost"
            if ann.client.my_turn():
                await ann.play_turn()
            await ann.until(lambda: not ann.client.my_turn(), "Bob's turn")
            again = OnlineApp(url(server), "Bob", lang=lang, action="join", code=code, key=BOB_KEY)
            again.start()
            await again.heard("online-returned")
            said = again.ids()
            assert "online-refused-started" not in said
            turn = said.index("review-turn")
            assert turn < said.index("online-returned")  # whose turn first
            review = again.said[turn]  # "Your turn, round 1", never "Bob's turn" (issue 42)
            assert (review.args["player"], review.args["own"]) == ("Bob", "yes")
            assert review.args["round"] == 1 and review.args["rolled"] == "no"
            first = again.controller.localizer.format(review)
            assert first.startswith("Your turn" if lang == "en" else "Du bist dran"), first
            assert again.client.seat == 1 and again.client.my_turn()
            assert again.controller.mode is Mode.PLAY
            await ann.heard("online-seat-back")
            await again.play_turn()
            await ann.until(lambda: ann.client.my_turn(), "Ann's turn after Bob's")
            await again.leave()
            await ann.leave()

    asyncio.run(scenario())


def test_quitting_a_seat_asks_and_then_the_others_hear_that_the_player_left(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann, bob = await _table(url(server), "fr", "en")
            bob.keys("q")
            await bob.heard("online-quit-seat")
            bob.keys("enter")
            assert bob.task is not None
            await asyncio.wait_for(bob.task, 20.0)
            left = await ann.heard("online-seat-left")
            assert left.args["player"] == "Bob"
            assert "online-seat-away" not in ann.ids()
            await ann.leave()

    asyncio.run(scenario())
