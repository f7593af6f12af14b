"""Dice sources: seeded random dice, dice scripted in advance, and physical dice typed by people.

Every source has ``roll(count)`` (the ``rules.DiceSource`` protocol); the game and the advisor's
simulations both take their dice from here. :class:`RandomDice` exposes the exact state of its
generator (:meth:`RandomDice.state`, JSON-safe) so that a saved game resumes dealing exactly the
dice it would have dealt.
"""

from __future__ import annotations

import itertools
import random
from collections.abc import Collection, Iterable, Iterator
from typing import Any

from talking_yahtzee.core.rules import FACES, DiceSource, IllegalAction

__all__ = [
    "DiceSource",
    "DiceValuesNeeded",
    "PhysicalDice",
    "RandomDice",
    "ScriptedDice",
    "random_from_state",
    "random_state",
]


def random_state(rng: random.Random) -> list[Any]:
    """The exact state of ``rng`` as JSON-safe lists: ``[version, [625 ints], gauss_next]``."""
    version, internal, gauss = rng.getstate()
    return [version, list(internal), gauss]


def random_from_state(state: object) -> random.Random:
    """A generator continuing exactly where :func:`random_state` left it.

    :raises ValueError: if ``state`` is not such a state.
    """
    if not isinstance(state, list | tuple) or len(state) != 3:
        raise ValueError("a random state is [version, [ints], gauss_next]")
    version, internal, gauss = state
    if not isinstance(internal, list | tuple) or not all(
        isinstance(n, int) and not isinstance(n, bool) for n in internal
    ):
        raise ValueError("a random state holds whole numbers")
    if gauss is not None and not isinstance(gauss, float):
        raise ValueError("gauss_next must be a number or null")
    rng = random.Random()
    try:
        rng.setstate((version, tuple(internal), gauss))
    except (TypeError, ValueError, OverflowError) as error:
        raise ValueError(f"not a random state: {error}") from None
    return rng


class RandomDice:
    """Fair dice from a seeded random generator: the same seed plays the same game."""

    def __init__(self, seed: int | str | random.Random | None = None) -> None:
        self.random = seed if isinstance(seed, random.Random) else random.Random(seed)

    def roll(self, count: int) -> tuple[int, ...]:
        return tuple(self.random.randint(1, FACES) for _ in range(count))

    def state(self) -> list[Any]:
        """The generator's exact state (JSON-safe), so a resumed game deals the same dice."""
        return random_state(self.random)

    @classmethod
    def from_state(cls, state: object) -> RandomDice:
        """:raises ValueError: if ``state`` did not come from :meth:`state`."""
        return cls(random_from_state(state))


class ScriptedDice:
    """Dice values given in advance, for tests and replays.

    ``values`` may be endless (an iterator); only a finite script can be saved with a game.
    """

    def __init__(self, values: Iterable[int], *, position: int = 0) -> None:
        self._finite = isinstance(values, Collection)
        self._pulled: list[int] = []
        self._rest: Iterator[int] = iter(values)
        self.position = position
        """How many values have been dealt."""

    @property
    def values(self) -> tuple[int, ...]:
        """The whole script (for a saved game). :raises ValueError: if it is endless."""
        if not self._finite:
            raise ValueError("an endless script of dice cannot be saved")
        self._pulled.extend(self._rest)
        return tuple(self._pulled)

    def roll(self, count: int) -> tuple[int, ...]:
        end = self.position + count
        self._pulled.extend(itertools.islice(self._rest, max(0, end - len(self._pulled))))
        if end > len(self._pulled):
            raise RuntimeError("the scripted dice ran out")
        dealt = tuple(self._pulled[self.position : end])
        self.position = end
        return dealt


class DiceValuesNeeded(IllegalAction):
    """Physical dice: the player has to type the values they rolled."""

    def __init__(self, count: int) -> None:
        super().__init__(f"type the values of {count} dice")
        self.count = count


class PhysicalDice:
    """Real dice on the table: every roll needs the values typed by the player."""

    needs_values = True

    def roll(self, count: int) -> tuple[int, ...]:
        raise DiceValuesNeeded(count)
