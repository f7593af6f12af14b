"""The words of Scandinavian Yatzy in every locale: its boxes, the combinations it names, the rule
sets' names and the next box of forced order (issue 25)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from talking_yahtzee.core.rules import RULE_SETS
from talking_yahtzee.messages.i18n import LANGUAGES, Localizer, Msg

ROOT = Path(__file__).resolve().parents[2]
YATZY_BOXES = ("one-pair", "two-pairs", "yatzy")
YATZY_COMBINATIONS = ("yatzy", "two-pairs", "one-pair")
RULES = ("official", "free-joker", "yatzy", "yatzy-forced")
NORDIC = ("sv", "da", "nb", "fi")


def say(lang: str, message: Msg) -> str:
    localizer = Localizer(lang, verbosity="detailed")
    text = localizer.format(message)
    assert not localizer.errors, localizer.errors
    assert not localizer.missing, localizer.missing
    return text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_rule_set_has_a_name_in_every_language(lang: str) -> None:
    names = [say(lang, Msg("setup-rules-" + name)) for name in {*RULES, *RULE_SETS}]
    assert all(names) and len(set(names)) == len(names)
    assert say(lang, Msg("setup-rules-yatzy")) in say(
        lang, Msg("setup-rules", rules=Msg("setup-rules-yatzy"))
    )


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("category", YATZY_BOXES)
def test_the_yatzy_boxes_are_named_and_declined_in_every_language(lang: str, category: str) -> None:
    box = Msg("box-" + category)
    name = say(lang, box)
    assert name
    for helper in ("box-in", "box-the", "game-next-box", "error-not-next-box", "error-box-filled"):
        text = say(lang, Msg(helper, box=box, category=category))
        assert text and "{" not in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_five_alike_under_yatzy_is_called_yatzy(lang: str) -> None:
    yatzy = say(lang, Msg("box-yatzy"))
    for face in range(1, 7):
        text = say(lang, combination("yatzy", face, 0))
        assert text.lstrip("¡").startswith(yatzy), text


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("kind", YATZY_COMBINATIONS)
def test_the_yatzy_combinations_are_named_for_every_face(lang: str, kind: str) -> None:
    texts = {say(lang, combination(kind, face, 7 - face)) for face in range(1, 7)}
    assert all(texts) and len(texts) == 6  # each face its own words


def combination(kind: str, face: int, other: int) -> Msg:
    return Msg(
        "dice-combination",
        combination=kind,
        face=face,
        other=other,
        faces=Msg("dice-faces", face=face),
        other_faces=Msg("dice-faces", face=other),
    )


def nordic_table() -> dict[str, dict[str, str]]:
    """docs/translating.md's table of Yatzy box names: message id -> language -> name."""
    text = (ROOT / "docs" / "translating.md").read_text(encoding="utf-8")
    section = text.split("## Box names of Scandinavian Yatzy", 1)[1]
    rows = [line for line in section.splitlines() if line.startswith("| ")]
    header = [cell.strip() for cell in rows[0].strip("|").split("|")]
    table: dict[str, dict[str, str]] = {}
    for row in rows[1:]:
        cells = [cell.strip() for cell in row.strip("|").split("|")]
        box = "box-" + re.sub(r"\W+", "-", cells[0].lower())
        table[box] = dict(zip(header[1:], cells[1:], strict=True))
    return table


@pytest.mark.parametrize("lang", NORDIC)
def test_the_nordic_box_names_are_those_of_the_translators_table(lang: str) -> None:
    table = nordic_table()
    assert len(table) == 15 and "box-yatzy" in table and "box-one-pair" in table
    assert {box: say(lang, Msg(box)) for box in table} == {
        box: names[lang] for box, names in table.items()
    }
