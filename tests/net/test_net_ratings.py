"""How everyone played and the ratings, over real sockets (issue 41): a rated game between two
people ends with each hearing every seat's analysis and the ratings moved, listed by the server;
a practice table and a table with a computer leave the ratings alone."""

from __future__ import annotations

import asyncio
import json
import os
import sys
from pathlib import Path

from netplay import client, play, seat_joined, start_server, started, until

from talking_yahtzee.advisor.skill import analyse
from talking_yahtzee.net.client import Client
from talking_yahtzee.net.lobby_client import fetch_ratings
from talking_yahtzee.net.protocol import GameSkills, SeatSpec
from talking_yahtzee.net.serving import RunningServer
from talking_yahtzee.store.keys import key_path
from talking_yahtzee.store.replay import game_from_record

ANN_KEY = "a" * 40
BOB_KEY = "b" * 40


async def skills_heard(who: Client) -> GameSkills:
    wanted = lambda m: isinstance(m, GameSkills)  # noqa: E731
    heard = await until(who, wanted, f"the skills ({who.name})", limit=60)  # a worker may start
    assert isinstance(heard, GameSkills)
    return heard


async def a_game(
    server: RunningServer, *, rated: bool, computer: bool = False
) -> tuple[GameSkills, GameSkills, dict[str, object], str]:
    """Ann (host) and Bob play a whole game; what each heard of how everyone played."""
    ann, bob = client(server), client(server)
    seats = [SeatSpec("person"), SeatSpec("person")]
    if computer:
        seats.append(SeatSpec("computer", "beginner", "Hal"))
    welcome = await ann.create("Ann", seats, key=ANN_KEY, rated=rated)
    await bob.join(welcome.code, "Bob", key=BOB_KEY)
    await until(ann, seat_joined(1), "Bob at the table")
    await ann.start()
    await started(ann)
    await started(bob)
    record, _ = await asyncio.gather(play(ann), play(bob))
    heard = await asyncio.gather(skills_heard(ann), skills_heard(bob))
    await ann.close()
    await bob.close()
    return heard[0], heard[1], record, welcome.code


def test_a_rated_game_is_analysed_for_everyone_and_moves_the_ratings(tmp_path: Path) -> None:
    async def scenario() -> None:  # analysed in the server's worker process
        async with await start_server(tmp_path / "rooms.sqlite3", computer_workers=1) as server:
            before = await fetch_ratings(f"ws://127.0.0.1:{server.port}", key=ANN_KEY)
            assert before.players == [] and before.own is None
            ann, bob, record, _ = await a_game(server, rated=True)
            assert ann == bob
            assert ann.rated == "rated"
            game = game_from_record(record).game
            expected = analyse(game.rules, 2, tuple(game.turns))
            for heard, home in zip(ann.skills, expected, strict=True):  # the home game's analysis
                assert heard.final == home.final and heard.aim == home.aim
                assert [(c.done, c.best) for c in heard.choices] == [
                    (c.done, c.best) for c in home.choices
                ]
                for a, b in ((heard.start, home.start), (heard.luck, home.luck)):
                    assert abs(a - b) < 1e-9
                assert abs(heard.loss - home.loss) < 1e-9  # to the last bits of another process
            assert server.server.deciders.pooled_work == 1  # in the worker, not on the loop
            assert all(r is not None and r.games == 1 and r.ranked == 2 for r in ann.ratings)
            names = [r.name for r in ann.ratings if r is not None]
            assert sorted(names) == ["Ann", "Bob"]
            board = await fetch_ratings(f"ws://127.0.0.1:{server.port}", key=BOB_KEY)
            assert sorted(p.name for p in board.players) == ["Ann", "Bob"]
            assert [p.rank for p in board.players] in ([1, 2], [1, 1])
            assert board.own is not None and board.own.name == "Bob"
            losses = [s.aim_loss for s in expected]
            better = (
                0 if losses[0] < losses[1] - 0.005 else 1 if losses[1] < losses[0] - 0.005 else None
            )
            if better is not None:  # the fewer points lost, the higher the rating
                assert board.players[0].name == ("Ann", "Bob")[better]
                assert board.players[0].rating > board.players[1].rating

    asyncio.run(scenario())


def test_a_player_back_by_their_key_after_the_end_hears_how_everyone_played(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            heard, _, _, code = await a_game(server, rated=True)
            again = client(server)
            await again.join(code, "Ann", key=ANN_KEY)
            back = await skills_heard(again)
            assert back.skills == heard.skills and back.rated == "rated"
            assert back.ratings == [] and heard.ratings  # the analysis is kept, not the moment
            await again.close()

    asyncio.run(scenario())


def test_practice_and_computers_leave_the_ratings_alone(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann, bob, _, _ = await a_game(server, rated=False)
            assert ann.rated == bob.rated == "practice" and ann.ratings == []
            assert len(ann.skills) == 2
            ann, _, _, _ = await a_game(server, rated=True, computer=True)
            assert ann.rated == "computers" and len(ann.skills) == 3
            board = await fetch_ratings(f"ws://127.0.0.1:{server.port}", key=ANN_KEY)
            assert board.players == [] and board.own is None

    asyncio.run(scenario())


def test_a_computer_playing_for_someone_leaves_the_ratings_alone(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann, bob = client(server), client(server)
            seats = [SeatSpec("person"), SeatSpec("person")]
            welcome = await ann.create("Ann", seats, key=ANN_KEY, rated=True)
            await bob.join(welcome.code, "Bob", key=BOB_KEY)
            await until(ann, seat_joined(1), "Bob at the table")
            await ann.start()
            await started(ann)
            await started(bob)
            await bob.leave()  # a computer plays Bob's seat to the end
            await play(ann)
            heard = await skills_heard(ann)
            assert heard.rated == "stand-in" and heard.ratings == [] and len(heard.skills) == 2
            board = await fetch_ratings(f"ws://127.0.0.1:{server.port}")
            assert board.players == []
            await ann.close()

    asyncio.run(scenario())


async def ratings_command(server: RunningServer, data: Path, *extra: str) -> str:
    process = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "talking_yahtzee", "online", "--server",
        f"ws://127.0.0.1:{server.port}", "--ratings", *extra,
        stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.PIPE,
        env=dict(os.environ, TALKING_YAHTZEE_DATA_DIR=str(data)),
    )  # fmt: skip
    stdout, stderr = await asyncio.wait_for(process.communicate(), 60)
    assert process.returncode == 0, stderr.decode()
    return stdout.decode()


def test_the_ratings_command_prints_the_leaderboard_and_your_rating(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            data = tmp_path / "data"
            empty = await ratings_command(server, data, "--lang", "en")
            assert empty.splitlines() == [
                "Nobody has played a rated game on this server yet.",
                "You have no rating on this server yet. Play at a rated table.",
            ]
            await a_game(server, rated=True)
            kept = key_path(f"ws://127.0.0.1:{server.port}", data)
            kept.write_text(BOB_KEY)  # this player is Bob
            out = json.loads(await ratings_command(server, data, "--json"))
            assert out["format"] == 1 and [p["rank"] for p in out["players"]] in ([1, 2], [1, 1])
            assert sorted(p["name"] for p in out["players"]) == ["Ann", "Bob"]
            assert out["own"]["name"] == "Bob" and out["own"]["games"] == 1
            lines = (await ratings_command(server, data, "--lang", "de")).splitlines()
            assert len(lines) == 3 and lines[0].startswith("1. ") and "ein Spiel." in lines[0]
            assert lines[2].startswith("Deine Wertung hier ist ")

    asyncio.run(scenario())
