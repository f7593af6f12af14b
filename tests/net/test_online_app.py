"""Online play through the real application (pipe input) against a real server on port 0: the
lobby, a whole game with a computer heard in two languages, chat, a dropped connection."""

from __future__ import annotations

import asyncio
from pathlib import Path

from netplay import client, finish_turn, reach, start_server, started, url
from online_app import OnlineApp, play_to_the_end

from talking_yahtzee.net.client import Client
from talking_yahtzee.net.protocol import ChatLine, Refused
from talking_yahtzee.sound import RecordingSoundOutput, Sound
from talking_yahtzee.ui.host import Mode
from talking_yahtzee.ui.table_plan import TableSettings


def test_two_players_and_a_computer_play_a_whole_game_each_in_their_language(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        server = await start_server(tmp_path / "rooms.sqlite3")
        try:
            ann = OnlineApp(
                url(server),
                "Ann",
                lang="en",
                action="create",
                settings=TableSettings(seats=3, computers=1, level="good"),
            )
            ann.start()
            created = await ann.heard("online-created")
            code = ann.client.code
            assert code is not None and len(code) == 9
            assert created.args["code"] == ", ".join(" ".join(code[i : i + 3]) for i in (0, 3, 6))
            sounds = RecordingSoundOutput()
            bea = OnlineApp(
                url(server), "Bea", lang="es", action="join", code=code, coach=True, sound=sounds
            )
            bea.start()
            await bea.heard("online-seated")
            joined = await ann.heard("online-seat-joined")
            assert joined.args["player"] == "Bea"
            await ann.heard("online-everyone-here")
            bea.keys("enter")  # only the host starts
            await bea.heard("online-refused-not-host")
            ann.keys("enter")
            await play_to_the_end(ann, bea)
            await ann.until(lambda: ann.table.record is not None, "Ann's record")
            await bea.until(lambda: bea.table.record is not None, "Bea's record")
            assert ann.table.record == bea.table.record
            assert ann.controller.game.cards == bea.controller.game.cards
            assert all(c.is_complete for c in ann.controller.game.cards)
            for player in (ann, bea):  # the same events, announced by each one's announcer
                assert player.ids().count("game-scored") >= 26
                assert "game-over" in player.ids() or "game-winner" in " ".join(player.ids())
            coached = [i for i in bea.ids() if i in ("coach-cost", "coach-good")]
            assert len(coached) == 13  # the coach, on the mirror, after each of Bea's scores
            assert not any(i.startswith("coach-") for i in ann.ids())
            # Each hears "your turn" on their own turns only: another person's turn is spoken
            # of as any other player's.
            for me, other in ((ann, "Bea"), (bea, "Ann")):
                computers = {p.name for p in me.controller.game.players if p.is_computer}
                starts = [m for m in me.said if m.id == "game-turn-start"]
                assert {m.args["kind"] for m in starts if m.args["player"] == other} == {"computer"}
                mine = {
                    m.args["kind"] for m in starts if m.args["player"] not in (other, *computers)
                }
                assert mine == {"human"}
            # Bea's bell rings on her own 13 turns only; the others' turns sound as others'.
            played = [sound for sound, _ in sounds.played]
            assert played.count(Sound.YOUR_TURN) == 13
            assert played.count(Sound.OTHER_TURN) >= 26
            english, spanish = " ".join(ann.output.texts), " ".join(bea.output.texts)
            assert "Rules" not in spanish and "Bea" in english
            assert ann.controller.localizer.lang == "en" and bea.controller.localizer.lang == "es"
            assert english != spanish
            await ann.leave()
            await bea.leave()
        finally:
            await server.close()

    asyncio.run(scenario())


def test_the_lobby_by_keys_creates_a_table_refuses_a_wrong_code_and_joins_by_code(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        server = await start_server(tmp_path / "rooms.sqlite3")
        try:
            ann = OnlineApp(url(server), "Ann", lang="en")
            ann.start()
            await ann.heard("online-lobby")
            assert ann.controller.mode is Mode.LOBBY
            ann.keys("down", "left")  # computers: 1 -> 0; two seats, both for people
            said = await ann.heard("online-field-computers", 2)  # Down says 1, Left 0
            assert said.args["count"] == 0
            ann.keys(*["down"] * 5, "right")  # rules, spectators, public, rated, away: 2 -> 5
            away = await ann.heard("online-field-away", 2)
            assert away.args["minutes"] == 5
            ann.keys("down", "right", "down", "enter")  # the turn timer: off -> 1 minute; create
            turn = await ann.heard("online-field-turn", 2)
            assert turn.args["minutes"] == 1
            await ann.heard("online-created")
            code = ann.client.code
            assert code is not None
            state = ann.client.state
            assert state is not None and state.away_seconds == 300 and state.turn_seconds == 60
            bea = OnlineApp(url(server), "Bea", lang="de")
            bea.start()
            await bea.heard("online-lobby")
            bea.keys(*["down"] * 9, "enter")  # join (no computer: no level on the way)
            await bea.heard("online-code-ask")
            wrong = "000000000" if code != "000000000" else "111111111"
            bea.keys(*wrong, "enter")
            await bea.heard("online-refused-unknown-table")
            assert bea.controller.mode is Mode.LOBBY and bea.client.code is None
            bea.keys("enter", code[0], "backspace")  # all erased: said in words, not "Typed, -"
            await bea.heard("online-code-empty")
            bea.keys(*code[:4], "backspace", *code[3:], "enter")
            await bea.heard("online-seated")
            assert bea.client.code == code
            await ann.heard("online-everyone-here")
            bea.keys("t")
            who = await bea.heard("online-who", 2)
            assert who.args["open"] == 0
            ann.keys("enter")
            for player in (ann, bea):
                await player.until(lambda p=player: p.controller.mode is Mode.PLAY, "the game")
                await player.until(lambda p=player: p.client.game is not None, "the mirror")
                assert "game-first-roll" in player.ids()
            waiting = bea if ann.client.my_turn() else ann
            waiting.keys("r")  # out of turn: refused at once, nothing sent
            refused = await waiting.heard("online-not-your-turn")
            assert refused.args["player"] != waiting.client.name
            await ann.leave()
            await bea.leave()
        finally:
            await server.close()

    asyncio.run(scenario())


def test_a_full_table_is_refused_plainly_and_the_player_stays_in_the_lobby(tmp_path: Path) -> None:
    async def scenario() -> None:
        server = await start_server(tmp_path / "rooms.sqlite3")
        try:
            ann = OnlineApp(
                url(server), "Ann", action="create", settings=TableSettings(computers=1)
            )
            ann.start()
            await ann.heard("online-created")
            assert ann.client.code is not None
            cy = OnlineApp(url(server), "Cy", lang="fr", action="join", code=ann.client.code)
            cy.start()
            await cy.heard("online-refused-full")
            assert cy.controller.mode is Mode.LOBBY
            await cy.heard("online-lobby")  # the lobby, said after the refusal
            assert "Cette table est complète." in cy.output.texts
            await ann.leave()
            await cy.leave()
        finally:
            await server.close()

    asyncio.run(scenario())


HOSTILE = "hi\x1b[2J\x07 \u202eevil\u202c\r\nthere\u200b\x00"


def test_chat_by_keys_hostile_text_cleaned_and_a_player_muted(tmp_path: Path) -> None:
    async def scenario() -> None:
        server = await start_server(tmp_path / "rooms.sqlite3")
        try:
            ann = OnlineApp(
                url(server), "Ann", action="create", settings=TableSettings(computers=0)
            )
            ann.start()
            await ann.heard("online-created")
            code = ann.client.code
            assert code is not None
            bea = OnlineApp(url(server), "Bea", lang="es", action="join", code=code)
            bea.start()
            await ann.heard("online-everyone-here")
            eve = client(server)
            await eve.join(code, "Eve\u202e", spectate=True)
            ann.keys("enter")
            await bea.until(lambda: bea.controller.mode is Mode.PLAY, "the game")
            await ann.until(lambda: ann.controller.mode is Mode.PLAY, "the game")
            ann.keys("e")
            await ann.heard("online-chat-open")
            assert ann.controller.mode is Mode.CHAT
            ann.keys(*"Hola Bea, ¿QUÉ tal?", "enter")  # capitals and x reach the line
            line = await bea.heard("online-chat")
            assert line.args == {"player": "Ann", "text": "Hola Bea, ¿QUÉ tal?"}
            assert ann.controller.mode is Mode.PLAY
            ann.keys("e", *"never sent", "escape")
            await ann.heard("online-chat-cancelled")
            await eve.chat(HOSTILE)
            heard = await ann.heard("online-chat", 2)
            assert heard.args["player"] == "Eve"
            text = heard.args["text"]
            assert text.startswith("hi") and "evil" in text and "there" in text
            assert not any(ord(ch) < 32 or ch in "\u202e\u202c\u200b\x7f" for ch in text)
            spoken = [t for t in ann.output.texts if "evil" in t]
            assert spoken and not any("\x1b" in t or "\u202e" in t for t in spoken)
            ann.keys("i")
            muted = await ann.heard("online-muted")
            assert muted.args["player"] == "Eve"
            await eve_chat_later(eve, "second line")
            await bea.heard("online-chat", 3)  # Bea hears it; Ann has muted Eve
            assert ann.ids().count("online-chat") == 2
            await eve.close()
            await ann.leave()
            await bea.leave()
        finally:
            await server.close()

    asyncio.run(scenario())


async def eve_chat_later(eve: Client, text: str) -> None:
    """A chat line from Eve, once the server has passed it on."""
    await eve.chat(text)
    message = await eve.next()
    while not isinstance(message, ChatLine | Refused):
        message = await eve.next()
    assert isinstance(message, ChatLine), message


def test_a_dropped_connection_is_said_once_and_what_was_missed_on_return(tmp_path: Path) -> None:
    async def scenario() -> None:
        server = await start_server(tmp_path / "rooms.sqlite3")
        try:
            ann = OnlineApp(
                url(server), "Ann", action="create", settings=TableSettings(computers=0)
            )
            ann.start()
            await ann.heard("online-created")
            assert ann.client.code is not None
            bob = client(server)
            await bob.join(ann.client.code, "Bob")
            await ann.heard("online-everyone-here")
            ann.keys("enter")
            await started(bob)
            await ann.until(lambda: ann.controller.mode is Mode.PLAY, "the game")
            if ann.client.my_turn():
                await ann.play_turn()
            await reach(bob, bob.my_turn, "Bob's turn")
            ann.client.offline()
            await ann.heard("online-connection-lost")
            await finish_turn(bob)
            ann.client.online()
            await ann.heard("online-back")
            assert ann.ids().count("online-connection-lost") == 1
            missed = await ann.heard("online-missed-scored")
            assert missed.args["player"] == "Bob"
            assert "While you were away." in ann.output.texts
            assert any(t.startswith("Bob scored") for t in ann.output.texts)
            await ann.until(lambda: ann.client.my_turn(), "Ann's turn again")
            await ann.play_turn()  # and play goes on
            await bob.close()
            await ann.leave()
        finally:
            await server.close()

    asyncio.run(scenario())


def test_undo_online_goes_through_the_server_and_is_said_as_at_home(tmp_path: Path) -> None:
    async def scenario() -> None:
        server = await start_server(tmp_path / "rooms.sqlite3")
        try:
            ann = OnlineApp(
                url(server), "Ann", action="create", settings=TableSettings(computers=0)
            )
            ann.start()
            await ann.heard("online-created")
            assert ann.client.code is not None
            bob = client(server)
            await bob.join(ann.client.code, "Bob")
            await ann.heard("online-everyone-here")
            ann.keys("enter")
            await started(bob)
            await ann.until(lambda: ann.client.game is not None, "the game")
            if not ann.client.my_turn():
                await finish_turn(bob)
            await ann.until(ann.client.my_turn, "Ann's turn")
            ann.keys("r")
            await ann.until(
                lambda: ann.client.game is not None and ann.client.game.turn.dice is not None,
                "Ann's roll",
            )
            ann.keys("h")  # the advisor on the mirror's position
            hint = await ann.heard("hint-best")
            assert hint.args
            ann.keys("1")
            await ann.until(
                lambda: ann.client.game is not None and 0 in ann.client.game.turn.held, "a hold"
            )
            ann.keys("u")
            await ann.heard("forgive-undo-hold")
            game = ann.client.game
            assert game is not None and not game.turn.held
            await ann.play_turn()
            assert not ann.client.my_turn()
            ann.keys("u")  # before Bob rolls: the score comes back, and the turn
            undone = await ann.heard("forgive-undo-score")
            assert undone.args["box"].id == "box-ones"
            await ann.heard("forgive-undo-turn-back")
            assert ann.client.my_turn()
            await ann.play_turn()
            await finish_turn(bob)  # Bob has rolled since: Ann's score stays
            await ann.until(lambda: ann.client.last_seq == bob.last_seq, "Bob's turn, heard")
            ann.keys("u")  # pressed once Ann heard Bob's turn (before, it would be stale)
            refused = await ann.heard("forgive-undo-not-yours")
            assert refused.args["player"] == "Bob"
            await bob.close()
            await ann.leave()
        finally:
            await server.close()

    asyncio.run(scenario())


def test_a_spectator_hears_the_game_and_cannot_move(tmp_path: Path) -> None:
    async def scenario() -> None:
        server = await start_server(tmp_path / "rooms.sqlite3")
        try:
            ann = OnlineApp(
                url(server), "Ann", action="create", settings=TableSettings(computers=1)
            )
            ann.start()
            await ann.heard("online-created")
            assert ann.client.code is not None
            cy = OnlineApp(url(server), "Cy", lang="it", action="spectate", code=ann.client.code)
            cy.start()
            await cy.heard("online-watching")
            await ann.heard("online-seat-watching")
            ann.keys("enter")
            await cy.heard("game-first-roll")
            await cy.until(lambda: cy.controller.mode is Mode.PLAY, "the game")
            await ann.until(ann.client.my_turn, "Ann's turn")
            await cy.until(
                lambda: cy.client.game is not None and cy.client.game.current == ann.client.seat,
                "Ann's turn, seen by Cy",
            )
            cy.keys("r")
            await cy.heard("online-refused-spectator")
            cy.keys("s")  # the review keys read the mirror
            await cy.heard("review-standings")
            await ann.leave()
            await cy.leave()
        finally:
            await server.close()

    asyncio.run(scenario())


def test_the_host_removes_a_player_the_table_plays_on_then_the_host_ends_it(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        server = await start_server(tmp_path / "rooms.sqlite3")
        try:
            settings = TableSettings(seats=3, computers=0, away=1)
            ann = OnlineApp(url(server), "Ann", action="create", settings=settings)
            ann.start()
            await ann.heard("online-created")
            code = ann.client.code
            assert code is not None
            state = ann.client.state
            assert state is not None and state.away_seconds == 60 and state.turn_seconds is None
            bea = OnlineApp(url(server), "Bea", lang="de", action="join", code=code)
            cy = OnlineApp(url(server), "Cy", lang="ru", action="join", code=code)
            bea.start()
            await bea.heard("online-seated")
            cy.start()
            await cy.heard("online-seated")
            await ann.heard("online-everyone-here")
            ann.keys("enter")
            for player in (ann, bea, cy):
                await player.until(lambda p=player: p.controller.mode is Mode.PLAY, "the game")
            bea.keys("n")  # not the host: refused, nothing asked
            await bea.heard("online-host-only")
            bea.keys("j")
            await bea.heard("online-host-only", 2)
            assert bea.controller.mode is Mode.PLAY
            ann.keys("j")  # the others: Bea, then Cy
            first = await ann.heard("online-name")
            assert first.args["player"] == "Bea"
            assert ann.controller.mode is Mode.REMOVE
            ann.keys("escape")
            await ann.heard("online-remove-cancelled")
            assert ann.controller.mode is Mode.PLAY
            ann.keys("j", "down", "enter")
            await cy.heard("online-closed-removed")
            removed = await bea.heard("online-seat-removed")
            assert removed.args["player"] == "Cy"

            # The table plays on: Ann and Bea play their turns, a computer plays Cy's seat.
            def round_of(p: OnlineApp) -> int:
                return p.client.game.round if p.client.game is not None else 0

            for _ in range(3000):
                if round_of(ann) >= 2:
                    break
                for player in (ann, bea):
                    if player.client.my_turn():
                        await player.play_turn()
                await asyncio.sleep(0.02)
            assert ann.client.game is not None and round_of(ann) == 2
            assert ann.client.game.cards[2].filled_categories  # the computer played Cy's seat
            ann.keys("n")  # asked first; another key plays on
            await ann.heard("online-end-confirm")
            assert ann.controller.mode is Mode.CONFIRM_END
            ann.keys("z")
            await ann.heard("online-end-cancelled")
            ann.keys("n", "y")
            for player in (ann, bea):
                await player.heard("online-closed-ended")
            assert "Der Gastgeber hat den Tisch geschlossen." in bea.output.texts
            for player in (ann, bea, cy):
                await player.leave()
        finally:
            await server.close()

    asyncio.run(scenario())
