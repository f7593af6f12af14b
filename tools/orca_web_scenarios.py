"""The scenarios ``make orca-web`` plays under the real Orca (``tools/orca_web.py`` runs them).

Each scenario gets a :class:`Stage`: a server with its browser door, Ann (a headless host) at a
table with Bea (the page under Orca) and a computer, and Bea's sessions on the server as the page
opens them. It plays, then says what to check in what Orca spoke: ``(name, lines, at_least)``,
each line to be heard at least so often, in the order given. Real key presses (``press``, by
xdotool on the tool's X display) are used where the point is that a key reaches the game, since a
key press cuts Orca's queue; elsewhere Bea's keys go to her session on the server.
"""

from __future__ import annotations

import asyncio
import html
import os
import re
import subprocess
from collections.abc import Awaitable, Callable
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any, NamedTuple

from talking_yahtzee.core.text import safe_line
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.net.client import Client
from talking_yahtzee.ui.host import Mode
from talking_yahtzee.ui.online_words import digits_spoken

SYNTH_SENT = re.compile(r"Command sent to output module: \|<speak>(.*?)</speak>\|")
"""An utterance speech-dispatcher gives the synthesizer (its log at level 5)."""
SYNTH_STEP = re.compile(
    r"(Command sent to output module: \|<speak>)|Event from output module while speaking: \|70[23]"
)
"""An utterance given to the synthesizer (group 1), or its end or stop."""


class Check(NamedTuple):
    """A check: its name, the lines Orca must speak in this order, how often each at least, and
    the time (Orca's log's clock, ``HH:MM:SS.ffffff``) they must be spoken after (a key's)."""

    name: str
    lines: list[str]
    at_least: int
    after: str = ""
    until: str = ""
    """Only what was spoken before this time counts, when given."""


def clock() -> str:
    """Now on the clock of Orca's and speech-dispatcher's logs (local time of day)."""
    return datetime.now().strftime("%H:%M:%S.%f")


async def wait(holds: Callable[[], object], what: str, limit: float = 120.0) -> None:
    loop = asyncio.get_running_loop()
    deadline = loop.time() + limit
    while not holds():
        if loop.time() > deadline:
            raise TimeoutError(what)
        await asyncio.sleep(0.05)


@dataclass
class Stage:
    """What a scenario plays with."""

    ann: Client
    apps: list[Any]
    """Bea's sessions on the server, one per page load, newest last."""
    restart: Callable[[], Awaitable[None]]
    """Stop the server and start it again on the same port and file."""
    speechd: Path | None = None
    """speech-dispatcher's log in the tool's run (what the synthesizer begins, as it begins)."""
    display: str = os.environ.get("DISP", "99")
    notes: list[str] = field(default_factory=list)

    @property
    def bea(self) -> Any:
        return self.apps[-1]

    def line(self, message: Msg, app: Any | None = None) -> str:
        return safe_line((app or self.bea).controller.localizer.format(message))

    def said(self, app: Any | None = None) -> list[str]:
        return [m.id for m in (app or self.bea).controller.said]

    async def press(self, *keys: str) -> None:
        """Real key presses in the browser under Orca (xdotool on the tool's display)."""
        env = {**os.environ, "DISPLAY": f":{self.display}"}
        await asyncio.to_thread(
            subprocess.run, ["xdotool", "key", "--clearmodifiers", *keys], env=env, check=True
        )
        self.notes.append(f"pressed {' '.join(keys)}")

    def synthesized(self) -> list[str]:
        """What the synthesizer was given so far, in order (speech-dispatcher's log)."""
        if self.speechd is None or not self.speechd.exists():
            return []
        text = self.speechd.read_text(encoding="utf-8", errors="replace")
        return [
            html.unescape(re.sub(r"<[^>]+>", "", found)).replace("\u200b", "").strip()
            for found in SYNTH_SENT.findall(text)
        ]

    def speaking(self) -> bool | None:
        """Whether the synthesizer is in the middle of an utterance (None: no log)."""
        if self.speechd is None or not self.speechd.exists():
            return None
        text = self.speechd.read_text(encoding="utf-8", errors="replace")
        steps = SYNTH_STEP.findall(text)
        return bool(steps) and bool(steps[-1])

    async def quiet(self, seconds: float = 3.0, limit: float = 120.0) -> None:
        """Wait until the synthesizer has finished what it was given and been given nothing new
        for ``seconds``."""
        loop = asyncio.get_running_loop()
        deadline, count, since = loop.time() + limit, -1, loop.time()
        while loop.time() < deadline:
            now = len(self.synthesized())
            if now != count or self.speaking():
                count, since = now, loop.time()
            elif loop.time() - since >= seconds:
                return
            await asyncio.sleep(0.2)
        self.notes.append("speech never fell quiet")

    async def start_game(self) -> None:
        await self.ann.start()
        await wait(
            lambda: self.ann.game is not None and self.ann.game.first_roll_pending is None, ""
        )

    async def play_round_of_others(self) -> None:
        """Ann's and the computer's turns, until it is Bea's turn."""
        ann = self.ann
        while (game := ann.game) is not None and game.players[game.current].name != "Bea":
            if game.current == ann.seat:
                await self.play_ann()
            seat = game.current

            def moved(seat: int = seat) -> bool:
                return ann.game is not None and ann.game.current != seat

            await wait(moved, "the next turn")

    async def play_ann(self) -> None:
        """Ann's turn: one roll, the first open box."""
        ann = self.ann
        await ann.roll()
        await wait(lambda: ann.game is not None and ann.game.turn.dice is not None, "Ann's roll")
        now = ann.game
        assert now is not None
        await ann.score(next(c for c in now.rules.categories if now.card[c] is None))
        await wait(lambda: ann.game is not None and ann.game.current != ann.seat, "Ann's score")

    async def play_bea(self) -> None:
        """Bea's turn by her keys to her session on the server (not pressed: Orca is not cut)."""
        bea = self.bea
        bea.controller.key("r")
        await wait(lambda: bea.online.client.game.turn.dice is not None, "Bea's roll")
        bea.controller.key("enter")
        if bea.controller.mode is Mode.CONFIRM_ZERO:
            bea.controller.key("enter")
        await wait(lambda: not bea.online.client.my_turn(), "Bea's score")


async def letters_at_load(stage: Stage) -> list[Check]:
    """A letter pressed at once on the first load, and one once loaded and one at once after a
    reload: each reaches the game (the table's code said; whose turn; the standings said) and its
    answer is heard to its end; after each reload whose turn, then back in the seat, in order."""
    pressed = clock()
    await stage.press("t")  # at once: the page has just opened its connection

    def answered() -> Any:  # in whichever session the page holds (a fresh browser may reload)
        return next((app for app in stage.apps if "online-code" in stage.said(app)), None)

    await wait(answered, "the first letter in the game", 30)
    first = answered()
    stage.notes.append(f"{len(stage.apps)} page loads before the first letter's answer")
    code = stage.ann.code
    assert code is not None
    table = stage.line(Msg("online-code", code=digits_spoken(code)), first)
    await stage.quiet()
    await stage.start_game()
    await stage.play_round_of_others()
    await wait(lambda: stage.bea.controller.mode is Mode.PLAY, "Bea's turn", 60)
    await stage.quiet()
    checks = [Check("first load: t at once reaches the game, heard", [table], 1, pressed)]
    checks += await reloaded(stage, "once loaded", "t", "review-turn", at_once=False)
    checks += await reloaded(stage, "at once", "s", "review-standings", at_once=True)
    return checks


async def reloaded(stage: Stage, how: str, key: str, answer: str, *, at_once: bool) -> list[Check]:
    """A reload (F5), then ``key`` at once (while the page loads) or once the seat is back: the
    lines of the return in order, and the key's answer heard to its end."""
    loads, reload = len(stage.apps), clock()
    await stage.press("F5")
    pressed = clock()
    if at_once:
        await asyncio.sleep(0.4)
        pressed = clock()
        await stage.press(key)
    await wait(lambda: len(stage.apps) > loads, "the page's next session", 30)
    again = stage.apps[-1]
    await wait(lambda: "online-returned" in stage.said(again), "back in the seat", 30)
    said = list(again.controller.said)
    returned = next(i for i, m in enumerate(said) if m.id == "online-returned")
    back = [stage.line(said[returned - 1], again), stage.line(said[returned], again)]
    order = f"reload ({key} {how}): whose turn, then back in the seat"
    if not at_once:
        await stage.quiet()
        pressed = clock()
        await stage.press(key)
    name = f"reload: {key} {how} reaches the game, heard"
    try:
        await wait(lambda: answer in stage.said(again), name, 10)
    except TimeoutError:
        stage.notes.append(f"{key} pressed {how} after a reload did not reach the game")
        return [Check(order, back, 1, reload, clock()), Check(name, ["(never said)"], 1)]
    told = next(m for m in again.controller.said if m.id == answer)
    await stage.quiet()
    return [
        Check(order, back, 1, reload, clock()),
        Check(name, [stage.line(told, again)], 1, pressed),
    ]


async def said_again_between(stage: Stage) -> list[Check]:
    """The same line said twice with another line between: heard twice."""
    await stage.start_game()
    await asyncio.sleep(6.0)
    bea = stage.bea
    answers: list[str] = []
    for key in ("t", "s", "t"):  # whose turn; the standings between; whose turn again
        count = len(bea.controller.said)
        bea.controller.key(key)

        def answered(count: int = count) -> bool:
            return len(bea.controller.said) > count

        await wait(answered, f"the answer to {key}")
        answers.append(stage.line(bea.controller.said[count]))
        await asyncio.sleep(4.0)
    first, between, again = answers
    assert first == again != between, answers  # nothing moved between: the same words
    return [Check("the same line twice, another between", [first, between, again], 1)]


async def reconnect(stage: Stage) -> list[Check]:
    """The server stopped and started again: "Connection lost", then whose turn, then back."""
    await stage.start_game()
    await asyncio.sleep(6.0)
    loads = len(stage.apps)
    await stage.restart()
    await wait(lambda: len(stage.apps) > loads, "the page back", 60)
    back = stage.apps[-1]
    await wait(lambda: "online-returned" in stage.said(back), "back in the seat", 60)
    said = list(back.controller.said)
    returned = next(i for i, m in enumerate(said) if m.id == "online-returned")
    await asyncio.sleep(6.0)
    lost = stage.line(Msg("online-connection-lost"), back)
    turn, seat = stage.line(said[returned - 1], back), stage.line(said[returned], back)
    return [Check("a reconnect: lost, then whose turn, then back", [lost, turn, seat], 1)]


async def key_in_burst(stage: Stage) -> list[Check]:
    """A computer's whole turn arrives while Bea is idle; she presses a key (a real one) while
    Orca is in its middle, which empties Orca's queue: what the computer scored must still be
    heard after the key (told again in the line the key gets, or first in her own turn)."""
    await stage.quiet()  # Orca has said the page's first lines
    bea, ann, before = stage.bea, stage.ann, len(stage.bea.controller.said)
    await stage.start_game()

    def computer_turn() -> Msg | None:
        return next(
            (
                m
                for m in list(bea.controller.said)[before:]
                if m.id == "game-turn-start" and m.args.get("kind") == "computer"
            ),
            None,
        )

    while computer_turn() is None:  # Ann's and Bea's turns until a computer's begins
        game = ann.game
        assert game is not None
        if game.current == ann.seat:
            await stage.play_ann()
        elif game.players[game.current].name == "Bea":
            await stage.play_bea()
        await asyncio.sleep(0.1)
    turn = computer_turn()
    assert turn is not None
    computer, turn_line = turn.args.get("player"), stage.line(turn)

    def begun() -> bool:  # the synthesizer has begun the computer's turn
        return any(line.startswith(turn_line) for line in stage.synthesized())

    await wait(begun, "the computer's turn heard", 90)
    await asyncio.sleep(1.5)
    await stage.press("t")
    pressed = clock()
    heard_before = len(stage.synthesized())
    await stage.play_round_of_others()  # until Bea's turn: what the key cut is told then
    await wait(lambda: stage.bea.controller.mode is Mode.PLAY, "Bea's turn", 60)
    await stage.quiet(4.0)
    scored = next(
        m
        for m in list(bea.controller.said)[before:]
        if m.id == "game-scored" and m.args.get("player") == computer
    )
    line = stage.line(scored)
    cut = line not in stage.synthesized()[:heard_before]
    stage.notes.append(f"t pressed at {pressed}; the score {'cut' if cut else 'heard'} by then")
    if "app-unheard" in stage.said():
        stage.notes.append("told again after: " + stage.line(Msg("app-unheard")))
    return [Check("a key in a computer's burst: its score still heard", [line], 1, pressed)]


SCENARIOS: dict[str, Callable[[Stage], Awaitable[list[Check]]]] = {
    "burst": key_in_burst,
    "letters": letters_at_load,
    "repeat": said_again_between,
    "reconnect": reconnect,
}


def letters(text: str) -> str:
    """The letters and digits of a line, lower case: what a synthesizer's copy keeps."""
    return re.sub(r"[\W_]+", "", html.unescape(text).lower())


Heard = list[tuple[str, str]]
"""Lines with the time (``HH:MM:SS.ffffff``) Orca spoke them or the synthesizer finished them."""


def judge(spoken: Heard, checks: list[Check], finished: Heard | None = None) -> list[str]:
    """What failed: a check's lines not heard in order, or not as often as asked; a check with a
    time counts only what Orca spoke after it, and (with ``finished``, the synthesizer's ends)
    what it was heard to the end after it."""
    failures = []
    for name, lines, at_least, after, until in checks:
        said = [text for at, text in spoken if at > after and (not until or at < until)]
        position, heard = 0, True
        for line in lines:
            try:
                position = said.index(line, position) + 1
            except ValueError:
                heard = False
        counts = {line: said.count(line) for line in lines}
        wanted = {line: lines.count(line) * at_least for line in lines}
        if not heard or any(counts[line] < wanted[line] for line in lines):
            failures.append(f"{name}: wanted {lines}, Orca spoke them {counts}")
        elif after and finished is not None:  # letters and digits: Orca drops a marked period
            ended = {letters(text) for at, text in finished if at > after}
            unheard = [line for line in lines if letters(line) not in ended]
            if unheard:
                failures.append(f"{name}: spoken by Orca, but never heard to the end: {unheard}")
    return failures
