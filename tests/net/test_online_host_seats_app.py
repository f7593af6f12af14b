"""The host's rights before a game, through the real application (issue 42): the host opens a
computer's seat for a person and a spectator's S takes it (it said "That table is full."), then
removes a player with J and ends the table with N, keys that answered with the lobby's hint."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from netplay import start_server, url
from online_app import OnlineApp, host_and_bob

from talking_yahtzee.messages.i18n import Localizer
from talking_yahtzee.ui.host import Mode
from talking_yahtzee.ui.table_plan import TableSettings

OPENED = {"en": "Computer 3, the seat is open for a person.", "sv": "Computer 3, platsen är ledig"}


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_the_host_opens_a_seat_for_a_spectator_then_removes_a_player_and_ends_the_table(
    tmp_path: Path, lang: str
) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            settings = TableSettings(seats=3, computers=1)
            ann, bob, code = await host_and_bob(url(server), settings, lang=lang)
            cy = OnlineApp(url(server), "Cy", action="spectate", code=code)
            cy.start()
            await cy.heard("online-watching")
            cy.keys("s")
            await cy.heard("online-refused-full")  # every seat taken: nothing to sit in
            ann.keys("c")  # the seats: Ann, Bob, Computer 3
            await ann.heard("online-seats-keys")
            ann.keys("down", "down", "o")
            opened = await ann.heard("online-seat-opened")
            assert Localizer(lang).format(opened).startswith(OPENED[lang])
            await cy.heard("online-seat-opened")
            ann.keys("escape")
            await ann.until(lambda: ann.controller.mode is Mode.LOBBY, "back at the table")
            cy.keys("s")
            await cy.heard("online-seated")
            assert cy.client.seat == 2 and not cy.client.spectator
            await ann.heard("online-seat-sat")
            ann.keys("j")  # remove a player, before the game: the seat opens again
            await ann.heard("online-remove-choose")
            ann.keys("down", "enter")  # Bob, then Cy
            removed = await ann.heard("online-seat-removed")
            assert removed.args["player"] == "Cy"
            await cy.heard("online-closed-removed")
            await cy.until(lambda: cy.client.code is None, "Cy back in the lobby")
            ann.keys("n")  # end the table, after a yes
            await ann.heard("online-end-confirm")
            ann.keys("enter")
            await bob.heard("online-closed-ended")
            for app in (cy, bob, ann):
                await app.leave()

    asyncio.run(scenario())
