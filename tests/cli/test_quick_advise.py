"""A plain ``yahtzee advise`` answered before the heavy imports: the same bytes as the full path.

``cli.quick`` answers a plain question through ``advisor.quick`` (a mirror of the rules for the
shipped rule sets, without importing them); everything else goes to ``cli.commands``. These
tests hold both to the same output on many random positions, the mirror to ``core.rules``, and
check that whatever the quick path does not take falls back.
"""

from __future__ import annotations

import contextlib
import dataclasses
import io
import json
import os
import random
import subprocess
import sys
from pathlib import Path

import pytest

from talking_yahtzee.advisor import layout, plainturn, quick, tablefile
from talking_yahtzee.cli import commands
from talking_yahtzee.cli import quick as quick_cli
from talking_yahtzee.cli.args import SCORECARD_LIMITS
from talking_yahtzee.core.rules import (
    AMERICAN_BOXES,
    DICE_COUNT,
    FACES,
    OFFICIAL,
    ROLLS_PER_TURN,
    RULE_SETS,
    Dice,
    JokerRule,
    RuleSet,
    Scorecard,
)
from talking_yahtzee.store.logfile import LOG_ENV

ROLLS = plainturn.LEVELS[plainturn.DICE]
CATEGORIES = OFFICIAL.categories
"""The American boxes."""


def captured(call: object, argv: list[str]) -> tuple[object, str, str]:
    out, err = io.StringIO(), io.StringIO()
    with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
        status = call(argv)  # type: ignore[operator]
    return status, out.getvalue(), err.getvalue()


def random_card(
    rng: random.Random, *, bonuses: bool = False, rules: RuleSet = OFFICIAL
) -> dict[str, int]:
    """A card of possible points in random boxes (never full), Yahtzees often; under a forced
    order, the first boxes."""
    categories = rules.categories
    count = rng.randrange(len(categories))
    chosen = categories[:count] if rules.forced_order else rng.sample(categories, count)
    card: dict[str, int] = {}
    for category in chosen:
        if category is rules.yahtzee_box:
            card[category.value] = rng.choice((0, 50, 50))
        else:
            card[category.value] = rng.choice(sorted(rules.possible_points(category)))
    if bonuses and card.get("yahtzee") == 50 and len(card) > 1:
        card["yahtzee_bonuses"] = 1
    return card


def random_question(rng: random.Random) -> list[str]:
    """A plain question with its flags in a random order and form."""
    rules = rng.choice(sorted(quick.RULES))
    card = random_card(rng, rules=RULE_SETS[rules])
    flags: list[tuple[str, str | None]] = [("--scorecard", json.dumps(card))]
    if rules != "official" or rng.random() < 0.5:
        flags.append(("--rules", rules))
    if rng.random() < 0.9:
        faces = [rng.randint(1, 6) for _ in range(5)]
        if rng.random() < 0.2:
            faces = [faces[0]] * 5  # Yahtzees: Jokers and bonuses
        text = ",".join(map(str, faces)) if rng.random() < 0.5 else "".join(map(str, faces))
        flags.append(("--dice", text))
        if rng.random() < 0.8:
            flags.append(("--rolls-left", str(rng.randrange(3))))
    if rng.random() < 0.5:
        flags.append(("--json", None))
    rng.shuffle(flags)
    argv = ["advise"]
    for flag, value in flags:
        if value is None:
            argv.append(flag)
        elif rng.random() < 0.3:
            argv.append(f"{flag}={value}")
        else:
            argv += [flag, value]
    return argv


def test_the_quick_path_prints_the_full_paths_bytes() -> None:
    rng = random.Random("quick")
    for _ in range(600):
        argv = random_question(rng)
        quick_status, quick_out, _ = captured(quick_cli.answer, argv)
        full_status, full_out, full_err = captured(commands.run, argv)
        assert quick_status == full_status == 0, (argv, full_err)
        assert quick_out == full_out, argv


@pytest.mark.parametrize(
    "argv",
    [
        ["advise", "--win", "--dice", "12345", "--beat", "200"],
        ["advise", "-h"],
        ["advise", "--help"],
        ["advise", "--js"],
        ["advise", "--json=1"],
        ["advise", "--dice", "1, 2, 3, 4, 4"],
        ["advise", "--dice", "1,2,3,4,7"],
        ["advise", "--dice", "123456"],
        ["advise", "--dice"],
        ["advise", "--dice="],
        ["advise", "--rolls-left", "1"],
        ["advise", "--dice", "12345", "--rolls-left", "3"],
        ["advise", "--dice", "12345", "--rolls-left", "00"],
        ["advise", "--dice", "12345", "--dice", "12345"],
        ["advise", "--rules", "yatzy", "--scorecard", '{"yahtzee": 50}'],
        ["advise", "--rules", "yatzy", "--scorecard", '{"one_pair": 3}'],
        ["advise", "--rules", "yatzy", "--scorecard", '{"yatzy": 50, "yahtzee_bonuses": 1}'],
        ["advise", "--rules", "yatzy", "--scorecard", '{"full_house": 29}'],
        ["advise", "--rules", "yatzy", "--scorecard", '{"chance": 0}'],
        ["advise", "--rules", "yatzy-forced", "--scorecard", '{"twos": 4}'],
        ["advise", "--rules", "yatzy-forced", "--scorecard", '{"ones": 0, "threes": 0}'],
        ["advise", "--rules", "no-such-rules"],
        ["advise", "--scorecard", '{"twos": 3}'],
        ["advise", "--scorecard", '{"ones": true}'],
        ["advise", "--scorecard", '{"ones": 1.0}'],
        ["advise", "--scorecard", '{"twos": 4, "twos": 3}'],
        ["advise", "--scorecard", '{"onse": 1}'],
        ["advise", "--scorecard", '{"chance": 0}'],
        ["advise", "--scorecard", "[1]"],
        ["advise", "--scorecard", "{"],
        ["advise", "--scorecard", '{"yahtzee": 50, "ones": 5, "yahtzee_bonuses": 1}'],
        ["advise", "--scorecard", '{"yahtzee": 0, "ones": 5, "yahtzee_bonuses": 1}'],
        ["advise", "--scorecard", '{"ones": ' + "1" * 5000 + "}"],
        [
            "advise",
            "--scorecard",
            json.dumps({c.value: 0 for c in CATEGORIES[:-1]} | {"chance": 5}),
        ],
        ["advise", "extra"],
        ["advise", "--", "--json"],
        ["options", "--dice", "12345"],
        ["--version"],
    ],
)
def test_what_the_quick_path_does_not_take_falls_back(argv: list[str]) -> None:
    status, out, _ = captured(quick_cli.answer, argv)
    assert status is None and out == ""


def test_a_fallback_prints_what_the_full_path_prints() -> None:
    argv = ["advise", "--scorecard", '{"yahtzee": 50, "ones": 5, "yahtzee_bonuses": 1}', "--json"]
    assert captured(quick_cli.answer, argv)[0] is None
    from talking_yahtzee.cli.main import main

    assert captured(main, argv) == captured(commands.run, argv)
    bad = ["advise", "--dice", "1,2,3,4,7"]
    status, out, err = captured(main, bad)
    assert (status, out) == (2, "") and "bad --dice" in err


def test_the_quick_path_has_the_full_paths_constants() -> None:
    assert (LOG_ENV, SCORECARD_LIMITS.size) == (quick_cli.LOG_ENV, quick_cli.CARD_MAX)


def test_with_a_log_asked_for_the_full_path_answers(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv(LOG_ENV, "/nonexistent/talking-yahtzee.log")
    assert captured(quick_cli.answer, ["advise", "--json"])[0] is None


def test_without_the_table_file_the_full_path_answers(
    monkeypatch: pytest.MonkeyPatch, tmp_path: Path
) -> None:
    monkeypatch.setattr(quick, "DATA_DIR", str(tmp_path))
    assert quick.open_table("official") is None
    assert captured(quick_cli.answer, ["advise", "--json"])[0] is None
    (tmp_path / tablefile.table_name("official")).write_bytes(b"\x93NUMPY\x01\x00\x06\x00{}    ")
    assert captured(quick_cli.answer, ["advise", "--json"])[0] is None


@pytest.mark.parametrize(
    "data",
    [
        {"best": {"action": "keep", "keep": [], "expected_final": 254.58772873450002}},
        {"a": [1, -2, 0.1, 1e-07, 1e22, 3.0]},
        {"nan": float("nan"), "inf": [float("inf"), -float("inf")]},
        {"flag": True, "none": None},
        {'Box \u00e9"\n': "x"},
        [{"nested": {"deeper": [[]]}}, {}],
        "",
    ],
)
def test_the_plain_json_writer_writes_what_json_writes(data: object) -> None:
    assert quick_cli.dumps(data) == json.dumps(data)


# --------------------------------------------------------------------------------------------------
# The mirror of the rules
# --------------------------------------------------------------------------------------------------


def test_the_mirror_has_the_rules_facts() -> None:
    assert tuple(c.value for c in CATEGORIES) == quick.BOXES
    assert {quick.BOXES[i]: p for i, p in quick.FIXED.items()} == {
        box.category.value: box.points for box in AMERICAN_BOXES if box.points is not None
    }
    assert (plainturn.DICE, plainturn.FACES) == (DICE_COUNT, FACES)
    assert set(quick.RULES) == set(RULE_SETS)
    for name, mirrored in quick.RULES.items():
        rules = RULE_SETS[name]
        assert tuple(c.value for c in rules.categories) == mirrored.boxes
        assert mirrored.joker == (None if rules.joker is JokerRule.NONE else rules.joker.value)
        assert (mirrored.threshold, mirrored.upper_bonus, mirrored.yahtzee_bonus) == (
            rules.upper_bonus_threshold,
            rules.upper_bonus,
            rules.yahtzee_bonus,
        )
        assert (mirrored.forced_order, rules.rolls) == (rules.forced_order, ROLLS_PER_TURN)
        assert rules.categories[mirrored.yahtzee_box] is rules.yahtzee_box
        assert mirrored.shape() == layout.table_shape(rules)
        for i, category in enumerate(rules.categories):
            possible = {p for p in range(-10, 80) if mirrored.possible(i, p)}
            assert possible == rules.possible_points(category), category


def test_the_mirror_knows_every_field_of_a_rule_set() -> None:
    """A new field of ``RuleSet`` is a fact the mirror does not know: add it to
    ``advisor.quick.QuickRules`` (and to the test above), or leave the rule set out of
    ``advisor.quick.RULES`` (the full path then answers it)."""
    assert {f.name for f in dataclasses.fields(RuleSet) if f.init} == {
        "name",
        "joker",
        "boxes",
        "upper_bonus_threshold",
        "upper_bonus",
        "yahtzee_bonus",
        "forced_order",
        "rolls",
    }


def test_the_mirror_scores_every_roll_as_the_rules_do() -> None:
    for roll in ROLLS:
        dice = Dice(roll)
        assert quick.joker_points(roll) == tuple(OFFICIAL.joker_points(c, dice) for c in CATEGORIES)
        for name, mirrored in quick.RULES.items():
            rules = RULE_SETS[name]
            assert mirrored.points(roll) == tuple(rules.points(c, dice) for c in rules.categories)


def test_the_mirror_allows_the_boxes_the_rules_allow() -> None:
    rng = random.Random("mirror")
    yahtzees = [roll for roll in ROLLS if roll[0] == roll[-1]]
    for name, mirrored in quick.RULES.items():
        rules = RULE_SETS[name]
        yahtzee = rules.yahtzee_box
        assert yahtzee is not None
        for n in range(600):
            data = random_card(rng, rules=rules)
            if n % 3 == 0 and not rules.forced_order:  # the Yahtzee box filled: the Joker's cases
                data[yahtzee.value] = rng.choice((0, 50))
            card = Scorecard.from_mapping(data, rules)
            if card.is_complete:
                continue
            boxes = quick.card_boxes(data, mirrored)
            assert boxes == list(card.boxes)
            for roll in yahtzees if n % 3 == 0 else rng.sample(ROLLS, 20):
                expected = [(rules.index(o.category), o.points) for o in card.options(Dice(roll))]
                assert quick.options(boxes, mirrored, roll) == expected, (data, roll)


def test_a_card_out_of_a_forced_order_is_left_to_the_full_path() -> None:
    mirrored = quick.RULES["yatzy-forced"]
    assert quick.card_boxes({"ones": 0, "twos": 0}, mirrored) == [0, 0] + [None] * 13
    assert quick.card_boxes({"ones": 0, "threes": 0}, mirrored) is None
    assert quick.card_boxes({"twos": 0}, mirrored) is None


# --------------------------------------------------------------------------------------------------
# Cold
# --------------------------------------------------------------------------------------------------


def test_a_cold_plain_question_imports_neither_the_rules_nor_the_parser() -> None:
    code = (
        "import sys\n"
        "before = set(sys.modules)\n"
        "from talking_yahtzee.cli.main import main\n"
        "assert main(['advise', '--json', '--dice', '1,2,3,4,4', '--rolls-left', '2']) == 0\n"
        "assert main(['advise']) == 0\n"
        "assert main(['advise', '--rules', 'yatzy', '--json', '--dice', '66655']) == 0\n"
        "assert main(['advise', '--rules=yatzy-forced', '--json', '--dice', '11234',\n"
        "    '--rolls-left', '1']) == 0\n"
        "heavy = ('numpy', 'argparse', 'logging', 'typing', 'pathlib', 'dataclasses', 'enum',\n"
        "    'json', 'ast',\n"
        "    'talking_yahtzee.core.rules', 'talking_yahtzee.cli.commands',\n"
        "    'talking_yahtzee.advisor.advice', 'talking_yahtzee.store.files')\n"
        "loaded = [m for m in heavy if m in sys.modules and m not in before]\n"
        "assert not loaded, loaded\n"
    )
    env = {k: v for k, v in os.environ.items() if k != LOG_ENV}
    done = subprocess.run(
        [sys.executable, "-c", code], check=True, capture_output=True, text=True, env=env
    )
    assert done.stdout.count("\n") == 4
