"""How everyone played and the ratings, through the real application (issue 41): a rated table
made by the lobby's keys, a whole game by keys, each player hearing everyone's line and the
ratings in their own language (English and Spanish), Up at the end for the details, R in the
lobby for one's rating and the best players; a rated table with a computer is told it did not
count."""

from __future__ import annotations

import asyncio
from pathlib import Path

from netplay import start_server, url
from online_app import OnlineApp, play_to_the_end

from talking_yahtzee.messages.i18n import Localizer
from talking_yahtzee.ui.modes.lobby import LobbyMode
from talking_yahtzee.ui.table_plan import TableSettings

ANN = "a" * 40
BEA = "b" * 40
CY = "c" * 40


def test_a_rated_game_by_keys_is_told_and_rated_and_the_lobby_says_the_ratings(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann = OnlineApp(url(server), "Ann", key=ANN)
            ann.start()
            await ann.heard("online-lobby-people")
            lobby = ann.controller.handler(LobbyMode)
            ann.keys(*["down"] * 5)  # seats, computers, rules, spectators, public, rated
            await ann.until(lambda: lobby.field() == "rated", "the rated field")
            ann.keys("right")
            rated = await ann.heard("online-field-rated", 2)  # arrived, then changed
            assert rated.args["rated"] == "yes" and lobby.settings.rated
            ann.keys(*["down"] * 3)  # away, turn, create
            await ann.until(lambda: lobby.field() == "create", "the create line")
            ann.keys("enter")
            await ann.heard("online-created")
            code = ann.client.code
            assert code is not None
            bea = OnlineApp(url(server), "Bea", lang="es", action="join", code=code, key=BEA)
            bea.start()
            await bea.heard("online-seated")
            await ann.heard("online-everyone-here")
            ann.keys("enter")
            await play_to_the_end(ann, bea)
            for player in (ann, bea):
                await player.heard("skill-rating", 2)
                lines = player.messages("skill-line")
                assert len(lines) == 2 and [m.args["own"] for m in lines].count("yes") == 1
                ratings = player.messages("skill-rating")
                assert ratings[0].args["own"] == "yes"  # the listener's own rating first
                assert {m.args["ranked"] for m in ratings} == {2}
                assert "skill-unrated" not in player.ids()
            english = Localizer("en").format(ann.messages("skill-rating")[0])
            assert english.startswith("Your rating is now ")
            spanish = Localizer("es").format(bea.messages("skill-rating")[0])
            assert spanish.startswith("Tu puntuación es ahora ")
            ann.keys("up")  # the details of the listener's game, as at home
            details = await ann.heard("skill-details-start")
            assert details.args["own"] == "yes"
            await ann.leave()
            await bea.leave()
            cy = OnlineApp(url(server), "Cy", lang="es", key=CY)
            cy.start()
            await cy.heard("online-lobby-people")
            cy.keys("r")
            none = await cy.heard("online-rating-none")
            assert Localizer("es").format(none).startswith("Aún no tienes puntuación")
            best = cy.messages("online-ratings-line")
            assert [m.args["name"] for m in best] in (["Ann", "Bea"], ["Bea", "Ann"])
            await cy.leave()
            back = OnlineApp(url(server), "Ann", key=ANN)
            back.start()
            await back.heard("online-lobby-people")
            back.keys("r")
            own = await back.heard("online-rating-own")
            assert own.args["games"] == 1 and own.args["ranked"] == 2
            assert Localizer("en").format(own).startswith("Your rating here is ")
            await back.leave()

    asyncio.run(scenario())


def test_a_rated_table_with_a_computer_is_told_its_game_did_not_count(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            settings = TableSettings(seats=2, computers=1, level="beginner", rated=True)
            ann = OnlineApp(url(server), "Ann", action="create", settings=settings, key=ANN)
            ann.start()
            await ann.heard("online-created")
            ann.keys("enter")
            await play_to_the_end(ann)
            unrated = await ann.heard("skill-unrated")
            assert unrated.args["reason"] == "computers"
            assert len(ann.messages("skill-line")) == 2 and not ann.messages("skill-rating")
            await ann.leave()

    asyncio.run(scenario())
