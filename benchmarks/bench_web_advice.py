"""The server's event loop while browser players ask for hints and the chance to win.

Run: ``PYTHONPATH=. python benchmarks/bench_web_advice.py [--questions 12] [--boxes 6]``.

A browser player's ``h`` and ``w`` at a table of three are answered on the server
(``ui.winning``): ``hint_messages`` with the exact chance to win, up to hundreds of milliseconds
of work at five or six open boxes. A ticker on the event loop wakes every millisecond and records
how late it woke (the stall every table on the server feels) while the questions are answered
three ways: on the loop itself; in a thread (``asyncio.to_thread``: the advisor's numpy work
releases the GIL only in parts); in the server's process pool (``net.decisions.Deciders.run``
with one worker, what the browser door uses); and, for the machine's own noise, with nothing
asked. Each way gets its own positions, so no answer comes from a cache. The machine is shared:
the figures are medians over ``--runs`` of each run's longest stall and 99th percentile, with
the minimum beside them.
"""

from __future__ import annotations

import argparse
import asyncio
import random
import statistics
import time
from collections.abc import Awaitable, Callable

from tools.simulate import play_turn

from talking_yahtzee.advisor import advise, expected_final, preload
from talking_yahtzee.advisor.opponents import ExpertOpponent
from talking_yahtzee.core.dice import RandomDice
from talking_yahtzee.core.rules import OFFICIAL, Scorecard, Turn
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.net.decisions import Deciders
from talking_yahtzee.ui.winning import Goal, hint_messages

Question = tuple[Goal, object, int]


def positions(count: int, boxes: int) -> list[Question]:
    """Three players' cards with ``boxes`` open each, and the first player's roll."""
    rng = random.Random(35)
    expert = ExpertOpponent()
    found: list[Question] = []
    for _ in range(count):
        dice = RandomDice(rng)
        cards = [Scorecard(rules=OFFICIAL) for _ in range(3)]
        for _ in range(OFFICIAL.rounds - boxes):
            cards = [play_turn(expert, card, dice) for card in cards]
        rolled = Turn().roll_from(dice).dice
        found.append((Goal(cards[0], OFFICIAL, opponents=tuple(cards[1:])), rolled, 2))
    return found


async def ticking(stop: asyncio.Event, lags: list[float]) -> None:
    loop = asyncio.get_running_loop()
    while not stop.is_set():
        start = loop.time()
        await asyncio.sleep(0.001)
        lags.append(loop.time() - start - 0.001)


async def run(
    questions: list[Question], ask: Callable[[Question], Awaitable[list[Msg]]]
) -> tuple[float, float, float]:
    """(the ticker's longest stall, its 99th percentile, the seconds all answers took)."""
    stop = asyncio.Event()
    lags: list[float] = []
    ticker = asyncio.get_running_loop().create_task(ticking(stop, lags))
    await asyncio.sleep(0.05)
    start = time.perf_counter()
    for question in questions:  # one player asking again and again, a key at a time
        await ask(question)
        await asyncio.sleep(0.01)
    took = time.perf_counter() - start
    stop.set()
    await ticker
    lags.sort()
    return lags[-1], lags[int(0.99 * (len(lags) - 1))], took


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--questions", type=int, default=12)
    parser.add_argument("--boxes", type=int, default=6)
    parser.add_argument("--runs", type=int, default=3)
    options = parser.parse_args()
    preload(OFFICIAL, background=False)
    count = options.questions
    questions = positions(count * options.runs * 4 + 1, options.boxes)
    deciders = Deciders(1)

    async def idle(q: Question) -> list[Msg]:
        await asyncio.sleep(0.1)  # nothing asked: the machine's own noise
        return []

    async def inline(q: Question) -> list[Msg]:
        return hint_messages(*q)  # type: ignore[arg-type]

    async def thread(q: Question) -> list[Msg]:
        return await asyncio.to_thread(hint_messages, *q)  # type: ignore[arg-type]

    async def process(q: Question) -> list[Msg]:
        return await deciders.run(hint_messages, *q)

    asyncio.run(process(questions.pop()))  # the worker started and its tables loaded
    print(f"{options.questions} hints with the chance to win, 3 players, {options.boxes} open:")
    ways = (
        ("nothing asked", idle),
        ("on the loop", inline),
        ("in a thread", thread),
        ("in a process", process),
    )
    for way, (name, ask) in enumerate(ways):
        results = []
        for r in range(options.runs):
            start = (way * options.runs + r) * count
            results.append(asyncio.run(run(questions[start : start + count], ask)))
        worst = [r[0] * 1000 for r in results]
        p99 = [r[1] * 1000 for r in results]
        took = [r[2] * 1000 / count for r in results]
        print(
            f"  {name:13}: longest stall median {statistics.median(worst):7.1f} ms "
            f"(min {min(worst):6.1f}), p99 stall {statistics.median(p99):6.1f} ms, "
            f"{statistics.median(took):6.1f} ms an answer"
        )
    deciders.close()
    times = []
    for goal, rolled, rolls_left in questions[: count * options.runs]:
        start = time.perf_counter()
        advise(goal.card, OFFICIAL, rolled, rolls_left)  # type: ignore[arg-type]
        expected_final(goal.card, OFFICIAL)
        times.append(time.perf_counter() - start)
    print(
        f"  what stays on the loop (a hint's further options, the coach): "
        f"median {statistics.median(times) * 1000:.2f} ms, longest {max(times) * 1000:.2f} ms"
    )


if __name__ == "__main__":
    main()
