"""docs/keys.md, generated from the key tables: ``python -m tools.keydoc``.

``make keys`` writes the file; ``tests/ui/test_keys.py`` fails when it differs from this output.
"""

from __future__ import annotations

import sys

from talking_yahtzee.core.dice import RandomDice
from talking_yahtzee.core.game import Game, Player
from talking_yahtzee.core.rules import RULE_SETS
from talking_yahtzee.messages.i18n import Localizer, Msg
from talking_yahtzee.ui.keys import ALWAYS, Binding, Keymap
from talking_yahtzee.ui.layouts import LAYOUTS
from talking_yahtzee.ui.modes.base import STOP_SPEECH
from talking_yahtzee.ui.modes.between import AgainMode, SeatsMode, SpectatorsMode
from talking_yahtzee.ui.modes.chat import ChatMode
from talking_yahtzee.ui.modes.common import COMMON
from talking_yahtzee.ui.modes.confirm import ConfirmQuitMode, ResumeMode
from talking_yahtzee.ui.modes.dice_entry import DiceEntryMode
from talking_yahtzee.ui.modes.game_over import GameOverMode
from talking_yahtzee.ui.modes.help import HelpMode, key_args
from talking_yahtzee.ui.modes.host_rights import ConfirmEndMode, RemoveMode
from talking_yahtzee.ui.modes.lobby import LobbyMode
from talking_yahtzee.ui.modes.other_card import OtherCardMode
from talking_yahtzee.ui.modes.play import ConfirmZeroMode, PlayMode
from talking_yahtzee.ui.modes.setup import SetupMode
from talking_yahtzee.ui.modes.sound_check import SoundTestMode

SECTIONS: tuple[tuple[str, Keymap], ...] = (
    ("The setup", SetupMode.KEYS),
    ("The setup, typing a name", SetupMode.NAME_KEYS),
    ("Playing your turn", PlayMode.KEYS),
    ("While a computer player plays", PlayMode.COMPUTER_TURN),
    ("Typing physical dice", DiceEntryMode.KEYS),
    ("A zero to confirm", ConfirmZeroMode.KEYS),
    ("Quitting, or leaving an online seat for the lobby", ConfirmQuitMode.KEYS),
    ("An unfinished game saved, at the start", ResumeMode.KEYS),
    ("Other players' cards", OtherCardMode.KEYS),
    ("The help (question mark or F1)", HelpMode.KEYS),
    ("The end of the game", GameOverMode.KEYS),
    ("The sound test (F2)", SoundTestMode.KEYS),
    ("The online lobby", LobbyMode.KEYS),
    ("A chat line (online)", ChatMode.KEYS),
    ("Ending the table (online, the host)", ConfirmEndMode.KEYS),
    ("Removing a player (online, the host)", RemoveMode.KEYS),
    ("Play again at this table? (online, asked by the host)", AgainMode.KEYS),
    ("Seats and computers before a game (online, the host)", SeatsMode.KEYS),
    ("Seating a spectator (online, the host)", SpectatorsMode.KEYS),
    ("Common keys (playing, typing dice, the end of the game)", COMMON),
    ("Stopping speech (in every mode but the setup and typing dice)", STOP_SPEECH),
)
"""Every table, in the order of the document; the test checks that no mode's table is missing."""

KEY_NAMES = {
    " ": "Space",
    "enter": "Enter",
    "escape": "Escape",
    "backspace": "Backspace",
    "delete": "Delete",
    "up": "Up",
    "down": "Down",
    "left": "Left",
    "right": "Right",
    "home": "Home",
    "end": "End",
    "pageup": "Page Up",
    "pagedown": "Page Down",
    "f1": "F1",
    "f2": "F2",
    "tab": "Tab",
    "s-tab": "Shift+Tab",
    "c-c": "Ctrl+C",
    "c-z": "Ctrl+Z",
    "c-n": "Ctrl+N",
    "c-l": "Ctrl+L",
    "letter": "a letter",
    "s-letter": "Shift+a letter",
    "yes": "the language's yes (Y en, S es it pt, O fr, J de nl sv, T pl, Д or L ru)",
    "no": "the language's no (N; \u041d or Y ru)",
}


def key_name(key: str) -> str:
    return KEY_NAMES.get(key, f"`{key}`")


def help_text(localizer: Localizer, help_id: str) -> str:
    """A binding's help as the first rule set words it; where another words it differently, the
    sentences that differ follow, with the rule sets (``--rules`` names) they belong to."""
    wordings: dict[str, list[str]] = {}
    for name, rules in RULE_SETS.items():
        game = Game([Player("Ann")], rules, RandomDice(0))
        text = localizer.format(Msg(help_id, **key_args(game)))
        wordings.setdefault(text, []).append(name)
    first, *others = wordings
    said = set(sentences(first))
    for text in others:
        names = " or ".join(f"`{name}`" for name in wordings[text])
        differ = " ".join(s for s in sentences(text) if s not in said)
        first += f" (With the rules {names}: {differ})"
    return first


def sentences(text: str) -> list[str]:
    """A help text's sentences, each with its full stop."""
    return [part if part.endswith(".") else part + "." for part in text.split(". ")]


def rows(table: Keymap, *, skip_common: bool) -> list[tuple[list[str], Binding]]:
    """Consecutive bindings with the same help and condition share a row."""
    grouped: list[tuple[list[str], Binding]] = []
    common = set(COMMON) if skip_common else set()
    for binding in table:
        if binding in common:
            continue
        names = [key_name(k) for k in binding.keys]
        if grouped:
            last_keys, last = grouped[-1]
            if (last.help_id, last.when) == (binding.help_id, binding.when):
                last_keys.extend(n for n in names if n not in last_keys)
                continue
        grouped.append((names, binding))
    return grouped


def generate(lang: str = "en") -> str:
    localizer = Localizer(lang)
    lines = [
        "# Keys",
        "",
        "<!-- Generated from the key tables in src/talking_yahtzee/ui by `make keys`"
        " (python -m tools.keydoc). Do not edit by hand. -->",
        "",
        "Every key answers with speech; `?` or F1 says the help for playing, in the player's",
        "language and for the table's rules: a short index first, then one page a topic, each",
        "short enough to stay on an 80 by 24 terminal while a screen reader reads it. A key a",
        "mode does not know gets a short hint.",
        "",
        "Commands are plain (lower-case) letters. A capital letter (Shift with a letter, or any",
        "letter with Caps Lock on: the terminal sends the same) moves by first letter where",
        "there is a list: to the next box on your turn, to the next player among the other",
        "cards (O), to the next choice in the setup's lists (plain letters do that too).",
        "Elsewhere (typing dice, a computer's turn, the end of the game, questions) it is the",
        "same command as the plain letter; while typing a name, letters stay as typed. So with",
        "Caps Lock on, letters on your turn move through the card instead of rolling or",
        "reading: turn Caps Lock off.",
        "",
        "Keys are matched by the characters your keyboard layout really types: the",
        "number-row key marked 1 holds die 1 whether it types `1` (QWERTY, QWERTZ) or `&`",
        "(AZERTY), and keypad digits work too. Nothing asks for Shift with a digit, and no",
        "character one layout's number row types is a command on another. On a Russian",
        "keyboard command letters work in either input mode (Cyrillic `к` is the R key).",
    ]
    for title, table in SECTIONS:
        lines += ["", f"## {title}", "", "| keys | what they do |", "| --- | --- |"]
        skip = table is not COMMON
        for names, binding in rows(table, skip_common=skip):
            text = help_text(localizer, binding.help_id)
            if binding.when is not ALWAYS:
                text = f"({binding.when.name}) {text}"
            lines.append(f"| {', '.join(names)} | {text} |")
        if skip and any(b in set(COMMON) for b in table):
            lines.append("| the common keys | see below |")
    lines += layout_table()
    return "\n".join(lines) + "\n"


def layout_table() -> list[str]:
    """What each layout's number row types, plain and with Shift (from ``ui.layouts``)."""
    lines = [
        "",
        "## Number rows by keyboard layout",
        "",
        "What the keys marked 1 to 6 type; the plain character, or a digit typed with Shift,",
        "holds.",
        "",
        "| layout | plain 1-6 | with Shift 1-6 |",
        "| --- | --- | --- |",
    ]
    for layout in LAYOUTS:
        plain = " ".join(f"`{c}`" for c in layout.plain[:6])
        shifted = " ".join(f"`{c}`" for c in layout.shifted[:6])
        lines.append(f"| {layout.name} | {plain} | {shifted} |")
    return lines


def main() -> None:
    """``make keys``: the document on standard output."""
    sys.stdout.write(generate())


if __name__ == "__main__":
    main()
