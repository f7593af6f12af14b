"""Locales: every file parses cleanly, every id the code uses exists everywhere with the same
variables, and every message renders for real game events in every language."""

from __future__ import annotations

import datetime
import functools
import random
import re
import shutil
from pathlib import Path

import lang_transcript
import pytest
from american import CATEGORIES
from fluent.syntax import FluentParser, ast
from fluent.syntax.visitor import Visitor

from talking_yahtzee.core.dice import RandomDice
from talking_yahtzee.core.game import Game, Player, PlayerKind, Roll, ScoreBox, SetHeld
from talking_yahtzee.core.rules import (
    FREE_JOKER,
    IllegalAction,
)
from talking_yahtzee.messages.announcer import Announcer
from talking_yahtzee.messages.i18n import (
    LANGUAGES,
    Localizer,
    Msg,
    choose_language,
    load_bundle,
    locales_dir,
    message_key,
    plain_text,
)
from talking_yahtzee.store.settings import VERBOSITY_CHOICES as VERBOSITIES

ROOT = Path(__file__).resolve().parents[2]
SRC = ROOT / "src" / "talking_yahtzee"


def ftl_files(lang: str) -> list[Path]:
    return sorted((locales_dir() / lang).glob("*.ftl"))


@functools.cache
def parsed(path: Path) -> ast.Resource:
    """One .ftl file through the syntax parser, once per run (the tests only read the tree)."""
    return FluentParser().parse(path.read_text(encoding="utf-8"))


class _Variables(Visitor):
    def __init__(self) -> None:
        super().__init__()
        self.names: set[str] = set()
        self.references: set[str] = set()

    def visit_VariableReference(self, node: ast.VariableReference) -> None:
        self.names.add(node.id.name)

    def visit_MessageReference(self, node: ast.MessageReference) -> None:
        self.references.add(node.id.name)


def messages(lang: str) -> dict[str, set[str]]:
    """Every message id of a locale with the variables it uses."""
    found: dict[str, set[str]] = {}
    for path in ftl_files(lang):
        for entry in parsed(path).body:
            if isinstance(entry, ast.Message):
                visitor = _Variables()
                visitor.visit(entry)
                found[entry.id.name] = visitor.names
    return found


def variables_with_references(lang: str) -> dict[str, set[str]]:
    """Every message's variables, with those of the helper messages it references (box-in...)."""
    own: dict[str, set[str]] = {}
    refs: dict[str, set[str]] = {}
    for path in ftl_files(lang):
        for entry in parsed(path).body:
            if isinstance(entry, ast.Message):
                visitor = _Variables()
                visitor.visit(entry)
                own[entry.id.name], refs[entry.id.name] = visitor.names, visitor.references

    def closure(message_id: str, seen: frozenset[str]) -> set[str]:
        found = set(own.get(message_id, set()))
        for ref in refs.get(message_id, set()) - seen:
            found |= closure(ref, seen | {ref})
        return found

    return {message_id: closure(message_id, frozenset({message_id})) for message_id in own}


@functools.cache
def ids_used_by_code() -> frozenset[str]:
    """The ids the source names in ``Msg(...)``, and those it builds from data (read once a run:
    every message of every locale asks)."""
    ids: set[str] = set()
    for path in SRC.rglob("*.py"):
        ids |= set(
            re.findall(
                r'Msg\(\s*"([a-z][a-z0-9-]*[a-z0-9])"\s*[,)]', path.read_text(encoding="utf-8")
            )
        )
    ids |= {"box-" + c.value.replace("_", "-") for c in CATEGORIES}
    for prefix in ("list-", "list-short-"):
        ids |= {prefix + part for part in ("two", "start", "middle", "end")}
    return frozenset(ids)


def test_languages_present() -> None:
    assert set(LANGUAGES) <= {p.name for p in locales_dir().iterdir() if p.is_dir()}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_file_parses_without_junk(lang: str) -> None:
    files = ftl_files(lang)
    assert [p.name for p in files] == [p.name for p in ftl_files("en")]
    for path in files:
        resource = parsed(path)
        junk = [e for e in resource.body if isinstance(e, ast.Junk)]
        assert not junk, f"{path}: {[j.content[:80] for j in junk]}"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_ids_are_prefixed_by_their_file(lang: str) -> None:
    for path in ftl_files(lang):
        for entry in parsed(path).body:
            if isinstance(entry, ast.Message):
                assert entry.id.name.startswith(path.stem + "-"), f"{path}: {entry.id.name}"


def test_code_ids_exist_in_english() -> None:
    missing = ids_used_by_code() - set(messages("en"))
    assert not missing


GRAMMAR_ARGUMENTS = {"verbosity", "category", "player_initial", "leader_initial"}
"""Arguments the code passes so that a language can choose articles, agreement and elision; a
translation may use them where English does not."""


OPTIONAL_VARIABLES = {"verbosity"}
"""Variables a translation may leave out without losing information."""


@functools.cache
def passed_arguments() -> dict[str, set[str]]:
    """The arguments the code really passes to each message, from the scripted golden game at
    every verbosity (helper messages such as box-in see their callers' arguments)."""
    seen: dict[str, set[str]] = {}
    original = Localizer.format

    def recording(self: Localizer, message: Msg | str, **args: object) -> str:
        if isinstance(message, Msg):
            seen.setdefault(message.id, set()).update(message.args)
        return original(self, message, **args)

    Localizer.format = recording  # type: ignore[method-assign]
    try:
        for verbosity in VERBOSITIES:
            lang_transcript.play("en", verbosity)
    finally:
        Localizer.format = original  # type: ignore[method-assign]
    return seen


def allowed_variables(message_id: str, english: set[str], passed: dict[str, set[str]]) -> set[str]:
    if message_id in passed:
        return english | passed[message_id] | GRAMMAR_ARGUMENTS
    if message_id in ids_used_by_code():
        return english | GRAMMAR_ARGUMENTS
    # A helper that other messages reference, or an id the code builds from data (the help's
    # topics): it sees its own arguments and whatever its callers pass.
    return english | set().union(*passed.values()) | GRAMMAR_ARGUMENTS


@pytest.mark.parametrize("lang", [lang for lang in LANGUAGES if lang != "en"])
def test_every_locale_has_every_message_with_the_same_variables(lang: str) -> None:
    english = messages("en")
    other = messages(lang)
    assert sorted(set(english) - set(other)) == []
    assert sorted(set(other) - set(english)) == []
    passed = passed_arguments()
    for message_id, variables in english.items():
        extra = other[message_id] - allowed_variables(message_id, variables, passed)
        assert not extra, f"{lang} {message_id} uses unknown variables {extra}"
    # No variable English says is lost: each one is used, directly or in a referenced helper.
    english_full, other_full = variables_with_references("en"), variables_with_references(lang)
    missing = {
        message_id: sorted(english_full[message_id] - other_full[message_id])
        for message_id in english
        if english_full[message_id] - other_full[message_id] - OPTIONAL_VARIABLES
    }
    assert not missing, f"{lang} leaves out variables: {missing}"


@functools.cache
def sample_game(players: int, seed: int) -> tuple[Msg, ...]:
    """A whole game with every kind of event and review: what it says, in every language alike
    (played once, rendered in each language and verbosity by ``play_sample_game``)."""
    people = [
        Player(f"P{i}", PlayerKind.COMPUTER if i % 2 else PlayerKind.HUMAN) for i in range(players)
    ]
    if players > 2:
        people[2] = Player("Team", members=("Ann", "Bob"))
    game = Game(people, FREE_JOKER, RandomDice(seed))
    announcer = Announcer(game)
    rng = random.Random(seed)
    said = list(announcer.events(game.start()))
    while not game.is_over:
        said += announcer.events(game.apply(Roll()))
        held = frozenset(p for p in range(5) if rng.random() < 0.5)
        said += announcer.events(game.apply(SetHeld(held)))
        said.append(announcer.keeps(game.current, [1, 2]))
        if game.can_roll():
            said += announcer.events(game.apply(Roll()))
        for review in (
            announcer.review_dice(),
            announcer.review_card(),
            announcer.review_open(),
            announcer.review_bonus(),
            announcer.review_standings(),
            announcer.review_turn(),
        ):
            said.append(review)
        for category in CATEGORIES:
            said.append(announcer.box_focus(category))
            try:
                game.check_score(category)
            except IllegalAction as error:
                said.append(announcer.refusal(error, category))
        options = sorted(game.options(), key=lambda o: -o.points)
        said += announcer.events(game.apply(ScoreBox(options[0].category)))
    said.append(announcer.review_turn())
    return tuple(said)


@functools.cache
def different_messages(players: int, seed: int) -> tuple[Msg, ...]:
    """The sample game's messages, each once: ``message_key`` is equal only for messages rendered
    alike (a game says "your turn" and the same dice many times)."""
    kept: dict[object, Msg] = {}
    for index, message in enumerate(sample_game(players, seed)):
        kept.setdefault(message_key(message) or ("no key", index), message)
    return tuple(kept.values())


def play_sample_game(lang: str, verbosity: str, players: int, seed: int) -> list[str]:
    """The sample game's different lines, rendered in ``lang`` at ``verbosity``."""
    localizer = Localizer(lang, verbosity=verbosity)
    lines = [localizer.format(m) for m in different_messages(players, seed)]
    assert not localizer.errors, localizer.errors
    assert not localizer.missing, localizer.missing
    return lines


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("verbosity", VERBOSITIES)
def test_real_games_render_in_every_locale(lang: str, verbosity: str) -> None:
    for players, seed in ((1, 3), (3, 4)):
        lines = play_sample_game(lang, verbosity, players, seed)
        assert all("{" not in line and "}" not in line for line in lines)
        assert not any(re.search(r"\b(game|review|box|dice|error)-[a-z]", line) for line in lines)


SAMPLES: dict[str, object] = {
    "date": datetime.date(2026, 1, 2),
    "when": datetime.datetime(2026, 1, 2, 21, 14, tzinfo=datetime.UTC),  # a saved game's time
}
"""Sample arguments that cannot be a number."""


def render_all_static(lang: str) -> list[str]:
    """Every message with plain sample arguments, so none of them errors (at the detailed level,
    where no message is silent by design)."""
    localizer = Localizer(lang, verbosity="detailed")
    out = []
    english = messages("en")
    every = set().union(*english.values(), GRAMMAR_ARGUMENTS) - {"verbosity"}
    for message_id, variables in english.items():
        # Every known argument, so that referenced helpers (box-in) find theirs too.
        args: dict[str, object] = {
            name: SAMPLES.get(name, 2) for name in (every | variables) - {"verbosity"}
        }
        args["combination"] = "full-house"  # "none" says nothing, by design
        out.append(localizer.format(Msg(message_id, **args)))
    assert not localizer.errors, localizer.errors
    return out


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_message_renders(lang: str) -> None:
    assert all(render_all_static(lang))


def test_isolation_marks_are_off() -> None:
    text = Localizer("en").format(Msg("game-first-player", player="Ann", total=20))
    assert "\u2068" not in text and "\u2069" not in text
    assert text == "Ann starts."


def test_missing_message_falls_back_to_english_and_is_reported(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    shutil.copytree(locales_dir() / "en", tmp_path / "en")
    (tmp_path / "es").mkdir()
    monkeypatch.setenv("TALKING_YAHTZEE_LOCALES", str(tmp_path))
    localizer = Localizer("es")
    assert localizer.format(Msg("game-over")) == "Game over."
    assert localizer.format(Msg("game-first-player", player="Ann", total=20)) == "Ann starts."
    assert {"game-over", "game-first-player"} <= localizer.missing


@pytest.mark.parametrize("lang", LANGUAGES)
def test_text_only_messages_read_as_the_fluent_runtime_formats_them(lang: str) -> None:
    """The first words skip fluent.runtime (and babel) for messages without a placeable: their
    text is what the runtime makes of them, in every locale."""
    bundle = load_bundle(lang)
    plain = 0
    for path in sorted((locales_dir() / lang).glob("*.ftl")):
        for entry in FluentParser().parse(path.read_text(encoding="utf-8")).body:
            if isinstance(entry, ast.Message) and entry.value is not None:
                text = plain_text(entry.value)
                if text is not None:
                    plain += 1
                    pattern = bundle.get_message(entry.id.name).value
                    assert pattern is not None
                    assert text == bundle.format_pattern(pattern, {})[0], entry.id.name
                else:
                    assert any(isinstance(e, ast.Placeable) for e in entry.value.elements)
    assert plain > 100


def test_unknown_id_is_never_spoken() -> None:
    localizer = Localizer("en")
    assert localizer.format(Msg("no-such-message")) == ""


def test_language_choice(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LC_ALL", "fr_FR.UTF-8")
    assert choose_language(None) == "fr"
    assert choose_language("de") == "de"
    assert choose_language("pt-BR") == "pt"
    assert choose_language("no") == choose_language("nb_NO") == "nb"
    monkeypatch.setenv("LC_ALL", "no_NO.UTF-8")  # Norwegian systems say "no": read in Bokmål
    assert choose_language(None) == "nb"
    monkeypatch.setenv("LC_ALL", "C")
    monkeypatch.delenv("LANG", raising=False)
    monkeypatch.delenv("LC_MESSAGES", raising=False)
    monkeypatch.delenv("LANGUAGE", raising=False)
    assert choose_language("xx") in ("en", *LANGUAGES)


def test_missing_ids_tool_reports_nothing_and_notices_a_gap(tmp_path: Path) -> None:
    import missing_ids

    assert missing_ids.report([lang for lang in LANGUAGES if lang != "en"]) == []
    for lang in ("en", "nl"):
        (tmp_path / lang).mkdir()
    (tmp_path / "en" / "sound.ftl").write_text("sound-on = Sound on.\n", encoding="utf-8")
    (tmp_path / "nl" / "sound.ftl").write_text("# nog leeg\n", encoding="utf-8")
    original = missing_ids.locales_dir
    missing_ids.locales_dir = lambda: tmp_path  # type: ignore[assignment]
    try:
        assert missing_ids.report(["nl"]) == ["nl sound.ftl: missing sound-on"]
    finally:
        missing_ids.locales_dir = original


@pytest.mark.parametrize(
    ("lang", "expected"),
    [
        ("pl", ["1 punkt", "2 punkty", "5 punktów", "21 punktów", "22 punkty", "1,5 punktu"]),
        ("ru", ["1 очко", "2 очка", "5 очков", "21 очко", "22 очка", "1,5 очка"]),
        ("fr", ["1 point", "2 points", "5 points", "21 points", "22 points", "1,5 point"]),
        ("nl", ["1 punt", "2 punten", "5 punten", "21 punten", "22 punten", "1,5 punten"]),
        ("en", ["1 point", "2 points", "5 points", "21 points", "22 points", "1.5 points"]),
    ],
)
def test_plural_categories(lang: str, expected: list[str]) -> None:
    localizer = Localizer(lang)
    texts = [localizer.format(Msg("coach-cost", cost=c, best="X")) for c in (1, 2, 5, 21, 22, 1.5)]
    assert all(e in t for e, t in zip(expected, texts, strict=True)), texts


@pytest.mark.parametrize(
    ("message", "expected"),
    [
        (Msg("app-pace", seconds=1), "The computer pauses 1 second between moves."),
        (Msg("app-pace", seconds=1.5), "The computer pauses 1.5 seconds between moves."),
        (Msg("app-pace", seconds=0), "The computer plays without pauses."),
        (
            Msg("game-over-solo", total=118, best=125, difference=7, comparison="worse"),
            "Final score 118. Your best is still 125, 7 points higher.",
        ),
        (
            Msg("game-over-solo", total=124, best=125, difference=1, comparison="worse"),
            "Final score 124. Your best is still 125, 1 point higher.",
        ),
    ],
)
def test_the_wordings_found_wrong_in_0_1_stay_right(message: Msg, expected: str) -> None:
    """0.1 said "Computer pause 1 seconds." and "Your best is 125, 7 more." (issue 10)."""
    assert Localizer("en").format(message) == expected
