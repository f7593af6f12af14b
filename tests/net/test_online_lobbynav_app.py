"""Back to the lobby from a table, through the real application over real sockets (issue 32).

Escape asks first while the player holds a seat in a game (declined keeps the seat; accepted hands
it to a computer, the others hear that the player left, and the seat is taken back by its code
from the lobby); a spectator, or a player at a table before its game, goes straight back; a
removed player is back in the lobby; chat stays out of the game's history (comma and period) and
is in the chat's own (``[`` and ``]``), the lobby's too; Z says in detail what was missed. In
English and Swedish.
"""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from american import CATEGORIES
from netplay import start_server, url
from online_app import OnlineApp, play_to_the_end

from talking_yahtzee.ui.host import Mode
from talking_yahtzee.ui.table_plan import TableSettings

ANN_KEY = "A" * 43
BOB_KEY = "B" * 43


async def _game(server_url: str, lang: str, host_lang: str = "en") -> tuple[OnlineApp, OnlineApp]:
    """Ann (``host_lang``) creates a public table for two; Bob (``lang``) joins; the game
    starts."""
    settings = TableSettings(seats=2, computers=0, public=True)
    ann = OnlineApp(
        server_url, "Ann", lang=host_lang, action="create", settings=settings, key=ANN_KEY
    )
    ann.start()
    await ann.heard("online-created")
    code = ann.client.code
    assert code is not None
    bob = OnlineApp(server_url, "Bob", lang=lang, action="join", code=code, key=BOB_KEY)
    bob.start()
    await bob.heard("online-seated")
    await ann.heard("online-everyone-here")
    ann.keys("enter")
    for player in (ann, bob):
        await player.until(lambda p=player: p.controller.mode is Mode.PLAY, "the game")
        await player.until(lambda p=player: p.client.game is not None, "the mirror")
    return ann, bob


async def _score_first_open(player: OnlineApp) -> None:
    """Score the first open box by keys (a zero confirmed), after the rolls made."""
    game = player.client.game
    assert game is not None
    index = next(i for i, c in enumerate(CATEGORIES) if game.card[c] is None)
    player.keys("home", *["down"] * index, "enter")
    await player.until(
        lambda: player.controller.mode is Mode.CONFIRM_ZERO or not player.client.my_turn(),
        "the score",
    )
    if player.controller.mode is Mode.CONFIRM_ZERO:
        player.keys("enter")
        await player.until(lambda: not player.client.my_turn(), "the zero")


def _after(player: OnlineApp, message_id: str, count: int) -> list[str]:
    """The ids said after the ``count``-th ``message_id``."""
    ids = player.ids()
    at = [i for i, m in enumerate(ids) if m == message_id][count - 1]
    return ids[at + 1 :]


def _history(player: OnlineApp) -> str:
    """The game's history, the lines comma and period step through."""
    return "\n".join(player.controller.history.lines)


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_escape_asks_first_in_a_seat_declined_keeps_it_accepted_leaves_for_the_lobby(
    tmp_path: Path, lang: str
) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann, bob = await _game(url(server), lang)
            code = ann.client.code
            assert code is not None
            bob.keys("escape")
            await bob.heard("online-leave-seat")
            assert bob.controller.mode is Mode.CONFIRM_QUIT
            bob.keys("n")  # no, in English and Swedish: the seat is kept
            await bob.heard("app-quit-cancelled")
            assert bob.controller.mode is Mode.PLAY
            assert bob.client.code == code and bob.client.seat == 1
            assert "online-seat-left" not in ann.ids()
            bob.keys("escape")
            await bob.heard("online-leave-seat", 2)
            bob.keys("enter")
            left = await bob.heard("online-left")
            assert left.args["watching"] == "no"
            heard = await ann.heard("online-seat-left")
            assert heard.args["player"] == "Bob"
            await ann.until(
                lambda: ann.client.state is not None and ann.client.state.seats[1].stand_in,
                "a computer in Bob's seat",
            )
            people = await bob.heard("online-lobby-people")  # the lobby, read as on arrival
            assert people.args["tables"] == 1
            assert bob.ids().index("online-lobby") > bob.ids().index("online-left")
            assert bob.controller.mode is Mode.LOBBY and bob.client.code is None
            if lang == "sv":
                assert "Du lämnade bordet." in bob.output.texts
            # From the lobby, the table's line (Up from the first setting) names his seat and its
            # round (issue 42), and Enter: Bob's key takes his seat back.
            bob.keys("up")
            line = await bob.heard("online-table-yours")
            assert line.args["round"] == 1
            bob.keys("enter")
            await bob.heard("online-returned")
            assert bob.client.code == code and bob.client.seat == 1
            assert bob.controller.mode is Mode.PLAY
            await ann.heard("online-seat-back")
            await bob.leave()
            await ann.leave()

    asyncio.run(scenario())


def test_a_spectator_and_a_player_before_the_game_go_straight_back_to_the_lobby(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            with_computer = TableSettings(seats=2, computers=1, public=True)
            ann = OnlineApp(url(server), "Ann", action="create", settings=with_computer)
            ann.start()
            await ann.heard("online-created")
            ann.keys("enter")  # Ann and a computer: the game begins
            await ann.until(lambda: ann.controller.mode is Mode.PLAY, "Ann's game")
            cy = OnlineApp(url(server), "Cy", lang="sv")  # started in the lobby
            cy.start()
            await cy.heard("online-lobby-people")
            cy.keys("up", "enter")  # Ann's table, its game under way: Cy watches
            await cy.heard("online-watching")
            await cy.until(lambda: cy.controller.mode is Mode.PLAY, "the game, watched")
            cy.keys("escape")  # a spectator: no question
            left = await cy.heard("online-left")
            assert left.args["watching"] == "yes" and "online-leave-seat" not in cy.ids()
            assert "Du slutade titta på bordet." in cy.output.texts
            await cy.heard("online-lobby-people")
            assert cy.controller.mode is Mode.LOBBY and cy.client.code is None
            gone = await ann.heard("online-seat-left")
            assert gone.args["player"] == "Cy"

            dan = OnlineApp(url(server), "Dan", action="create", settings=TableSettings(seats=3))
            dan.start()
            await dan.heard("online-created")
            bob = OnlineApp(url(server), "Bob", action="join", code=dan.client.code)
            bob.start()
            await bob.heard("online-seated")
            assert bob.controller.mode is Mode.LOBBY  # waiting at the table
            bob.keys("escape")  # before the game: straight back, the seat opens again
            left = await bob.heard("online-left")
            assert left.args["watching"] == "no" and "online-leave-seat" not in bob.ids()
            await bob.heard("online-lobby-people")
            gone = await dan.heard("online-seat-left")
            assert gone.args["player"] == "Bob"
            await dan.until(
                lambda: dan.client.state is not None and not dan.client.state.seats[1].taken,
                "Bob's seat open again",
            )
            for player in (bob, cy, dan, ann):
                await player.leave()

    asyncio.run(scenario())


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_a_removed_player_is_back_in_the_lobby_told_so(tmp_path: Path, lang: str) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann, bob = await _game(url(server), lang)
            ann.keys("j")
            await ann.heard("online-remove-choose")
            ann.keys("enter")  # Bob, the only other person
            await bob.heard("online-closed-removed")
            people = await bob.heard("online-lobby-people")
            assert people.args["tables"] == 1
            said = bob.ids()
            assert said.index("online-closed-removed") < said.index("online-lobby")
            assert bob.controller.mode is Mode.LOBBY and bob.client.code is None
            if lang == "sv":
                assert "Värden tog bort dig från bordet." in bob.output.texts
            await ann.heard("online-seat-removed")
            bob.keys("t")  # no table any more: the lobby's keys
            await bob.heard("online-lobby-keys")
            bob.keys("?")  # the lobby's help says each key for the lobby
            await bob.heard("help-lobby-chat")
            said = bob.ids()[bob.ids().index("online-lobby-keys") :]
            assert "help-online-chat" not in said and "help-online-lobby-move" in said
            assert "help-online-chat-history" in said
            await bob.leave()
            await ann.leave()

    asyncio.run(scenario())


def test_chat_is_kept_apart_from_the_games_history_at_the_table_and_in_the_lobby(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann, bob = await _game(url(server), "sv")
            cy = OnlineApp(url(server), "Cy")
            cy.start()
            await cy.heard("online-lobby-people")
            ann.keys("e", *"hej alla", "enter")
            line = await bob.heard("online-chat")
            assert line.args["text"] == "hej alla"
            await ann.heard("online-chat")
            for player in (ann, bob):
                assert "hej alla" not in _history(player)
                assert any("hej alla" in text for text in player.output.texts)
            assert "online-chat-char" in ann.ids() and "Chat, type" not in _history(ann)
            bob.keys(",")  # the game's history: never the chat line
            await bob.until(lambda: "hej" not in bob.output.texts[-1], "a game line")
            bob.keys("[")
            place = await bob.heard("online-chat-history-place")
            assert bob.said[-2].args["text"] == "hej alla" and place.args["count"] == 1
            bob.keys("escape", "enter")  # to the lobby, where Cy chats
            await bob.heard("online-lobby-people")
            cy.keys("e", *"hi lobby", "enter")
            await bob.until(
                lambda: any(m.args.get("text") == "hi lobby" for m in bob.messages("online-chat")),
                "the lobby's chat line",
            )
            assert "hi lobby" not in _history(bob) and "hej alla" not in _history(bob)
            bob.keys("[")  # the lobby's keys step through the same chat history
            place = await bob.heard("online-chat-history-place", 2)
            assert bob.said[-2].args["text"] == "hi lobby" and place.args["count"] == 2
            bob.keys("[")
            place = await bob.heard("online-chat-history-place", 3)
            assert bob.said[-2].args["text"] == "hej alla" and place.args["place"] == 2
            for player in (bob, cy, ann):
                await player.leave()

    asyncio.run(scenario())


@pytest.mark.parametrize("lang", ["en", "sv"])
def test_z_says_in_detail_what_happened_since_your_last_move(tmp_path: Path, lang: str) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann, bob = await _game(url(server), "en", host_lang=lang)
            mover, watcher = (ann, bob) if ann.client.my_turn() else (bob, ann)
            mover.keys("r")
            await mover.until(
                lambda: mover.client.game is not None and mover.client.game.turn.dice is not None,
                "the roll",
            )
            mover.keys("1")  # a hold: another person's holds are said only at detailed
            await watcher.until(
                lambda: watcher.client.game is not None and watcher.client.game.turn.held,
                "the hold, seen by the watcher",
            )
            await _score_first_open(mover)
            await watcher.until(watcher.client.my_turn, "the watcher's turn")
            assert "game-hold" not in watcher.ids()  # not said live at the normal level
            watcher.keys("z")
            recap = await watcher.heard("online-missed-recap")
            assert recap.args["since"] == "came"
            await watcher.until(
                lambda: "game-scored" in _after(watcher, "online-missed-recap", 1), "the recap"
            )
            after = _after(watcher, "online-missed-recap", 1)
            assert "game-rolled" in after and "game-hold" in after
            hold = next(m for m in watcher.said if m.id == "game-hold")
            assert hold.args["position"] == 1 and hold.args["held"] == "yes"
            assert watcher.controller.localizer.verbosity == "normal"  # detailed only for Z
            await watcher.play_turn()
            await mover.until(mover.client.my_turn, "the mover's second turn")
            watcher.keys("z")  # since the watcher's own move: nothing
            none = await watcher.heard("online-missed-none")
            assert none.args["since"] == "move"
            await mover.play_turn()
            await watcher.until(watcher.client.my_turn, "the watcher's second turn")
            watcher.keys("z")
            recap = await watcher.heard("online-missed-recap", 2)
            assert recap.args["since"] == "move"
            await watcher.until(
                lambda: "game-scored" in _after(watcher, "online-missed-recap", 2), "the recap"
            )
            assert _after(watcher, "online-missed-recap", 2).count("game-scored") == 1
            words = "Sedan ditt senaste drag." if watcher is ann and lang == "sv" else None
            assert (words or "Since your last move.") in watcher.output.texts
            await mover.leave()
            await watcher.leave()

    asyncio.run(scenario())


def test_escape_after_the_game_goes_straight_back_to_the_lobby(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            settings = TableSettings(seats=2, computers=1, public=True)
            ann = OnlineApp(url(server), "Ann", lang="sv", action="create", settings=settings)
            ann.start()
            await ann.heard("online-created")
            ann.keys("enter")
            await ann.until(lambda: ann.controller.mode is Mode.PLAY, "the game")
            await play_to_the_end(ann)
            ann.keys("escape")  # the game is over: no seat to hand to a computer, no question
            left = await ann.heard("online-left")
            assert left.args["watching"] == "no" and "online-leave-seat" not in ann.ids()
            await ann.heard("online-lobby-people")
            assert ann.controller.mode is Mode.LOBBY and ann.client.code is None
            assert "Du lämnade bordet." in ann.output.texts
            await ann.leave()

    asyncio.run(scenario())
