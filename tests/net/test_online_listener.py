"""The listener online: during a master computer's turn (held back by the server's delay), each of
two clients hears its own card as "your" from `c`, `a`, `b`, `k`, and `o` steps only through the
others; a spectator has no "your" and hears names."""

from __future__ import annotations

import asyncio
from pathlib import Path

from listener import REVIEWS, check_reviews, reviews_after
from netplay import start_server, url
from online_app import OnlineApp

from talking_yahtzee.ui.host import Mode
from talking_yahtzee.ui.table_plan import TableSettings


def test_online_each_client_hears_its_own_card_and_a_spectator_names(tmp_path: Path) -> None:
    async def scenario() -> None:
        server = await start_server(tmp_path / "rooms.sqlite3", computer_delay=60.0)
        players: list[OnlineApp] = []
        try:
            settings = TableSettings(seats=3, computers=1, level="master")
            ann = OnlineApp(url(server), "Ann", action="create", settings=settings)
            players.append(ann)
            ann.start()
            await ann.heard("online-created")
            code = ann.client.code
            assert code is not None
            bob = OnlineApp(url(server), "Bob", action="join", code=code)
            cy = OnlineApp(url(server), "Cy", action="spectate", code=code)
            players += [bob, cy]
            bob.start()
            cy.start()
            await ann.heard("online-everyone-here")
            await cy.heard("online-watching")
            ann.keys("enter")
            for person in (ann, bob, cy):
                await person.until(lambda p=person: p.controller.mode is Mode.PLAY, "the game")

            def computer_to_move() -> bool:
                game = ann.client.game
                return game is not None and game.players[game.current].is_computer

            while not computer_to_move():  # the people play until the computer's turn
                for person in (ann, bob):
                    if person.client.my_turn():
                        await person.play_turn()
                await asyncio.sleep(0.01)
            for person in (ann, bob, cy):
                await person.until(
                    lambda p=person: (
                        p.client.game is not None
                        and p.client.game.players[p.client.game.current].is_computer
                    ),
                    "the computer's turn",
                )
                start = len(person.said)
                person.keys(*REVIEWS)
                await person.until(
                    lambda p=person, s=start: [m.id for m in p.said[s:]].count("review-card") >= 4,
                    "the review answers",
                )
                game = person.client.game
                assert game is not None
                check_reviews(reviews_after(person.said, start), game, person.client.seat)
        finally:
            for person in players:
                await person.leave()
            await server.close()

    asyncio.run(scenario())
