"""`--record` online keeps every turn (issue 42), through the real application: two people and a
computer play a whole game, Bob's program dies in round 3 and a new one (with its own record)
takes his seat back; each player's record replays through the rules (``store.replay``) to the
turns and totals of the server's own record, and `yahtzee review` reads it."""

from __future__ import annotations

import asyncio
import json
import subprocess
import sys
from pathlib import Path

from netplay import start_server, url
from online_app import OnlineApp, ann_and_bob, play_to_the_end

from talking_yahtzee.store.replay import read_game_record
from talking_yahtzee.ui.table_plan import TableSettings

BOB_KEY = "B" * 43


def test_each_players_record_keeps_every_turn_and_replays_to_the_servers(tmp_path: Path) -> None:
    ann_file, bob_file = tmp_path / "ann.json", tmp_path / "bob.json"

    async def scenario() -> dict[str, object]:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            settings = TableSettings(seats=3, computers=1, level="good")
            ann, bob, code = await ann_and_bob(
                url(server), settings, "fi", BOB_KEY, record=ann_file
            )
            while ann.client.game is None or ann.client.game.round < 3:
                for app in (ann, bob):
                    if app.client.my_turn():
                        await app.play_turn()
                await ann.until(lambda: ann.client.my_turn() or bob.client.my_turn(), "a turn")
            await bob.crash()
            again = OnlineApp(
                url(server), "Bob", lang="fi", action="join", code=code, key=BOB_KEY,
                record=bob_file,
            )  # fmt: skip
            again.start()
            await again.heard("online-returned")
            await play_to_the_end(ann, again)
            await ann.until(lambda: ann.table.record is not None, "the server's record")
            record = ann.table.record
            assert record is not None
            await again.leave()
            await ann.leave()
            return record

    server_record = asyncio.run(scenario())
    for path in (ann_file, bob_file):
        written = json.loads(path.read_text(encoding="utf-8"))
        assert written["finished"] is True
        assert len(written["turns"]) == 39  # 13 rounds of three seats, not "turns": []
        assert written["turns"] == server_record["turns"]
        assert written["totals"] == server_record["totals"]
        game = read_game_record(path).game  # replayed through the rules, turn by turn
        assert game.is_over and [c.total() for c in game.cards] == [
            t["total"]
            for t in server_record["totals"]  # type: ignore[index]
        ]
    review = subprocess.run(
        [sys.executable, "-m", "talking_yahtzee", "review", "--json", str(ann_file)],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    reviewed = json.loads(review.stdout)
    assert reviewed["finished"] is True and len(reviewed["players"]) == 3
