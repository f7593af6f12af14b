"""What you missed, through the real application (issue 42): Bob quits in the middle of a game,
Ann plays on while a computer plays Bob's seat, and Bob's new program, started with the same
command, hears whose turn it is, that he is back, then only what happened while he was away:
Ann's scores, what was played for him, the standings; `z` tells every move in detail."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from netplay import start_server, url
from online_app import OnlineApp, ann_and_bob

from talking_yahtzee.ui.table_plan import TableSettings

ANN_KEY = "A" * 43
BOB_KEY = "B" * 43
PLAYED_FOR_YOU = {"en": "Played for you, ", "sv": "Spelat åt dig, "}


def filled(app: OnlineApp, seat: int) -> int:
    game = app.client.game
    assert game is not None
    return len(game.cards[seat].filled_categories)


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_new_program_hears_what_was_missed_own_seat_included(tmp_path: Path, lang: str) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            settings = TableSettings(seats=2, computers=0)
            ann, bob, code = await ann_and_bob(url(server), settings, lang, BOB_KEY, key=ANN_KEY)
            while filled(ann, 0) < 1 or filled(ann, 1) < 1:  # a round with Bob there
                for app in (ann, bob):
                    if app.client.my_turn():
                        await app.play_turn()
                await ann.until(lambda: ann.client.my_turn() or bob.client.my_turn(), "a turn")
            before = (filled(ann, 0), filled(ann, 1))
            await bob.leave()  # q, yes: a computer plays Bob's seat from now on
            while filled(ann, 1) < before[1] + 2 or not ann.client.my_turn():
                if ann.client.my_turn():
                    await ann.play_turn()
                await ann.until(
                    lambda: ann.client.my_turn() or filled(ann, 1) >= before[1] + 2, "Ann's turn"
                )
            await ann.until(ann.client.my_turn, "Ann's turn")
            own, others = filled(ann, 1) - before[1], filled(ann, 0) - before[0]
            again = OnlineApp(url(server), "Bob", lang=lang, action="join", code=code, key=BOB_KEY)
            again.start()
            await again.heard("online-returned")
            said = again.ids()
            turn, back = said.index("review-turn"), said.index("online-returned")
            away = said.index("online-missed")
            assert turn < back < away  # whose turn first, then back, then what was missed
            lines = said[away + 1 :]
            assert lines.count("online-missed-scored") == others  # Ann's, since Bob left
            assert lines.count("online-missed-for-you") == own == 2  # his seat's, by a computer
            assert "review-standings" in lines
            for_you = again.messages("online-missed-for-you")[0]
            text = again.controller.localizer.format(for_you)
            assert text.startswith(PLAYED_FOR_YOU[lang]), text
            assert again.messages("online-missed-scored")[0].args["player"] == "Ann"
            again.keys("z")  # every roll, hold and score since, in detail
            recap = await again.heard("online-missed-recap")
            assert recap.args["since"] == "move"
            after = again.ids()[again.ids().index("online-missed-recap") :]
            assert "game-scored" in after or "game-computer-scored" in after, after
            await again.leave()
            await ann.leave()

    asyncio.run(scenario())


SUMMED = {"en": "Played for you, {n} turns, ", "sv": "Spelat åt dig, {n} turer, "}


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_long_absence_is_told_one_line_per_player(tmp_path: Path, lang: str) -> None:
    """Away for more than three rounds: one line per player (their turns and points) instead of
    one per score; ``z`` still tells each."""

    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            settings = TableSettings(seats=2, computers=0)
            ann, bob, code = await ann_and_bob(url(server), settings, lang, BOB_KEY, key=ANN_KEY)
            await bob.leave()  # q, yes: a computer plays Bob's seat from now on
            while filled(ann, 1) < 4 or filled(ann, 0) < 4:
                if ann.client.my_turn():
                    await ann.play_turn()
                await ann.until(
                    lambda: ann.client.my_turn() or (filled(ann, 1) >= 4 and filled(ann, 0) >= 4),
                    "Ann's turn",
                )
            await ann.until(ann.client.my_turn, "Ann's turn")
            own, others = filled(ann, 1), filled(ann, 0)
            assert own + others > 6  # past three rounds' worth of scores
            again = OnlineApp(url(server), "Bob", lang=lang, action="join", code=code, key=BOB_KEY)
            again.start()
            await again.heard("online-returned")
            said = again.ids()
            lines = said[said.index("online-missed") + 1 :]
            assert "online-missed-scored" not in lines and "online-missed-for-you" not in lines
            assert lines.count("online-missed-summary") == 1  # Ann's
            mine = again.messages("online-missed-summary-you")
            assert len(mine) == 1 and mine[0].args["count"] == own >= 4
            text = again.controller.localizer.format(mine[0])
            assert text.startswith(SUMMED[lang].format(n=own)), text
            ann_line = again.messages("online-missed-summary")[0]
            assert ann_line.args["player"] == "Ann" and ann_line.args["count"] == others
            game = again.client.game
            assert game is not None
            assert mine[0].args["points"] == sum(b or 0 for b in game.cards[1].boxes)
            await again.leave()
            await ann.leave()

    asyncio.run(scenario())
