"""The advisor's public API: fresh-game values, known positions, option lists."""

from __future__ import annotations

import json
import random
import subprocess
import sys
import threading

import american
import pytest
from american import CATEGORIES, possible_points

from talking_yahtzee.advisor import Advice, AdviceOption, advise, expected_final, keep_positions
from talking_yahtzee.advisor.dicespace import ROLL_PROBABILITY, ROLLS, sub_keeps
from talking_yahtzee.core.rules import (
    FREE_JOKER,
    OFFICIAL,
    Category,
    Dice,
    GameIsOver,
    RuleSet,
    Scorecard,
)

EMPTY = Scorecard()


def keep(advice: Advice, values: tuple[int, ...]) -> float:
    return next(o.expected_final for o in advice.options if o.action == "keep" and o.keep == values)


def test_fresh_game_official() -> None:
    assert expected_final(EMPTY, OFFICIAL) == pytest.approx(254.5877287345, abs=1e-6)


def test_fresh_game_free_joker() -> None:
    assert expected_final(EMPTY, FREE_JOKER) == pytest.approx(254.5896094820, abs=1e-6)


@pytest.mark.parametrize("roll", ["44666", "55666"])
def test_first_roll_keeps_three_sixes(roll: str) -> None:
    advice = advise(EMPTY, OFFICIAL, Dice.parse(roll), 2)
    assert advice.best.action == "keep"
    assert advice.best.keep == (6, 6, 6)
    assert advice.best.expected_final == pytest.approx(265.1, abs=0.05)


def test_straight_on_the_last_roll_scores_large_straight() -> None:
    advice = advise(EMPTY, OFFICIAL, Dice.parse("12345"), 0)
    assert advice.best.action == "score"
    assert advice.best.category is Category.LARGE_STRAIGHT
    assert advice.best.points == 40
    assert all(o.action == "score" for o in advice.options)


VERHOEFF = Scorecard.from_mapping(
    {"ones": 3, "threes": 9, "fours": 12, "sixes": 24, "full_house": 25, "small_straight": 30}
)


def test_verhoeff_proficiency_example() -> None:
    assert VERHOEFF.upper_subtotal == 48
    assert VERHOEFF.total() == 103
    advice = advise(VERHOEFF, OFFICIAL, Dice.parse("12344"), 2)
    assert advice.best.keep == (2, 3, 4)
    assert advice.best.expected_final == pytest.approx(243.41, abs=0.005)
    assert keep(advice, (1, 2, 3, 4)) == pytest.approx(243.10, abs=0.005)


@pytest.mark.parametrize("rolls_left", [0, 1, 2])
def test_options_cover_every_box_and_keep(rolls_left: int) -> None:
    card = Scorecard.from_mapping({"ones": 2, "chance": 20, "yahtzee": 50})
    dice = Dice.parse("3,3,5,3,2")
    advice = advise(card, OFFICIAL, dice, rolls_left)
    scores = {o.category for o in advice.options if o.action == "score"}
    assert scores == {o.category for o in card.options(dice)}
    keeps = [o.keep for o in advice.options if o.action == "keep"]
    expected = [k for k in sub_keeps((2, 3, 3, 3, 5)) if len(k) < 5] if rolls_left else []
    assert sorted(keeps) == sorted(expected)
    assert len(set(keeps)) == len(keeps)
    # Best first; values equal to 9 decimals count as tied (then scores first, bigger keeps first).
    values = [round(o.expected_final, 9) for o in advice.options]
    assert values == sorted(values, reverse=True)
    assert advice.best is advice.options[0]
    again = advise(card, OFFICIAL, dice, rolls_left)
    assert again.best is again.best is again.options[0]


def random_card(rng: random.Random) -> Scorecard:
    """A legal card with a random set of boxes filled with random legal points."""
    while True:
        boxes: list[int | None] = [None] * len(CATEGORIES)
        for c in rng.sample(CATEGORIES, rng.randrange(len(CATEGORIES) + 1)):
            boxes[american.index(c)] = rng.choice(sorted(possible_points(c)))
        try:
            return Scorecard(tuple(boxes), yahtzee_bonuses=rng.choice((0, 0, 1, 2)))
        except ValueError:
            continue


@pytest.mark.parametrize("rules", [OFFICIAL, FREE_JOKER], ids=lambda r: r.name)
def test_one_pass_over_the_card_says_what_the_card_says(rules: RuleSet) -> None:
    from talking_yahtzee.advisor.engine import card_state

    rng = random.Random(5)
    for _ in range(2000):
        card = random_card(rng)
        state, total, complete = card_state(card, rules)
        assert total == card.under(rules).total()
        assert complete == card.is_complete
        mask = sum(1 << american.index(c) for c in CATEGORIES if card[c] is not None)
        upper = min(card.upper_subtotal, rules.upper_bonus_threshold)
        assert state == (mask, int(card[Category.YAHTZEE] == 50), upper)


def test_the_best_option_is_the_first_of_the_full_ranking() -> None:
    """``best`` alone is found without sorting; it must be what the sorted list starts with."""
    rng = random.Random(9)
    checked = 0
    while checked < 300:
        card = random_card(rng)
        if card.is_complete:
            continue
        dice = Dice(tuple(rng.randint(1, 6) for _ in range(5)))
        rolls_left = rng.randrange(3)
        best = advise(card, OFFICIAL, dice, rolls_left).best
        options = advise(card, OFFICIAL, dice, rolls_left).options
        ranked = sorted(options, key=lambda o: -round(o.expected_final, 9))  # stable: tie order
        assert best == ranked[0] == options[0]
        assert list(options) == ranked
        assert len(set(options)) == len(options)  # the best is not also ranked again later
        checked += 1


def test_the_ranking_rounds_as_numpy_and_finds_near_ties() -> None:
    """The ranking (plain floats, for speed) keys each option by ``rint(value * 1e9)`` as the
    numpy version did, ties in list order; the best is found without ranking, also when an
    earlier option is a hair below the greatest and rounds to the same key."""
    import numpy as np

    from talking_yahtzee.advisor.advice import best_index, ranking

    rng = random.Random(4)
    step = 1e-9
    for _ in range(3000):
        total = rng.randrange(0, 400)
        size = rng.randrange(1, 45)
        base = rng.uniform(0, 300)
        # Crowd the values around a few points a fraction of a rounding step apart.
        values = [
            base
            + rng.choice((0.0, 0.2, 0.49, 0.5, 0.51, 0.8, 1.0, 3.0)) * step
            + rng.choice((0.0, 0.0, -rng.uniform(0, 50)))
            for _ in range(size)
        ]
        rounded = np.rint((np.array(values) + total) * 10.0**9)
        expected = np.negative(rounded).argsort(kind="stable").tolist()
        assert ranking(values, total) == expected
        assert best_index(values, total) == expected[0]


def test_questions_while_another_thread_builds_the_tables_of_every_mask(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The preload builds the tables of every mask while the game asks its first questions: a
    half-published build once failed an assertion and ended a computer-only game."""
    from talking_yahtzee.advisor import engine
    from talking_yahtzee.advisor.kernel import Kernel

    rng = random.Random(11)
    cards = [card for card in (random_card(rng) for _ in range(40)) if not card.is_complete]
    positions = []  # few cards: a game's first questions, before the kernel builds on its own
    for _ in range(150):
        dice = Dice(tuple(rng.randint(1, 6) for _ in range(5)))
        positions.append((rng.choice(cards), dice, rng.randrange(3)))

    def uncached(card: Scorecard, dice: Dice, left: int) -> AdviceOption:
        engine.clear_cache()  # each question from scratch: the same sums every time
        return advise(card, OFFICIAL, dice, left).best

    expected = [uncached(*position) for position in positions]

    fresh = Kernel(OFFICIAL)
    monkeypatch.setattr(engine, "kernel", lambda rules: fresh)
    stop = threading.Event()
    builds: list[int] = []

    def build_again_and_again() -> None:
        while not stop.is_set():
            fresh._all = None  # as a new kernel: every build is published while questions run
            fresh.block_tables()
            builds.append(1)

    builder = threading.Thread(target=build_again_and_again, daemon=True)
    builder.start()
    try:
        for _ in range(30):  # until three builds have been published during the questions
            for position, best in zip(positions, expected, strict=True):
                assert uncached(*position) == best
            if len(builds) >= 3:
                break
    finally:
        stop.set()
        builder.join(timeout=30)
        engine.clear_cache()
    assert len(builds) >= 3


@pytest.mark.parametrize("rules", [OFFICIAL, FREE_JOKER], ids=lambda r: r.name)
def test_score_options_agree_with_the_card_after_scoring(rules: RuleSet) -> None:
    card = Scorecard.from_mapping({"sixes": 24, "fives": 15, "yahtzee": 50, "chance": 22})
    for roll in ("66666", "55555", "44444", "12346", "33322"):
        dice = Dice.parse(roll)
        for option in advise(card, rules, dice, 0).options:
            assert option.category is not None
            after = card.under(rules).score(option.category, dice)
            assert option.expected_final == pytest.approx(expected_final(after, rules), abs=1e-9)
            assert option.yahtzee_bonus == card.under(rules).yahtzee_bonus_for(dice)


def test_expected_final_is_the_mean_of_the_best_first_roll() -> None:
    card = Scorecard.from_mapping({"twos": 6, "four_of_a_kind": 0, "large_straight": 40})
    mean = sum(
        p * advise(card, OFFICIAL, Dice(roll), 2).best.expected_final
        for roll, p in zip(ROLLS, ROLL_PROBABILITY, strict=True)
    )
    assert mean == pytest.approx(expected_final(card, OFFICIAL), abs=1e-9)


def test_complete_card_has_its_total_and_no_advice() -> None:
    full = Scorecard(tuple([0] * 12 + [5]))
    assert expected_final(full, OFFICIAL) == 5
    with pytest.raises(GameIsOver):
        advise(full, OFFICIAL, Dice.parse("12345"), 0)


def test_rolls_left_out_of_range() -> None:
    with pytest.raises(ValueError):
        advise(EMPTY, OFFICIAL, Dice.parse("12345"), 3)


def test_yahtzee_bonus_is_exposed_and_counted() -> None:
    card = Scorecard.from_mapping({"yahtzee": 50, "sixes": 18})
    advice = advise(card, OFFICIAL, Dice.parse("66666"), 0)
    assert {o.category for o in advice.options} == set(CATEGORIES) - {
        Category.YAHTZEE,
        Category.SIXES,
    } - set(Category.upper_for(f) for f in range(1, 6))
    assert all(o.yahtzee_bonus == 100 for o in advice.options)
    assert advice.best.to_json()["yahtzee_bonus"] == 100


def test_keep_positions() -> None:
    dice = Dice.parse("4,2,4,6,2")
    assert keep_positions(dice, (2, 4)) == {0, 1}
    assert keep_positions(dice, (2, 2, 4, 4)) == {0, 1, 2, 4}
    assert keep_positions(dice, ()) == frozenset()
    with pytest.raises(ValueError):
        keep_positions(dice, (5,))
    with pytest.raises(ValueError):
        keep_positions(dice, (6, 6))


def test_importing_the_advisor_does_not_import_numpy() -> None:
    code = (
        "import sys, talking_yahtzee.advisor, talking_yahtzee.advisor.opponents, "
        "talking_yahtzee.cli.advise, talking_yahtzee.cli.commands; "
        "talking_yahtzee.cli.commands.build_parser('advise'); "
        "assert 'numpy' not in sys.modules"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_cold_advise_imports_only_what_it_needs() -> None:
    """``yahtzee advise`` builds only its own parser: not the statistics (Fluent, Babel,
    SQLite) nor the game's flags, which once made a cold advice 1.5 times slower."""
    code = (
        "import contextlib, io, sys, talking_yahtzee.cli.main as cli\n"
        "with contextlib.redirect_stdout(io.StringIO()) as out:\n"
        "    assert cli.main(['advise', '--json']) == 0\n"
        "assert 'expected_final' in out.getvalue()\n"
        "loaded = [m for m in ('fluent.runtime', 'babel', 'sqlite3',\n"
        "    'talking_yahtzee.store.stats', 'talking_yahtzee.messages.i18n',\n"
        "    'talking_yahtzee.cli.play_args', 'prompt_toolkit')\n"
        "    if m in sys.modules]\n"
        "assert not loaded, loaded\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_cold_advise_does_not_import_numpy() -> None:
    """A position and the expected final score from the table file (``advisor.plain``)."""
    code = (
        "import sys; from talking_yahtzee.cli.main import main; "
        "status = main(['advise', '--json', '--dice', '1,2,3,4,4', '--rolls-left', '2']); "
        "assert status == 0; assert 'numpy' not in sys.modules, 'numpy imported'; "
        "main(['advise', '--json']); assert 'numpy' not in sys.modules; "
        "assert main(['advise', '--json', '--rules', 'yatzy', '--dice', '1,2,3,4,4']) == 0; "
        "assert main(['advise', '--rules', 'yatzy-forced', '--dice', '2,2,3,4,4']) == 0; "
        "assert 'numpy' not in sys.modules, 'numpy imported for Yatzy'"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=False)
    assert done.returncode == 0, done.stderr
    from talking_yahtzee.advisor import engine

    card = Scorecard()
    engine.turn_values(OFFICIAL, engine.state_of(card, OFFICIAL)).keep_values(2)  # the build's sums
    first, second, yatzy = done.stdout.splitlines()[:3]
    assert json.loads(yatzy)["best"]["action"] == "score"  # no rolls left: the best box
    assert json.loads(first) == advise(card, OFFICIAL, Dice.parse("12344"), 2).to_json()
    assert json.loads(second) == {"expected_final": expected_final(card, OFFICIAL)}


def test_loaded_table_is_small() -> None:
    from talking_yahtzee.advisor.store import load_table

    assert load_table(OFFICIAL).values.nbytes < 32 * 2**20


def test_preload_loads_once_in_the_background() -> None:
    import threading

    from talking_yahtzee.advisor import engine, preload, store

    engine.forget()
    assert not store.is_loaded(FREE_JOKER)
    thread = preload(FREE_JOKER)
    assert thread is not None
    assert preload(FREE_JOKER) in (thread, None)  # the same load, never a second one
    tables = []
    others = [
        threading.Thread(target=lambda: tables.append(store.load_table(FREE_JOKER)))
        for _ in range(4)
    ]
    for other in others:
        other.start()
    thread.join()
    for other in others:
        other.join()
    assert store.is_loaded(FREE_JOKER)
    assert all(table is tables[0] for table in tables)
    assert preload(FREE_JOKER) is None  # already loaded and warm: nothing to do
    assert expected_final(EMPTY, FREE_JOKER) == pytest.approx(254.5896094820, abs=1e-9)


def test_preload_in_the_foreground() -> None:
    from talking_yahtzee.advisor import engine, preload, store

    engine.forget()
    assert preload(OFFICIAL, background=False) is None
    assert store.is_loaded(OFFICIAL)
