"""The table's configuration (`GameConfig`), the rules suggested by language, the `Preferences`."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from pathlib import Path

from talking_yahtzee.core.game import Game, Player
from talking_yahtzee.core.rules import OFFICIAL, RULE_SETS, DiceSource, RuleSet
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.store.savegame import SaveStore


@dataclass(slots=True)
class GameConfig:
    """Everything needed to start a game without the spoken setup."""

    players: list[Player] | None = None
    rules: RuleSet = OFFICIAL
    rules_given: bool = False
    """The rules were chosen before the setup (``--rules``): its rules question starts on them
    rather than on the language's suggestion (``suggested_rules``)."""
    seed: int | None = None
    physical: bool = False
    record: Path | None = None
    previous_best: Callable[[RuleSet], int | None] | None = None
    on_game_over: Callable[[Game, str], None] | None = None
    """Called with the finished game and its uid (the statistics count a resumed game once)."""
    dice: DiceSource | None = None
    """The game's dice, when given (tests script them); else physical or seeded random dice."""
    save: SaveStore | None = None
    """Where the game in progress is saved after every key; None: not saved."""
    resume: str = "ask"
    """With a game saved: ask, resume or new (``ui.forgiving.RESUME_CHOICES``)."""
    statistics: Callable[[], list[Msg]] | None = None
    """The spoken statistics (key G); None: there are none to say."""
    known_names: Callable[[], list[str]] | None = None
    """The names of people with games, most recent first (Up and Down on a name in the setup)."""


@dataclass(slots=True)
class Preferences:
    verbosity: str = "normal"
    hold_mode: str = "position"
    pace: float = 1.0
    coach: bool = False
    dice_order: str = "position"
    undo: bool = True
    roll_guard: bool = True


RULES_ORDER: tuple[str, ...] = ("official", "free-joker", "yatzy", "yatzy-forced")
"""The order in which the setup offers the rule sets: the American official rules first."""

RULES_ORDER_BY_LANGUAGE: Mapping[str, tuple[str, ...]] = {
    lang: ("yatzy", "official", "yatzy-forced", "free-joker") for lang in ("sv", "da", "nb", "fi")
}
"""Where players play Scandinavian Yatzy, it comes first, and the American rules one key away."""


def suggested_rules(lang: str, known: Iterable[str] = RULE_SETS) -> tuple[str, ...]:
    """The rule sets the setup offers a player of ``lang``, in order, the suggestion first.

    Every known rule set is offered once: those the language's order names come in that order
    (a name not known is left out), any other after them in the order they are known.
    """
    names = list(known)
    order = RULES_ORDER_BY_LANGUAGE.get(lang, RULES_ORDER)
    first = [name for name in order if name in names]
    return (*first, *(name for name in names if name not in first))
