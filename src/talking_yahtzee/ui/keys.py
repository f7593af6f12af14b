"""Key bindings as data: the binding type, the key tables shared by several modes, and lookups.

Keys live only in tables. A :class:`Binding` names the keys that trigger it (several characters may
name one action: a layout's alternative characters are added to ``keys``), the action (a method of
the mode that owns the table), the help message id (``locales/*/help.ftl``) and an optional
argument, so no action ever parses a key. The in-game help and ``docs/keys.md`` are generated
from these tables (see :mod:`tools.keydoc`).

Key names are the controller's: single characters in lower case (``"r"``, ``"?"``, ``" "``), or
the special names ``ui.screen`` gives: ``up down left right home end pageup pagedown enter
escape backspace f1 f2 tab s-tab c-c c-z`` (``c-c`` is Ctrl+C, ``c-z`` Ctrl+Z), and the classes of
keys below (:data:`LETTER`, :data:`SHIFT_LETTER`, :data:`YES`, :data:`NO`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator
from dataclasses import dataclass

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


@dataclass(frozen=True, slots=True)
class Binding:
    """Keys -> one action of a mode, with the help message that explains them."""

    keys: tuple[str, ...]
    action: str
    help_id: str
    arg: Arg = None
    """Handed to the action: a die position, a value, a direction. Never the key itself."""
    when: str | None = None
    """A condition the mode checks (``"hold-position"``, ``"hold-value"``); None: always."""

    def __init__(
        self,
        keys: str | Iterable[str],
        action: str,
        help_id: str,
        *,
        arg: Arg = None,
        when: str | None = None,
    ) -> None:
        object.__setattr__(self, "keys", (keys,) if isinstance(keys, str) else tuple(keys))
        object.__setattr__(self, "action", action)
        object.__setattr__(self, "help_id", help_id)
        object.__setattr__(self, "arg", arg)
        object.__setattr__(self, "when", when)


class KeyTable:
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

    def lookup(self, key: str, allows: Callable[[str], bool] = lambda when: True) -> Binding | None:
        for binding in self.bindings:
            if key in binding.keys and (binding.when is None or allows(binding.when)):
                return binding
        return None

    def help_ids(self, allows: Callable[[str], bool] = lambda when: True) -> list[str]:
        """The distinct help ids of the active bindings, in table order."""
        ids: list[str] = []
        for binding in self.bindings:
            active = binding.when is None or allows(binding.when)
            if active and binding.help_id not in ids:
                ids.append(binding.help_id)
        return ids


# -- pieces shared by several modes (play, dice entry, game over); order is the help's order

HELP_KEY = Binding(("?", "f1"), "help", "help-key")
"""The help's index, then a page at a time (``ui.modes.help``)."""

REVIEW_KEYS = (
    Binding("d", "review_dice", "help-review"),
    Binding("c", "review_card", "help-review"),
    Binding("k", "review_braille_card", "help-review"),
    Binding("a", "review_open", "help-review"),
    Binding("b", "review_bonus", "help-review"),
    Binding("s", "review_standings", "help-review"),
    Binding("t", "review_turn", "help-review"),
    Binding("o", "other_cards", "help-review"),
    Binding("w", "review_win", "help-win"),
)

HINT_KEY = Binding("h", "hint", "help-hint")

SPEECH_KEYS = (
    Binding("l", "repeat", "help-speech"),
    Binding(",", "history_back", "help-speech"),
    Binding(".", "history_forward", "help-speech"),
    Binding("v", "cycle_verbosity", "help-speech"),
    Binding("escape", "nothing", "help-speech"),
)

SOUND_KEYS = (
    Binding("m", "toggle_sounds", "help-sounds"),
    Binding("f2", "sound_test", "help-sounds"),
)

PACE_KEYS = (
    Binding("f", "faster", "help-computer"),
    Binding("p", "slower", "help-computer"),
)
"""F shortens the computer's pause, P lengthens it. Letters, because every layout types them plain
(``+ - = _`` are number-row keys of some layouts: AZERTY's 6 and 8 type ``-`` and ``_``; ``[ ]``
need AltGr on German, Nordic and Spanish keyboards)."""

QUIT_KEY = Binding(("q", "c-c"), "ask_quit", "help-quit")

UNDO_KEY = Binding(("u", "c-z"), "undo", "help-undo")
"""Ctrl+Z is ``c-z``: takes back the last hold change or scoring (never a roll)."""

STATISTICS_KEY = Binding("g", "statistics", "help-statistics")

CHAT_KEYS = (
    Binding("e", "chat", "help-online-chat", when="online"),
    Binding("i", "toggle_mute", "help-online-mute", when="online"),
    Binding("[", "chat_history", "help-online-chat-history", arg=-1, when="online"),
    Binding("]", "chat_history", "help-online-chat-history", arg=1, when="online"),
)
"""At an online table: E opens a chat line, I (ignore) mutes, or hears again, whoever chatted
last (W is the chance to win), [ and ] step through the chat heard (apart from the game's lines,
which comma and period step through)."""

TABLE_KEYS = (
    Binding("escape", "to_lobby", "help-online-leave", when="online"),
    Binding("z", "missed", "help-online-missed", when="online"),
)
"""At an online table: Escape goes back to the server's lobby (asked first while you hold a seat
in a game under way), Z says in detail what happened since your last turn (or since you came).
Before the speech keys in a table: there Escape only stops speech. Z is no yes or no letter in
any language (Y is Russian's no key)."""

HOST_KEYS = (
    Binding("n", "end_table", "help-online-host", when="online"),
    Binding("j", "remove_player", "help-online-host", when="online"),
)
"""At an online table, the host's: N ends the table for everyone (after a yes), J chooses a player
to remove. Anyone else hears a short refusal."""

COMMON = KeyTable(
    HELP_KEY, REVIEW_KEYS, SPEECH_KEYS, SOUND_KEYS, PACE_KEYS, STATISTICS_KEY, QUIT_KEY
)
"""Keys that work the same in play, dice entry and game over (modes include this table)."""

STOP_SPEECH = KeyTable(
    Binding("x", "silence", "help-speech"),
    Binding("escape", "silence_then_mode", "help-speech"),
)
"""Checked by the controller before any mode that has ``stops_speech_first``: both keys stop
speech; ``x`` then does nothing else, Escape goes on to the mode (to go back or cancel)."""
