"""How everyone played, at the end of a game at home: a line a seat, its details, its costliest
choices (``advisor.skill`` analyses the game's turns; ``messages.skill`` says it).

As the game ends, the game is analysed in points (a few milliseconds; the statistics keep it);
for a seat that plays to win (a master among others, a person who asked for the chance to win),
its choices where the chance is exact are measured in the chance to win too, in a worker thread
under the thinking cue when the game has a pace (up to a second or two for a master's game).
Then each seat's line is said. Up and Down say a seat's details (the listener's first), Left and
Right step through that seat's costliest choices. Online the server analyses each game and
sends it (``net.ratings``): :meth:`SkillReview.heard` says it the same way, the same keys after.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Sequence
from typing import Protocol

from talking_yahtzee.advisor.skill import Aim, Skill, aims_for, analyse
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.messages.skill import choice_lines, details, end_line, no_costly_choice
from talking_yahtzee.sound import ThinkingCue
from talking_yahtzee.ui.host import CoachPart, GameView, Spawn, TablePart, Voice

log = logging.getLogger(__name__)


class SkillHost(Voice, GameView, Protocol):
    """What the review of how everyone played needs of the controller: speaking, the game, the
    table (whose seats are here), the coach, and the event loop for the work behind it."""

    @property
    def table(self) -> TablePart: ...

    @property
    def coach(self) -> CoachPart: ...

    @property
    def spawn(self) -> Spawn | None: ...


class SkillReview:
    """The analysis of the game just ended, and the keys that step through it."""

    def __init__(self, host: SkillHost) -> None:
        self.host = host
        self.points: tuple[Skill, ...] = ()
        """Every seat's game in points (the statistics keep these)."""
        self.skills: tuple[Skill, ...] = ()
        """Every seat's game under its aim: what is said."""
        self.seat = 0
        """Whose details and choices the keys say."""
        self.told = False
        """Up or Down has said the details of :attr:`seat` already (the next one moves)."""
        self.index = -1
        """The costliest choice said last (-1: none yet)."""
        self.version = 0
        """Counts the games analysed: an analysis of an older game is dropped."""

    def aims(self) -> list[Aim]:
        """Each seat's aim in the game now (the record writes it, the analysis measures it)."""
        game = self.host.game_
        return aims_for(game.players, self.host.coach.playing_to_win, game.previous_best)

    def game_over(self) -> None:
        """The game has ended: analyse it in points now (a few milliseconds; the statistics keep
        it). :meth:`tell` says everyone's line."""
        host = self.host
        self.version += 1
        self.points = self.skills = ()
        self.seat, self.told, self.index = self._listener(), False, -1
        game = host.game_
        if host.table.engine is None:  # online: the server will analyse its games
            return
        try:
            with ThinkingCue(host.sound):
                self.points = analyse(game.rules, len(game.players), tuple(game.turns))
        except Exception:  # the end of a game is never lost to its review
            log.exception("the game could not be analysed")

    def tell(self) -> None:
        """Say everyone's line: at once in points; for a game played to win, once it is analysed
        under each seat's aim (in a worker thread when the game has a pace)."""
        host = self.host
        if not self.points:
            return
        aims = self.aims()
        if all(aim.kind == "points" for aim in aims):
            self._said(self.points)
            return
        game, version = host.game_, self.version
        players, turns, rules = len(game.players), tuple(game.turns), game.rules
        if host.spawn is None or host.prefs.pace <= 0:
            with ThinkingCue(host.sound):
                self._said(analyse(rules, players, turns, aims))
            return

        async def later() -> None:
            try:
                with ThinkingCue(host.sound):
                    skills = await asyncio.to_thread(analyse, rules, players, turns, aims)
            except Exception:
                log.exception("the game could not be analysed to win")
                skills = self.points
            if version == self.version:
                self._said(skills)
                host.on_change()

        host.spawn(later)

    def heard(self, skills: Sequence[Skill], more: Sequence[Msg] = ()) -> None:
        """Online: the server's analysis of the game just ended, said as at home, then ``more``
        (the ratings after it)."""
        self.points = tuple(skills)
        self.seat, self.told, self.index = self._listener(), False, -1
        self._said(self.points, more)

    def _listener(self) -> int:
        listener = self.host.announcer_.listener
        return 0 if listener is None else listener

    def _own(self, seat: int) -> bool:
        """The seat is "you": the one person at this keyboard."""
        game = self.host.game_
        here = self.host.table.seats_here(game)
        return len(here) == 1 and seat in here

    def _name(self, seat: int) -> str:
        return self.host.game_.players[seat].name

    def _said(self, skills: tuple[Skill, ...], more: Sequence[Msg] = ()) -> None:
        self.skills = skills
        lines = [end_line(s, self._name(s.player), own=self._own(s.player)) for s in skills]
        self.host.say([*lines, *more], interrupt=False)

    def select(self, step: int) -> bool:
        """Up and Down: the details of a seat, the listener's first; False before an analysis."""
        if not self.skills:
            return False
        if self.told:
            self.seat = (self.seat + step) % len(self.skills)
            self.index = -1
        self.told = True
        skill = self.skills[self.seat]
        self.host.say(details(skill, self._name(self.seat), own=self._own(self.seat)))
        return True

    def step(self, step: int) -> bool:
        """Left and Right: the seat's costliest choices, one at a time; False before an
        analysis."""
        if not self.skills:
            return False
        skill = self.skills[self.seat]
        name, own = self._name(self.seat), self._own(self.seat)
        costly = skill.costliest()
        if not costly:
            self.host.say(no_costly_choice(name, own=own))
            return True
        if self.index < 0:  # the first: the costliest with Right, the least costly with Left
            self.index = 0 if step > 0 else len(costly) - 1
        else:
            self.index = (self.index + step) % len(costly)
        self.host.say(choice_lines(costly[self.index], self.index + 1, len(costly), name, own=own))
        return True


__all__ = ["SkillReview"]
