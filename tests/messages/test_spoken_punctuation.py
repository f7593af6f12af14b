"""Spoken lines use only punctuation a screen reader pauses on (issue 34).

At its default punctuation level Orca says "colon", "semicolon", "dash", "slash", "left paren" and
"quote" aloud: "Held colon dice 1 and 3", "Robo colon 40", "dash dash full dash screen". Every
message a player hears, in every locale, is checked three ways: the text of every variant in the
.ftl files, every message rendered with sample arguments (names ending in a digit among them), and
whole games played through the real application in several languages.

Left out, on purpose: ``screen.ftl`` (the full-screen board is drawn for sighted players, never
spoken) and ``help.ftl`` (rewritten apart, issue 34's help part). Allowed: a key combination's
plus (``Ctrl+N``, ``Strg+N``, said "Ctrl plus N"), and in ``braille.ftl`` the card's ``=`` and
``-`` (docs/speech.md: "1s equals 3").
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor
from harness import play

from talking_yahtzee.core.game import Player, PlayerKind
from talking_yahtzee.messages.i18n import DEFAULT_LANG, LANGUAGES, Localizer, Msg, locales_dir

NOT_SPOKEN = {"screen.ftl", "help.ftl"}
"""The drawn board, and the help (its owner's)."""

READ_ALOUD = re.compile(
    r"[:;()\[\]{}<>\\|~\"“”„«»/=_#@^*&]"  # said by name at Orca's default level
    r"|(?:^|\s)[-\u2013\u2014](?:\s|$)"  # a spaced dash (a hyphen in a word is fine)
    r"|--"  # an option spelled as typed
    r"|(?<!Ctrl)(?<!Strg)\+"  # plus, except in a key combination
)
BRAILLE_ALLOWED = re.compile(r"=|(?<==)-")
"""The braille card's cells, ``1s=3`` and ``2s=-``, and its upper sum ``=12``."""


STRAY_PAUSE = re.compile(r"\s[,.](?!\d)|,\s*[,.]")
"""A comma or period after a space, or one after a comma: what a colon's removal can leave
(a period then a comma ends an abbreviation, as in a Russian date, and is allowed)."""


def read_aloud(text: str, *, braille: bool = False) -> list[str]:
    """The characters of ``text`` a screen reader would say by name, and stray pauses."""
    if braille:
        text = BRAILLE_ALLOWED.sub(" ", text)
    found = [m.group() for m in READ_ALOUD.finditer(text)]
    return found + [m.group() for m in STRAY_PAUSE.finditer(text)] if not braille else found


def spoken_files(lang: str) -> list[Path]:
    return [p for p in sorted((locales_dir() / lang).glob("*.ftl")) if p.name not in NOT_SPOKEN]


class _Texts(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.texts: list[str] = []

    def visit_TextElement(self, node: ast.TextElement) -> None:
        self.texts.append(node.value)

    def visit_StringLiteral(self, node: ast.StringLiteral) -> None:
        self.texts.append(node.value)


@functools.cache
def parsed(path: Path) -> ast.Resource:
    """A file's syntax tree, parsed once a run (every locale's tests read English's)."""
    return FluentParser().parse(path.read_text(encoding="utf-8"))


def entries(lang: str) -> Iterator[tuple[str, ast.Message | ast.Term]]:
    for path in spoken_files(lang):
        for entry in parsed(path).body:
            if isinstance(entry, ast.Message | ast.Term):
                yield path.name, entry


def test_the_check_finds_what_orca_reads_aloud() -> None:
    assert read_aloud("Held: dice 1 and 3") == [":"]
    assert read_aloud("Start with --full-screen.") == ["--"]
    assert read_aloud("Round 2 - Ann (a computer); 1/2") == [" - ", "(", ")", ";", "/"]
    assert read_aloud("Чат — для сетевых столов.") == [" — "]
    assert read_aloud("Press Ctrl+N, peut-être, 1.5, 45%? Yes!") == []
    assert read_aloud("1s=3 2s=- =12", braille=True) == []
    assert read_aloud("1s:3", braille=True) == [":"]
    assert read_aloud("Nothing scores , one box at zero,, and") == [" ,", ",,"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_variant_of_a_spoken_message_has_punctuation_read_aloud(lang: str) -> None:
    found = []
    for name, entry in entries(lang):
        visitor = _Texts()
        visitor.visit(entry)
        for text in visitor.texts:
            said = read_aloud(text, braille=name == "braille.ftl")
            if said:
                found.append(f"{name} {entry.id.name}: {said} in {text.strip()!r}")
    assert not found, "\n".join(found)


SAMPLE_NAMES = ("Computer 2", "Ann")
FIXED = {"category": "chance", "combination": "full-house"}
"""Grammar arguments a language may select on (the code passes them beside the box)."""
GRAMMAR = {"category", "player_initial", "leader_initial"}


NAMES = {"player", "name", "leader", "players", "old", "new", "winner"}
"""The variables ``sample_args`` gives a name (those ending in ``_initial`` take its initial)."""


def is_name(variable: str) -> bool:
    """Whether ``sample_args`` gives ``variable`` a name or its initial."""
    return variable in NAMES or variable.endswith("_initial")


def is_number(variable: str) -> bool:
    """Whether ``sample_args`` gives ``variable`` a number."""
    return not is_name(variable) and variable not in FIXED and variable not in ("date", "when")


def sample_args(variables: set[str], number: int, name: str) -> dict[str, object]:
    import datetime

    args: dict[str, object] = {}
    for variable in variables:
        if variable == "date":
            args[variable] = datetime.date(2026, 1, 2)
        elif variable == "when":
            args[variable] = datetime.datetime(2026, 1, 2, 21, 14)
        elif variable.endswith("_initial"):
            args[variable] = name[0].lower()
        elif is_name(variable):
            args[variable] = name
        elif variable in FIXED:
            args[variable] = FIXED[variable]
        else:
            args[variable] = number
    return args


class _Refs(Visitor):
    """The variables and the messages an entry refers to."""

    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()
        self.messages: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:
        self.messages.add(node.id.name)

    def visit_TermReference(self, node: ast.TermReference) -> None:
        pass  # a term sees only the arguments it is called with, never the message's


def message_variables(lang: str) -> dict[str, tuple[str, set[str]]]:
    """Each spoken message's file, and the variables it reads (its own)."""
    found: dict[str, tuple[str, set[str]]] = {}
    for name, entry in entries(lang):
        if isinstance(entry, ast.Message):
            visitor = _Refs()
            visitor.visit(entry)
            found[entry.id.name] = (name, visitor.names)
    return found


def variables_read(lang: str) -> dict[str, set[str]]:
    """Every message's variables, with those of the messages it refers to (which Fluent renders
    with the same arguments), in any file of ``lang`` or, where missing, of English."""
    refs: dict[str, tuple[set[str], set[str]]] = {}
    for folder in (DEFAULT_LANG, lang):  # ``lang``'s own messages replace English ones
        for path in sorted((locales_dir() / folder).glob("*.ftl")):
            for entry in parsed(path).body:
                if isinstance(entry, ast.Message):
                    visitor = _Refs()
                    visitor.visit(entry)
                    refs[entry.id.name] = (visitor.names, visitor.messages)

    def read(message_id: str, seen: frozenset[str]) -> set[str]:
        names, messages = refs.get(message_id, (set(), set()))
        names = set(names)
        for other in messages - seen:
            names |= read(other, seen | {other})
        return names

    return {message_id: read(message_id, frozenset({message_id})) for message_id in refs}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_spoken_message_rendered_has_no_punctuation_read_aloud(lang: str) -> None:
    """Every id, with numbers (1, 2, 5, 21) and names (one ending in a digit) as arguments.

    Each message gets the variables it reads (with those of the messages it refers to) and the
    grammar ones, and is rendered once per combination of the values it can tell apart (one
    without a number is not rendered again for each number). A variable the analysis missed is
    an unknown variable to Fluent: an error of the localizer's, which fails the test."""
    english = message_variables("en")
    reads = variables_read(lang)
    found = []
    for verbosity in ("brief", "normal", "detailed"):
        localizer = Localizer(lang, verbosity=verbosity)
        for message_id, (name, variables) in english.items():
            asked = reads.get(message_id, variables)
            numbers = (1, 2, 5, 21) if any(map(is_number, asked)) else (1,)
            names = SAMPLE_NAMES if any(map(is_name, asked)) else SAMPLE_NAMES[:1]
            for number in numbers:
                for player in names:
                    text = localizer.format(
                        Msg(message_id, **sample_args(GRAMMAR | asked, number, player))
                    )
                    said = read_aloud(text, braille=name == "braille.ftl")
                    if said:
                        found.append(f"{message_id} ({verbosity}): {said} in {text!r}")
        assert not localizer.errors, localizer.errors[:3]
    assert not found, "\n".join(sorted(set(found))[:40])


def whole_game(lang: str, rules: str) -> list[str]:
    """A game against two computers through the real app, with every review key pressed."""
    keys = []
    for turn in range(3):
        keys += ["r", "1", "d", "c", "a", "b", "s", "t", "k", "h", "g", "r", "home"]
        keys += ["down"] * turn + ["enter", "enter", "space", "space", "space", "space"]
    run = play(
        keys,
        players=[
            Player("Ann"),
            Player("Computer 2", PlayerKind.COMPUTER, "good"),
            Player("Robo", PlayerKind.COMPUTER, "expert"),
        ],
        lang=lang,
        rules=rules,
    )
    said = list(run.controller.said)
    localizer = Localizer(lang)
    return [
        f"{m.id}: {text}"
        for m in said
        if not m.id.startswith("help-")
        for text in [localizer.format(m)]
        if read_aloud(text, braille=m.id.startswith("braille-"))
    ]


@pytest.mark.parametrize(
    ("lang", "rules"), [("en", "official"), ("sv", "yatzy"), ("fi", "yatzy"), ("de", "official")]
)
def test_a_game_through_the_app_says_no_punctuation_aloud(lang: str, rules: str) -> None:
    assert whole_game(lang, rules) == []
