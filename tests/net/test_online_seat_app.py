"""The lobby and a game under way, through the real application (issue 42): the lobby names a
seat your key holds at a game under way (a private table too), with its round, and Enter takes
it back; a code for a game under way where you hold no seat offers to watch, and yes watches."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from netplay import start_server, url
from online_app import OnlineApp, ann_and_bob

from talking_yahtzee.messages.i18n import Localizer
from talking_yahtzee.ui.host import Mode
from talking_yahtzee.ui.modes.lobby import LobbyMode
from talking_yahtzee.ui.table_plan import TableSettings

BOB_KEY = "B" * 43
YOUR_SEAT = {"en": "Your seat, round 2.", "nb": "Din plass, runde 2."}


@pytest.mark.parametrize("lang", ["en", "nb"])
def test_the_lobby_names_your_seat_and_a_game_begun_is_offered_to_watch(
    tmp_path: Path, lang: str
) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            settings = TableSettings(seats=2, computers=0)  # private: listed for nobody else
            ann, bob, code = await ann_and_bob(url(server), settings, lang, BOB_KEY)
            while ann.client.game is None or ann.client.game.round < 2:
                for app in (ann, bob):
                    if app.client.my_turn():
                        await app.play_turn()
                await ann.until(lambda: ann.client.my_turn() or bob.client.my_turn(), "a turn")
            await bob.crash()
            await ann.heard("online-seat-away")
            # Bob's new program opens the lobby: his seat is its first table.
            again = OnlineApp(url(server), "Bob", lang=lang, key=BOB_KEY)
            again.start()
            lobby = again.controller.handler(LobbyMode)
            await again.until(lambda: bool(lobby.listed_tables), "the lobby's tables")
            assert [t.code for t in lobby.listed_tables] == [code] and lobby.yours == {code}
            again.keys("up")  # from the settings up to the tables
            line = await again.heard("online-table-yours")
            assert line.args["round"] == 2
            words = Localizer(lang).format(line)
            assert YOUR_SEAT[lang] in words, words
            again.keys("enter")
            await again.heard("online-returned")
            assert again.client.seat == 1 and again.controller.mode is Mode.PLAY
            # Cy has the code but no seat: watching is offered, and yes watches.
            cy = OnlineApp(url(server), "Cy", lang=lang, action="join", code=code)
            cy.start()
            await cy.heard("online-watch-offer")
            cy.keys("enter")
            await cy.heard("online-watching")
            assert cy.client.spectator and "online-refused-started" not in cy.ids()
            for app in (cy, again, ann):
                await app.leave()

    asyncio.run(scenario())
