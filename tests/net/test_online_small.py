"""Smaller things heard online (issue 42), through the real application against a real server on
port 0: a spectator never hears himself come, not even back after a drop, and a name with markup
is said as words; a key with no use at a table waiting for its game gets that table's own keys;
the lobby says no computers' level with no computers; the turn timer pauses while the server is
away; in English and in Swedish or Norwegian."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from netplay import start_server, url
from online_app import OnlineApp

from talking_yahtzee.net.protocol import TurnClock
from talking_yahtzee.ui.host import Mode
from talking_yahtzee.ui.table_plan import TableSettings


def test_a_spectator_never_hears_himself_and_a_name_with_markup_is_said_as_words(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann = OnlineApp(url(server), "Ann", lang="sv", action="create")
            ann.start()
            await ann.heard("online-created")
            code = ann.client.code
            assert code is not None
            cy = OnlineApp(url(server), "<img src=x onerror=alert>", action="spectate", code=code)
            cy.start()
            await cy.heard("online-watching")
            watched = await ann.heard("online-seat-watching")
            assert watched.args["player"] == "img src x onerror alert"
            assert not any("<" in text or "=" in text for text in ann.output.texts)
            cy.client.offline()  # a drop, and back: "left" then "watching" cancel out
            await cy.heard("online-connection-lost")
            cy.client.online()
            await cy.heard("online-back")
            ann.keys("e", *"hi", "enter")  # a barrier: the server's seat changes came before
            await cy.heard("online-chat")
            await ann.until(lambda: ann.table.spectators.handle is None, "the burst said")
            assert "online-seat-watching" not in cy.ids()  # never about himself
            assert cy.table.spectators.handle is None and not cy.table.spectators.joined
            assert ann.ids().count("online-seat-watching") == 1
            assert "online-seat-left" not in ann.ids()
            await cy.leave()
            await ann.leave()

    asyncio.run(scenario())


def test_a_key_with_no_use_at_a_waiting_table_says_that_tables_keys(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            settings = TableSettings(seats=3, computers=0)
            ann = OnlineApp(url(server), "Ann", action="create", settings=settings)
            ann.start()
            await ann.heard("online-created")
            code = ann.client.code
            assert code is not None
            bob = OnlineApp(url(server), "Bob", lang="nb", action="join", code=code)
            cy = OnlineApp(url(server), "Cy", action="spectate", code=code)
            for player, said in ((bob, "online-seated"), (cy, "online-watching")):
                player.start()
                await player.heard(said)
            for player in (ann, bob, cy):
                player.keys("z")
            roles = [(await p.heard("online-table-keys")).args["role"] for p in (ann, bob, cy)]
            assert roles == ["host", "player", "spectator"]
            for player in (ann, bob, cy):
                assert "online-lobby-keys" not in player.ids()
            norwegian = [t for t in bob.output.texts if t.startswith("Venter på at verten")]
            assert norwegian, bob.output.texts[-3:]
            for player in (cy, bob, ann):
                await player.leave()

    asyncio.run(scenario())


def test_the_lobby_says_a_level_only_for_each_computer(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann = OnlineApp(url(server), "Ann", lang="sv")
            ann.start()
            await ann.heard("online-lobby")
            ann.keys("down", "down")  # seats, computers (none), then the rules: no level
            await ann.heard("online-field-rules")
            assert not [m for m in ann.ids() if "level" in m]
            ann.keys("up", "right", "down")  # one computer: its level follows
            level = await ann.heard("online-field-computer-level")
            assert level.args["number"] == 2
            await ann.leave()

    asyncio.run(scenario())


def test_the_turn_timer_pauses_while_the_server_is_away(tmp_path: Path) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann = OnlineApp(url(server), "Ann", action="create", settings=TableSettings())
            ann.start()
            await ann.heard("online-created")
            code = ann.client.code
            assert code is not None
            bea = OnlineApp(url(server), "Bea", lang="sv", action="join", code=code)
            bea.start()
            await ann.heard("online-everyone-here")
            ann.keys("enter")
            await bea.until(lambda: bea.controller.mode is Mode.PLAY, "the game")
            await bea.until(lambda: bea.client.game is not None, "the mirror")
            if ann.client.my_turn():
                await ann.play_turn()
            await bea.until(bea.client.my_turn, "Bea's turn")
            game = bea.client.game
            assert game is not None
            turns = bea.table.turns
            bea.table.receive(TurnClock(bea.client.seat, game.round, 45.0))  # Bea's own clock
            mine = (bea.client.seat, game.round)
            assert turns.handles and turns.turn == mine
            bea.client.offline()
            await bea.heard("online-connection-lost")
            assert turns.handles == [] and turns.deadline is None  # no warning while away
            assert turns.paused is not None and 40 < turns.paused[1] <= 45
            assert turns.said() == []
            bea.client.online()
            await bea.heard("online-back")
            await bea.until(lambda: turns.deadline is not None, "the clock going on")
            assert "online-clock-warning" not in bea.ids()
            await bea.leave()
            await ann.leave()

    asyncio.run(scenario())


def test_a_key_that_cut_another_persons_score_hears_it_again(tmp_path: Path) -> None:
    """As at home (tests/ui/test_unheard.py): Bea's score, queued at Ann's, is cut by Ann's key
    before it could be said (a screen reader drops it), and told again after the key's answer."""

    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            settings = TableSettings(computers=0)
            ann = OnlineApp(url(server), "Ann", action="create", settings=settings)
            ann.app.controller.unheard.aloud = lambda: True  # heard aloud, and each line...
            ann.app.controller.unheard.now = lambda: 0.0  # ...not yet said at the key
            ann.start()
            await ann.heard("online-created")
            code = ann.client.code
            assert code is not None
            bea = OnlineApp(url(server), "Bea", lang="da", action="join", code=code)
            bea.start()
            await ann.heard("online-everyone-here")
            ann.keys("enter")
            await bea.until(lambda: bea.client.game is not None, "the game")
            if ann.client.my_turn():
                await ann.play_turn()
            await bea.until(bea.client.my_turn, "Bea's turn")
            await bea.play_turn()
            await ann.until(ann.client.my_turn, "Ann's turn")

            def told_bea_scored() -> bool:  # her score and Ann's turn, said (queued) at Ann's
                ids = ann.ids()
                beas = [i for i, m in enumerate(ann.said) if m.id == "game-scored"]
                return any(ann.said[i].args["player"] == "Bea" for i in beas) and (
                    ids[-1] in ("game-turn-start", "game-round-end", "game-turn-end")
                )

            await ann.until(told_bea_scored, "Bea's score said at Ann's")
            ann.keys("d")
            await ann.heard("app-unheard")
            told = ann.ids()[ann.ids().index("app-unheard") + 1 :]
            assert told[0] == "game-scored" and ann.said[-len(told)].args["player"] == "Bea"
            await bea.leave()
            await ann.leave()

    asyncio.run(scenario())


def test_addresses_are_never_read_aloud_and_ctrl_l_copies_the_link(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The welcome names no server ("ws colon slash slash 127 .0 .0 .1 colon 16593" at every
    start), the host hears how to copy the table's link instead of the link (14 s, its code read
    as one number), and Ctrl+L puts it on the clipboard through the platform's program; with no
    clipboard program, that is said, with the code for friends."""
    bin_dir = tmp_path / "bin"
    bin_dir.mkdir()
    pasted = tmp_path / "pasted.txt"
    xclip = bin_dir / "xclip"
    xclip.write_text(f"#!/bin/sh\ncat > {pasted}\n", encoding="utf-8")
    xclip.chmod(0o755)
    monkeypatch.setenv("PATH", f"{bin_dir}:/usr/bin:/bin")
    monkeypatch.setenv("DISPLAY", ":97")
    monkeypatch.delenv("WAYLAND_DISPLAY", raising=False)
    monkeypatch.setattr("talking_yahtzee.ui.online.WAITING_SAID", 60.0)

    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            ann = OnlineApp(url(server), "Ann", lang="sv", action="create")
            ann.start()
            await ann.heard("online-created")
            assert "online-creating" not in ann.ids()  # the server answered at once: one block
            said = " ".join(ann.output.texts)
            assert "ws:" not in said and "127" not in said and "http" not in said
            (link,) = ann.messages("web-link")
            assert link.args["where"] == "terminal" and "Ctrl+L" in said
            ann.keys("c-l")
            await ann.heard("online-link-copied")
            assert pasted.read_text(encoding="utf-8") == link.args["link"]
            monkeypatch.delenv("DISPLAY")  # a console: no clipboard
            ann.keys("c-l")
            none = await ann.heard("online-link-no-clipboard")
            code = ann.client.code
            assert code is not None and none.args["code"].replace(" ", "").replace(",", "") == code
            await ann.leave()

    asyncio.run(scenario())
