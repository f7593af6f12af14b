"""Solitaire games played by a computer opponent, for benchmarks, tests and the docs.

Games here go one at a time through the rules, as in the game. For many optimal games at once
(thousands per second), see :func:`tools.batch.simulate_optimal`.
"""

from __future__ import annotations

import math
import random
from collections.abc import Sequence
from dataclasses import dataclass

from talking_yahtzee.advisor.opponents import Opponent, Reroll, opponent
from talking_yahtzee.core.dice import RandomDice
from talking_yahtzee.core.game import Game, Player, PlayerKind
from talking_yahtzee.core.rules import OFFICIAL, DiceSource, RuleSet, Scorecard, Turn
from talking_yahtzee.engine.table import Start, Table

__all__ = ["RandomDice", "SimulationResult", "play_game", "play_turn", "simulate", "table_game"]


def play_turn(player: Opponent, card: Scorecard, dice: DiceSource) -> Scorecard:
    """One turn of ``player`` on ``card`` (under the card's rules): the card after its score.
    Every move goes through the rules, so an illegal one raises."""
    turn = Turn().roll_from(dice)
    while True:
        decision = player.decide(card, turn, card.rules)
        if isinstance(decision, Reroll):
            turn = turn.with_held(decision.held).roll_from(dice)
            continue
        assert turn.dice is not None
        return card.score(decision.category, turn.dice)


def play_game(player: Opponent, rules: RuleSet, dice: DiceSource) -> Scorecard:
    """One whole solitaire game; every move goes through the rules, so illegal ones raise."""
    card = Scorecard(rules=rules)
    while not card.is_complete:
        card = play_turn(player, card, dice)
    return card


@dataclass(frozen=True, slots=True)
class SimulationResult:
    level: str
    rules: str
    scores: tuple[int, ...]

    @property
    def mean(self) -> float:
        return sum(self.scores) / len(self.scores)

    @property
    def sd(self) -> float:
        """Sample standard deviation of the final scores."""
        n = len(self.scores)
        if n < 2:
            return 0.0
        mean = self.mean
        return math.sqrt(sum((s - mean) ** 2 for s in self.scores) / (n - 1))


def simulate(level: str, games: int, seed: int = 0, rules: RuleSet = OFFICIAL) -> SimulationResult:
    """``games`` solitaire games by the ``level`` opponent; the same seed gives the same games."""
    dice = RandomDice(random.Random(f"dice-{seed}"))
    player = opponent(level, random.Random(f"{level}-{seed}"))
    scores = tuple(play_game(player, rules, dice).total() for _ in range(games))
    return SimulationResult(level, rules.name, scores)


def table_game(levels: Sequence[str], rules: RuleSet = OFFICIAL, seed: int = 0) -> Game:
    """A whole game of computers of ``levels`` at one table, as the game plays them (the table
    engine: the master sees the other cards); the same seed gives the same game."""
    players = [Player(f"P{i + 1}", PlayerKind.COMPUTER, level) for i, level in enumerate(levels)]
    table = Table(players, rules, seed=seed)
    table.submit(Start(), 0)
    while not table.game.is_over:
        table.play_computer()
    return table.game
