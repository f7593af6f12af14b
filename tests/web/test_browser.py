"""The browser client in a real chromium against a real server on port 0: a browser player (in
German) and a terminal player (in English) play a whole game with a computer at one table; what
the page's live logs announced is checked line by line against the browser player's own game and
against the terminal player's transcript of the computer's turns, rendered in German."""

from __future__ import annotations

import asyncio
from pathlib import Path

from online_app import LIMIT
from web_player import CARD, QUICK, card_rows, play_to_the_end, table_with_browser

from talking_yahtzee.core.text import safe_line
from talking_yahtzee.messages.i18n import Localizer, Msg


def computer_turns(said: list[Msg], computer: str) -> list[list[Msg]]:
    """Each of the computer's turns as heard: its turn start up to the next turn start."""
    turns: list[list[Msg]] = []
    current: list[Msg] | None = None
    for message in said:
        if message.id == "game-turn-start":
            current = [message] if message.args.get("player") == computer else None
            if current is not None:
                turns.append(current)
        elif current is not None and message.id.startswith("game-"):
            current.append(message)
    return turns


def in_order(lines: list[str], wanted: list[str]) -> bool:
    """Whether ``wanted`` appears in ``lines`` as one unbroken run."""
    return any(lines[i : i + len(wanted)] == wanted for i in range(len(lines)))


def test_a_browser_player_and_a_terminal_player_play_a_whole_game_in_two_languages(
    tmp_path: Path,
) -> None:
    async def scenario() -> None:
        server, ann, web = await table_with_browser(
            tmp_path / "rooms.sqlite3", "de", "detailed", spacing=QUICK
        )
        try:
            bea = web.app
            await play_to_the_end(ann, web)
            seats = len(bea.online.client.game.players)  # how everyone played (issue 41)
            skill = lambda: [m for m in bea.controller.said if m.id == "skill-line"]  # noqa: E731
            await web.until(lambda: len(skill()) == seats, "each player's line in the browser")
            german = Localizer("de", verbosity="detailed")
            spoken = [safe_line(german.format(m)) for m in bea.controller.said]
            spoken = [line for line in spoken if line]
            deadline = asyncio.get_running_loop().time() + LIMIT + 0.4 * len(spoken)  # spaced
            while len(await web.log()) < len(spoken):
                assert asyncio.get_running_loop().time() < deadline, (
                    len(await web.log()),
                    len(spoken),
                )
                await asyncio.sleep(0.1)
            log = await web.log()
            lines = [text for text, _ in log]
            assert lines == spoken  # every line, once, in order
            assert "Bea" in " ".join(lines) and "Ann" in " ".join(lines)
            assert any(line.startswith("Du hast zu ") for line in lines)  # Bea, how she played
            computer = next(p.name for p in bea.online.client.game.players if p.is_computer)
            heard_by_ann = computer_turns(list(ann.said), computer)
            assert len(heard_by_ann) == 13
            bursts = [
                [x for x in (safe_line(german.format(m)) for m in t) if x] for t in heard_by_ann
            ]
            for burst in bursts:  # the terminal's lines, rendered in German, heard in the browser
                assert in_order(lines, burst), burst
            assert max(len(b) for b in bursts) >= 5  # a burst of five reaches the log whole
            urgent = {text for text, is_urgent in log if is_urgent}
            polite = {text for text, is_urgent in log if not is_urgent}
            assert urgent and polite
            game = ann.client.game  # the terminal's own state of the game: the board shows it
            await web.until(lambda: "Gesamt" in str(web.browser.script(CARD)), "the last board")
            for _ in range(100):  # drawn once the burst before it has been (web.js)
                if (rows := await web.do(web.browser.script, CARD)) == card_rows(game, german):
                    break
                await asyncio.sleep(0.05)
            assert rows == card_rows(game, german)  # cell by cell, in German, for sighted friends
            await ann.leave()
        finally:
            await asyncio.to_thread(web.browser.close)
            await server.close()

    asyncio.run(scenario())


def test_chat_hints_and_the_chance_to_win_work_from_the_browser(tmp_path: Path) -> None:
    """Hints and the chance to win are worked out in the server's process pool, off the event
    loop that serves every table (a thread when the server has no workers)."""

    async def scenario() -> None:
        server, ann, web = await table_with_browser(tmp_path / "rooms.sqlite3", "de", workers=1)
        try:
            bea = web.app
            await web.keys("e", "H", "a", "l", "l", "o", "enter")  # the terminal's chat line
            chat = await ann.heard("online-chat")
            assert chat.args["player"] == "Bea" and chat.args["text"] == "Hallo"
            client = bea.online.client
            await play_to_the_end(ann, web, stop=lambda: client.my_turn())
            rolled = len(bea.controller.said)
            await web.keys("r")
            await web.until(
                lambda: any(m.id == "game-rolled" for m in list(bea.controller.said)[rolled:]),
                "Bea's roll said",
            )
            said = len(bea.controller.said)
            await web.keys("h")  # a hint from the advisor (a newer question would replace it)
            await web.until(lambda: len(bea.controller.said) > said, "the hint")
            hinted = len(bea.controller.said)
            await web.keys("w")  # the chance to win
            await web.until(lambda: len(bea.controller.said) > hinted, "the chance to win")
            ids = [m.id for m in list(bea.controller.said)[said:]]
            assert ids[0].startswith("hint-"), ids
            assert ids[-1] == "win-chance", ids
            assert server.server.deciders.pooled_work == 2, ids  # both answers from the workers
            await ann.leave()
        finally:
            await asyncio.to_thread(web.browser.close)
            await server.close()

    asyncio.run(scenario())
