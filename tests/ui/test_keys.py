"""The key tables: each key has help text and an action; docs/keys.md is generated from them."""

from __future__ import annotations

from pathlib import Path

import pytest
from harness import play
from tools.keydoc import SECTIONS, generate

from talking_yahtzee.core.game import Player
from talking_yahtzee.messages.i18n import LANGUAGES, Localizer, Msg
from talking_yahtzee.ui.controller import MODES
from talking_yahtzee.ui.keys import ALWAYS, Binding, Keymap, hold_by_position, hold_by_value
from talking_yahtzee.ui.modes.base import STOP_SPEECH, ModeHandler
from talking_yahtzee.ui.modes.common import COMMON, CommonActions
from talking_yahtzee.ui.modes.play import PlayMode
from talking_yahtzee.ui.modes.setup import SetupMode

KEYS_MD = Path(__file__).resolve().parents[2] / "docs" / "keys.md"
HOST = play([], players=[Player("Ann")]).controller
"""A host at home holding dice by position: the conditions are asked of it."""

TABLES: list[tuple[type, Keymap]] = [
    *((mode, mode.KEYS) for mode in MODES),
    (SetupMode, SetupMode.NAME_KEYS),
    (PlayMode, PlayMode.COMPUTER_TURN),
    (CommonActions, COMMON),
]


def test_docs_keys_md_is_generated_from_the_tables() -> None:
    assert KEYS_MD.read_text(encoding="utf-8") == generate(), "run `make keys`"


def test_every_table_is_documented() -> None:
    documented = [table for _, table in SECTIONS]
    for _, table in TABLES:
        assert any(table is d for d in documented)
    assert any(STOP_SPEECH is d for d in documented)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_key_has_help_text(lang: str) -> None:
    localizer = Localizer(lang)
    for _, table in [*TABLES, (object, STOP_SPEECH)]:
        for binding in table:
            assert binding.keys, binding
            assert binding.help_id.startswith("help-"), binding
            assert localizer.format(Msg(binding.help_id)), binding


def test_every_action_is_a_method_of_its_mode() -> None:
    for mode, table in [*TABLES, (ModeHandler, STOP_SPEECH)]:
        for binding in table:
            name = binding.action.__name__
            assert name.startswith("action_"), (mode, name)
            assert callable(getattr(mode, name, None)), (mode, name)


def test_no_key_is_bound_twice_under_one_condition() -> None:
    """Modes may override a common key (q at the end leaves); within these tables, never."""
    for table in (COMMON, PlayMode.KEYS, SetupMode.KEYS, SetupMode.NAME_KEYS, STOP_SPEECH):
        seen: set[tuple[str, object]] = set()
        for binding in table:
            for key in binding.keys:
                assert (key, binding.when) not in seen, key
                seen.add((key, binding.when))


@pytest.mark.parametrize(("owner", "table"), TABLES, ids=lambda t: getattr(t, "__name__", ""))
def test_no_binding_is_hidden_behind_an_earlier_one(owner: type, table: Keymap) -> None:
    """A key bound with no condition wins over every later binding of it in the same table: a
    later one could never be reached (the online mute once sat behind the chance to win's W).
    A mode's own binding overriding one of the common keys (q at the end leaves) is meant."""
    always: set[str] = set()
    common = set(COMMON.bindings) | set(STOP_SPEECH.bindings)
    for binding in table:
        hidden = [key for key in binding.keys if key in always]
        overridden = binding in common and table is not COMMON
        assert overridden or not hidden, f"{owner.__name__}: {hidden} of {binding.action} is hidden"
        if binding.when is ALWAYS:
            always.update(binding.keys)


def test_an_alternative_character_is_one_more_key_in_a_binding() -> None:
    table = Keymap(Binding(("1", "&"), PlayMode.action_hold_position, "help-hold-position", arg=0))
    first = table.lookup("&", HOST)
    assert first is not None and first.arg == 0 and first is table.lookup("1", HOST)


def test_conditions_compose_and_say_what_they_are() -> None:
    assert hold_by_position(HOST) and not hold_by_value(HOST)
    both = hold_by_position & ~hold_by_value
    assert both(HOST) and not (~both)(HOST) and (hold_by_value | both)(HOST)
    assert both.name == "hold-by-position mode and not hold-by-value mode"
    assert ALWAYS(HOST)


def test_the_spoken_help_is_the_play_table_in_order() -> None:
    ids = PlayMode.KEYS.help_ids(HOST)
    assert ids == [
        "help-key",
        "help-roll",
        "help-hold-position",
        "help-boxes",
        "help-first-letter",
        "help-undo",
        "help-review",
        "help-win",
        "help-hint",
        "help-speech",
        "help-sounds",
        "help-computer",
        "help-statistics",
        "help-quit",
    ]
