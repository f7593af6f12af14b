"""The score card for a braille display: lines that fit 40 cells in every language, two for the
American card and three for the Yatzy card, the cells joined by `=` (a colon is said aloud)."""

from __future__ import annotations

import pytest

from talking_yahtzee.core.game import Game, Player
from talking_yahtzee.core.rules import OFFICIAL, YATZY, Scorecard
from talking_yahtzee.messages.braille import BRAILLE_CELLS, card_lines
from talking_yahtzee.messages.i18n import LANGUAGES, Localizer

BEST = {
    "ones": 5,
    "twos": 10,
    "threes": 15,
    "fours": 20,
    "fives": 25,
    "sixes": 30,
    "three_of_a_kind": 30,
    "four_of_a_kind": 30,
    "full_house": 25,
    "small_straight": 30,
    "large_straight": 40,
    "yahtzee": 50,
    "chance": 30,
}


def test_english_card_lines() -> None:
    game = Game([Player("Ann"), Player("Bob")])
    game.cards[0] = Scorecard.from_mapping({"ones": 3, "full_house": 25, "chance": 22})
    lines = [Localizer("en").format(m) for m in card_lines(game)]
    assert lines == ["1s=3 2s=- 3s=- 4s=- 5s=- 6s=- =3", "3k=- 4k=- FH=25 SS=- LS=- Y=- C=22"]
    other = [Localizer("en").format(m) for m in card_lines(game, player=1)]
    assert other[0] == "1s=- 2s=- 3s=- 4s=- 5s=- 6s=- =0"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_fullest_card_fits_a_40_cell_display(lang: str) -> None:
    game = Game([Player("Ann")])
    game.cards[0] = Scorecard.from_mapping(BEST)
    lines = [Localizer(lang).format(m) for m in card_lines(game)]
    assert len(lines) == 2
    for line in lines:
        assert len(line) <= BRAILLE_CELLS and "\n" not in line, line
    assert lines[0].endswith("=105") and "50" in lines[1]
    assert all(str(points) in " ".join(lines) for points in BEST.values())
    assert OFFICIAL.rounds == len(BEST)


YATZY_BEST = {
    "ones": 5,
    "twos": 10,
    "threes": 15,
    "fours": 20,
    "fives": 25,
    "sixes": 30,
    "one_pair": 12,
    "two_pairs": 22,
    "three_of_a_kind": 18,
    "four_of_a_kind": 24,
    "small_straight": 15,
    "large_straight": 20,
    "full_house": 28,
    "chance": 30,
    "yatzy": 50,
}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_fullest_yatzy_card_fits_in_three_lines(lang: str) -> None:
    game = Game([Player("Ann")], YATZY)
    game.cards[0] = Scorecard.from_mapping(YATZY_BEST, YATZY)
    lines = [Localizer(lang).format(m) for m in card_lines(game)]
    assert len(lines) == 3
    for line in lines:
        assert len(line) <= BRAILLE_CELLS and "\n" not in line, line
    assert lines[0].endswith("=105") and lines[2].endswith("50")
    assert YATZY.rounds == len(YATZY_BEST) == 15


def test_english_yatzy_lines() -> None:
    game = Game([Player("Ann")], YATZY)
    game.cards[0] = Scorecard.from_mapping({"one_pair": 10, "full_house": 19}, YATZY)
    lines = [Localizer("en").format(m) for m in card_lines(game)]
    assert lines[1:] == ["1P=10 2P=- 3k=- 4k=- SS=-", "LS=- FH=19 C=- Y=-"]


def test_k_reads_the_card_as_two_braille_lines_in_the_real_app() -> None:
    from harness import play

    run = play(["r", "enter", "k"], players=[Player("Ann")], dice=[1, 1, 2, 3, 6])
    assert run.ids[-4:-2] == ["braille-card-upper", "braille-card-lower"]  # then q's question
    upper = run.texts[run.ids.index("braille-card-upper") - len(run.ids)]
    assert "1s=2" in upper and len(upper) <= 40


@pytest.mark.parametrize(
    ("rules", "count"),
    [("official", 2), ("free-joker", 2), ("yatzy", 3), ("yatzy-forced", 3)],
)
@pytest.mark.parametrize("lang", ["en", "sv"])
def test_k_in_the_real_app_under_every_rule_set(rules: str, count: int, lang: str) -> None:
    """Two lines for the American card; the Yatzy card's 15 boxes, their points and the upper sum
    need about 90 cells, so two 40-cell lines would lose some: it keeps three (docs/speech.md).
    No line says a colon, and each fits 40 cells."""
    from harness import play

    run = play(
        ["r", "enter", "k"], players=[Player("Ann")], dice=[1, 1, 2, 3, 6], rules=rules, lang=lang
    )
    said = list(run.controller.said)
    start = max(i for i, m in enumerate(said) if m.id == "braille-card-upper")
    lines = [Localizer(lang).format(m) for m in said[start:] if m.id.startswith("braille-card")]
    assert len(lines) == count, lines
    assert all(len(line) <= BRAILLE_CELLS and ":" not in line for line in lines), lines
    assert lines[0].startswith("1s=2" if lang == "en" else "1=2"), lines
