"""The advisor against the peer solver yatzy-solver 1.0.0 (issue 25): start values and the
value of every option on random Yatzy and forced-Yatzy positions, to 1e-9.

The peer lives in ``benchmarks/.venv-compare``, which ``make test`` (and ``make bench-compare``)
sets up from ``requirements/compare.txt``. A bare ``pytest`` without it skips the test on a
developer's machine and fails under CI (``CI`` set), where it must run.
"""

from __future__ import annotations

import json
import os
import random
import subprocess
from pathlib import Path

import pytest

from talking_yahtzee.advisor import engine
from talking_yahtzee.advisor.dicespace import KEEPS
from talking_yahtzee.advisor.layout import layout
from talking_yahtzee.core.rules import (
    FACES,
    YATZY,
    YATZY_FORCED,
    Dice,
    RuleSet,
    Scorecard,
)

ROOT = Path(__file__).resolve().parents[2]
PEER = ROOT / "benchmarks" / ".venv-compare" / "bin" / "python"
VARIANTS = {
    "yatzy": "yatzy-scandinavian",
    "yatzy-forced": "yatzy-scandinavian+forced",
}
POSITIONS = 300
TOLERANCE = 1e-9

PEER_SCRIPT = """
import json, sys
import yatzy_solver as ys
request = json.load(sys.stdin)
answer = {}
for variant, situations in request.items():
    solver = ys.Solver.build(ys.Variant(variant))
    answer[variant] = {
        "start": solver.state_value("upper 0 | filled -"),
        "options": [solver.option_values(s) for s in situations],
    }
json.dump(answer, sys.stdout)
"""


def _peer() -> Path:
    if not PEER.exists():
        if os.environ.get("CI"):
            pytest.fail(f"yatzy-solver is not installed in {PEER.parent.parent} (under CI)")
        pytest.skip("yatzy-solver is not installed: make benchmarks/.venv-compare/.installed")
    return PEER


def random_position(rng: random.Random, rules: RuleSet) -> tuple[Scorecard, Dice, int]:
    """A card with a random set of filled boxes (the first ones in forced order), random points
    in each, random dice and rolls left."""
    count = rules.rounds
    filled_count = rng.randrange(count)
    if rules.forced_order:
        filled = set(range(filled_count))
    else:
        filled = set(rng.sample(range(count), filled_count))
    boxes = tuple(
        rng.choice(sorted(rules.possible_points(c))) if i in filled else None
        for i, c in enumerate(rules.categories)
    )
    dice = Dice(tuple(rng.randint(1, FACES) for _ in range(5)))
    return Scorecard(boxes, 0, rules), dice, rng.randrange(3)


def situation(card: Scorecard, dice: Dice, rolls_left: int) -> str:
    """The peer's notation of a position."""
    filled = ",".join(c.value for c in card.filled_categories) or "-"
    values = " ".join(str(v) for v in sorted(dice.values))
    return f"dice {values} | rolls {rolls_left} | upper {card.upper_subtotal} | filled {filled}"


def ours(rules: RuleSet, card: Scorecard, dice: Dice, rolls_left: int) -> dict[str, float]:
    """Every option's points to come, named as the peer names them."""
    state = engine.state_of(card, rules)
    boxes, _, values, _, keeps = engine.position(rules, state, dice, rolls_left)
    categories = layout(rules).categories
    names = [f"score {categories[c].value}" for c in boxes]
    names += ["keep " + (" ".join(map(str, KEEPS[k])) or "-") for k in keeps]
    return dict(zip(names, values, strict=True))


def test_peer_agrees_on_start_values_and_every_option() -> None:
    peer = _peer()
    rng = random.Random(25)
    asked: dict[str, list[tuple[RuleSet, Scorecard, Dice, int]]] = {}
    for rules in (YATZY, YATZY_FORCED):
        asked[rules.name] = [(rules, *random_position(rng, rules)) for _ in range(POSITIONS)]
    request = {
        VARIANTS[name]: [situation(*p[1:]) for p in positions] for name, positions in asked.items()
    }
    done = subprocess.run(
        [str(peer), "-c", PEER_SCRIPT],
        input=json.dumps(request),
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    )
    answer = json.loads(done.stdout)
    for name, positions in asked.items():
        rules = {"yatzy": YATZY, "yatzy-forced": YATZY_FORCED}[name]
        theirs = answer[VARIANTS[name]]
        start = engine.future_of(rules, Scorecard(rules=rules))
        assert abs(start - theirs["start"]) <= TOLERANCE, name
        compared = 0
        for (_, card, dice, rolls_left), options in zip(positions, theirs["options"], strict=True):
            mine = ours(rules, card, dice, rolls_left)
            expected = {action: value for action, value in options}
            assert mine.keys() == expected.keys(), situation(card, dice, rolls_left)
            for action, value in expected.items():
                assert abs(mine[action] - value) <= TOLERANCE, (
                    situation(card, dice, rolls_left),
                    action,
                )
                compared += 1
        assert compared >= len(positions)
