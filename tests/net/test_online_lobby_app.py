"""The lobby through the real application (issue 32): ``yahtzee online --server URL`` lists the
public tables and who is in the lobby, Up and Enter join a table, and ``e`` chats to the lobby;
in English and Spanish."""

from __future__ import annotations

import asyncio
from pathlib import Path

from netplay import start_server, url
from online_app import OnlineApp

from talking_yahtzee.messages.i18n import Localizer
from talking_yahtzee.ui.modes.lobby import LobbyMode
from talking_yahtzee.ui.table_plan import TableSettings


def test_the_lobby_lists_tables_and_people_joins_by_arrows_and_chats(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann = OnlineApp(
                url(server), "Ann", action="create", settings=TableSettings(public=True)
            )
            ann.start()
            await ann.heard("online-created")
            cy = OnlineApp(url(server), "Cy", lang="es")
            cy.start()
            await cy.heard("online-lobby-people")
            bob = OnlineApp(url(server), "Bob", lang="en")
            bob.start()
            people = await bob.heard("online-lobby-people")
            assert people.args["tables"] == 1 and people.args["count"] == 1
            assert "Cy" in Localizer("en").format(people)
            lobby = bob.controller.handler(LobbyMode)
            bob.keys("up")  # from the first setting up to the table above it
            line = await bob.heard("online-table-line")
            words = Localizer("en").format(line)
            assert "Ann" in words and "One seat is open." in words
            assert Localizer("es").format(line).startswith("Mesa ")
            bob.keys("e", *"hola", "enter")
            chat = await cy.heard("online-chat")
            assert chat.args["player"] == "Bob" and chat.args["text"] == "hola"
            assert lobby.listed_tables and lobby.listed_tables[0].code == ann.client.code
            bob.keys("enter")  # still on the table's line: a seat there
            await bob.heard("online-seated")
            assert bob.client.code == ann.client.code and bob.client.seat == 1
            await ann.heard("online-everyone-here")
            for player in (bob, ann, cy):
                await player.leave()

    asyncio.run(scenario())
