"""Hear the browser client through the real Orca (``make orca-web``), in Chromium and Firefox.

Run: ``python tools/orca_web.py [chromium firefox] [--scenario NAME ...] [--tool PATH]``
(``INSTALL=1`` passes on to the tool, which installs its Debian packages first). For each browser
and scenario: a server with its browser door on a free loopback port, a table seeded with Ann (a
headless client, the host), a computer and a seat for Bea; ``orca-web.sh`` opens Bea's link in the
browser under Orca; the scenario plays, the page says "End marker", and what Orca spoke is
compared with what Bea's game said. Scenarios: ``turn`` (a computer's whole turn heard whole,
once and in order; a line repeated twice by ``l`` heard three times), and those of
``tools.orca_web_scenarios``: ``burst`` (a real key pressed while Orca is in the middle of a
computer's turn: what the computer scored still heard after it, to the end), ``letters`` (a
letter at once on the first load and after a reload reaches the game), ``repeat`` (the same
line twice with another between), ``reconnect`` (the server stopped and started again). Each
run's outputs are kept in ``$LAB/out-BROWSER-NAME``.
Exit status 0 when every check holds in every browser.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import shutil
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
from talking_yahtzee.net.serving import RunningServer, serve
from talking_yahtzee.ui.host import Mode
from tools.orca_web_scenarios import SCENARIOS, Check, Heard, Stage, judge, wait

TOOL = Path("/work/shared/tools/orca-web/orca-web.sh")
LAB = Path(os.environ.get("LAB", "/tmp/orca-lab"))
END = "End marker"


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


async def hear(browser: str, tool: Path, scenario: str) -> tuple[Heard, Heard, list[Check], str]:
    """Run one scenario in one browser under Orca: what Orca spoke, what the synthesizer said
    to the end, the checks, notes."""
    apps: list[Any] = []
    hook = web_hook(pace=0.0, roll_guard=False, verbosity="detailed")
    build = hook.build

    def recorded(*args: Any) -> Any:
        apps.append(build(*args))
        return apps[-1]

    hook.build = recorded
    with tempfile.TemporaryDirectory() as folder:
        port = free_port()
        db = Path(folder) / "r.sqlite3"

        async def start() -> RunningServer:
            return await serve("127.0.0.1", port, SqliteRooms(db), 7, computer_delay=0.05, web=hook)

        server = await start()

        async def restart() -> None:
            nonlocal server
            await server.close()
            await asyncio.sleep(2.0)
            server = await start()

        ann = Client(f"ws://127.0.0.1:{port}")
        seats = [SeatSpec("person"), SeatSpec("person"), SeatSpec("computer", "beginner")]
        await ann.create("Ann", seats)
        url = f"http://127.0.0.1:{port}/t/{ann.code}?name=Bea&lang=en"
        env = {**os.environ, "END_TEXT": END, "PORT": str(free_port())}
        process = await asyncio.create_subprocess_exec(
            "bash",
            str(tool),
            browser,
            url,
            "240",
            env=env,
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        speechd = LAB / f"r-{browser}" / "xdg/speech-dispatcher/log/speech-dispatcher.log"
        stage = Stage(ann, apps, restart, speechd)
        try:
            await wait(lambda: bool(apps), "Bea's page")
            if scenario != "letters":  # the others start once Orca has read the page
                await wait(
                    lambda: ann.state is not None and all(s.taken for s in ann.state.seats),
                    "Bea seated",
                )
                await asyncio.sleep(8.0)
            checks = await (computer_turn if scenario == "turn" else SCENARIOS[scenario])(stage)
            await stage.quiet()  # the synthesizer's log then holds every line to its end
            stage.bea.speech.say(END, interrupt=False)
            await asyncio.wait_for(process.wait(), 300)
        finally:
            if process.returncode is None:
                process.terminate()
                await process.wait()
            await ann.close()
            await server.close()
    out = LAB / f"out-{browser}"
    # the page marks a line said again with zero-width spaces (web.js): the same words
    spoken = [(row[0], row[1].replace("\u200b", "")) for row in rows(out / "spoken.tsv", 2)]
    finished = [
        (row[0], row[2].replace("\u200b", ""))
        for row in rows(out / "synth.tsv", 3)
        if row[1] == "END"
    ]
    return spoken, finished, checks, "; ".join(stage.notes)


def rows(path: Path, fields: int) -> list[list[str]]:
    """A tool's tab-separated output, rows of ``fields`` (the last may hold tabs)."""
    if not path.exists():
        return []
    lines = path.read_text(encoding="utf-8").splitlines()
    return [row for line in lines if len(row := line.split("\t", fields - 1)) == fields]


async def computer_turn(stage: Stage) -> list[Check]:
    """A computer's whole turn heard whole, once and in order; a line repeated twice by ``l``."""
    ann, bea = stage.ann, stage.bea
    await stage.start_game()
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
            await wait(lambda: ann.game is not None and ann.game.turn.dice is not None, "roll")
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
    repeated = safe_line(bea.controller.history.last or "")
    bea.controller.key("l")
    await asyncio.sleep(3.0)
    bea.controller.key("l")
    await asyncio.sleep(3.0)
    said = [safe_line(bea.controller.localizer.format(m)) for m in bea.controller.said]
    computer = next(p.name for p in ann.game.players if p.is_computer) if ann.game else ""
    turns: list[list[str]] = []
    for message, line in zip(bea.controller.said, said, strict=True):
        if message.id == "game-turn-start":
            turns.append([line]) if message.args.get("player") == computer else None
        elif turns and message.id.startswith("game-") and line:
            turns[-1].append(line)
    checks: list[Check] = [Check("the computer's turn, whole and in order", t, 1) for t in turns]
    return [*checks, Check("a line repeated twice by l", [repeated] * 3, 1)]


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("browsers", nargs="*", default=["chromium", "firefox"])
    parser.add_argument("--tool", type=Path, default=TOOL)
    parser.add_argument(
        "--scenario", action="append", choices=["turn", *SCENARIOS], help="(default: every one)"
    )
    args = parser.parse_args()
    failures: list[str] = []
    for browser in args.browsers:
        for scenario in args.scenario or ["turn", *SCENARIOS]:
            try:
                spoken, finished, checks, notes = asyncio.run(hear(browser, args.tool, scenario))
            except (TimeoutError, AssertionError, StopIteration) as stopped:  # the next runs on
                failures.append(f"{browser} {scenario}: did not finish: {stopped!r}")
                print(failures[-1])
                continue
            found = [f"{browser} {scenario}: {f}" for f in judge(spoken, checks, finished)]
            failures += found
            print(
                f"{browser} {scenario}: {len(spoken)} lines spoken by Orca, {len(finished)} heard "
                f"to the end; {'ok' if not found else 'FAILED'}{f' ({notes})' if notes else ''}"
            )
            keep = LAB / f"out-{browser}-{scenario}"
            shutil.rmtree(keep, ignore_errors=True)
            shutil.copytree(LAB / f"out-{browser}", keep)  # the next run empties out-BROWSER
    for failure in failures:
        print(failure)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
