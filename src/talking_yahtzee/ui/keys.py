"""Key bindings as data: the binding type, the conditions that make a binding active, lookups.

Keys live only in tables. A :class:`Binding` names the keys that trigger it (several characters may
name one action: a layout's alternative characters are added to ``keys``), the action (an
``action_*`` method of the mode that owns the table), the help message id (``locales/*/help.ftl``),
an optional argument, so no action ever parses a key, and when it is active (a
:class:`Condition`; always unless it says). The tables shared by several modes live beside the
actions they name (``ui.modes.common``); the in-game help and ``docs/keys.md`` are generated from
the tables (see :mod:`tools.keydoc`).

Key names are the controller's: single characters in lower case (``"r"``, ``"?"``, ``" "``), or
the special names ``ui.screen`` gives: ``up down left right home end pageup pagedown enter
escape backspace f1 f2 tab s-tab c-c c-z`` (``c-c`` is Ctrl+C, ``c-z`` Ctrl+Z), and the classes of
keys below (:data:`LETTER`, :data:`SHIFT_LETTER`, :data:`YES`, :data:`NO`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from talking_yahtzee.ui.layouts import number_keys

if TYPE_CHECKING:
    from talking_yahtzee.ui.host import Host

LETTER = "letter"
"""Key name of a binding that takes any letter of any alphabet with no other binding; its action
is handed the letter typed (first-letter navigation in lists)."""
SHIFT_LETTER = "s-letter"
"""Key name of a binding that takes Shift with a letter (upper case) where plain letters are
commands; its action is handed the letter, in lower case."""
YES = "yes"
NO = "no"
"""Key names of the yes and no letters of the player's language (``locales/*/confirm.ftl``);
the confirmation modes turn the letters typed into these names."""

Arg = int | str | None
"""What a binding hands its action: a die position, a value, a direction, or nothing."""
Action = Callable[[Any, Arg], None]
"""An ``action_*`` method of a mode, named in a binding by the function itself (``action_roll``,
``CommonActions.action_help``); the mode in force calls its own method of that name."""


class Condition:
    """When a binding is active: a question about the interface now, asked of the host, that
    composes as ptpython's filters do (``online & ~typing_code``, ``hold_by_value | seated``).

    Its ``name`` is what docs/keys.md says of it ("hold-by-value mode", "online and not at a
    table"). A binding without one is active always (:data:`ALWAYS`): the one default.
    """

    __slots__ = ("name", "test")

    def __init__(self, test: Callable[[Host], bool], name: str) -> None:
        self.test = test
        self.name = name

    def __call__(self, host: Host) -> bool:
        return self.test(host)

    def __and__(self, other: Condition) -> Condition:
        return Condition(lambda host: self(host) and other(host), f"{self.name} and {other.name}")

    def __or__(self, other: Condition) -> Condition:
        return Condition(lambda host: self(host) or other(host), f"{self.name} or {other.name}")

    def __invert__(self) -> Condition:
        return Condition(lambda host: not self(host), f"not {self.name}")

    def __repr__(self) -> str:
        return f"Condition({self.name!r})"


ALWAYS = Condition(lambda host: True, "always")
"""The condition of a binding that states none: active in every state of its mode."""

hold_by_position = Condition(
    lambda host: host.prefs.hold_mode == "position", "hold-by-position mode"
)
hold_by_value = Condition(lambda host: host.prefs.hold_mode == "value", "hold-by-value mode")


@dataclass(frozen=True, slots=True)
class Binding:
    """Keys -> one action of a mode, with the help message that explains them."""

    keys: tuple[str, ...]
    action: Action
    help_id: str
    arg: Arg = None
    """Handed to the action: a die position, a value, a direction. Never the key itself."""
    when: Condition = ALWAYS
    """When the binding is active (:class:`Condition`); :data:`ALWAYS` unless it says."""

    def __init__(
        self,
        keys: str | Iterable[str],
        action: Action,
        help_id: str,
        *,
        arg: Arg = None,
        when: Condition = ALWAYS,
    ) -> None:
        object.__setattr__(self, "keys", (keys,) if isinstance(keys, str) else tuple(keys))
        object.__setattr__(self, "action", action)
        object.__setattr__(self, "help_id", help_id)
        object.__setattr__(self, "arg", arg)
        object.__setattr__(self, "when", when)


class Keymap:
    """An ordered table of bindings; the first active binding holding a key wins."""

    def __init__(self, *parts: Binding | Iterable[Binding]) -> None:
        bindings: list[Binding] = []
        for part in parts:
            if isinstance(part, Binding):
                bindings.append(part)
            else:
                bindings.extend(part)
        self.bindings: tuple[Binding, ...] = tuple(bindings)

    def __iter__(self) -> Iterator[Binding]:
        return iter(self.bindings)

    def lookup(self, key: str, host: Host) -> Binding | None:
        """The first binding holding ``key`` that is active for ``host`` now."""
        for binding in self.bindings:
            if key in binding.keys and binding.when(host):
                return binding
        return None

    def help_ids(self, host: Host) -> list[str]:
        """The distinct help ids of the bindings active for ``host`` now, in table order."""
        ids: list[str] = []
        for binding in self.bindings:
            if binding.when(host) and binding.help_id not in ids:
                ids.append(binding.help_id)
        return ids


def number_row(
    numbers: Iterable[int],
    action: Action,
    help_id: str,
    *,
    arg: Callable[[int], Arg] = lambda n: n,
    when: Condition = ALWAYS,
) -> tuple[Binding, ...]:
    """One binding for each of ``numbers``: the number-row key marked n, whatever it types on
    the player's layout (``ui.layouts``), and keypad n, hand ``arg(n)`` to ``action``."""
    return tuple(Binding(number_keys(n), action, help_id, arg=arg(n), when=when) for n in numbers)
