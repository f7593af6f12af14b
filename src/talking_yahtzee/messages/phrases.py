"""Messages for the parts every announcement is made of: boxes, faces, dice and combinations.

These return :class:`Msg` values and arguments, never text; the .ftl files decide the words. Boxes
come with their category id (``category``) so that a locale can choose the article, preposition or
agreement the box needs; names come with their initial (``*_initial``) so that a locale can elide
("d'Ann") or add a euphonic letter ("ad Ann").
"""

from __future__ import annotations

import unicodedata
from collections.abc import Iterable, Sequence
from typing import Any

from talking_yahtzee.core.rules import (
    FACES,
    Category,
    Combination,
    CombinationKind,
    Dice,
    RuleSet,
)
from talking_yahtzee.messages.i18n import ListOf, Msg


def category_id(category: Category) -> str:
    """The category as the .ftl files name it: ``full-house``."""
    return category.value.replace("_", "-")


def box(category: Category) -> Msg:
    """The name of a box, as a message."""
    return Msg("box-" + category_id(category))


def box_args(category: Category) -> dict[str, Any]:
    """A box as message arguments: its name and its category, for articles and agreement."""
    return {"box": box(category), "category": category_id(category)}


def initial(name: str) -> str:
    """The first letter of a name, lower case and without accents ("Émile" -> "e")."""
    for char in unicodedata.normalize("NFD", name.strip()):
        if char.isalpha():
            return char.lower()
    return ""


NAMED = 5
"""Names said in a list of people (the lobby's, its comings and goings); the rest are counted."""


def crowd(people: Sequence[str], named: int = NAMED) -> ListOf:
    """People's names for a sentence: the first ``named``, then how many others ("Ann, Bob, Cy,
    Dee, Eve and 245 others"): a crowd's names would pass Fluent's 1,000 characters, and nobody
    would listen to them all."""
    said = [Msg("online-name", player=p) for p in people[:named]]
    if len(people) > named:
        said.append(Msg("online-lobby-others", count=len(people) - named))
    return ListOf(tuple(said))


def face(value: int) -> Msg:
    return Msg("dice-face", face=value)


def values(dice: Iterable[int]) -> ListOf:
    """Dice values in order, spoken as the locale speaks single values."""
    return ListOf(tuple(Msg("dice-value", value=v) for v in dice), style="short")


def groups(dice: Sequence[int]) -> ListOf:
    """Dice grouped by face, most first: "three sixes, a two and a five"."""
    counts = [(dice.count(f), f) for f in range(1, FACES + 1) if f in dice]
    counts.sort(key=lambda cf: (-cf[0], -cf[1]))
    return ListOf(tuple(Msg("dice-group", count=c, face=f) for c, f in counts))


def reading(dice: Sequence[int], order: str) -> ListOf:
    """Dice read in the player's chosen order (settings.DICE_ORDER_CHOICES)."""
    if order == "grouped":
        return groups(dice)
    if order == "sorted":
        return values(sorted(dice))
    return values(dice)


def combination_msg(found: Combination) -> Msg:
    """What a roll makes, shortest first: "Large straight!", "Four sixes." or nothing."""
    return Msg(
        "dice-combination",
        combination=found.kind.value,
        face=found.face,
        other=found.other,
        faces=Msg("dice-faces", face=found.face),
        other_faces=Msg("dice-faces", face=found.other),
    )


def combination_of(dice: Dice, rules: RuleSet) -> tuple[str, Msg]:
    """The combination's id (``full-house``, ``one-pair``, ``none``...) under ``rules``, and its
    message."""
    found = rules.combination(dice)
    return found.kind.value, combination_msg(found)


COMBINATION_IDS: tuple[str, ...] = tuple(kind.value for kind in CombinationKind)


def yes(flag: bool) -> str:
    return "yes" if flag else "no"
