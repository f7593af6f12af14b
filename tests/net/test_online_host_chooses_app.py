"""The host seats a spectator they choose, through the real application (issue 42): in the
host's seats list (``c``), ``s`` on a computer's seat or an open one lists the table's
spectators, Up and Down choose, Enter seats the one chosen there; that spectator hears the host
seated them, everyone else hears who sits where. Before it there was only "open a seat, then
the spectator's S", the first spectator to press it taking the seat."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from netplay import start_server, url
from online_app import OnlineApp, host_and_bob, play_to_the_end

from talking_yahtzee.messages.i18n import Localizer
from talking_yahtzee.ui.host import Mode
from talking_yahtzee.ui.table_plan import TableSettings

SEATED = {
    "en": "Dee takes seat 3, seated by the host.",
    "nb": "Dee tar plass 3, satt der av verten.",
}


@pytest.mark.parametrize("lang", ["en", "nb"])
def test_the_host_seats_the_spectator_they_choose_in_a_computers_seat_and_an_open_one(
    tmp_path: Path, lang: str
) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            settings = TableSettings(seats=3, computers=1)
            ann, bob, code = await host_and_bob(url(server), settings, lang=lang, bob_lang=lang)
            ann.keys("c", "down", "down", "s")  # Computer 3, and nobody watching yet
            await ann.heard("online-spectators-none")
            assert ann.controller.mode is Mode.SEATS
            ann.keys("escape")
            await ann.until(lambda: ann.controller.mode is Mode.LOBBY, "back at the table")
            cy = OnlineApp(url(server), "Cy", action="spectate", code=code)
            cy.start()
            await cy.heard("online-watching")
            dee = OnlineApp(url(server), "Dee", lang=lang, action="spectate", code=code)
            dee.start()
            await dee.heard("online-watching")
            await ann.until(
                lambda: ann.client.state is not None and len(ann.client.state.watchers) == 2,
                "both spectators known",
            )
            ann.keys("c", "down", "down", "s")  # Computer 3's seat: who sits there?
            choose = await ann.heard("online-spectators-choose")
            assert choose.args["number"] == 3
            assert ann.controller.mode is Mode.SPECTATORS
            first = ann.messages("online-name")[-1].args["player"]
            ann.keys("down")
            await ann.heard("online-name", len(ann.messages("online-name")) + 1)
            chosen = ann.messages("online-name")[-1].args["player"]
            assert {first, chosen} == {"Cy", "Dee"}
            if chosen != "Dee":  # the server's order: Dee is the one chosen either way
                ann.keys("up")
                await ann.until(
                    lambda: ann.messages("online-name")[-1].args["player"] == "Dee", "Dee chosen"
                )
            ann.keys("enter")
            told = await dee.heard("online-seated-by-host")
            assert told.args["number"] == 3
            assert dee.client.seat == 2 and not dee.client.spectator
            heard = await bob.heard("online-seat-seated")
            assert Localizer(lang).format(heard) == SEATED[lang]
            await cy.heard("online-seat-seated")
            await ann.heard("online-seat-seated")
            assert cy.client.spectator  # the one not chosen still watches
            assert ann.controller.mode is Mode.SEATS  # back in the seats list
            state = ann.client.state
            assert state is not None and state.watchers == ["Cy"]
            assert [(s.kind, s.name) for s in state.seats][2] == ("person", "Dee")
            # An open seat: Bob is removed before the game, and Cy is seated in his place.
            ann.keys("escape", "j", "enter")  # remove a player: Bob first
            removed = await ann.heard("online-seat-removed")
            assert removed.args["player"] == "Bob"
            await ann.until(
                lambda: ann.client.state is not None and not ann.client.state.seats[1].taken,
                "Bob's seat open",
            )
            ann.keys("c", "down", "s")
            await ann.heard("online-spectators-choose", 2)
            ann.keys("enter")  # Cy, the only one watching
            await cy.heard("online-seated-by-host")
            assert cy.client.seat == 1 and not cy.client.spectator
            ann.keys("escape")
            await ann.until(lambda: ann.controller.mode is Mode.LOBBY, "back at the table")
            ann.keys("enter")  # the game begins, Cy and Dee playing
            await dee.until(lambda: dee.controller.mode is Mode.PLAY, "Dee's game")
            await cy.until(lambda: cy.controller.mode is Mode.PLAY, "Cy's game")
            for app in (cy, dee, bob, ann):
                await app.leave()

    asyncio.run(scenario())


def test_after_a_game_the_host_seats_a_spectator_in_the_computers_seat_for_the_rematch(
    tmp_path: Path,
) -> None:
    """Between games (Ctrl+N, a new game at the same table) as before the first: the friend who
    watched the game plays the next one in the computer's seat (Danish)."""

    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            settings = TableSettings(seats=2, computers=1)
            ann = OnlineApp(url(server), "Ann", lang="da", action="create", settings=settings)
            ann.start()
            await ann.heard("online-created")
            code = ann.client.code
            assert code is not None
            ann.keys("enter")
            await ann.until(lambda: ann.controller.mode is Mode.PLAY, "the game")
            cy = OnlineApp(url(server), "Cy", action="spectate", code=code)
            cy.start()
            await cy.heard("online-watching")
            await play_to_the_end(ann)
            ann.keys("c-n")  # nobody else to ask: the next game waits at once
            await ann.heard("online-new-game")
            ann.keys("c", "down", "s")  # the computer's seat, then who sits there
            await ann.heard("online-spectators-choose")
            ann.keys("enter")
            await cy.heard("online-seated-by-host")
            assert cy.client.seat == 1 and not cy.client.spectator
            await ann.heard("online-seat-seated")
            ann.keys("escape")
            await ann.until(lambda: ann.controller.mode is Mode.LOBBY, "back at the table")
            ann.keys("enter")  # the rematch: Ann and Cy
            await cy.until(lambda: cy.controller.mode is Mode.PLAY, "Cy's game")
            state = cy.client.state
            assert state is not None and [s.name for s in state.seats] == ["Ann", "Cy"]
            for app in (cy, ann):
                await app.leave()

    asyncio.run(scenario())
