"""Tables that last through the real application (pipe input) on a real server, in English and
German: the host's Ctrl+N and each player's answer, a second game at the same code, a no that
frees a seat, the host's rights passed on, a spectator taking a seat, the host's computers and
their levels set by keys (issue 32)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from netplay import start_server, url
from online_app import OnlineApp, play_to_the_end

from talking_yahtzee.ui.host import Mode
from talking_yahtzee.ui.table_plan import TableSettings


def test_everyone_says_yes_by_keys_and_plays_again_at_the_same_code(tmp_path: Path) -> None:
    async def scenario() -> None:
        server = await start_server(tmp_path / "rooms.sqlite3")
        try:
            settings = TableSettings(seats=3, computers=1, level="beginner")
            ann = OnlineApp(url(server), "Ann", lang="en", action="create", settings=settings)
            ann.start()
            await ann.heard("online-created")
            code = ann.client.code
            assert code is not None
            bea = OnlineApp(url(server), "Bea", lang="de", action="join", code=code)
            bea.start()
            await ann.heard("online-everyone-here")
            ann.keys("enter")
            await play_to_the_end(ann, bea)
            await ann.until(lambda: ann.table.record is not None, "the first record")
            first = ann.table.record
            assert first is not None
            bea.keys("c-n")  # only the host asks
            await bea.heard("online-again-host-only")
            ann.keys("c-n")
            await ann.heard("online-again-sent")
            asked = await bea.heard("online-again-asked")
            assert asked.args["player"] == "Ann"
            assert bea.controller.mode is Mode.AGAIN
            assert "noch einmal" in " ".join(bea.output.texts)
            bea.keys("x", "r")  # x stops speech only; any other key asks again
            await bea.until(lambda: bea.ids().count("online-again-asked") == 2, "asked again")
            bea.keys("j")  # the German yes
            await bea.heard("online-again-yes")
            await ann.heard("online-seat-accepted")
            new = await ann.heard("online-new-game")
            assert new.args["host"] == "yes"
            assert (await bea.heard("online-new-game")).args["player"] == "Ann"
            assert ann.controller.mode is Mode.LOBBY and bea.controller.mode is Mode.LOBBY
            assert ann.client.code == code and bea.client.code == code
            # Between games the host sets the computer's level by keys: c, Down to seat 3, Right.
            bea.keys("c")
            await bea.heard("online-host-only")
            ann.keys("c")
            await ann.heard("online-seats-keys")
            ann.keys("down", "down")
            line = await ann.heard("online-seat-line", 3)
            assert line.args["kind"] == "computer" and line.args["number"] == 3
            ann.keys("right")  # beginner -> good
            level = await bea.heard("online-seat-level")
            assert level.args["level"].args["level"] == "good"
            ann.keys("escape")
            await ann.heard("online-seats-done")
            ann.keys("enter")
            await bea.until(lambda: bea.controller.mode is Mode.PLAY, "the second game")
            await play_to_the_end(ann, bea)
            await ann.until(lambda: ann.table.record is not None, "the second record")
            await bea.until(lambda: bea.table.record is not None, "Bea's second record")
            second = ann.table.record
            assert second is not None and second == bea.table.record
            assert second["turns"] != first["turns"]  # new dice
            assert [p.get("level") for p in second["players"]] == [None, None, "good"]
            assert ann.client.code == code
            assert ann.ids().count("game-over") + ann.ids().count("game-winner") >= 2
            await ann.leave()
            await bea.leave()
        finally:
            await server.close()

    asyncio.run(scenario())


def test_a_no_frees_the_seat_and_the_others_hear_it(tmp_path: Path) -> None:
    async def scenario() -> None:
        server = await start_server(tmp_path / "rooms.sqlite3")
        try:
            settings = TableSettings(seats=2)
            ann = OnlineApp(url(server), "Ann", lang="de", action="create", settings=settings)
            ann.start()
            await ann.heard("online-created")
            code = ann.client.code
            assert code is not None
            bob = OnlineApp(url(server), "Bob", lang="en", action="join", code=code)
            bob.start()
            await ann.heard("online-everyone-here")
            ann.keys("enter")
            await play_to_the_end(ann, bob)
            ann.keys("c-n")
            await bob.heard("online-again-asked")
            bob.keys("n")
            await bob.heard("online-closed-declined")
            declined = await ann.heard("online-seat-declined")
            assert declined.args["player"] == "Bob"
            await ann.heard("online-new-game")
            assert "ist frei" in " ".join(ann.output.texts)
            state = ann.client.state
            assert state is not None and not state.seats[1].taken
            await ann.leave()
            await bob.leave()
        finally:
            await server.close()

    asyncio.run(scenario())


def test_the_host_leaves_a_spectator_sits_and_the_new_host_adds_a_computer(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        server = await start_server(tmp_path / "rooms.sqlite3")
        try:
            settings = TableSettings(seats=3)
            ann = OnlineApp(url(server), "Ann", lang="en", action="create", settings=settings)
            ann.start()
            await ann.heard("online-created")
            code = ann.client.code
            assert code is not None
            bea = OnlineApp(url(server), "Bea", lang="de", action="join", code=code)
            bea.start()
            await ann.heard("online-seat-joined")
            cy = OnlineApp(url(server), "Cy", lang="en", action="spectate", code=code)
            cy.start()
            await cy.heard("online-watching")
            await ann.leave()
            await bea.heard("online-host-you")
            assert "Du bist jetzt der Gastgeber" in " ".join(bea.output.texts)
            passed = await cy.heard("online-seat-host")
            assert passed.args["player"] == "Bea"
            cy.keys("s")  # the spectator takes Ann's open seat
            await cy.heard("online-seated")
            sat = await bea.heard("online-seat-sat")
            assert sat.args["player"] == "Cy"
            assert cy.client.seat == 0 and not cy.client.spectator
            bea.keys("c")  # the new host adds a computer in the last open seat
            await bea.heard("online-seats-keys")
            bea.keys("a")
            added = await cy.heard("online-seat-computer")
            assert added.args["level"].args["level"] == "good"
            bea.keys("escape", "enter")
            await cy.until(lambda: cy.controller.mode is Mode.PLAY, "the game, Cy seated")
            bea.keys("j")  # the new host's rights: remove a player
            await bea.heard("online-remove-choose")
            bea.keys("enter")
            await cy.heard("online-closed-removed")
            await bea.heard("online-seat-removed")
            await bea.leave()
            await cy.leave()
        finally:
            await server.close()

    asyncio.run(scenario())


def test_the_lobby_gives_each_computer_its_own_level(tmp_path: Path) -> None:
    async def scenario() -> None:
        server = await start_server(tmp_path / "rooms.sqlite3")
        try:
            ann = OnlineApp(url(server), "Ann", lang="de")
            ann.start()
            await ann.heard("online-lobby")
            ann.keys("right", "down")  # seats: 2 -> 3; then the computers
            computers = (await ann.heard("online-field-computers")).args["count"]
            ann.keys(*["right"] * (2 - computers))
            await ann.until(
                lambda: any(
                    m.id == "online-field-computers" and m.args["count"] == 2 for m in ann.said
                ),
                "two computers",
            )
            ann.keys("down", "right")  # the first computer, seat 2: good -> expert
            first = await ann.heard("online-field-computer-level", 2)
            assert first.args["number"] == 2 and first.args["level"].args["level"] == "expert"
            ann.keys("down", "left")  # the second, seat 3: good -> beginner
            second = await ann.heard("online-field-computer-level", 4)
            assert second.args["number"] == 3 and second.args["level"].args["level"] == "beginner"
            assert "Computer 3, Stufe Anfänger" in " ".join(ann.output.texts)
            ann.keys(*["down"] * 7, "enter")  # rules, spectators, public, rated, away, turn, create
            await ann.heard("online-created")
            state = ann.client.state
            assert state is not None
            assert [s.level for s in state.seats] == [None, "expert", "beginner"]
            await ann.leave()
        finally:
            await server.close()

    asyncio.run(scenario())
