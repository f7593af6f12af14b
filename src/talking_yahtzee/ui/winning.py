"""Playing to win, said in the game: the chance to win now (key W) and the hint's winning move.

Against other players the goal is to finish first; in solitaire, to beat the player's own best
score under these rules (``Game.previous_best``). The advisor's answers (``advisor.winning``)
become messages in a worker thread while the thinking cue ticks, so keys keep answering; an
answer that a newer question or a change of the game made stale is dropped. With no pace (tests)
or no event loop the work runs at once, so the answer is heard before the next key. A browser
player's questions are answered on the server: there the work goes to an :data:`Offload` (the
server's process pool), whatever the pace, so the event loop serving every table never waits.

The costly part of an exact answer (the opponents' final totals and our backward pass for the
turn, :func:`advisor.winning.root_turn`) depends only on the cards at the start of a person's turn:
nobody else moves during it. So when a person here begins a turn and the chance to win is in use
(W or a hint with a goal was asked at this table before: not for players who never ask, nor for
the coach alone, which speaks of points), :class:`TurnPass` works it out in a low-priority
background thread, and every question of the turn is a lookup. A question asked before it is
done waits for the same computation (the advisor's locks); a newer turn replaces one not yet
begun. Not with an :data:`Offload` (a process pool's caches are not ours to warm).
"""

from __future__ import annotations

import asyncio
import logging
import os
import threading
from collections import deque
from collections.abc import Awaitable, Callable, Sequence
from dataclasses import dataclass
from typing import Any, Protocol

from talking_yahtzee.advisor import AdviceOption, advise, expected_final
from talking_yahtzee.core.events import Event, TurnStarted
from talking_yahtzee.core.game import Game
from talking_yahtzee.core.rules import Dice, RuleSet, Scorecard
from talking_yahtzee.messages.announcer import values
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.messages.phrases import box_args
from talking_yahtzee.sound import ThinkingCue
from talking_yahtzee.ui.host import GameView, Spawn, TablePart, Voice

TYPE_CHECKING = False  # typing.TYPE_CHECKING (mypy reads it as True)
if TYPE_CHECKING:  # the passes (and numpy) are imported with the first question about winning
    from talking_yahtzee.advisor.winning import WinAdvice, WinOption

log = logging.getLogger(__name__)

Offload = Callable[..., Awaitable[Any]]
"""``(work, *args)`` -> ``work(*args)``, worked out off the event loop (``work`` and ``args``
picklable: a process pool may run it)."""


@dataclass(frozen=True, slots=True)
class Goal:
    """What a seat plays for: the other cards in play order after it, or a score to beat."""

    card: Scorecard
    rules: RuleSet
    opponents: tuple[Scorecard, ...] = ()
    beat: int | None = None

    @property
    def kind(self) -> str:
        return "beat" if self.beat is not None else "win"


def goal_for(game: Game, seat: int) -> Goal | None:
    """The goal of ``seat``: the others' cards, or in solitaire the previous best; None when
    there is nothing to beat (solitaire, no best score yet)."""
    count = len(game.cards)
    if count > 1:
        others = tuple(game.cards[(seat + step) % count] for step in range(1, count))
        return Goal(game.cards[seat], game.rules, opponents=others)
    if game.previous_best is None:
        return None
    return Goal(game.cards[seat], game.rules, beat=game.previous_best)


def person_seat(game: Game) -> int | None:
    """Whose chance key W says: the player on turn if a person, else the next person to play."""
    count = len(game.players)
    for step in range(count):
        seat = (game.current + step) % count
        if not game.players[seat].is_computer:
            return seat
    return None


def move_msg(option: AdviceOption | WinOption) -> Msg:
    """A choice as a message: keep these dice, or score in that box (as the hint says it)."""
    if option.action == "keep":
        return Msg("hint-keep", dice=values(option.keep), count=len(option.keep))
    assert option.category is not None
    return Msg("hint-score", points=option.points, **box_args(option.category))


def percent_msg(chance: float, exact: bool) -> Msg:
    """A chance as a percentage, said as an estimate when it is one."""
    return Msg("win-percent", chance=chance, exact="yes" if exact else "no")


def chance_msg(goal: Goal, chance: float, exact: bool) -> Msg:
    """``Chance to win: 38 %.`` or, in solitaire, the chance to beat the best score."""
    return Msg(
        "win-chance",
        goal=goal.kind,
        best=goal.beat or 0,
        chance=percent_msg(chance, exact),
    )


def _same(a: AdviceOption | WinOption, b: AdviceOption | WinOption) -> bool:
    return (a.action, a.category, a.keep) == (b.action, b.category, b.keep)


def hint_messages(goal: Goal, dice: Dice | None, rolls_left: int) -> list[Msg]:
    """The hint with the goal in mind: the best-average move and the chance to win; when the
    move that maximizes the chance differs, both moves, winning first."""
    if dice is None:
        expected = expected_final(goal.card, goal.rules)
        chance, exact = _chance(goal)
        return [Msg("hint-before-roll", expected=expected), chance_msg(goal, chance, exact)]
    average = advise(goal.card, goal.rules, dice, rolls_left).options
    winning = _advice(goal, dice, rolls_left)
    return differing_hint(goal, average, winning)


def differing_hint(goal: Goal, average: Sequence[AdviceOption], winning: WinAdvice) -> list[Msg]:
    """The messages of :func:`hint_messages` from both rankings (a position's choices)."""
    points = average[0]
    best = winning.best
    if _same(best, points):
        nxt = average[1] if len(average) > 1 else points
        return [
            Msg(
                "hint-best",
                action=move_msg(points),
                expected=points.expected_final,
                has_next="yes" if len(average) > 1 else "no",
                next=move_msg(nxt),
                next_expected=nxt.expected_final,
            ),
            chance_msg(goal, best.win_probability, winning.exact),
        ]
    points_chance = next(o.win_probability for o in winning.options if _same(o, points))
    return [
        Msg(
            "win-hint",
            goal=goal.kind,
            action=move_msg(best),
            chance=percent_msg(best.win_probability, winning.exact),
            points_action=move_msg(points),
            points_chance=percent_msg(points_chance, winning.exact),
        )
    ]


def review_messages(goal: Goal, dice: Dice | None, rolls_left: int) -> list[Msg]:
    """Key W: the chance to win now (with these dice when they are rolled)."""
    if dice is None:
        chance, exact = _chance(goal)
    else:
        advice = _advice(goal, dice, rolls_left)
        chance, exact = advice.win_probability, advice.exact
    return [chance_msg(goal, chance, exact)]


def _chance(goal: Goal, stop: Callable[[], bool] | None = None) -> tuple[float, bool]:
    from talking_yahtzee.advisor.winning import win_chance

    return win_chance(goal.card, goal.rules, opponents=goal.opponents, beat=goal.beat, stop=stop)


def _advice(goal: Goal, dice: Dice, rolls_left: int) -> WinAdvice:
    from talking_yahtzee.advisor.winning import win_advice

    return win_advice(
        goal.card, goal.rules, dice, rolls_left, opponents=goal.opponents, beat=goal.beat
    )


BACKGROUND_NICENESS = 5
"""How much lower than the game's own threads the background pass runs (Linux threads), so that
speech and keys come first. Mild: a question asked before the pass is done waits for it, and
at 10 a busy machine starved it (a W 1.5 s into the turn waited seconds: bench_win_six.py)."""


class TurnPass:
    """Works out the chance to win of a person's turn in a background thread, one turn at a time:
    a newer turn replaces any not yet begun and stops our pass of one being worked out."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._next: Goal | None = None
        self._busy = False
        self._working: Goal | None = None
        self._halt = False
        self.idle = threading.Event()
        """Set while nothing is to do (tests wait on it)."""
        self.idle.set()
        self.begun: deque[Goal] = deque(maxlen=8)
        """The goals whose work began, newest last."""
        self.done: deque[Goal] = deque(maxlen=8)
        """The goals whose work is done (the advisor's caches hold it), newest last."""
        self.stopped: deque[Goal] = deque(maxlen=8)
        """The goals whose pass was stopped (a newer turn began), newest last."""

    def start(self, goal: Goal) -> None:
        with self._lock:
            self._next = goal
            self._halt = self._halt or (self._working is not None and self._working != goal)
            self.idle.clear()
            if self._busy:
                return
            self._busy = True
        threading.Thread(target=self._run, name="win-turn", daemon=True).start()

    def stop(self) -> None:
        """Another turn began: nothing more to work out; our pass now being worked out stops."""
        with self._lock:
            self._next = None
            self._halt = self._working is not None

    def halted(self) -> bool:
        """Whether the turn being worked out is no longer wanted."""
        return self._halt

    def _run(self) -> None:
        from talking_yahtzee.advisor.winpass import Stopped

        _lower_priority()
        while True:
            with self._lock:
                goal, self._next = self._next, None
                self._working, self._halt = goal, False
                if goal is None:
                    self._busy = False
                    self.idle.set()
                    return
                self.begun.append(goal)
            try:
                _chance(goal, self.halted)
            except Stopped:
                self.stopped.append(goal)
            except Exception:  # the question asked later says what went wrong, if anything
                log.exception("the chance to win could not be worked out in the background")
            else:
                self.done.append(goal)


def _lower_priority() -> None:
    """This thread below the rest of the process, where threads have their own priority."""
    if not hasattr(os, "setpriority"):  # pragma: no cover - not on Windows
        return
    try:
        me = threading.get_native_id()
        os.setpriority(
            os.PRIO_PROCESS, me, os.getpriority(os.PRIO_PROCESS, me) + BACKGROUND_NICENESS
        )
    except OSError:  # pragma: no cover - not allowed here: at the usual priority
        pass


class CoachHost(Voice, GameView, Protocol):
    """What the coach and the chance to win need of the controller: speaking, the game, whose
    seats are played here, and the event loop for work in the background."""

    @property
    def table(self) -> TablePart: ...

    @property
    def spawn(self) -> Spawn | None: ...


class WinningCoach:
    """Answers questions about winning in a worker thread; only the newest answer is said."""

    def __init__(self, host: CoachHost, offload: Offload | None = None) -> None:
        self.host = host
        self.offload = offload
        self.asked = 0
        """Counts the questions: an answer to an older one is dropped."""
        self.in_use = False
        """A question about winning was asked at this table (then each person's turn here is
        worked out in the background as it starts)."""
        self.askers: set[int] = set()
        """The seats whose person asked about winning in this game (the game is cleared of
        them as it starts): they play to win (``ui.skill``)."""
        self.turns = TurnPass()

    def turn_started(self, events: Sequence[Event]) -> None:
        """After a move: when it began a person's turn here and the chance to win is in use (W or
        a hint with a goal asked before at this table), work the turn out in the background."""
        host = self.host
        game = host.game
        if game is None or not any(isinstance(event, TurnStarted) for event in events):
            return
        seat = game.current
        goal = None
        if self.in_use and self.offload is None and not game.is_over:
            here = not game.players[seat].is_computer and seat in host.table.seats_here(game)
            goal = goal_for(game, seat) if here else None
        if goal is not None:
            self.turns.start(goal)
        else:
            self.turns.stop()

    def hint(self) -> bool:
        """Say the hint with the goal in mind; False when there is no goal (solitaire without a
        best score), and the plain hint applies."""
        game = self.host.game_
        goal = goal_for(game, game.current)
        if goal is None:
            return False
        self.in_use = True
        self.askers.add(game.current)
        turn = game.turn
        self.ask(hint_messages, goal, turn.dice, turn.rolls_left)
        return True

    def review(self) -> None:
        """Key W: the chance to win now of the person on turn (or next to play)."""
        host = self.host
        game = host.game_
        seat = person_seat(game)
        goal = None if seat is None else goal_for(game, seat)
        if seat is None or goal is None:
            host.refuse(Msg("win-none"))
            return
        self.in_use = True
        self.askers.add(seat)
        on_turn = seat == game.current and not game.is_over
        dice = game.turn.dice if on_turn else None
        rolls_left = game.turn.rolls_left
        if goal.card.is_complete:
            dice = None
        self.ask(review_messages, goal, dice, rolls_left)

    def ask(self, work: Callable[..., list[Msg]], *args: Any) -> None:
        """Run ``work(*args)`` with the thinking cue and say its messages, unless made stale."""
        host = self.host
        self.asked += 1
        ticket = self.asked
        game = host.game_
        version = game.version
        offload = self.offload
        if host.spawn is None or (offload is None and host.prefs.pace <= 0):
            with ThinkingCue(host.sound):
                messages = work(*args)
            host.say(messages)
            return
        run: Offload = offload or asyncio.to_thread

        async def answer() -> None:
            with ThinkingCue(host.sound):
                messages = await run(work, *args)
            if ticket == self.asked and host.game is game and game.version == version:
                host.say(messages)
                host.on_change()

        host.spawn(answer)
