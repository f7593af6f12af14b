"""The help (question mark or F1) through the real app: an index, then a page a topic; each page
fits an 80 by 24 terminal in plain lines, in every language and under every rule set, and says
the rules of the table being played (issue 34)."""

from __future__ import annotations

import functools
import math
import re

import pytest
from harness import Run, play
from prompt_toolkit.utils import get_cwidth

from talking_yahtzee.core.dice import RandomDice
from talking_yahtzee.core.game import Game, Player
from talking_yahtzee.core.rules import RULE_SETS, Category
from talking_yahtzee.messages.i18n import LANGUAGES, Localizer, Msg
from talking_yahtzee.messages.phrases import box
from talking_yahtzee.ui.modes.help import PAGES, TOPICS, HelpMode
from talking_yahtzee.ui.modes.help import page as help_page
from talking_yahtzee.ui.modes.play import PlayMode

COLUMNS, ROWS = 80, 24
PAGE_ROWS = ROWS - 1
"""A page's lines may take every row but the one the cursor waits on after them."""
RULES = tuple(RULE_SETS)
HEADERS = ("help-index", "help-page")
SPOKEN_PUNCTUATION = re.compile(
    r"[:;()\[\]{}<>/\\|_*#\"\u201c\u201d\u00ab\u00bb\u201e\u2013\u2014]|--|\s-\s|\s-\w|\w-\s"
)
"""What screen readers read aloud or stumble on: colons, semicolons, brackets, dashes used as
words, option names like --full-screen. Commas and periods are paused on."""

ANN = [Player("Ann")]


def rows(text: str) -> int:
    """Terminal rows a plain line takes in an 80-column window (it wraps, never clips)."""
    return max(1, math.ceil(get_cwidth(text) / COLUMNS))


@functools.cache
def whole_help(lang: str, rules: str) -> tuple[Run, list[list[tuple[Msg, str]]]]:
    """The app opened on Ann's turn, ``?`` pressed, then every page turned; the pages as they
    were said, each a list of (message, text)."""
    run = play(["?", *["?"] * PAGES], players=ANN, lang=lang, rules=rules)
    localizer = Localizer(lang)
    pages: list[list[tuple[Msg, str]]] = []
    reading = False
    for message in run.controller.said:
        if message.id in HEADERS:
            pages.append([])
            reading = True
        reading = reading and message.id.startswith("help-") and message.id != "help-end"
        if reading:
            pages[-1].append((message, localizer.format(message)))
    assert not localizer.errors, localizer.errors
    assert not localizer.missing, f"{lang} says these in English: {localizer.missing}"
    return run, pages


def scoring_page(lang: str, rules: str) -> list[tuple[Msg, str]]:
    _, pages = whole_help(lang, rules)
    return next(page for page in pages if any(m.id == "help-rules-upper" for m, _ in page))


def line_of(page: list[tuple[Msg, str]], message_id: str, category: Category) -> tuple[Msg, str]:
    return next((m, t) for m, t in page if m.id == message_id and m.args["box"] == box(category))


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_fits_an_80_by_24_window(lang: str, rules: str) -> None:
    _, pages = whole_help(lang, rules)
    assert len(pages) == PAGES + 1, [p[0][0] for p in pages]
    for number, page in enumerate(pages):
        assert page[0][0].id == HEADERS[min(number, 1)]
        taken = sum(rows(text) for _, text in page)
        assert taken <= PAGE_ROWS, f"{lang} {rules} page {number}: {taken} rows: {page}"
        for _, text in page:
            assert text and not SPOKEN_PUNCTUATION.search(text), f"{lang}: {text!r}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_index_fits_after_the_choices_at_the_end(lang: str) -> None:
    """At the game's end the help says the choices first, then the index: both fit together."""
    localizer = Localizer(lang)
    _, pages = whole_help(lang, "yatzy")
    index = sum(rows(text) for _, text in pages[0])
    choices = max(
        rows(localizer.format(Msg(i)))
        for i in ("game-play-again", "online-over", "online-over-host")
    )
    assert index + choices <= PAGE_ROWS


EXPECTED = {
    # rule set: small straight (points, runs, low, high), three of a kind counts, bonus, Joker
    "official": ((30, "any", 1, 4), "all", 35, "forced", "free"),
    "free-joker": ((30, "any", 1, 4), "all", 35, "free", "free"),
    "yatzy": ((15, "one", 1, 5), "made", 50, "none", "free"),
    "yatzy-forced": ((15, "one", 1, 5), "made", 50, "none", "forced"),
}


@pytest.mark.parametrize("rules", RULES)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_help_says_the_rules_of_the_table(lang: str, rules: str) -> None:
    """Under Yatzy the small straight is 1 to 5 for 15 and sets count only their dice; under
    Yahtzee four in a row for 30 and all five dice count; each in the player's language."""
    (points, runs, low, high), counted, bonus, joker, order = EXPECTED[rules]
    localizer = Localizer(lang)
    page = scoring_page(lang, rules)
    straight, text = line_of(page, "help-rules-straight", Category.SMALL_STRAIGHT)
    assert (straight.args["points"], straight.args["runs"]) == (points, runs)
    assert localizer.format(box(Category.SMALL_STRAIGHT)) in text
    numbers = set(re.findall(r"\d+", text))
    assert str(points) in numbers and not ({"15", "30"} - {str(points)}) & numbers
    if runs == "one":
        assert {str(low), str(high)} <= numbers
    else:
        assert (straight.args["length"], str(low)) == (4, "1") and "5" not in numbers
    three, _ = line_of(page, "help-rules-alike", Category.THREE_OF_A_KIND)
    assert three.args["scored"] == counted
    pairs = [m for m, _ in page if m.id == "help-rules-two-pairs"]
    assert len(pairs) == (1 if counted == "made" else 0)
    _, pages = whole_help(lang, rules)
    said = {m.id: (m, t) for p in pages for m, t in p}
    bonus_line, bonus_text = said["help-rules-bonus"]
    assert bonus_line.args["bonus"] == bonus and str(bonus) in bonus_text
    assert said["help-rules-joker"][0].args["joker"] == joker
    assert said["help-rules-rounds"][0].args["order"] == order
    assert str(RULE_SETS[rules].rounds) in said["help-rules-rounds"][1]
    assert ("help-rules-yahtzee-bonus" in said) == (joker != "none")


def test_every_key_of_play_is_on_a_page() -> None:
    """The pages are made from the play table: each of its help ids is on one page (but the
    help key's own), and no page names an id the table does not have."""
    ids = {b.help_id for b in (*PlayMode.KEYS, *PlayMode.COMPUTER_TURN)} - {"help-key"}
    paged = [i for topic in TOPICS for i in topic.keys]
    assert sorted(paged) == sorted(ids)


def test_the_pages_follow_the_play_table_and_its_conditions() -> None:
    run = play(["?", "1"], players=ANN, hold_mode="value")
    page = run.ids[run.ids.index("help-page") :]
    assert page[:4] == ["help-page", "help-roll", "help-hold-value", "help-undo"]
    assert "help-hold-position" not in run.ids


def test_keys_in_the_help() -> None:
    """A number opens its page, Up the one before, End the last, past it the end; Escape goes
    back to the game and says whose turn it is; the next key is the game's."""
    run = play(["?", "3", "up", "end", "down", "home", "escape"], players=ANN, rules="yatzy")
    pages = [m.args.get("page", 0) for m in run.controller.said if m.id in (*HEADERS, "help-end")]
    assert pages == [0, 3, 2, PAGES, 0, 0]
    after = run.ids[run.ids.index("help-end") :]
    assert after[after.index("review-turn") + 1] == "app-quit-confirm"  # q reached the game


def test_enter_in_the_help_turns_the_page_and_never_scores() -> None:
    run = play(["r", "?", "enter", "enter"], players=ANN, dice=[1, 2, 3, 4, 5])
    assert "game-scored" not in run.ids
    assert [m.args["page"] for m in run.messages("help-page")] == [1, 2]
    assert run.controller.handler(HelpMode).current == 2


def test_any_other_key_leaves_the_help_and_does_its_job() -> None:
    run = play(["?", "r", "d"], players=ANN, dice=[6, 6, 6, 2, 1])
    assert run.ids.index("help-index") < run.ids.index("game-rolled") < run.ids.index("review-dice")
    assert run.controller.game.turn.has_rolled


def test_shift_with_a_letter_leaves_the_help_and_moves_by_initial() -> None:
    run = play(["r", "?", "F"], players=ANN, dice=[6, 6, 6, 2, 1])
    assert run.ids[run.ids.index("help-index") :].count("box-focus") == 1
    assert not run.controller.game.cards[0].filled_categories


@pytest.mark.parametrize("rules", RULES)
def test_k_gives_the_lines_the_help_says(rules: str) -> None:
    """K's braille card: the help says as many lines as K gives under the table's rules."""
    run = play(["r", "k", "?", "5"], players=ANN, rules=rules, dice=[1, 1, 2, 3, 6])
    given = run.ids.count("braille-card-upper") + run.ids.count("braille-card-lower")
    (review,) = run.messages("help-review")
    assert review.args["lines"] == given
    words = {2: "two", 3: "three"}
    assert f"in {words[given]} short lines" in Localizer("en").format(review)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_page_fits_with_every_key_active(lang: str) -> None:
    """Online (chat, mute, the host's keys) and with both ways of holding on one page, the
    fullest pages still fit: the pages built from the whole play table, under every rule set."""
    localizer = Localizer(lang)
    every = list(dict.fromkeys(b.help_id for b in (*PlayMode.KEYS, *PlayMode.COMPUTER_TURN)))
    for rules in RULE_SETS.values():
        game = Game([Player("Ann")], rules, RandomDice(0))
        for number in range(PAGES + 1):
            texts = [localizer.format(m) for m in help_page(number, game, every)]
            assert sum(rows(t) for t in texts) <= PAGE_ROWS, (lang, rules.name, number)
            assert not any(SPOKEN_PUNCTUATION.search(t) for t in texts), texts
    assert not localizer.errors and not localizer.missing
