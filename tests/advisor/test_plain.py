"""One position without numpy: the same answers, to the byte, as the numpy advisor."""

from __future__ import annotations

import random
from dataclasses import replace
from pathlib import Path

import pytest
from test_advisor_solver import random_card

from talking_yahtzee.advisor import advise, engine, expected_final, plain
from talking_yahtzee.advisor.store import load_table
from talking_yahtzee.core.rules import FREE_JOKER, OFFICIAL, Dice, RuleSet, Scorecard


def described(advice: object) -> list[tuple[object, ...]]:
    options = advice.options  # type: ignore[attr-defined]
    return [
        (o.action, o.category, o.keep, o.points, o.yahtzee_bonus, o.expected_final) for o in options
    ]


@pytest.mark.parametrize("rules", [OFFICIAL, FREE_JOKER], ids=lambda r: r.name)
def test_plain_advice_equals_the_numpy_advisor_byte_for_byte(rules: RuleSet) -> None:
    rng = random.Random(f"plain-{rules.name}")
    checked = 0
    while checked < 150:
        card = random_card(rng, rng.randrange(13)).under(rules)
        if card.is_complete:
            continue
        dice = Dice(tuple(rng.randint(1, 6) for _ in range(5)))
        if checked % 10 == 0:
            dice = Dice((rng.randint(1, 6),) * 5)  # Yahtzees: Jokers and bonuses
        rolls_left = checked % 3
        found = plain.advise_plain(card, rules, dice, rolls_left)
        assert found is not None
        # The keeps summed level by level (the build's order), as plain does.
        engine.turn_values(rules, engine.state_of(card, rules)).keep_values(2)
        assert described(found) == described(advise(card, rules, dice, rolls_left))
        assert found.best == advise(card, rules, dice, rolls_left).best
        assert plain.expected_final_plain(card, rules) == expected_final(card, rules)
        checked += 1


def test_the_table_file_reads_as_numpy_does() -> None:
    table = plain.table_file(OFFICIAL)
    assert table is not None
    values = load_table(OFFICIAL)
    rng = random.Random(3)
    for _ in range(2000):
        mask, y, up = rng.randrange(8192), rng.randrange(2), rng.randrange(64)
        expected = values.value(mask, y, up)
        assert table.value(mask, y, up) == expected or (expected != expected)  # NaN unreachable
    assert plain.expected_final_plain(Scorecard(), OFFICIAL) == pytest.approx(254.5877287345)


def test_rules_without_a_shipped_table_fall_back() -> None:
    other = replace(OFFICIAL, name="official", upper_bonus_threshold=50)
    assert plain.table_file(other) is None
    assert plain.advise_plain(Scorecard(), other, Dice.parse("12345"), 2) is None
    assert plain.expected_final_plain(Scorecard(), other) is None


def test_a_broken_file_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "strategy-official.npy"
    path.write_bytes(b"\x93NUMPY\x01\x00" + b"\x10\x00" + b"{'descr': '<f4'}".ljust(16))
    with pytest.raises(ValueError, match="does not hold a strategy table"):
        plain.open_table(path, OFFICIAL)
    path.write_bytes(b"not numpy at all")
    with pytest.raises(ValueError, match=r"not a \.npy"):
        plain.open_table(path, OFFICIAL)
