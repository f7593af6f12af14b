"""The help (question mark or F1): a short index, then a page a topic, each fitting 80 by 24.

Each page is short enough to stay on an 80 by 24 terminal while a screen reader reads it.

The pages are made from data: each topic names the help ids of the play table it says (the play
table's own order, only its active bindings), or the rule set's lines (``messages.rulebook``), so
the help follows the keys and the rules of the table being played.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from talking_yahtzee.core.game import Game
from talking_yahtzee.core.rules import RuleSet
from talking_yahtzee.messages.braille import card_lines as braille_lines
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.messages.rulebook import bonus_lines, help_args, rules_name, scoring_lines
from talking_yahtzee.sound import Sound
from talking_yahtzee.ui.keys import Arg, Binding, Keymap, number_row
from talking_yahtzee.ui.modes.base import Mode, ModeHandler


@dataclass(frozen=True, slots=True)
class Topic:
    """One page of the help: its title, and the key help ids or rule lines it says."""

    title: str
    keys: tuple[str, ...] = ()
    """Help ids of the play table's bindings, said in the table's order."""
    rules: Callable[[RuleSet], list[Msg]] | None = None
    """The rule set's lines this page says after the keys."""


TOPICS: tuple[Topic, ...] = (
    Topic("help-topic-turn", ("help-roll", "help-hold-position", "help-hold-value", "help-undo")),
    Topic("help-topic-boxes", ("help-boxes", "help-first-letter")),
    Topic("help-topic-scoring", rules=scoring_lines),
    Topic("help-topic-card", rules=bonus_lines),
    Topic("help-topic-review", ("help-review", "help-win", "help-hint", "help-statistics")),
    Topic("help-topic-speech", ("help-speech", "help-sounds")),
    Topic(
        "help-topic-more",
        (
            "help-computer",
            "help-online-chat",
            "help-online-mute",
            "help-online-chat-history",
            "help-online-host",
            "help-online-leave",
            "help-online-missed",
            "help-online-link",
            "help-quit",
        ),
    ),
)
"""The pages after the index, in order; every help id of the play table is on one of them
(tests/ui/test_help.py), but the help key's own."""

PAGES = len(TOPICS)
"""Topic pages; page 0 is the index."""


def key_args(game: Game) -> dict[str, Any]:
    """Arguments of the key help that differ with the table: the rule set's (the box of five
    alike, the order of play) and how many lines K reads for a braille display."""
    return {**help_args(game.rules), "lines": len(braille_lines(game)), "pages": PAGES}


def page(number: int, game: Game, help_ids: Sequence[str]) -> list[Msg]:
    """Page ``number`` of the help (0: the index) for ``game``; ``help_ids`` are the play
    table's active help ids in order."""
    rules = game.rules
    name = rules_name(rules)
    if number == 0:
        return [
            Msg("help-index", pages=PAGES, rules=name),
            *(
                Msg("help-index-topic", page=n, topic=Msg(t.title, rules=name))
                for n, t in enumerate(TOPICS, start=1)
            ),
            Msg("help-pages", pages=PAGES),
        ]
    topic = TOPICS[number - 1]
    args = key_args(game)
    lines = [Msg("help-page", page=number, pages=PAGES, topic=Msg(topic.title, rules=name))]
    lines += [Msg(i, **args) for i in help_ids if i in topic.keys]
    if topic.rules is not None:
        lines += topic.rules(rules)
    return lines


class HelpMode(ModeHandler):
    """Opened by the help key over play, typing dice or the game's end: the index first; Space,
    Down or the help key again turn the page, a number opens that page, Escape goes back, and
    any other key goes back and does what it does there."""

    mode = Mode.HELP

    _page = 0

    @property
    def current(self) -> int:
        """The page said last (0: the index)."""
        return self._page

    def open(self, before: Sequence[Msg] = ()) -> None:
        """Enter the help over the mode in force and say ``before``, then the index."""
        self.host.push(Mode.HELP)
        self._page = 0
        self.host.say([*before, *self.lines(0)])

    def lines(self, number: int) -> list[Msg]:
        host = self.host
        return page(number, host.game_, host.modes[Mode.PLAY].help_ids())

    def action_turn(self, arg: Arg) -> None:
        assert isinstance(arg, int)
        wanted = self._page + arg
        if wanted < 0:
            self.host.say(self.lines(0), sound=Sound.LIST_TOP)
        elif wanted > PAGES:
            self.host.say(Msg("help-end"), sound=Sound.LIST_BOTTOM)
        else:
            self.action_turn_to(wanted)

    def action_turn_to(self, arg: Arg) -> None:
        assert isinstance(arg, int)
        self._page = arg
        self.host.say(self.lines(arg))

    def action_open_page(self, arg: Arg) -> None:
        """The key marked with a page's number, on any layout, opens that page."""
        self.action_turn_to(arg)

    def action_back(self, arg: Arg = None) -> None:
        self.host.pop()
        self.host.say(self.host.announcer_.review_turn())

    def shifted_letter(self, letter: str) -> bool:
        """Shift with a letter goes back to the game, where it moves by first letter."""
        self.host.pop()
        self.host.dispatch(letter.upper())
        return True

    def unknown(self, name: str) -> None:
        self.host.pop()
        self.host.dispatch(name)

    KEYS = Keymap(
        Binding(
            ("?", "f1", " ", "down", "right", "pagedown", "enter"), action_turn, "help-pages", arg=1
        ),
        Binding(("up", "left", "pageup"), action_turn, "help-pages", arg=-1),
        Binding("home", action_turn_to, "help-pages", arg=0),
        Binding("end", action_turn_to, "help-pages", arg=PAGES),
        number_row(range(1, PAGES + 1), action_open_page, "help-pages"),
        Binding("escape", action_back, "help-pages"),
    )
