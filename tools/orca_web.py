"""Hear the browser client through the real Orca (``make orca-web``): a computer's whole turn and a
repeated identical line, each heard complete, once per saying and in order, in Chromium and Firefox.

Run: ``python tools/orca_web.py [chromium firefox] [--tool PATH]`` (``INSTALL=1`` passes on to the
tool, which installs its Debian packages first). For each browser: a server with its browser door
on a free loopback port, a table seeded with Ann (a headless client, the host), a computer and a
seat for Bea; ``orca-web.sh`` opens Bea's link in the browser under Orca. Once Bea is seated, Ann
starts the game and plays her turns by commands; Bea's turns and her two ``l`` (repeat) keys are
given to her session on the server, not pressed in the browser, since a key press cuts Orca's
queue. The page then says "End marker" and the tool compares what Orca spoke with what Bea's game
said. Exit status 0 when every check holds in every browser.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import socket
import subprocess
import sys
import tempfile
from pathlib import Path
from typing import Any

from talking_yahtzee.cli.web import web_hook
from talking_yahtzee.core.text import safe_line
from talking_yahtzee.net.client import Client
from talking_yahtzee.net.protocol import SeatSpec
from talking_yahtzee.net.rooms import SqliteRooms
from talking_yahtzee.net.serving import serve
from talking_yahtzee.ui.host import Mode

TOOL = Path("/work/shared/tools/orca-web/orca-web.sh")
LAB = Path(os.environ.get("LAB", "/tmp/orca-lab"))
END = "End marker"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def wait(holds: Any, what: str, limit: float = 120.0) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + limit
    while not holds():
        if loop.time() > deadline:
            raise TimeoutError(what)
        await asyncio.sleep(0.05)


async def hear(browser: str, tool: Path) -> tuple[str, list[str], list[list[str]]]:
    """Run one browser under Orca: the line repeated, what Orca spoke, the computer's turns."""
    apps: list[Any] = []
    hook = web_hook(pace=0.0, roll_guard=False, verbosity="detailed")
    build = hook.build

    def recorded(*args: Any) -> Any:
        apps.append(build(*args))
        return apps[-1]

    hook.build = recorded
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        server = await serve(
            "127.0.0.1",
            port,
            SqliteRooms(Path(folder) / "r.sqlite3"),
            7,
            computer_delay=0.05,
            web=hook,
        )
        ann = Client(f"ws://127.0.0.1:{server.port}")
        seats = [SeatSpec("person"), SeatSpec("person"), SeatSpec("computer", "beginner")]
        await ann.create("Ann", seats)
        url = f"http://127.0.0.1:{server.port}/t/{ann.code}?name=Bea&lang=en"
        env = {**os.environ, "END_TEXT": END, "PORT": str(free_port())}
        process = await asyncio.create_subprocess_exec(
            "bash",
            str(tool),
            browser,
            url,
            "150",
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        try:
            await wait(lambda: bool(apps) and apps[0].controller.mode is not Mode.LOBBY, "Bea")
            await wait(
                lambda: ann.state is not None and all(s.taken for s in ann.state.seats), "seats"
            )
            await asyncio.sleep(8.0)  # the page read by Orca on load, before the game speaks
            bea = apps[0]
            await ann.start()
            await wait(
                lambda: ann.game is not None and ann.game.first_roll_pending is None, "order"
            )
            computer_turns = 0
            while computer_turns < 1:
                game = ann.game
                assert game is not None
                player = game.players[game.current]
                if player.is_computer:
                    turn_of = game.current

                    def over(seat: int = turn_of) -> bool:
                        return ann.game is not None and ann.game.current != seat

                    await wait(over, "the computer's turn", 60)
                    computer_turns += 1
                elif game.current == ann.seat:
                    await ann.roll()
                    await wait(
                        lambda: ann.game is not None and ann.game.turn.dice is not None, "roll"
                    )
                    now = ann.game
                    assert now is not None
                    open_box = next(c for c in now.rules.categories if now.card[c] is None)
                    await ann.score(open_box)
                    await wait(lambda: ann.game is not None and ann.game.current != ann.seat, "Ann")
                else:
                    bea.controller.key("r")
                    await wait(lambda: bea.online.client.game.turn.dice is not None, "Bea's roll")
                    bea.controller.key("enter")
                    if bea.controller.mode is Mode.CONFIRM_ZERO:
                        bea.controller.key("enter")
                    await wait(lambda: not bea.online.client.my_turn(), "Bea's score")
                await asyncio.sleep(0.1)
            await asyncio.sleep(6.0)  # Orca's speech trails the burst
            repeated = bea.controller.history.last or ""
            bea.controller.key("l")
            await asyncio.sleep(3.0)
            bea.controller.key("l")
            await asyncio.sleep(3.0)
            bea.speech.say(END, interrupt=False)
            await asyncio.wait_for(process.wait(), 200)
        finally:
            if process.returncode is None:
                process.terminate()
                await process.wait()
            await ann.close()
            await server.close()
    said = [safe_line(bea.controller.localizer.format(m)) for m in bea.controller.said]
    computer = next(p.name for p in ann.game.players if p.is_computer) if ann.game else ""
    turn: list[list[str]] = []
    for message, line in zip(bea.controller.said, said, strict=True):
        if message.id == "game-turn-start":
            turn.append([line]) if message.args.get("player") == computer else None
        elif turn and message.id.startswith("game-") and line:
            turn[-1].append(line)
    spoken_file = LAB / f"out-{browser}" / "spoken.tsv"
    rows = spoken_file.read_text(encoding="utf-8").splitlines()
    # the page marks a line said again with a zero-width space (web.js): the same words
    spoken = [row.split("\t", 1)[1].replace("\u200b", "") for row in rows if "\t" in row]
    return safe_line(repeated), spoken, turn


def check(browser: str, repeated: str, spoken: list[str], turns: list[list[str]]) -> list[str]:
    """What failed: a computer's turn not heard whole, once and in order; the repeat not twice."""
    failures = []
    for burst in turns:
        heard = [line for line in spoken if line in burst]
        if heard != burst:
            failures.append(f"{browser}: the computer's turn {burst} was heard as {heard}")
    if spoken.count(repeated) < 3:  # said once, then again by each of the two repeats
        failures.append(f"{browser}: {repeated!r} heard {spoken.count(repeated)} times, not 3")
    if END not in spoken:
        failures.append(f"{browser}: the end marker was not heard")
    return failures


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("browsers", nargs="*", default=["chromium", "firefox"])
    parser.add_argument("--tool", type=Path, default=TOOL)
    args = parser.parse_args()
    failures: list[str] = []
    for browser in args.browsers:
        repeated, spoken, turns = asyncio.run(hear(browser, args.tool))
        found = check(browser, repeated, spoken, turns)
        failures += found
        print(
            f"{browser}: {len(spoken)} lines spoken by Orca; computer turns {len(turns)}; "
            f"{'ok' if not found else 'FAILED'}"
        )
    for failure in failures:
        print(failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
