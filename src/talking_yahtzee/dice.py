"""Dice sources: seeded random dice, dice scripted in advance, and physical dice typed by people.

Every source has ``roll(count)`` (the ``rules.DiceSource`` protocol); the game and the advisor's
simulations both take their dice from here.
"""

from __future__ import annotations

import random
from collections.abc import Iterable, Iterator

from talking_yahtzee.rules import FACES, DiceSource, IllegalAction

__all__ = ["DiceSource", "DiceValuesNeeded", "PhysicalDice", "RandomDice", "ScriptedDice"]


class RandomDice:
    """Fair dice from a seeded random generator: the same seed plays the same game."""

    def __init__(self, seed: int | str | random.Random | None = None) -> None:
        self.random = seed if isinstance(seed, random.Random) else random.Random(seed)

    def roll(self, count: int) -> tuple[int, ...]:
        return tuple(self.random.randint(1, FACES) for _ in range(count))


class ScriptedDice:
    """Dice values given in advance, for tests and replays."""

    def __init__(self, values: Iterable[int]) -> None:
        self._values: Iterator[int] = iter(values)

    def roll(self, count: int) -> tuple[int, ...]:
        try:
            return tuple(next(self._values) for _ in range(count))
        except StopIteration:
            raise RuntimeError("the scripted dice ran out") from None


class DiceValuesNeeded(IllegalAction):
    """Physical dice: the player has to type the values they rolled."""

    def __init__(self, count: int) -> None:
        super().__init__(f"type the values of {count} dice")
        self.count = count


class PhysicalDice:
    """Real dice on the table: every roll needs the values typed by the player."""

    def roll(self, count: int) -> tuple[int, ...]:
        raise DiceValuesNeeded(count)
