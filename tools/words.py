"""Words per computer turn: whole games of two computers, spoken in a language at a verbosity.

Everything said from the first turn to the end of the game counts (the game's end included), the
"End of round" lines aside, divided by the number of turns. The computers play as the interface
plays them (``ui.pacing``): roll, keep what the opponent decides (``game-keeps``), score.
``benchmarks/bench_words.py`` prints the figures; docs/speech.md quotes them.
"""

from __future__ import annotations

import functools
import statistics
from collections.abc import Sequence

from talking_yahtzee.advisor.opponents import Reroll, ScoreIn, opponent
from talking_yahtzee.core.dice import RandomDice
from talking_yahtzee.core.events import TurnStarted
from talking_yahtzee.core.game import Game, Player, PlayerKind, Roll, ScoreBox, SetHeld
from talking_yahtzee.core.rules import OFFICIAL
from talking_yahtzee.messages.announcer import Announcer
from talking_yahtzee.messages.i18n import Localizer, Msg

SEEDS: tuple[int, ...] = (1, 2, 3, 4, 5)
"""The games measured: one per seed."""
NOT_COUNTED = frozenset({"game-round-end"})
"""Lines that belong to the round, not to a computer's turn."""
VERBOSITY_LEVELS: tuple[str, ...] = ("brief", "normal", "detailed")


def words(text: str) -> int:
    """Words as a listener hears them: tokens holding a letter or a digit."""
    return sum(1 for token in text.split() if any(c.isalnum() for c in token))


def computer_game(seed: int) -> list[list[Msg]]:
    """One game of Robo against Ada (both ``good``), as the messages of each turn; the last turn
    also holds the end of the game."""
    game = Game(
        [
            Player("Robo", PlayerKind.COMPUTER, level="good"),
            Player("Ada", PlayerKind.COMPUTER, level="good"),
        ],
        OFFICIAL,
        RandomDice(seed),
    )
    announcer = Announcer(game)
    started = [e for e in game.start() if isinstance(e, TurnStarted)]
    brains = {index: opponent("good") for index in range(len(game.players))}
    turns: list[list[Msg]] = []
    said: list[Msg] = announcer.events(started)
    while not game.is_over:
        player = game.current
        if not game.turn.has_rolled:
            said += announcer.events(game.apply(Roll()))
            continue
        decision = brains[player].decide(game.card, game.turn, game.rules)
        dice = game.turn.dice
        assert dice is not None
        if isinstance(decision, Reroll) and game.turn.rolls_left > 0:
            game.apply(SetHeld(decision.held))
            said.append(announcer.keeps(player, [dice[p] for p in sorted(decision.held)]))
            said += announcer.events(game.apply(Roll()))
        else:
            category = (
                decision.category if isinstance(decision, ScoreIn) else game.options()[0].category
            )
            said += announcer.events(game.apply(ScoreBox(category)))
            turns.append(said)  # its score, the next turn's start or the end of the game
            said = []
    return turns


def turn_texts(lang: str, verbosity: str, seed: int) -> list[list[str]]:
    """Each turn of one game as the lines heard, the round's end left out."""
    localizer = Localizer(lang, verbosity=verbosity)
    turns = []
    for messages in _game(seed):
        lines = [localizer.format(m) for m in messages if m.id not in NOT_COUNTED]
        turns.append([line for line in lines if line])
    assert not localizer.errors, localizer.errors
    return turns


@functools.cache
def _game(seed: int) -> tuple[tuple[Msg, ...], ...]:
    return tuple(tuple(turn) for turn in computer_game(seed))


@functools.cache
def words_per_turn(lang: str, verbosity: str, seeds: Sequence[int] = SEEDS) -> float:
    """Average words per computer turn over the games of ``seeds``."""
    counts = [
        sum(words(line) for line in turn)
        for seed in seeds
        for turn in turn_texts(lang, verbosity, seed)
    ]
    return statistics.fmean(counts)
