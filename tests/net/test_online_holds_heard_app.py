"""Whose holds an online player hears, through the real application (issue 42): below the
detailed level only their own. A program that falls behind the server (a slow voice, a busy
machine) takes in the computer's whole turn at once; its holds were then said as "Die 3, three,
held." (heard in the tmux game), which sounds like the listener's own dice, and its keeps
("Robo keeps 2, 2.") were lost. (It failed on the old filter until the keeps were said from
the state each update left; the filter and that each keep the computer's holds unheard.)"""

from __future__ import annotations

import asyncio
import contextlib
import sqlite3
import time
from pathlib import Path

import pytest
from netplay import quiet_port, url
from online_app import OnlineApp
from test_net_restart import ServerProcess

from talking_yahtzee.ui.host import Mode
from talking_yahtzee.ui.table_plan import TableSettings

LIMIT = 30.0


def computer_scores(db: Path) -> int:
    """The scores the computer's seat has made, as the server stored them."""
    with contextlib.closing(sqlite3.connect(db, timeout=LIMIT)) as store:
        rows = store.execute("SELECT entry FROM log").fetchall()
    return sum(1 for (entry,) in rows if '"computer"' in entry and '"score"' in entry)


def busy_until_the_computer_scored(db: Path, before: int) -> None:
    """This program busy (its event loop held, as by a slow voice) until the server, in its own
    process, has played the computer's whole turn: its updates wait unread."""
    deadline = time.monotonic() + LIMIT
    while computer_scores(db) <= before:
        assert time.monotonic() < deadline, "the computer did not play"
        time.sleep(0.01)


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_computers_holds_taken_in_at_once_are_not_heard_as_ones_own(
    tmp_path: Path, lang: str
) -> None:
    async def scenario() -> None:
        db = tmp_path / "rooms.sqlite3"
        server = ServerProcess(db, tmp_path / "server.log", quiet_port())
        try:
            settings = TableSettings(seats=2, computers=1)
            ann = OnlineApp(url(server.port), "Ann", lang=lang, action="create", settings=settings)
            ann.start()
            await ann.heard("online-created")
            ann.keys("enter")
            await ann.until(lambda: ann.controller.mode is Mode.PLAY, "the start")
            for _ in range(4):
                await ann.until(ann.client.my_turn, "Ann's turn", LIMIT)
                before = computer_scores(db)
                mine = ann.ids().count("game-hold")
                rolled = ann.ids().count("game-rolled")
                ann.keys("r")
                await ann.heard("game-rolled", rolled + 1)  # a hold before it is refused stale
                ann.keys("1")  # her own hold is heard
                await ann.heard("game-hold", mine + 1)
                await ann.play_turn()
                busy_until_the_computer_scored(db, before)
            await ann.until(ann.client.my_turn, "Ann's turn again", LIMIT)
            holds = [m for m in ann.said if m.id == "game-hold"]
            assert len(holds) == 4, [m.args for m in holds]  # her own; none of the computer's
            assert ann.messages("game-keeps"), "the computer's keeps, said as its choice"
            await ann.leave()
        finally:
            server.stop()

    asyncio.run(scenario())
