"""The table's dice: a seeded generator; while a table is rebuilt, the logged values come first."""

from __future__ import annotations

from collections import deque

from talking_yahtzee.core.dice import RandomDice


class TableDice:
    """The table's seeded dice; while a table is rebuilt, the logged values come first.

    The generator is drawn for every die either way, so after a replay it stands where it stood
    when the values were first dealt.
    """

    def __init__(self, seed: int) -> None:
        self.random = RandomDice(seed)
        self.script: deque[int] = deque()
        self.dealt: list[int] = []
        self.mismatches = 0
        """Logged values that the seed did not deal (a log written with another seed)."""

    def roll(self, count: int) -> tuple[int, ...]:
        fresh = self.random.roll(count)
        values = tuple(self.script.popleft() if self.script else v for v in fresh)
        self.mismatches += values != fresh
        self.dealt.extend(values)
        return values

    def take(self) -> list[int]:
        """The values dealt since the last call."""
        dealt, self.dealt = self.dealt, []
        return dealt
