"""What an online player hears (issue 32), through the real application against a real server on
port 0: whose turn it is and another person's rolls, the keys on another's turn, the turn timer,
the chat line typed and reviewed, spectators counted, ``--record`` online, told their turn after a
reconnect; in English and another language each."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from netplay import client, finish_turn, reach, start_server, started, url
from online_app import OnlineApp, play_to_the_end

from talking_yahtzee.net.protocol import SeatSpec, TurnClock
from talking_yahtzee.sound import RecordingSoundOutput, Sound
from talking_yahtzee.ui.host import Mode
from talking_yahtzee.ui.table_plan import TableSettings

NOT_ONLINE_LINES = {"error-not-rolled", "review-dice-none", "app-computer-hurry"}
"""What a player must never hear on another person's turn ("Roll first, press R", ...)."""


async def two_people(server: object, lang: str, **options: object) -> tuple[OnlineApp, OnlineApp]:
    """Ann (English) creates a table for two people; a second player in ``lang`` joins; the game
    starts."""
    ann = OnlineApp(url(server), "Ann", action="create", settings=TableSettings(computers=0))
    ann.start()
    await ann.heard("online-created")
    code = ann.client.code
    assert code is not None
    bea = OnlineApp(url(server), "Bea", lang=lang, action="join", code=code, **options)
    bea.start()
    await ann.heard("online-everyone-here")
    ann.keys("enter")
    for player in (ann, bea):
        await player.until(lambda p=player: p.controller.mode is Mode.PLAY, "the game")
        await player.until(lambda p=player: p.client.game is not None, "the mirror")
    return ann, bea


def test_another_persons_turn_and_roll_are_heard_and_review_keys_say_whose_turn(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        server = await start_server(tmp_path / "rooms.sqlite3")
        try:
            for lang in ("de", "fr"):
                ann, bea = await two_people(server, lang)
                mover, watcher = (ann, bea) if ann.client.my_turn() else (bea, ann)
                turn = await watcher.heard("online-turn")
                assert turn.args["player"] == mover.client.name
                assert "online-turn" not in mover.ids()  # one's own turn is "your turn"
                mover.keys("r")
                rolled = await watcher.heard("game-rolled")  # as a computer's roll at home:
                assert rolled.args["player"] == mover.client.name  # silent below detailed
                assert (rolled.args["kind"], watcher.controller.localizer.format(rolled)) == (
                    "computer",
                    "",
                )
                mover.keys("1")  # a hold: heard by the mover, by the others only at detailed
                await mover.heard("game-hold")
                await watcher.until(
                    lambda w=watcher: w.client.game is not None and 0 in w.client.game.turn.held,
                    "the hold reaching the watcher",
                )
                assert "game-hold" not in watcher.ids()
                for key, said in (("h", "online-not-your-turn"), ("d", "review-dice-computer")):
                    watcher.keys(key)
                    heard = await watcher.heard(said)
                    assert heard.args["player"] == mover.client.name
                watcher.keys("enter")  # Enter on another's turn: whose turn, not "roll first"
                await watcher.heard("online-not-your-turn", 2)
                watcher.keys("t")  # whose turn, and their dice so far
                told = await watcher.heard("review-dice-computer", 2)
                assert told.args["player"] == mover.client.name
                await mover.play_turn()
                mover.keys("enter")  # a further Enter after scoring, on the next one's turn
                await mover.heard("online-not-your-turn")
                await mover.heard("online-turn")  # the watcher's turn is said to the mover
                for player in (ann, bea):
                    assert not NOT_ONLINE_LINES & set(player.ids()), player.ids()
                german_or_french = " ".join(watcher.output.texts)
                assert mover.client.name in german_or_french
                await ann.leave()
                await bea.leave()
        finally:
            await server.close()

    asyncio.run(scenario())


def test_at_detailed_another_persons_rolls_are_heard_as_a_computers_are(tmp_path: Path) -> None:
    """One rule for anyone not at this keyboard (tests/ui/test_others_rolls.py at home): their
    rolls are silent below the detailed level, and heard with their dice at detailed."""

    async def scenario() -> None:
        server = await start_server(tmp_path / "rooms.sqlite3")
        try:
            ann, bea = await two_people(server, "sv", verbosity="detailed")
            mover, watcher = (ann, bea) if ann.client.my_turn() else (bea, ann)
            mover.keys("r")
            rolled = await watcher.heard("game-rolled")
            said = watcher.controller.localizer.format(rolled)
            if watcher is bea:  # Swedish, detailed: "Ann slår 3, 5, 1, 2, 6."
                assert said.startswith(f"{mover.client.name} slår "), said
            else:  # English, normal: nothing
                assert said == "", said
            await ann.leave()
            await bea.leave()
        finally:
            await server.close()

    asyncio.run(scenario())


def test_the_turn_timer_warns_with_a_sound_and_t_says_the_time_left(tmp_path: Path) -> None:
    async def scenario() -> None:
        server = await start_server(tmp_path / "rooms.sqlite3")
        try:
            host = client(server)
            welcome = await host.create(
                "Ann", [SeatSpec("person"), SeatSpec("person")], turn_seconds=31.0
            )
            sounds = RecordingSoundOutput()
            bea = OnlineApp(url(server), "Bea", lang="es", action="join", code=welcome.code)
            bea.app.controller.sound = sounds  # type: ignore[misc]
            bea.start()
            await bea.heard("online-seated")
            await host.start()
            await started(host)
            await reach(host, lambda: host.state is not None, "the state")
            if host.my_turn():
                await finish_turn(host)  # Ann's turn played at once: Bea's turn and timer next
            await bea.until(bea.client.my_turn, "Bea's turn")
            warned = await bea.heard("online-clock-warning")  # 31 seconds: 30 left after one
            assert warned.args["seconds"] == 30
            assert Sound.YOUR_TURN in [s for s, _ in sounds.played]
            bea.keys("t")
            left = await bea.heard("online-clock-left")
            assert 0 < left.args["seconds"] <= 30 and left.args["mine"] == "yes"
            assert "segundos" in " ".join(bea.output.texts)
            game = bea.client.game
            assert game is not None and bea.client.seat is not None
            # The 10-second warning: the same path, from a clock the server would send.
            bea.table.receive(TurnClock(bea.client.seat, game.round, 10.05))
            ten = await bea.heard("online-clock-warning", 2)
            assert ten.args["seconds"] == 10
            # Back after a drop, the server sends the running clock again.
            bea.table.turns.stop()
            bea.client.offline()
            await bea.heard("online-connection-lost")
            bea.client.online()
            await bea.heard("online-back")
            await bea.until(lambda: bea.table.turns.deadline is not None, "the clock again")
            assert bea.table.turns.turn == (bea.client.seat, game.round)
            await bea.leave()
            await host.close()
        finally:
            await server.close()

    asyncio.run(scenario())


def test_the_chat_line_is_echoed_reviewed_and_kept_in_a_history_of_its_own(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        server = await start_server(tmp_path / "rooms.sqlite3")
        try:
            ann, bea = await two_people(server, "pl")
            ann.keys("e", *"Hi Bx")
            await ann.until(lambda: ann.ids().count("online-chat-char") == 4, "the letters")
            assert [m.args["char"] for m in ann.said if m.id == "online-chat-char"] == list("HiBx")
            assert "online-chat-space" in ann.ids()
            ann.keys("backspace")
            erased = await ann.heard("online-chat-erased")
            assert erased.args["char"].args["char"] == "x"
            ann.keys("home")
            await ann.until(lambda: ann.ids().count("online-chat-char") == 5, "Home")
            assert ann.said[-1].args["char"] == "H"
            ann.keys("right", "right")
            await ann.until(lambda: ann.ids()[-1] == "online-chat-char", "Right")
            ann.keys("end")
            await ann.heard("online-chat-end")
            ann.keys(*"ea", "f2")
            typed = await ann.heard("online-chat-typed")
            assert typed.args["text"] == "Hi Bea"
            ann.keys("enter")
            line = await bea.heard("online-chat")
            assert line.args["text"] == "Hi Bea"
            bea.keys("e", *"Cześć", "enter")
            await ann.heard("online-chat", 2)
            await bea.heard("online-chat", 2)
            bea.keys("[")  # the chat's own history: the newest line first ("1 of 2"), then older
            place = await bea.heard("online-chat-history-place")
            assert bea.said[-2].args["text"] == "Cześć" and place.args["place"] == 1
            bea.keys("[")
            place = await bea.heard("online-chat-history-place", 2)
            assert bea.said[-2].args["text"] == "Hi Bea"
            assert place.args == {"place": 2, "count": 2}
            bea.keys("[")  # the oldest: it stays there, with the list's edge sound
            place = await bea.heard("online-chat-history-place", 3)
            assert place.args == {"place": 2, "count": 2}
            bea.keys("]")
            place = await bea.heard("online-chat-history-place", 4)
            assert place.args == {"place": 1, "count": 2}
            assert "Cześć" in " ".join(bea.output.texts)
            await ann.leave()
            await bea.leave()
        finally:
            await server.close()

    asyncio.run(scenario())


def test_spectators_coming_in_a_burst_are_counted_into_one_line(tmp_path: Path) -> None:
    async def scenario() -> None:
        server = await start_server(tmp_path / "rooms.sqlite3")
        try:
            ann = OnlineApp(url(server), "Ann", lang="de", action="create")
            ann.start()
            await ann.heard("online-created")
            code = ann.client.code
            assert code is not None
            watchers = [client(server) for _ in range(3)]
            for i, watcher in enumerate(watchers):
                await watcher.join(code, f"Fan{i}", spectate=True)
            joined = await ann.heard("online-spectators-watching")
            assert joined.args["count"] == 3
            assert "online-seat-watching" not in ann.ids()
            assert "3 Zuschauer" in " ".join(ann.output.texts)
            await watchers[0].leave()
            left = await ann.heard("online-seat-left")  # one alone: by name
            assert left.args["player"] == "Fan0"
            for watcher in watchers[1:]:
                await watcher.close()
            await ann.leave()
        finally:
            await server.close()

    asyncio.run(scenario())


def test_record_online_is_written_after_each_score_and_turn_said_after_a_reconnect(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        server = await start_server(tmp_path / "rooms.sqlite3")
        record = tmp_path / "game.json"
        try:
            ann, bea = await two_people(server, "it", record=record)
            first = ann if ann.client.my_turn() else bea
            await first.play_turn()
            await bea.until(record.exists, "the record after the first score")
            scored = json.loads(record.read_text())
            assert scored["players"][0]["name"] in ("Ann", "Bea")
            # Bea drops and comes back: she hears whose turn it is first, then that she is back.
            bea.client.offline()
            await bea.heard("online-connection-lost")
            bea.client.online()
            await bea.heard("online-back")
            back = bea.ids().index("online-back", len(bea.ids()) - 3)
            told = bea.said[back - 1]
            assert told.id == "review-turn"
            assert told.args["kind"] == ("human" if bea.client.my_turn() else "computer")
            await play_to_the_end(ann, bea)
            await bea.until(lambda: json.loads(record.read_text())["finished"], "end")
            await ann.leave()
            await bea.leave()
        finally:
            await server.close()

    asyncio.run(scenario())
