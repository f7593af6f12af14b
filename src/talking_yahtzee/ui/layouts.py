"""Keyboard layouts: what each number-row key really types, and the hold keys derived from it.

This module is the one home of that fact. Each :class:`Layout` lists the characters its number
row types for the keys marked 1 to 0, unshifted and with Shift, as the layouts ship on Windows,
macOS and Linux (xkb). The hold keys of the play mode are derived from these tables so that a
player on any of them holds dice from the number row without configuring anything:

- the key marked n holds die n (or, by value, a die showing n) whatever it types unshifted on any
  layout (``&`` on French AZERTY is die 1), and whatever digit it types with Shift (AZERTY);
- a keypad digit arrives as the digit itself;
- Shift with a number-row key is never needed: what it types differs from layout to layout (on
  German QWERTZ Shift+2 is ``"``, which AZERTY's 3 key types unshifted), so no shifted symbol is a
  hold key. tests/ui/test_layouts.py checks that no character means two different keys.

A layout of another alphabet also types Latin letters in its Latin input mode: :data:`LATIN_TWINS`
maps each Russian letter to the Latin letter of the same key, so command letters and the yes and
no of confirmations work in either input mode.
"""

from __future__ import annotations

from dataclasses import dataclass

DIGITS = "1234567890"


@dataclass(frozen=True, slots=True)
class Layout:
    """A keyboard layout's number row: what keys 1, 2, ... 9, 0 type, plain and with Shift."""

    code: str
    name: str
    plain: str
    shifted: str

    def __post_init__(self) -> None:
        assert len(self.plain) == len(self.shifted) == len(DIGITS), self.code

    def types(self, digit: int) -> tuple[str, str]:
        """What the key marked ``digit`` (1-9, 0) types, plain and with Shift."""
        index = DIGITS.index(str(digit))
        return self.plain[index], self.shifted[index]


LAYOUTS: tuple[Layout, ...] = (
    Layout("us", "English (US) QWERTY", "1234567890", "!@#$%^&*()"),
    Layout("gb", "English (UK) QWERTY", "1234567890", '!"£$%^&*()'),
    Layout("fr", "French AZERTY", "&é\"'(-è_çà", "1234567890"),
    Layout("be", "Belgian AZERTY", "&é\"'(§è!çà", "1234567890"),
    Layout("de", "German QWERTZ", "1234567890", '!"§$%&/()='),
    Layout("ch", "Swiss QWERTZ (German and French)", "1234567890", '+"*ç%&/()='),
    Layout("es", "Spanish QWERTY", "1234567890", '!"·$%&/()='),
    Layout("it", "Italian QWERTY", "1234567890", '!"£$%&/()='),
    Layout("pt", "Portuguese QWERTY", "1234567890", '!"#$%&/()='),
    Layout("se", "Swedish and Finnish QWERTY", "1234567890", '!"#¤%&/()='),
    Layout("no", "Norwegian QWERTY", "1234567890", '!"#¤%&/()='),
    Layout("dk", "Danish QWERTY", "1234567890", '!"#¤%&/()='),
    Layout("nl", "Dutch (US International) QWERTY", "1234567890", "!@#$%^&*()"),
    Layout("pl", "Polish (programmer) QWERTY", "1234567890", "!@#$%^&*()"),
    Layout("ru", "Russian JCUKEN", "1234567890", '!"№;%:?*()'),
)
"""The layouts the game is tested on; add one here and the hold keys follow."""


def number_keys(digit: int) -> tuple[str, ...]:
    """Every character that means "the key marked ``digit``" on some layout, the digit first.

    The digit itself (keypad, and the number row of most layouts), each layout's plain character
    for that key, and a digit the key types with Shift (AZERTY).
    """
    found = [str(digit)]
    for layout in LAYOUTS:
        plain, shifted = layout.types(digit)
        for char in (plain, shifted if shifted == str(digit) else ""):
            if char and char not in found:
                found.append(char)
    return tuple(found)


_RUSSIAN = "йцукенгшщзхфывапролджэячсмитьбю"
_LATIN = "qwertyuiop[asdfghjkl;'zxcvbnm,."

LATIN_TWINS: dict[str, str] = dict(zip(_RUSSIAN, _LATIN, strict=True))
"""Russian JCUKEN letter -> the Latin (US) character of the same key."""


def latin_twin(char: str) -> str | None:
    """The Latin character typed by the same key in Latin input mode, if ``char`` has one."""
    return LATIN_TWINS.get(char.lower())
