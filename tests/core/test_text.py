"""The text boundary: names, files and arguments cleaned on the way in, safe on the way out."""

from __future__ import annotations

import io
import logging
import unicodedata

import pytest
from hypothesis import given
from hypothesis import strategies as st

from talking_yahtzee.cli.play_args import PlayerSpecError, parse_players
from talking_yahtzee.core.text import (
    NAME_MAX,
    SafeFormatter,
    ascii_int,
    ascii_number,
    clean,
    clean_name,
    duplicate_name,
    quote,
    safe_line,
    write_line,
)
from talking_yahtzee.messages.i18n import Localizer, Msg

HOSTILE = [
    "\x1b]2;pwned\x07Ann",  # OSC 2: window title
    "\x1b[2J",  # clear the screen
    "\x1b]52;c;cHduZWQ=\x07",  # OSC 52: clipboard write
    "\x1b[6n",  # CSI 6n: cursor report
    "\x1b[31mred\x1b[0m",  # colours
    "\x9b2J\x9d0;x\x9c",  # C1 CSI and OSC
    "bell\x07",
    "del\x7f",
    "bidi\u202eevil\u2066",
    "zero\u200bwidth",
    "A\udcffB",  # a byte that was not UTF-8 (surrogateescape)
    "line\nbreak\rand\u2028separator",
]


def has_control(text: str) -> bool:
    return any(unicodedata.category(c) in ("Cc", "Cf", "Cs") for c in text)


@pytest.mark.parametrize("text", HOSTILE)
def test_hostile_text_is_cleaned(text: str) -> None:
    assert not has_control(clean(text))
    assert not has_control(safe_line(text))
    assert "\x1b" not in quote(text) and "\n" not in quote(text)


@given(st.text())
def test_nothing_written_ever_holds_a_control_character(text: str) -> None:
    assert not has_control(clean(text))
    assert not has_control(safe_line(text))
    assert not has_control(quote(text))
    assert len(clean_name(text)) <= NAME_MAX


def test_clean_normalizes_and_keeps_names() -> None:
    assert clean("Zoe\u0301") == "Zoé"  # NFC
    assert clean("  Ann \t Lee\n") == "Ann Lee"
    assert clean("\x1b]2;pwned\x07Ann") == "]2;pwnedAnn"
    assert clean("A\udcffB") == "AB"
    assert clean("Zo\udcc3\udcab") == "Zoë"  # UTF-8 bytes read under a POSIX locale


def test_names_are_limited_and_the_limit_is_said() -> None:
    name = clean_name("x" * 10_000)
    assert name == "x" * NAME_MAX
    localizer = Localizer("en")
    assert localizer.format(Msg("name-too-long", limit=NAME_MAX)) == (
        f"Names have at most {NAME_MAX} characters."
    )
    players = parse_players("x" * 10_000 + ",Bob")
    assert players[0].name == "x" * NAME_MAX
    text = localizer.format(Msg("setup-name", number=1, name=players[0].name))
    assert "{???}" not in text and localizer.errors == []


def test_players_option_cleans_names() -> None:
    players = parse_players("\x1b]2;pwned\x07Ann,Bob")
    assert [p.name for p in players] == ["2 pwnedAnn", "Bob"]  # no ESC, no markup
    players = parse_players("A\udcffB:expert,C:good")
    assert players[0].name == "AB"


@pytest.mark.parametrize("spec", ["Ann,Ann,Ann", "Ann,ann", "Ann,Robo:expert,Blue=Ann+Di"])
def test_duplicate_names_are_refused(spec: str) -> None:
    with pytest.raises(PlayerSpecError, match="two players are named"):
        parse_players(spec)
    assert duplicate_name(["Ann", "Bob"]) is None


def test_a_name_that_cleans_to_nothing_is_refused() -> None:
    with pytest.raises(PlayerSpecError):
        parse_players("\x1b\x07,Bob")


def test_quote_shortens_long_input() -> None:
    quoted = quote("a" * 97_000)
    assert len(quoted) < 120 and "97000 characters" in quoted


def test_ascii_numbers_only() -> None:
    assert ascii_int("12") == 12
    for bad in ("\u0661", "+1", "-1", " 1", "1 ", "", "1_0", "²", "9" * 30):
        assert ascii_int(bad) is None, bad
    assert ascii_number("0.5") == 0.5
    for bad in ("inf", "nan", "1e3", "\u0660.\u0665", "-0.5"):
        assert ascii_number(bad) is None, bad


def test_write_line_survives_any_encoding() -> None:
    raw = io.BytesIO()
    stream = io.TextIOWrapper(raw, encoding="ascii")
    write_line(stream, "Zoë \x1b[2J A\udcffB\nnext")
    assert raw.getvalue() == b"Zo? [2J AB next\n"


def test_log_formatter_writes_no_control_sequence() -> None:
    record = logging.LogRecord("x", logging.WARNING, "f", 1, "name %s", ("\x1b]2;x\x07",), None)
    assert "\x1b" not in SafeFormatter("%(message)s").format(record)


def test_the_spoken_setup_refuses_a_name_twice_and_says_the_limit() -> None:
    from harness import play

    keys = ["enter", "enter", "down", "enter"]  # English; the suggested rules; two players
    keys += ["enter", *("Zoe" + "x" * 30), "enter"]  # player 1: a person, a name too long
    keys += ["enter", *"zOEXXXXXXXXXXXXXXXXXXXXX", "enter"]  # player 2: the same name
    keys += ["backspace"] * 24 + [*"Max", "enter", "enter"]  # another name; the level
    keys += ["enter", "r"]
    run = play(keys, players=None)
    game = run.controller.game
    assert [p.name for p in game.players] == ["Zoe" + "x" * (NAME_MAX - 3), "Max"]
    assert run.messages("name-too-long")[0].args["limit"] == NAME_MAX
    (taken,) = run.messages("name-taken")
    assert taken.args["name"] == "zOE" + "X" * (NAME_MAX - 3)


def test_a_name_with_markup_is_read_as_words() -> None:
    """A screen reader reads "<img src=x onerror=alert>" symbol by symbol ("less img src equals
    x"): the text boundary leaves markup and code characters out of names (issue 42)."""
    assert clean_name("<img src=x onerror=alert>") == "img src x onerror alert"
    assert clean_name("<b>Cy</b>") == "b Cy b"
    assert clean_name("a±b ¬c") == "a b c"
    for kept in ("Zoë", "Ann-Marie O'Neil", "Ann 🎲", "Bob & Co.", "Łucja", "Ёжик"):
        assert clean_name(kept) == kept
    assert clean_name("=<>") == ""
