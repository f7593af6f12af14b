"""The lobby that never lies (issue 40), through the real application, in English and a Nordic
language each: who comes in and who leaves is said one line per burst ("Cy och Dee kom in i
lobbyn."), a crowd by its first names and a count; after a server restart the lobby comes back
by itself ("Yhteys katkesi, yhdistetään uudelleen." ... "Takaisin aulassa.") and a chat line
typed meanwhile is said to wait, then sent; after a refused join the lobby lists what everyone
else in it sees."""

from __future__ import annotations

import asyncio
from pathlib import Path

from netplay import client, quiet_port, seat_joined, start_server, started, until, url
from online_app import OnlineApp

from talking_yahtzee.messages.i18n import Localizer, Msg
from talking_yahtzee.net.lobby_client import LobbyClient
from talking_yahtzee.net.protocol import SeatSpec
from talking_yahtzee.ui.modes.lobby import LobbyMode

TWO = [SeatSpec("person"), SeatSpec("person")]


def words(lang: str, said: Msg) -> str:
    return Localizer(lang).format(said)


def test_comings_and_goings_are_said_one_line_per_burst(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann = OnlineApp(url(server), "Ann", lang="sv")
            bob = OnlineApp(url(server), "Bob", lang="en")
            for player in (ann, bob):
                player.start()
                await player.heard("online-lobby-people")
            await ann.heard("online-lobby-came")  # Bob
            cy, dee = LobbyClient(url(server)), LobbyClient(url(server))
            await asyncio.gather(cy.enter("Cy"), dee.enter("Dee"))
            came = await ann.heard("online-lobby-came", 2)
            assert words("sv", came) == "Cy och Dee kom in i lobbyn."
            heard = await bob.heard("online-lobby-came")
            assert words("en", heard) == "Cy and Dee came in."
            await cy.close()
            assert words("sv", await ann.heard("online-lobby-left")) == "Cy lämnade lobbyn."
            assert words("en", await bob.heard("online-lobby-left")) == "Cy left."
            crowd = [LobbyClient(url(server)) for _ in range(12)]
            await asyncio.gather(*(c.enter(f"P{n:02}") for n, c in enumerate(crowd)))
            many = await ann.heard("online-lobby-came", 3)
            assert words("sv", many) == "P00, P01, P02, P03, P04 och 7 till kom in i lobbyn."
            assert ann.ids().count("online-lobby-came") == 3  # one line for the twelve
            lobby = ann.controller.handler(LobbyMode)
            await ann.until(lambda: len(lobby.people) == 14, "the lobby's fourteen others")
            ann.keys("up")  # from the first setting up to the people's line
            people = await ann.heard("online-lobby-people", 2)
            assert len(words("sv", people)) < 200  # the first five names and a count
            assert words("sv", people).endswith("I lobbyn, Bob, Dee, P00, P01, P02 och 9 till.")
            for lobby_client in (dee, *crowd):
                await lobby_client.close()
            for player in (ann, bob):
                await player.leave()

    asyncio.run(scenario())


def test_the_lobby_comes_back_by_itself_after_a_restart_and_loses_no_line(tmp_path: Path) -> None:
    async def scenario() -> None:
        db, port = tmp_path / "rooms.sqlite3", quiet_port()
        server = await start_server(db, port=port)
        ann = OnlineApp(url(port), "Ann", lang="fi")
        bob = OnlineApp(url(port), "Bob", lang="en")
        for player in (ann, bob):
            player.start()
            await player.heard("online-lobby-people")
        await server.close()
        lost = await ann.heard("online-connection-lost")
        assert words("fi", lost) == "Yhteys katkesi, yhdistetään uudelleen."
        await bob.heard("online-connection-lost")
        ann.keys("e", *"moi", "enter")  # typed while the server is away
        later = await ann.heard("online-lobby-chat-later")
        assert words("fi", later) == "Ei yhteyttä. Rivisi lähetetään, kun yhteys palaa."
        server = await start_server(db, port=port)
        try:
            back = await ann.heard("online-lobby-back")
            assert words("fi", back) == "Takaisin aulassa."
            assert words("en", await bob.heard("online-lobby-back")) == "Back in the lobby."
            line = await bob.heard("online-chat")  # sent once back
            assert (line.args["player"], line.args["text"]) == ("Ann", "moi")
            lobby = ann.controller.handler(LobbyMode)
            await ann.until(lambda: lobby.people == ["Bob"], "Bob in Ann's lobby again")
            bob.keys("e", *"hi", "enter")
            assert (await ann.heard("online-chat", 2)).args["text"] == "hi"
            for player in (ann, bob):
                await player.leave()
        finally:
            await server.close()

    asyncio.run(scenario())


def test_after_a_refused_join_the_lobby_is_the_one_everyone_sees(tmp_path: Path) -> None:
    """``--join`` to a game under way is refused, with an offer to watch (issue 42) that Cy
    declines; the lobby then lists the public table and the people in it, as the others' lobby
    does (it said "No public tables. Nobody else is in the lobby." while they listed the table
    and two people)."""

    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann, bob = client(server), client(server)
            welcome = await ann.create("Ann", TWO, public=True)
            await bob.join(welcome.code, "Bob")
            await until(ann, seat_joined(1), "Bob at the table")
            await ann.start()
            await started(bob)
            dee = OnlineApp(url(server), "Dee", lang="en")
            eve = OnlineApp(url(server), "Eve", lang="en")
            for player in (dee, eve):
                player.start()
                await player.heard("online-lobby-people")
            cy = OnlineApp(url(server), "Cy", lang="nb", action="join", code=welcome.code)
            cy.start()
            offer = await cy.heard("online-watch-offer")
            assert words("nb", offer).startswith("Spillet ved det bordet har allerede begynt.")
            cy.keys("b")  # any other key than yes or Enter: no
            await cy.heard("online-watch-declined")
            assert "online-refused-started" not in cy.ids()
            people = await cy.heard("online-lobby-people")
            assert (people.args["tables"], people.args["count"]) == (1, 2)
            assert words("nb", people).endswith("I lobbyen, Dee og Eve.")
            mine, theirs = cy.controller.handler(LobbyMode), dee.controller.handler(LobbyMode)
            await dee.until(lambda: "Cy" in theirs.people, "Cy in Dee's lobby")
            assert mine.listed_tables == theirs.listed_tables and [
                t.code for t in mine.listed_tables
            ] == [welcome.code]
            assert sorted([*mine.people, "Cy"]) == sorted([*theirs.people, "Dee"])
            for player in (cy, dee, eve):
                await player.leave()
            await ann.close()
            await bob.close()

    asyncio.run(scenario())
