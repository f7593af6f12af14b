"""History checked against what a game can produce: counts, scores and rule names.

Statistics imported from an old ``stats.json``, games waiting in ``stats-pending`` and figures read
back from the database pass here: a count beyond :data:`MAX_GAMES`, a score beyond what the rules
allow or a rule set the game does not know is impossible. The impossible part is left out (kept
aside in its file and reported by the caller), never shown.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Final

from talking_yahtzee.core.rules import RULE_SETS, RuleSet
from talking_yahtzee.store.parsing import BrokenFile

MAX_GAMES: Final = 1_000_000
"""More games than anyone plays: a game a minute, day and night, for two years."""


def max_total(rules: RuleSet) -> int:
    """The highest total a card can reach under ``rules`` (:attr:`RuleSet.max_total`)."""
    return rules.max_total


def _whole(value: object) -> bool:
    """A whole number of at least zero (not a bool): the shape, before what is possible."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


def plausible_count(value: object) -> bool:
    """A whole number of games from 0 to :data:`MAX_GAMES` (not a bool)."""
    return isinstance(value, int) and not isinstance(value, bool) and 0 <= value <= MAX_GAMES


def plausible_total(rules: object, total: object) -> bool:
    """A total a game under the known rule set ``rules`` can end with."""
    if not isinstance(rules, str) or rules not in RULE_SETS:
        return False
    if not isinstance(total, int) or isinstance(total, bool):
        return False
    return 0 <= total <= max_total(RULE_SETS[rules])


@dataclass(slots=True)
class Checked:
    """What an old statistics file held that a game can produce, and whether anything was not."""

    games: int = 0
    best: dict[str, int] = field(default_factory=dict)
    impossible: list[str] = field(default_factory=list)
    """What was left out, for the log (never shown to the player)."""


def check_legacy(games: object, best: Mapping[object, object]) -> Checked:
    """The possible part of an old ``stats.json``: its count of games and best scores."""
    checked = Checked()
    if plausible_count(games):
        assert isinstance(games, int)
        checked.games = games
    else:
        checked.impossible.append("the count of games")
    for rules, total in best.items():
        if plausible_total(rules, total):
            assert isinstance(rules, str) and isinstance(total, int)
            checked.best[rules] = total
        else:
            checked.impossible.append("a best score")
    return checked


def legacy_stats(data: object) -> Checked:
    """Games and best scores of an old ``stats.json``, each checked against what a game can
    produce; :raises BrokenFile: for any other shape."""
    games = data.get("games") if isinstance(data, dict) else None
    best = data.get("best") if isinstance(data, dict) else None
    if not (_whole(games) and isinstance(best, dict) and all(map(_whole, best.values()))):
        raise BrokenFile("not a statistics object")
    return check_legacy(games, best)
