"""Heard right (issue 34): nothing said twice at a solitaire game's end or by L then comma, F5
answers, a name ending in a digit never runs into its score, Finnish numbers in the case a voice
reads them, German undo as the rest of German says it, and the Nordic review's wordings."""

from __future__ import annotations

import re

import pytest
from harness import play, whole_game_keys

from talking_yahtzee.core.game import Player, PlayerKind
from talking_yahtzee.messages.i18n import LANGUAGES, Localizer, Msg

F5 = "\x1b[15~"
"""What a terminal sends for F5 (xterm, VTE, the Linux console's F5 aside)."""
CTRL_E = "\x05"


def test_a_solitaire_game_ends_with_its_score_said_once() -> None:
    """Not "Total 47." and then "Final score 47.": the last turn's total is the final score."""
    run = play([*whole_game_keys(13), "n"], players=[Player("Ann")], leave=())
    ids = run.ids
    end = ids.index("game-over")
    assert ids[end - 1] == "game-scored" and "game-turn-end" not in ids[end - 2 : end]
    (final,) = run.messages("game-over-solo")
    total = final.args["total"]
    assert sum(text.count(str(total)) for text in run.texts[-8:]) == 1, run.texts[-8:]
    assert run.ids.count("game-turn-end") == 12  # every other turn still says its total


def test_l_then_comma_goes_to_the_line_before() -> None:
    """L repeats the last line; comma then steps to the one before it, not the same line again."""
    run = play(["r", "d", "t", "l", ",", ","], players=[Player("Ann")], dice=[1, 2, 3, 4, 6])
    turn = "Round 1 of 13, 2 rolls left."
    dice = (
        "1, 2, 3, 4, 6, that is a six, a four, a three, a two and a one. None held. 2 rolls left."
    )
    rolled = "Small straight. 1, 2, 3, 4, 6. 2 rolls left."
    start = run.texts.index(rolled)
    assert run.texts[start : start + 6] == [rolled, dice, turn, turn, dice, rolled]


@pytest.mark.parametrize("lang", ["en", "sv", "de"])
def test_f5_answers_as_any_unknown_key(lang: str) -> None:
    run = play([F5, "r", F5, CTRL_E], players=[Player("Ann")], dice=[1, 2, 3, 4, 6], lang=lang)
    assert run.ids.count("error-unknown-key") == 3
    assert run.ids.index("error-unknown-key") < run.ids.index("game-rolled")  # before a roll too


NAME_RUNS_INTO_NUMBER = re.compile(r"(Computer|Dator|Tietokone) 2 \d")


@pytest.mark.parametrize("lang", ["en", "sv", "fi", "de"])
def test_a_name_ending_in_a_digit_is_heard_apart_from_its_score(lang: str) -> None:
    computer = {"en": "Computer 2", "sv": "Dator 2", "fi": "Tietokone 2", "de": "Computer 2"}[lang]
    keys = ["r", "home", "enter", "enter", "space", "space", "space", "space", "s", "c", "o"]
    run = play(
        keys,
        players=[Player("Åsa"), Player(computer, PlayerKind.COMPUTER, "good")],
        dice=[1, 1, 1, 1, 1, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6, 6],
        lang=lang,
    )
    (standings,) = [Localizer(lang).format(m) for m in run.messages("review-standings")]
    assert f"{computer}, " in standings, standings
    heard = [t for t in run.texts if NAME_RUNS_INTO_NUMBER.search(t)]
    assert not heard, heard
    resume = Msg("forgive-resume-score", player=computer, total=1)
    assert Localizer(lang).format(resume).startswith(f"{computer}, 1 "), lang


@pytest.mark.parametrize(
    ("lead", "expected"),
    [
        (1, "Robo johdossa, 1 piste edellä."),
        (2, "Robo johdossa, 2 pistettä edellä."),
        (5, "Robo johdossa, 5 pistettä edellä."),
        (21, "Robo johdossa, 21 pistettä edellä."),
    ],
)
def test_finnish_says_the_lead_in_the_case_a_voice_reads_a_digit(lead: int, expected: str) -> None:
    """A voice reads "2 pisteellä" as "kaksi pisteellä" (wrong case): the nominative throughout."""
    message = Msg(
        "game-turn-end", kind="computer", status="leading", player="Robo", lead=lead, total=30
    )
    assert Localizer("fi").format(message) == expected
    behind = Msg("game-turn-end", kind="computer", status="behind", behind=lead, leader="Ann")
    assert Localizer("fi").format(behind).startswith(f"{lead} piste")


@pytest.mark.parametrize("minutes", [1, 2, 5, 21])
def test_finnish_minutes_read_in_the_nominative(minutes: int) -> None:
    text = Localizer("fi").format(Msg("online-field-away", minutes=minutes))
    assert "minuutin" not in text
    assert text.endswith(
        "kun minuutti on kulunut." if minutes == 1 else f"{minutes} minuuttia on kulunut."
    )


def test_finnish_lead_through_the_app() -> None:
    """A computer leading in Finnish, heard through the real app."""
    run = play(
        ["r", "home", "enter", "enter", "space", "space", "space", "space"],
        players=[Player("Ann"), Player("Robo", PlayerKind.COMPUTER, "good")],
        dice=[1, 2, 3, 4, 6, *[6] * 15],
        lang="fi",
        verbosity="normal",
    )
    lines = [t for t in run.texts if t.startswith("Robo johd")]
    assert lines and all(
        re.fullmatch(r"Robo johdossa, \d+ (piste|pistettä) edellä\.", t) for t in lines
    )
    assert not any("pisteellä" in t for t in run.texts)


UNDO_SIXES = ["r", "home", *["down"] * 5, "enter", "u"]
"""Roll, score Sixes, take it back."""


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("de", "Rückgängig gemacht, 18 bei den Sechsern. Das Feld ist wieder frei."),
        ("sv", "Ångrat, 18 på Sexor. Rutan Sexor är öppen igen."),
        ("fr", "Annulé, 18 aux Six. Six est de nouveau libre."),
        ("da", "Fortrudt, 18 i Seksere. Feltet Seksere er ledigt igen."),
        ("nb", "Angret, 18 i Seksere. Ruten Seksere er ledig igjen."),
        ("en", "Undone, 18 in Sixes. Sixes is open again."),
    ],
)
def test_undo_says_the_box_as_the_rest_of_the_language_does(lang: str, expected: str) -> None:
    run = play(UNDO_SIXES, players=[Player("Ann")], dice=[6, 6, 6, 1, 2], lang=lang)
    (undone,) = run.messages("forgive-undo-score")
    assert Localizer(lang).format(undone) == expected


@pytest.mark.parametrize(
    ("lang", "message", "expected"),
    [
        ("sv", Msg("forgive-roll-too-soon"), "Slaget ignorerades"),
        ("da", Msg("online-code-long"), "Backspace sletter."),
        ("nb", Msg("online-code-long"), "Backspace sletter."),
        (
            "sv",
            Msg("game-over-solo", total=9, best=9, comparison="equal", difference=0),
            "tangerar",
        ),
        (
            "da",
            Msg("game-over-solo", total=9, best=9, comparison="equal", difference=0),
            "tangerer",
        ),
        (
            "nb",
            Msg("game-over-solo", total=9, best=9, comparison="equal", difference=0),
            "tangerer",
        ),
        ("fi", Msg("game-over-solo", total=9, best=9, comparison="equal", difference=0), "sivuaa"),
        (
            "da",
            Msg("game-over-solo", total=8, best=9, comparison="worse", difference=1),
            "ét point",
        ),
        (
            "nb",
            Msg("game-over-solo", total=8, best=9, comparison="worse", difference=1),
            "ett poeng",
        ),
        ("nb", Msg("stats-average", average=200, best=250), "beste resultat 250"),
        ("fi", Msg("setup-rules-yatzy-forced"), "Pakkoyatzy"),
        ("fi", Msg("app-pace-no-computer"), "Pelissä ei ole tietokonepelaajia."),
    ],
)
def test_the_nordic_review_wordings(lang: str, message: Msg, expected: str) -> None:
    assert expected in Localizer(lang).format(message)


def test_finnish_resume_choice_counts_the_games_in_words() -> None:
    import datetime

    message = Msg(
        "forgive-resume-choice",
        number=1,
        count=2,
        date=datetime.date(2026, 11, 20),
        round=3,
        rounds=15,
        scores="Ann, 10 pistettä",
        last="no",
    )
    text = Localizer("fi").format(message)
    assert "/" not in text and "peli numero 1, pelejä kaikkiaan 2" in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_in_every_language_a_score_never_follows_a_name_directly(lang: str) -> None:
    """Every message that says a name with a number: rendered with "Computer 2" and 68."""
    localizer = Localizer(lang)
    for message in (
        Msg("review-standing", player="Computer 2", total=68),
        Msg("forgive-resume-score", player="Computer 2", total=68),
        Msg("game-margin", player="Computer 2", margin=68),
        Msg("stats-player-row", name="Computer 2", games=3, average=68, best=70),
        Msg("game-turn-end", kind="computer", status="leading", player="Computer 2", lead=68),
        Msg(
            "game-turn-end",
            kind="human",
            status="behind",
            player="Computer 2",
            total=68,
            behind=3,
            leader="Ann",
        ),
    ):
        text = localizer.format(message)
        assert not re.search(r"Computer 2 \d", text), (lang, text)
        assert "68" in text, (lang, text)
