"""The rules of Yahtzee: pure, typed values with no I/O and no text for people.

Everything here is immutable. A :class:`Scorecard` and a :class:`Turn` change only by returning a
new value; every illegal action raises one :class:`IllegalAction` subclass per reason and leaves the
value as it was, and every action has a ``can_...`` question so that an interface can ask first.

Rule sets are data (:class:`RuleSet` of :class:`Box` values, :data:`RULE_SETS`): the official
Hasbro rules with the forced Joker; the ``free-joker`` variant in which the player may place a Joker
in any open box; Scandinavian Yatzy (``yatzy``: 15 boxes, a 50-point upper bonus, no Joker); and
Yatzy filled in order (``yatzy-forced``). Nothing outside this module asks which one it is.
"""

from __future__ import annotations

import enum
import functools
import itertools
from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field, replace
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


class OutOfOrder(IllegalAction):
    """Forced order: another box comes first (``Scorecard.next_box``)."""


class NotOnCard(IllegalAction):
    """A box this rule set's card does not have (a Yahtzee box on a Yatzy card)."""


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
    """Every box some rule set has. The value is the stable id; a :class:`RuleSet` orders them."""

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
    ONE_PAIR = "one_pair"
    TWO_PAIRS = "two_pairs"
    YATZY = "yatzy"

    @property
    def face(self) -> int | None:
        """The die face counted by an upper box, else None."""
        return _FACES_OF.get(self)

    @property
    def is_upper(self) -> bool:
        return self in _FACES_OF

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


UPPER_CATEGORIES: tuple[Category, ...] = tuple(Category)[:FACES]
"""The six upper boxes, Ones to Sixes: the same in every rule set."""
_FACES_OF = {category: face for face, category in enumerate(UPPER_CATEGORIES, start=1)}


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


# --------------------------------------------------------------------------------------------------
# Boxes: how each one scores, as data
# --------------------------------------------------------------------------------------------------


class Scoring(enum.Enum):
    """The shape a box asks of the dice."""

    FACE = "face"
    """The dice showing the box's face (the upper boxes)."""
    ALIKE = "alike"
    """At least :attr:`Box.count` dice alike."""
    TWO_PAIRS = "two-pairs"
    """Two pairs of different faces."""
    FULL_HOUSE = "full-house"
    """Three of one face and two of another."""
    STRAIGHT = "straight"
    """Every face of one of :attr:`Box.runs`."""
    CHANCE = "chance"
    """Any dice."""


class Counted(enum.Enum):
    """Which dice a box adds up when it has no fixed points."""

    ALL = "all"
    """All five dice (Yahtzee's three and four of a kind)."""
    MADE = "made"
    """Only the dice that make the shape (Yatzy: a pair of fives is 10), the highest such."""


@dataclass(frozen=True, slots=True)
class Box:
    """One box of a rule set: its category and how dice score in it."""

    category: Category
    scoring: Scoring
    points: int | None = None
    """Fixed points when the dice make the shape; None adds up the :attr:`counted` dice."""
    count: int = 0
    """For :attr:`Scoring.ALIKE`: how many dice alike."""
    runs: tuple[frozenset[int], ...] = ()
    """For :attr:`Scoring.STRAIGHT`: the sets of faces that make it."""
    counted: Counted = Counted.ALL

    def made(self, dice: Dice) -> int | None:
        """The sum of the dice that make this box's shape (the highest such), or None."""
        counts = dice.counts
        scoring = self.scoring
        if scoring is Scoring.FACE:
            face = self.category.face or 0
            return face * counts[face - 1]
        if scoring is Scoring.ALIKE:
            faces = [f for f in range(FACES, 0, -1) if counts[f - 1] >= self.count]
            return faces[0] * self.count if faces else None
        if scoring is Scoring.TWO_PAIRS:
            pairs = [f for f in range(FACES, 0, -1) if counts[f - 1] >= 2]
            return 2 * (pairs[0] + pairs[1]) if len(pairs) >= 2 else None
        if scoring is Scoring.FULL_HOUSE:
            return dice.total if sorted(c for c in counts if c) == [2, 3] else None
        if scoring is Scoring.STRAIGHT:
            present = set(dice.values)
            made = [sum(run) for run in self.runs if run <= present]
            return max(made) if made else None
        return dice.total

    def score(self, dice: Dice) -> int:
        """Points ``dice`` earn here by the ordinary rules (no Joker)."""
        made = self.made(dice)
        if not made:
            return 0
        if self.scoring is Scoring.FACE:
            return made
        if self.points is not None:
            return self.points
        return dice.total if self.counted is Counted.ALL else made

    @property
    def takes_joker_points(self) -> bool:
        """A Joker fills this box at its fixed points (full house, straights) whatever the dice."""
        return self.points is not None and self.scoring in (Scoring.FULL_HOUSE, Scoring.STRAIGHT)


def _run(first: int, last: int) -> frozenset[int]:
    return frozenset(range(first, last + 1))


UPPER_BOXES: tuple[Box, ...] = tuple(Box(c, Scoring.FACE) for c in UPPER_CATEGORIES)

AMERICAN_BOXES: tuple[Box, ...] = (
    *UPPER_BOXES,
    Box(Category.THREE_OF_A_KIND, Scoring.ALIKE, count=3),
    Box(Category.FOUR_OF_A_KIND, Scoring.ALIKE, count=4),
    Box(Category.FULL_HOUSE, Scoring.FULL_HOUSE, points=25),
    Box(Category.SMALL_STRAIGHT, Scoring.STRAIGHT, 30, runs=(_run(1, 4), _run(2, 5), _run(3, 6))),
    Box(Category.LARGE_STRAIGHT, Scoring.STRAIGHT, 40, runs=(_run(1, 5), _run(2, 6))),
    Box(Category.YAHTZEE, Scoring.ALIKE, points=50, count=DICE_COUNT),
    Box(Category.CHANCE, Scoring.CHANCE),
)
"""The 13 boxes of Yahtzee in card order (Hasbro's sheet, docs/rules.md)."""

SCANDINAVIAN_BOXES: tuple[Box, ...] = (
    *UPPER_BOXES,
    Box(Category.ONE_PAIR, Scoring.ALIKE, count=2, counted=Counted.MADE),
    Box(Category.TWO_PAIRS, Scoring.TWO_PAIRS, counted=Counted.MADE),
    Box(Category.THREE_OF_A_KIND, Scoring.ALIKE, count=3, counted=Counted.MADE),
    Box(Category.FOUR_OF_A_KIND, Scoring.ALIKE, count=4, counted=Counted.MADE),
    Box(Category.SMALL_STRAIGHT, Scoring.STRAIGHT, 15, runs=(_run(1, 5),)),
    Box(Category.LARGE_STRAIGHT, Scoring.STRAIGHT, 20, runs=(_run(2, 6),)),
    Box(Category.FULL_HOUSE, Scoring.FULL_HOUSE),
    Box(Category.CHANCE, Scoring.CHANCE),
    Box(Category.YATZY, Scoring.ALIKE, points=50, count=DICE_COUNT),
)
"""The 15 boxes of Scandinavian Yatzy in card order (docs/rules.md)."""


class CombinationKind(enum.Enum):
    """What a roll makes, from the best-known shape down; ``NONE`` when it makes none of them."""

    YAHTZEE = "yahtzee"
    YATZY = "yatzy"
    LARGE_STRAIGHT = "large-straight"
    FOUR_OF_A_KIND = "four-of-a-kind"
    FULL_HOUSE = "full-house"
    SMALL_STRAIGHT = "small-straight"
    THREE_OF_A_KIND = "three-of-a-kind"
    TWO_PAIRS = "two-pairs"
    ONE_PAIR = "one-pair"
    NONE = "none"


@dataclass(frozen=True, slots=True)
class Combination:
    """The combination five dice make: ``face`` is the face of the set (the three of a full
    house, the higher pair), ``other`` the pair's face in a full house or the lower of two pairs;
    both are 0 when they do not apply."""

    kind: CombinationKind
    face: int = 0
    other: int = 0


# --------------------------------------------------------------------------------------------------
# Rule sets
# --------------------------------------------------------------------------------------------------


class JokerRule(enum.Enum):
    """How a Yahtzee rolled after the Yahtzee box is filled may be placed."""

    FORCED = "forced"
    """Official: the face's upper box if open, else any open lower box, else a zero upstairs."""
    FREE = "free"
    """Any open box; Joker points in the lower boxes only once the face's upper box is filled."""
    NONE = "none"
    """No Joker (Yatzy): five alike score in any open box as any other dice would."""


class InvalidRuleSet(ValueError):
    """A rule set whose parts do not fit together (no Yahtzee box for a Joker, ...)."""


@functools.cache
def _every_roll() -> tuple[Dice, ...]:
    """The 252 different rolls of five dice, sorted."""
    combos = itertools.combinations_with_replacement(range(1, FACES + 1), DICE_COUNT)
    return tuple(Dice(c) for c in combos)


@dataclass(frozen=True, slots=True)
class RuleSet:
    """One complete set of rules as data: the boxes in card order and how each scores, the
    bonuses, the Joker (or none), the order of play and the rolls. Variants are values of this
    type; nothing outside this module asks which rule set it is."""

    name: str
    joker: JokerRule
    boxes: tuple[Box, ...] = AMERICAN_BOXES
    upper_bonus_threshold: int = 63
    upper_bonus: int = 35
    yahtzee_bonus: int = 100
    """Points for each Yahtzee after 50 is in the Yahtzee box (0: no such bonus)."""
    forced_order: bool = False
    """The boxes are filled top to bottom: the next open box is the only choice."""
    rolls: int = ROLLS_PER_TURN
    _index: Mapping[Category, int] = field(init=False, repr=False, compare=False)
    _categories: tuple[Category, ...] = field(init=False, repr=False, compare=False)
    _box_of: Mapping[Category, Box] = field(init=False, repr=False, compare=False)
    _possible: dict[Category, frozenset[int]] = field(init=False, repr=False, compare=False)
    _yahtzee_box: Category | None = field(init=False, repr=False, compare=False)
    _scored: dict[tuple[int, ...], tuple[tuple[Option, ...], tuple[Option, ...]]] = field(
        init=False, repr=False, compare=False
    )
    """Each roll's options in every box (ordinary, and as a Joker), by its sorted dice."""
    _combinations: dict[tuple[int, ...], Combination] = field(init=False, repr=False, compare=False)

    def __post_init__(self) -> None:
        index = {box.category: i for i, box in enumerate(self.boxes)}
        if len(index) != len(self.boxes):
            raise InvalidRuleSet(f"{self.name}: a box appears twice")
        if tuple(b.category for b in self.boxes[:FACES]) != UPPER_CATEGORIES:
            raise InvalidRuleSet(f"{self.name}: the card starts with Ones to Sixes")
        yahtzee_box = next(
            (
                box.category
                for box in self.boxes
                if box.scoring is Scoring.ALIKE and box.count == DICE_COUNT and box.points
            ),
            None,
        )
        object.__setattr__(self, "_yahtzee_box", yahtzee_box)
        if self.joker is not JokerRule.NONE and yahtzee_box is None:
            raise InvalidRuleSet(f"{self.name}: a Joker needs a box of five alike at fixed points")
        if self.yahtzee_bonus and self.joker is JokerRule.NONE:
            raise InvalidRuleSet(f"{self.name}: a Yahtzee bonus comes with a Joker rule")
        if self.forced_order and self.joker is not JokerRule.NONE:
            raise InvalidRuleSet(f"{self.name}: forced order has no Joker")
        if self.rolls != ROLLS_PER_TURN:
            raise InvalidRuleSet(f"{self.name}: a turn has {ROLLS_PER_TURN} rolls")
        object.__setattr__(self, "_index", index)
        object.__setattr__(self, "_categories", tuple(index))
        object.__setattr__(self, "_box_of", {box.category: box for box in self.boxes})
        object.__setattr__(self, "_possible", {})
        object.__setattr__(self, "_scored", {})
        object.__setattr__(self, "_combinations", {})

    def __reduce__(self) -> tuple[object, ...]:
        """Pickled as its settings, without what it keeps of rolls scored (the same rule set,
        registered or not, on the other side); a registered one by its name alone (a worker
        process gets one with every computer's decision: its thirteen boxes each time cost
        half of the decision's pickling)."""
        if RULE_SETS.get(self.name) is self:
            return (_registered, (self.name,))
        settings = (self.name, self.joker, self.boxes, self.upper_bonus_threshold)
        more = (self.upper_bonus, self.yahtzee_bonus, self.forced_order, self.rolls)
        return (_unpickled, (*settings, *more))

    # -- the card --------------------------------------------------------------------------------

    @property
    def categories(self) -> tuple[Category, ...]:
        """The boxes' categories in card order."""
        return self._categories

    @property
    def upper(self) -> tuple[Category, ...]:
        return UPPER_CATEGORIES

    @property
    def lower(self) -> tuple[Category, ...]:
        return self._categories[FACES:]

    @property
    def rounds(self) -> int:
        """One round per box."""
        return len(self.boxes)

    def has(self, category: Category) -> bool:
        return category in self._index

    def index(self, category: Category) -> int:
        """The box's position on the card, from 0; raises :class:`UnknownBox` if it has none."""
        try:
            return self._index[category]
        except KeyError:
            raise UnknownBox(category.value) from None

    def box(self, category: Category) -> Box:
        """The box of ``category``; raises :class:`UnknownBox` if the card has none."""
        try:
            return self._box_of[category]
        except KeyError:
            raise UnknownBox(category.value) from None

    @property
    def yahtzee_box(self) -> Category | None:
        """The box of five alike at fixed points (Yahtzee, Yatzy), the Joker's and bonus's box."""
        return self._yahtzee_box

    @property
    def yahtzee_points(self) -> int:
        """The points of the box of five alike (0 without one)."""
        found = self.yahtzee_box
        return self.box(found).points or 0 if found is not None else 0

    # -- scoring ---------------------------------------------------------------------------------

    def points(self, category: Category, dice: Dice) -> int:
        """Points ``dice`` earn in ``category`` by the ordinary rules (no Joker)."""
        return self.box(category).score(dice)

    def joker_points(self, category: Category, dice: Dice) -> int:
        """Points a Yahtzee used as a Joker earns: full house and straights at full value."""
        box = self.box(category)
        return box.points or 0 if box.takes_joker_points else box.score(dice)

    def scored(self, dice: Dice) -> tuple[tuple[Option, ...], tuple[Option, ...]]:
        """An option for ``dice`` in every box, in card order: the ordinary points, and a Joker's
        (``joker`` set in the lower boxes). Worked out once per roll (the 252 sorted rolls) and
        kept: the options of a card only pick from these."""
        key = tuple(sorted(dice.values))
        found = self._scored.get(key)
        if found is None:
            plain = tuple(Option(b.category, b.score(dice)) for b in self.boxes)
            joker = tuple(
                Option(
                    b.category, self.joker_points(b.category, dice), joker=not b.category.is_upper
                )
                for b in self.boxes
            )
            found = self._scored[key] = (plain, joker)
        return found

    def possible_points(self, category: Category) -> frozenset[int]:
        """Every number of points the box can hold in some legal game (a zero too, but never in
        the chance box)."""
        found = self._possible.get(category)
        if found is None:
            box = self.box(category)
            found = frozenset(box.score(d) for d in _every_roll())
            if box.scoring is not Scoring.CHANCE:
                found |= {0}
            self._possible[category] = found
        return found

    def combination(self, dice: Dice) -> Combination:
        """The one combination ``dice`` make among the shapes this rule set has a box for. The
        shapes exclude each other except that five alike is also four and three alike, so the
        first that fits in :class:`CombinationKind` wins."""
        key = tuple(sorted(dice.values))
        found = self._combinations.get(key)
        if found is None:
            found = self._combinations[key] = self._combination(dice)
        return found

    def _combination(self, dice: Dice) -> Combination:
        counts = dice.counts
        most = max(counts)
        face = counts.index(most) + 1
        by_order = sorted(range(FACES), key=lambda f: (-counts[f], -f))
        if most == DICE_COUNT and self.yahtzee_box is not None:
            kind = CombinationKind(self.yahtzee_box.value)
            return Combination(kind, face)
        if self._makes(Category.LARGE_STRAIGHT, dice):
            return Combination(CombinationKind.LARGE_STRAIGHT)
        if most >= 4:
            return Combination(CombinationKind.FOUR_OF_A_KIND, face)
        if most == 3:
            if 2 in counts:
                return Combination(CombinationKind.FULL_HOUSE, face, counts.index(2) + 1)
            return Combination(CombinationKind.THREE_OF_A_KIND, face)
        if self._makes(Category.SMALL_STRAIGHT, dice):
            return Combination(CombinationKind.SMALL_STRAIGHT)
        pairs = [f + 1 for f in by_order if counts[f] == 2]
        if len(pairs) == 2 and self.has(Category.TWO_PAIRS):
            return Combination(CombinationKind.TWO_PAIRS, pairs[0], pairs[1])
        if pairs and self.has(Category.ONE_PAIR):
            return Combination(CombinationKind.ONE_PAIR, pairs[0])
        return Combination(CombinationKind.NONE)

    def _makes(self, category: Category, dice: Dice) -> bool:
        return self.has(category) and self.box(category).made(dice) is not None

    # -- totals ----------------------------------------------------------------------------------

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

    @property
    def max_total(self) -> int:
        """The highest total a card can reach: every box at its best, the upper bonus and a
        Yahtzee bonus for each Yahtzee after the first."""
        best = sum(max(self.possible_points(c)) for c in self.categories)
        return best + self.upper_bonus + (self.rounds - 1) * self.yahtzee_bonus


OFFICIAL = RuleSet(name="official", boxes=AMERICAN_BOXES, joker=JokerRule.FORCED)
FREE_JOKER = RuleSet(name="free-joker", boxes=AMERICAN_BOXES, joker=JokerRule.FREE)
YATZY = RuleSet(
    name="yatzy",
    boxes=SCANDINAVIAN_BOXES,
    joker=JokerRule.NONE,
    upper_bonus=50,
    yahtzee_bonus=0,
)
YATZY_FORCED = replace(YATZY, name="yatzy-forced", forced_order=True)
RULE_SETS: Mapping[str, RuleSet] = {r.name: r for r in (OFFICIAL, FREE_JOKER, YATZY, YATZY_FORCED)}


def _registered(name: str) -> RuleSet:
    """A registered rule set pickled by its name."""
    return RULE_SETS[name]


def _unpickled(*settings: object) -> RuleSet:
    """A pickled rule set: the registered one of its name when it is that one (with what it
    keeps of rolls scored), else a new one."""
    rules = RuleSet(*settings)  # type: ignore[arg-type]
    known = RULE_SETS.get(rules.name)
    return known if known == rules else rules


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
    """One column of the score card under its rule set: a box per box of the rules (None while
    open) and the Yahtzee bonuses earned. ``Scorecard(rules=YATZY)`` is an empty Yatzy card."""

    boxes: tuple[int | None, ...] = ()
    yahtzee_bonuses: int = 0
    rules: RuleSet = OFFICIAL

    def __post_init__(self) -> None:
        rules = self.rules
        if not self.boxes:
            object.__setattr__(self, "boxes", (None,) * rules.rounds)
        if len(self.boxes) != rules.rounds:
            raise InvalidScorecard(f"a {rules.name} scorecard has {rules.rounds} boxes")
        for category, points in zip(rules.categories, self.boxes, strict=True):
            if points is not None and points not in rules.possible_points(category):
                raise ImpossiblePoints(category, points)
        bonuses = self.yahtzee_bonuses
        if bonuses < 0:
            raise InvalidScorecard("yahtzee_bonuses cannot be negative")
        if bonuses and not rules.yahtzee_bonus:
            raise InvalidScorecard(f"the {rules.name} rules have no Yahtzee bonus")
        yahtzee = rules.yahtzee_box
        if bonuses and (yahtzee is None or self[yahtzee] != rules.yahtzee_points):
            raise InvalidScorecard("Yahtzee bonuses need 50 in the yahtzee box")
        if bonuses > max(0, sum(p is not None for p in self.boxes) - 1):
            raise InvalidScorecard("more Yahtzee bonuses than Yahtzees after the first")

    @classmethod
    def from_mapping(cls, data: Mapping[str, object], rules: RuleSet = OFFICIAL) -> Scorecard:
        """A scorecard from ``{"ones": 3, "yahtzee": 50, "yahtzee_bonuses": 1}``.

        Each box's points are checked alone; :meth:`check_reachable` checks the whole card.

        :raises InvalidScorecard: (:class:`UnknownBox`, :class:`ImpossiblePoints`, ...).
        """
        boxes: list[int | None] = [None] * rules.rounds
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
            boxes[rules.index(category)] = value
        return cls(tuple(boxes), bonuses, rules)

    def under(self, rules: RuleSet) -> Scorecard:
        """The same boxes under ``rules`` (a variant with the same card, such as the free Joker).

        :raises InvalidScorecard: when the boxes do not fit the card of ``rules``.
        """
        return Scorecard(self.boxes, self.yahtzee_bonuses, rules)

    # -- could a legal game have produced this card? ----------------------------------------

    def check_reachable(self) -> None:
        """Raise unless some legal game under the card's rules could have produced it.

        Each box is checked alone when the card is made; what remains is the Yahtzee bonus:
        every bonus is a Yahtzee rolled after 50 was in the Yahtzee box, scored in another box
        with the points the rules give a Yahtzee there (docs/rules.md, "Which scorecards are
        possible"). Under forced order the filled boxes are the first ones.

        :raises ImpossibleYahtzeeBonus: naming the boxes that could have held a bonus Yahtzee.
        :raises InvalidScorecard: for boxes filled out of a forced order.
        """
        if self.rules.forced_order:
            filled = [p is not None for p in self.boxes]
            if filled != sorted(filled, reverse=True):
                raise InvalidScorecard(f"the {self.rules.name} rules fill the boxes in order")
        wanted = self.yahtzee_bonuses
        if not wanted:
            return
        yahtzee = self.rules.yahtzee_box
        others = tuple(c for c in self.filled_categories if c is not yahtzee)
        # A box alone, or with every other box, is the most it can ask of the rest.
        candidates = tuple(
            c
            for c in others
            if self._could_hold_bonus(c, (c,)) or self._could_hold_bonus(c, others)
        )
        for chosen in itertools.combinations(candidates, wanted):
            if all(self._could_hold_bonus(c, chosen) for c in chosen):
                return
        raise ImpossibleYahtzeeBonus(wanted, candidates)

    def can_be_reached(self) -> bool:
        """True when some legal game under the card's rules could have produced it."""
        try:
            self.check_reachable()
        except InvalidScorecard:
            return False
        return True

    def _could_hold_bonus(self, category: Category, bonus_boxes: tuple[Category, ...]) -> bool:
        """Could ``category`` hold a bonus Yahtzee while ``bonus_boxes`` all hold one too?

        Boxes filled without a bonus are taken to be filled first, before the Yahtzee box; bonus
        turns follow in any order that works.
        """
        rules = self.rules
        points = self[category]
        assert points is not None
        face = category.face
        free = rules.joker is JokerRule.FREE
        if face is not None:  # five of its face, or a zero from another face
            if points == DICE_COUNT * face:
                return True
            if points != 0:
                return False
            if free:
                return True
            # Forced: a zero upstairs only once every lower box and the Yahtzee's own face box
            # are filled, by turns that come first.
            lower_full = all(self.is_filled(c) for c in rules.lower)
            return lower_full and any(self._early_upper(u, bonus_boxes) for u in rules.upper)
        box = rules.box(category)
        if box.takes_joker_points:  # full house and straights
            if points == box.points:  # a Joker: its face box was filled first
                if free:  # by any turn, a bonus zero upstairs too
                    return any(self.is_filled(u) for u in rules.upper)
                return any(self._early_upper(u, bonus_boxes) for u in rules.upper)
            if points != 0 or not free:
                return False
            # Free: a zero while the Yahtzee's face box is still open.
            return any(
                not self.is_filled(u) or u in bonus_boxes or self[u] != DICE_COUNT * (u.face or 0)
                for u in rules.upper
            )
        # Three and four of a kind, chance: the total of five equal dice.
        if points % DICE_COUNT or not 1 <= points // DICE_COUNT <= FACES:
            return False
        if free:
            return True
        return self._early_upper(Category.upper_for(points // DICE_COUNT), bonus_boxes)

    def _early_upper(self, upper: Category, bonus_boxes: tuple[Category, ...]) -> bool:
        """Is ``upper`` filled by a turn that can come before every lower-box Joker?

        Under the forced Joker a bonus zero upstairs comes after every lower box is filled,
        so it cannot be the filled face box that a lower-box Joker needs.
        """
        return self.is_filled(upper) and not (upper in bonus_boxes and self[upper] == 0)

    def to_mapping(self) -> dict[str, int]:
        pairs = zip(self.rules.categories, self.boxes, strict=True)
        data = {c.value: p for c, p in pairs if p is not None}
        if self.yahtzee_bonuses:
            data["yahtzee_bonuses"] = self.yahtzee_bonuses
        return data

    def __getitem__(self, category: Category) -> int | None:
        return self.boxes[self.rules.index(category)]

    def is_filled(self, category: Category) -> bool:
        return self[category] is not None

    @property
    def open_categories(self) -> tuple[Category, ...]:
        return tuple(c for c, p in zip(self.rules.categories, self.boxes, strict=True) if p is None)

    @property
    def filled_categories(self) -> tuple[Category, ...]:
        pairs = zip(self.rules.categories, self.boxes, strict=True)
        return tuple(c for c, p in pairs if p is not None)

    @property
    def next_box(self) -> Category | None:
        """The first open box: under forced order, the only one the next score may go in."""
        open_boxes = self.open_categories
        return open_boxes[0] if open_boxes else None

    @property
    def is_complete(self) -> bool:
        return all(p is not None for p in self.boxes)

    @property
    def upper_subtotal(self) -> int:
        return sum(filter(None, self.boxes[:FACES]))  # open boxes (None) count nothing

    @property
    def lower_subtotal(self) -> int:
        return sum(filter(None, self.boxes[FACES:]))

    def totals(self) -> Totals:
        rules = self.rules
        upper = self.upper_subtotal
        lower = self.lower_subtotal
        bonuses = self.yahtzee_bonuses
        bonus = rules.upper_bonus_for(upper)
        grand = rules.grand_total(upper, lower, bonuses)
        return Totals(upper, bonus, upper + bonus, lower, bonuses * rules.yahtzee_bonus, grand)

    def total(self) -> int:
        return self.totals().grand_total

    @property
    def upper_par(self) -> int:
        """Three of each face in the filled upper boxes: the pace that reaches 63."""
        return sum(3 * (c.face or 0) for c in UPPER_CATEGORIES if self.is_filled(c))

    def upper_bonus_needed(self) -> int:
        """Points still missing for the upper bonus (0 once reached)."""
        return max(0, self.rules.upper_bonus_threshold - self.upper_subtotal)

    # -- placing a score ------------------------------------------------------------------------

    def options(self, dice: Dice) -> tuple[Option, ...]:
        """Every box the rules allow for these final dice, in card order, with its points."""
        rules = self.rules
        every, jokers = rules.scored(dice)
        boxes = self.boxes
        if rules.forced_order:
            for option, points in zip(every, boxes, strict=True):
                if points is None:
                    return (option,)
            return ()
        yahtzee = rules.yahtzee_box
        plain = tuple(o for o, p in zip(every, boxes, strict=True) if p is None)
        if rules.joker is JokerRule.NONE or yahtzee is None:
            return plain
        if not dice.is_yahtzee or not self.is_filled(yahtzee):
            return plain
        face_box = Category.upper_for(dice[0])
        face_open = not self.is_filled(face_box)
        if rules.joker is JokerRule.FREE:
            if face_open:
                return plain
            return tuple(o for o, p in zip(jokers, boxes, strict=True) if p is None)
        if face_open:
            return (every[rules.index(face_box)],)
        lower = tuple(
            o for o, p in zip(jokers, boxes, strict=True) if p is None and not o.category.is_upper
        )
        if lower:
            return lower
        return tuple(Option(c, 0) for c in self.open_categories)

    def yahtzee_bonus_for(self, dice: Dice) -> int:
        """The Yahtzee bonus these dice earn: only with 50 already in the Yahtzee box."""
        rules = self.rules
        yahtzee = rules.yahtzee_box
        if not rules.yahtzee_bonus or yahtzee is None or not dice.is_yahtzee:
            return 0
        return rules.yahtzee_bonus if self[yahtzee] == rules.yahtzee_points else 0

    def can_score(self, category: Category, dice: Dice) -> bool:
        return any(o.category is category for o in self.options(dice))

    def check_score(self, category: Category, dice: Dice) -> Option:
        """The option for ``category``, or the exception that says why it is not allowed."""
        if self.is_complete:
            raise GameIsOver("the scorecard is full")
        if not self.rules.has(category):
            raise NotOnCard(category.value)
        if self.is_filled(category):
            raise BoxFilled(category.value)
        for option in self.options(dice):
            if option.category is category:
                return option
        if self.rules.forced_order:
            raise OutOfOrder(category.value)
        raise JokerRuleForbids(category.value)

    def score(self, category: Category, dice: Dice) -> Scorecard:
        """The scorecard after placing ``dice`` in ``category`` (with any Yahtzee bonus)."""
        option = self.check_score(category, dice)
        boxes = list(self.boxes)
        boxes[self.rules.index(category)] = option.points
        bonus = 1 if self.yahtzee_bonus_for(dice) else 0
        return Scorecard(tuple(boxes), self.yahtzee_bonuses + bonus, self.rules)


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
