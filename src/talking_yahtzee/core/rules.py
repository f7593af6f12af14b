"""The rules of Yahtzee: pure, typed values with no I/O and no text for people.

Everything here is immutable. A :class:`Scorecard` and a :class:`Turn` change only by returning a
new value; every illegal action raises one :class:`IllegalAction` subclass per reason and leaves the
value as it was, and every action has a ``can_...`` question so that an interface can ask first.

Rule sets are data (:class:`RuleSet`, :data:`RULE_SETS`): the official Hasbro rules with the forced
Joker, and the ``free-joker`` variant in which the player may place a Joker in any open box.
"""

from __future__ import annotations

import enum
import itertools
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Protocol

DICE_COUNT = 5
FACES = 6
ROLLS_PER_TURN = 3


# --------------------------------------------------------------------------------------------------
# Exceptions: one type per reason
# --------------------------------------------------------------------------------------------------


class IllegalAction(Exception):
    """An action the rules do not allow now. Nothing was changed."""


class NotRolledYet(IllegalAction):
    """Holding or scoring before the first roll of the turn."""


class NoRollsLeft(IllegalAction):
    """A fourth roll, or holding dice when no roll is left."""


class AllDiceHeld(IllegalAction):
    """Rolling while every die is held: nothing would be rolled."""


class BoxFilled(IllegalAction):
    """Scoring in a box that already holds a score."""


class JokerRuleForbids(IllegalAction):
    """The Joker rule sends this Yahtzee to another box."""


class GameIsOver(IllegalAction):
    """An action after the last box of the last player was filled."""


class InvalidPosition(IllegalAction, ValueError):
    """A die position outside 1 to 5 (0 to 4 internally)."""


class InvalidDice(ValueError):
    """Dice that are not five values from 1 to 6."""


class InvalidScorecard(ValueError):
    """A scorecard that no legal game could produce (unknown box, impossible points)."""


class UnknownBox(InvalidScorecard):
    """A scorecard naming a box that does not exist (``key`` holds the name)."""

    def __init__(self, key: str) -> None:
        super().__init__(f"unknown box {key!r}")
        self.key = key


class ImpossiblePoints(InvalidScorecard):
    """Points that no dice can earn in that box (``category``, ``points``)."""

    def __init__(self, category: Category, points: object) -> None:
        super().__init__(f"{category.value} cannot hold {points!r} points")
        self.category = category
        self.points = points


class ImpossibleYahtzeeBonus(InvalidScorecard):
    """Yahtzee bonuses that no order of legal turns could earn under the rule set.

    ``bonuses`` is the number claimed; ``boxes`` the filled boxes that could have taken a bonus
    Yahtzee (fewer than needed, or unable to take them together).
    """

    def __init__(self, bonuses: int, boxes: tuple[Category, ...]) -> None:
        names = ", ".join(c.value for c in boxes) or "none"
        super().__init__(
            f"yahtzee_bonuses {bonuses} is impossible: each bonus needs another box scored with "
            f"a Yahtzee under the rules; boxes that could hold one: {names}"
        )
        self.bonuses = bonuses
        self.boxes = boxes


# --------------------------------------------------------------------------------------------------
# Categories
# --------------------------------------------------------------------------------------------------


class Category(enum.Enum):
    """The 13 boxes of the score card, in card order. The value is the stable id."""

    ONES = "ones"
    TWOS = "twos"
    THREES = "threes"
    FOURS = "fours"
    FIVES = "fives"
    SIXES = "sixes"
    THREE_OF_A_KIND = "three_of_a_kind"
    FOUR_OF_A_KIND = "four_of_a_kind"
    FULL_HOUSE = "full_house"
    SMALL_STRAIGHT = "small_straight"
    LARGE_STRAIGHT = "large_straight"
    YAHTZEE = "yahtzee"
    CHANCE = "chance"

    @property
    def index(self) -> int:
        """Position on the card, 0 to 12."""
        return _CATEGORY_INDEX[self]

    @property
    def is_upper(self) -> bool:
        return self.index < FACES

    @property
    def face(self) -> int | None:
        """The die face counted by an upper box, else None."""
        return self.index + 1 if self.is_upper else None

    @classmethod
    def from_id(cls, category_id: str) -> Category:
        """The category with this id; raises KeyError naming the unknown id."""
        try:
            return cls(category_id)
        except ValueError:
            raise KeyError(category_id) from None

    @classmethod
    def upper_for(cls, face: int) -> Category:
        """The upper box that counts ``face``."""
        return UPPER_CATEGORIES[face - 1]


CATEGORIES: tuple[Category, ...] = tuple(Category)
_CATEGORY_INDEX = {category: i for i, category in enumerate(CATEGORIES)}
UPPER_CATEGORIES: tuple[Category, ...] = CATEGORIES[:FACES]
LOWER_CATEGORIES: tuple[Category, ...] = CATEGORIES[FACES:]

FIXED_POINTS: Mapping[Category, int] = {
    Category.FULL_HOUSE: 25,
    Category.SMALL_STRAIGHT: 30,
    Category.LARGE_STRAIGHT: 40,
    Category.YAHTZEE: 50,
}
YAHTZEE_POINTS = FIXED_POINTS[Category.YAHTZEE]


# --------------------------------------------------------------------------------------------------
# Dice
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Dice:
    """Five dice in position order (position 1 is ``values[0]``)."""

    values: tuple[int, ...]

    def __post_init__(self) -> None:
        if len(self.values) != DICE_COUNT or any(
            not isinstance(v, int) or isinstance(v, bool) or not 1 <= v <= FACES
            for v in self.values
        ):
            raise InvalidDice(f"dice must be {DICE_COUNT} whole numbers from 1 to {FACES}")

    @classmethod
    def of(cls, *values: int) -> Dice:
        return cls(tuple(values))

    @classmethod
    def parse(cls, text: str) -> Dice:
        """Dice from text such as ``"1,2,3,4,4"`` or ``"12344"``: ASCII digits only, no signs.

        :raises InvalidDice: for anything else.
        """
        parts = [p for p in text.replace(",", " ").split() if p]
        if len(parts) == 1 and len(parts[0]) == DICE_COUNT:
            parts = list(parts[0])
        if len(parts) != DICE_COUNT or not all(p.isascii() and p.isdigit() for p in parts):
            raise InvalidDice(f"dice must be {DICE_COUNT} whole numbers from 1 to {FACES}")
        return cls(tuple(int(p) for p in parts))

    def __iter__(self) -> Iterator[int]:
        return iter(self.values)

    def __len__(self) -> int:
        return DICE_COUNT

    def __getitem__(self, index: int) -> int:
        return self.values[index]

    @property
    def total(self) -> int:
        return sum(self.values)

    @property
    def counts(self) -> tuple[int, ...]:
        """How many dice show each face: ``counts[0]`` is the number of ones."""
        result = [0] * FACES
        for v in self.values:
            result[v - 1] += 1
        return tuple(result)

    @property
    def is_yahtzee(self) -> bool:
        return len(set(self.values)) == 1

    def sorted(self) -> Dice:
        return Dice(tuple(sorted(self.values)))


def base_score(category: Category, dice: Dice) -> int:
    """Points ``dice`` earn in ``category`` by the ordinary rules (no Joker)."""
    counts = dice.counts
    face = category.face
    if face is not None:
        return face * counts[face - 1]
    most = max(counts)
    if category is Category.THREE_OF_A_KIND:
        return dice.total if most >= 3 else 0
    if category is Category.FOUR_OF_A_KIND:
        return dice.total if most >= 4 else 0
    if category is Category.FULL_HOUSE:
        return FIXED_POINTS[category] if sorted(c for c in counts if c) == [2, 3] else 0
    if category is Category.SMALL_STRAIGHT:
        present = {v for v in dice.values}
        runs = ({1, 2, 3, 4}, {2, 3, 4, 5}, {3, 4, 5, 6})
        return FIXED_POINTS[category] if any(run <= present for run in runs) else 0
    if category is Category.LARGE_STRAIGHT:
        straight = sorted(dice.values) in ([1, 2, 3, 4, 5], [2, 3, 4, 5, 6])
        return FIXED_POINTS[category] if straight else 0
    if category is Category.YAHTZEE:
        return FIXED_POINTS[category] if most == 5 else 0
    return dice.total  # chance


def joker_score(category: Category, dice: Dice) -> int:
    """Points a Yahtzee used as a Joker earns: full house, straights at full value."""
    if category in (Category.FULL_HOUSE, Category.SMALL_STRAIGHT, Category.LARGE_STRAIGHT):
        return FIXED_POINTS[category]
    return base_score(category, dice)


class CombinationKind(enum.Enum):
    """What a roll makes, from the best-known shape down; ``NONE`` when it makes none of them."""

    YAHTZEE = "yahtzee"
    LARGE_STRAIGHT = "large-straight"
    FOUR_OF_A_KIND = "four-of-a-kind"
    FULL_HOUSE = "full-house"
    SMALL_STRAIGHT = "small-straight"
    THREE_OF_A_KIND = "three-of-a-kind"
    NONE = "none"


@dataclass(frozen=True, slots=True)
class Combination:
    """The combination five dice make: ``face`` is the face of the set (the three of a full
    house), ``other`` the pair's face in a full house; both are 0 when they do not apply."""

    kind: CombinationKind
    face: int = 0
    other: int = 0


def combination(dice: Dice) -> Combination:
    """The one combination ``dice`` make. The shapes exclude each other except that a Yahtzee is
    also four and three of a kind, so the first that fits in :class:`CombinationKind` wins."""
    counts = dice.counts
    most = max(counts)
    face = counts.index(most) + 1
    if most == DICE_COUNT:
        return Combination(CombinationKind.YAHTZEE, face)
    if base_score(Category.LARGE_STRAIGHT, dice):
        return Combination(CombinationKind.LARGE_STRAIGHT)
    if most == 4:
        return Combination(CombinationKind.FOUR_OF_A_KIND, face)
    if most == 3:
        if 2 in counts:
            return Combination(CombinationKind.FULL_HOUSE, face, counts.index(2) + 1)
        return Combination(CombinationKind.THREE_OF_A_KIND, face)
    if base_score(Category.SMALL_STRAIGHT, dice):
        return Combination(CombinationKind.SMALL_STRAIGHT)
    return Combination(CombinationKind.NONE)


def possible_points(category: Category) -> frozenset[int]:
    """Every number of points a box can hold in some legal game."""
    face = category.face
    if face is not None:
        return frozenset(face * n for n in range(DICE_COUNT + 1))
    if category in FIXED_POINTS:
        return frozenset({0, FIXED_POINTS[category]})
    sums = frozenset(range(DICE_COUNT, DICE_COUNT * FACES + 1))
    return sums if category is Category.CHANCE else sums | {0}


# --------------------------------------------------------------------------------------------------
# Rule sets
# --------------------------------------------------------------------------------------------------


class JokerRule(enum.Enum):
    """How a Yahtzee rolled after the Yahtzee box is filled may be placed."""

    FORCED = "forced"
    """Official: the face's upper box if open, else any open lower box, else a zero upstairs."""
    FREE = "free"
    """Any open box; Joker points in the lower boxes only once the face's upper box is filled."""


@dataclass(frozen=True, slots=True)
class RuleSet:
    """One complete set of scoring rules. Variants are values of this type, not code branches."""

    name: str
    joker: JokerRule
    upper_bonus_threshold: int = 63
    upper_bonus: int = 35
    yahtzee_bonus: int = 100
    rounds: int = len(CATEGORIES)

    def upper_bonus_for(self, upper_subtotal: int) -> int:
        """The upper bonus that an upper subtotal earns (0 below the threshold)."""
        return self.upper_bonus if upper_subtotal >= self.upper_bonus_threshold else 0

    def grand_total(self, upper_subtotal: int, lower_subtotal: int, yahtzee_bonuses: int) -> int:
        """A card's total from its subtotals: the one home of how the bonuses add up."""
        return (
            upper_subtotal
            + self.upper_bonus_for(upper_subtotal)
            + lower_subtotal
            + yahtzee_bonuses * self.yahtzee_bonus
        )


OFFICIAL = RuleSet(name="official", joker=JokerRule.FORCED)
FREE_JOKER = RuleSet(name="free-joker", joker=JokerRule.FREE)
RULE_SETS: Mapping[str, RuleSet] = {r.name: r for r in (OFFICIAL, FREE_JOKER)}


# --------------------------------------------------------------------------------------------------
# Scorecard
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Option:
    """A box the rules allow for the current dice, with the points it would receive."""

    category: Category
    points: int
    joker: bool = False


@dataclass(frozen=True, slots=True)
class Totals:
    upper_subtotal: int
    upper_bonus: int
    upper_total: int
    lower_total: int
    yahtzee_bonus: int
    grand_total: int


@dataclass(frozen=True, slots=True)
class Scorecard:
    """One column of the score card: 13 boxes (None while open) and the Yahtzee bonuses earned."""

    boxes: tuple[int | None, ...] = (None,) * len(CATEGORIES)
    yahtzee_bonuses: int = 0

    def __post_init__(self) -> None:
        if len(self.boxes) != len(CATEGORIES):
            raise InvalidScorecard(f"a scorecard has {len(CATEGORIES)} boxes")
        for category, points in zip(CATEGORIES, self.boxes, strict=True):
            if points is not None and points not in possible_points(category):
                raise ImpossiblePoints(category, points)
        if self.yahtzee_bonuses < 0:
            raise InvalidScorecard("yahtzee_bonuses cannot be negative")
        if self.yahtzee_bonuses and self.boxes[Category.YAHTZEE.index] != YAHTZEE_POINTS:
            raise InvalidScorecard("Yahtzee bonuses need 50 in the yahtzee box")
        if self.yahtzee_bonuses > max(0, sum(p is not None for p in self.boxes) - 1):
            raise InvalidScorecard("more Yahtzee bonuses than Yahtzees after the first")

    @classmethod
    def from_mapping(cls, data: Mapping[str, object]) -> Scorecard:
        """A scorecard from ``{"ones": 3, "yahtzee": 50, "yahtzee_bonuses": 1}``.

        Each box's points are checked alone; :meth:`check_reachable` checks the whole card.

        :raises InvalidScorecard: (:class:`UnknownBox`, :class:`ImpossiblePoints`, ...).
        """
        boxes: list[int | None] = [None] * len(CATEGORIES)
        bonuses = 0
        for key, value in data.items():
            if not isinstance(value, int) or isinstance(value, bool):
                raise InvalidScorecard(f"{key} must be a whole number, not {value!r}")
            if key == "yahtzee_bonuses":
                bonuses = value
                continue
            try:
                category = Category.from_id(key)
            except KeyError:
                raise UnknownBox(key) from None
            boxes[category.index] = value
        return cls(tuple(boxes), bonuses)

    # -- could a legal game have produced this card? ----------------------------------------

    def check_reachable(self, rules: RuleSet = OFFICIAL) -> None:
        """Raise unless some legal game under ``rules`` could have produced this card.

        Each box is checked alone when the card is made; what remains is the Yahtzee bonus:
        every bonus is a Yahtzee rolled after 50 was in the Yahtzee box, scored in another box
        with the points the rules give a Yahtzee there (docs/rules.md, "Which scorecards are
        possible").

        :raises ImpossibleYahtzeeBonus: naming the boxes that could have held a bonus Yahtzee.
        """
        wanted = self.yahtzee_bonuses
        if not wanted:
            return
        others = tuple(c for c in self.filled_categories if c is not Category.YAHTZEE)
        # A box alone, or with every other box, is the most it can ask of the rest.
        candidates = tuple(
            c
            for c in others
            if self._could_hold_bonus(c, (c,), rules) or self._could_hold_bonus(c, others, rules)
        )
        for chosen in itertools.combinations(candidates, wanted):
            if all(self._could_hold_bonus(c, chosen, rules) for c in chosen):
                return
        raise ImpossibleYahtzeeBonus(wanted, candidates)

    def can_be_reached(self, rules: RuleSet = OFFICIAL) -> bool:
        """True when some legal game under ``rules`` could have produced this card."""
        try:
            self.check_reachable(rules)
        except InvalidScorecard:
            return False
        return True

    def _could_hold_bonus(
        self, category: Category, bonus_boxes: tuple[Category, ...], rules: RuleSet
    ) -> bool:
        """Could ``category`` hold a bonus Yahtzee while ``bonus_boxes`` all hold one too?

        Boxes filled without a bonus are taken to be filled first, before the Yahtzee box; bonus
        turns follow in any order that works.
        """
        points = self.boxes[category.index]
        assert points is not None
        face = category.face
        if face is not None:  # five of its face, or a zero from another face
            if points == DICE_COUNT * face:
                return True
            if points != 0:
                return False
            if rules.joker is JokerRule.FREE:
                return True
            # Forced: a zero upstairs only once every lower box and the Yahtzee's own face box
            # are filled, by turns that come first.
            lower_full = all(self.is_filled(c) for c in LOWER_CATEGORIES)
            return lower_full and any(self._early_upper(u, bonus_boxes) for u in UPPER_CATEGORIES)
        if category in FIXED_POINTS:  # full house and straights
            if points == FIXED_POINTS[category]:  # a Joker: its face box was filled first
                if rules.joker is JokerRule.FREE:  # by any turn, a bonus zero upstairs too
                    return any(self.is_filled(u) for u in UPPER_CATEGORIES)
                return any(self._early_upper(u, bonus_boxes) for u in UPPER_CATEGORIES)
            if points != 0 or rules.joker is JokerRule.FORCED:
                return False
            # Free: a zero while the Yahtzee's face box is still open.
            return any(
                not self.is_filled(u)
                or u in bonus_boxes
                or self.boxes[u.index] != DICE_COUNT * (u.face or 0)
                for u in UPPER_CATEGORIES
            )
        # Three and four of a kind, chance: the total of five equal dice.
        if points % DICE_COUNT or not 1 <= points // DICE_COUNT <= FACES:
            return False
        if rules.joker is JokerRule.FREE:
            return True
        return self._early_upper(Category.upper_for(points // DICE_COUNT), bonus_boxes)

    def _early_upper(self, upper: Category, bonus_boxes: tuple[Category, ...]) -> bool:
        """Is ``upper`` filled by a turn that can come before every lower-box Joker?

        Under the forced Joker a bonus zero upstairs comes after every lower box is filled,
        so it cannot be the filled face box that a lower-box Joker needs.
        """
        return self.is_filled(upper) and not (upper in bonus_boxes and self.boxes[upper.index] == 0)

    def to_mapping(self) -> dict[str, int]:
        data = {c.value: p for c, p in zip(CATEGORIES, self.boxes, strict=True) if p is not None}
        if self.yahtzee_bonuses:
            data["yahtzee_bonuses"] = self.yahtzee_bonuses
        return data

    def __getitem__(self, category: Category) -> int | None:
        return self.boxes[category.index]

    def is_filled(self, category: Category) -> bool:
        return self.boxes[category.index] is not None

    @property
    def open_categories(self) -> tuple[Category, ...]:
        return tuple(c for c in CATEGORIES if self.boxes[c.index] is None)

    @property
    def filled_categories(self) -> tuple[Category, ...]:
        return tuple(c for c in CATEGORIES if self.boxes[c.index] is not None)

    @property
    def is_complete(self) -> bool:
        return all(p is not None for p in self.boxes)

    @property
    def upper_subtotal(self) -> int:
        return sum(p or 0 for p in self.boxes[:FACES])

    @property
    def lower_subtotal(self) -> int:
        return sum(p or 0 for p in self.boxes[FACES:])

    def totals(self, rules: RuleSet = OFFICIAL) -> Totals:
        upper = self.upper_subtotal
        lower = self.lower_subtotal
        bonuses = self.yahtzee_bonuses
        bonus = rules.upper_bonus_for(upper)
        grand = rules.grand_total(upper, lower, bonuses)
        return Totals(upper, bonus, upper + bonus, lower, bonuses * rules.yahtzee_bonus, grand)

    def total(self, rules: RuleSet = OFFICIAL) -> int:
        return self.totals(rules).grand_total

    @property
    def upper_par(self) -> int:
        """Three of each face in the filled upper boxes: the pace that reaches 63."""
        return sum(3 * (c.face or 0) for c in UPPER_CATEGORIES if self.is_filled(c))

    def upper_bonus_needed(self, rules: RuleSet = OFFICIAL) -> int:
        """Points still missing for the upper bonus (0 once reached)."""
        return max(0, rules.upper_bonus_threshold - self.upper_subtotal)

    # -- placing a score ------------------------------------------------------------------------

    def options(self, dice: Dice, rules: RuleSet = OFFICIAL) -> tuple[Option, ...]:
        """Every box the rules allow for these final dice, in card order, with its points."""
        if not dice.is_yahtzee or not self.is_filled(Category.YAHTZEE):
            return tuple(Option(c, base_score(c, dice)) for c in self.open_categories)
        face_box = Category.upper_for(dice[0])
        face_open = not self.is_filled(face_box)
        if rules.joker is JokerRule.FREE:
            if face_open:
                return tuple(Option(c, base_score(c, dice)) for c in self.open_categories)
            return tuple(
                Option(c, joker_score(c, dice), joker=not c.is_upper) for c in self.open_categories
            )
        if face_open:
            return (Option(face_box, base_score(face_box, dice)),)
        lower = [c for c in self.open_categories if not c.is_upper]
        if lower:
            return tuple(Option(c, joker_score(c, dice), joker=True) for c in lower)
        return tuple(Option(c, 0) for c in self.open_categories)

    def yahtzee_bonus_for(self, dice: Dice, rules: RuleSet = OFFICIAL) -> int:
        """The Yahtzee bonus these dice earn: only with 50 already in the Yahtzee box."""
        if dice.is_yahtzee and self[Category.YAHTZEE] == YAHTZEE_POINTS:
            return rules.yahtzee_bonus
        return 0

    def can_score(self, category: Category, dice: Dice, rules: RuleSet = OFFICIAL) -> bool:
        return any(o.category is category for o in self.options(dice, rules))

    def check_score(self, category: Category, dice: Dice, rules: RuleSet = OFFICIAL) -> Option:
        """The option for ``category``, or the exception that says why it is not allowed."""
        if self.is_complete:
            raise GameIsOver("the scorecard is full")
        if self.is_filled(category):
            raise BoxFilled(category.value)
        for option in self.options(dice, rules):
            if option.category is category:
                return option
        raise JokerRuleForbids(category.value)

    def score(self, category: Category, dice: Dice, rules: RuleSet = OFFICIAL) -> Scorecard:
        """The scorecard after placing ``dice`` in ``category`` (with any Yahtzee bonus)."""
        option = self.check_score(category, dice, rules)
        boxes = list(self.boxes)
        boxes[category.index] = option.points
        bonus = 1 if self.yahtzee_bonus_for(dice, rules) else 0
        return Scorecard(tuple(boxes), self.yahtzee_bonuses + bonus)


# --------------------------------------------------------------------------------------------------
# A turn
# --------------------------------------------------------------------------------------------------


class DiceSource(Protocol):
    """Where new dice values come from: random, scripted, or typed from physical dice."""

    def roll(self, count: int) -> tuple[int, ...]: ...


@dataclass(frozen=True, slots=True)
class Turn:
    """The dice of one turn: up to three rolls, holds between them. Positions are 0-based."""

    dice: Dice | None = None
    held: frozenset[int] = field(default_factory=frozenset)
    rolls_used: int = 0

    @property
    def rolls_left(self) -> int:
        return ROLLS_PER_TURN - self.rolls_used

    @property
    def has_rolled(self) -> bool:
        return self.dice is not None

    @property
    def must_score(self) -> bool:
        return self.rolls_used >= ROLLS_PER_TURN

    @property
    def free_positions(self) -> tuple[int, ...]:
        """Positions that the next roll would roll (all five before the first roll)."""
        if self.dice is None:
            return tuple(range(DICE_COUNT))
        return tuple(p for p in range(DICE_COUNT) if p not in self.held)

    def check_roll(self) -> None:
        if self.rolls_used >= ROLLS_PER_TURN:
            raise NoRollsLeft("three rolls used")
        if self.dice is not None and len(self.held) == DICE_COUNT:
            raise AllDiceHeld("every die is held")

    def can_roll(self) -> bool:
        try:
            self.check_roll()
        except IllegalAction:
            return False
        return True

    def roll(self, new_values: Sequence[int]) -> Turn:
        """The turn after a roll; ``new_values`` are the faces for :attr:`free_positions`."""
        self.check_roll()
        free = self.free_positions
        if len(new_values) != len(free):
            raise InvalidDice(f"expected {len(free)} dice, got {len(new_values)}")
        values = list(self.dice.values) if self.dice is not None else [1] * DICE_COUNT
        for position, value in zip(free, new_values, strict=True):
            values[position] = value
        return Turn(Dice(tuple(values)), self.held, self.rolls_used + 1)

    def roll_from(self, source: DiceSource) -> Turn:
        self.check_roll()
        return self.roll(source.roll(len(self.free_positions)))

    def check_hold(self, position: int) -> None:
        if not 0 <= position < DICE_COUNT:
            raise InvalidPosition(f"die position must be 1 to {DICE_COUNT}")
        if self.dice is None:
            raise NotRolledYet("roll before holding dice")
        if self.rolls_used >= ROLLS_PER_TURN:
            raise NoRollsLeft("no roll left to keep dice for")

    def can_hold(self, position: int) -> bool:
        try:
            self.check_hold(position)
        except IllegalAction:
            return False
        return True

    def with_held(self, positions: Iterable[int]) -> Turn:
        """The turn with exactly ``positions`` held."""
        wanted = frozenset(positions)
        for position in wanted:
            self.check_hold(position)
        if self.dice is None:
            raise NotRolledYet("roll before holding dice")
        return Turn(self.dice, wanted, self.rolls_used)

    def toggle(self, position: int) -> Turn:
        self.check_hold(position)
        return Turn(self.dice, self.held ^ {position}, self.rolls_used)


# --------------------------------------------------------------------------------------------------
# Results
# --------------------------------------------------------------------------------------------------


@dataclass(frozen=True, slots=True)
class Standing:
    """A place in the standings: ``place`` is shared by tied players (1, 1, 3, ...)."""

    player: int
    total: int
    place: int


def standings(totals: Sequence[int]) -> tuple[Standing, ...]:
    """Players ranked by total, highest first; ties share a place and keep seat order."""
    order = sorted(range(len(totals)), key=lambda i: (-totals[i], i))
    result: list[Standing] = []
    for rank, player in enumerate(order):
        tied = rank > 0 and totals[player] == totals[order[rank - 1]]
        place = result[-1].place if tied else rank + 1
        result.append(Standing(player, totals[player], place))
    return tuple(result)


def winners(totals: Sequence[int]) -> tuple[int, ...]:
    """Every player with the highest total (ties share the victory)."""
    if not totals:
        return ()
    best = max(totals)
    return tuple(i for i, t in enumerate(totals) if t == best)


def margins(totals: Sequence[int]) -> dict[int, dict[int, int]]:
    """For each winner, the points by which they beat each other player."""
    return {
        w: {other: totals[w] - t for other, t in enumerate(totals) if other != w}
        for w in winners(totals)
    }
