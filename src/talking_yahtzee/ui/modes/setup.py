"""The setup mode: the spoken questions before a game (language, rules, players, names, kinds,
levels)."""

from __future__ import annotations

from dataclasses import dataclass, field

from talking_yahtzee.core.game import COMPUTER_LEVELS, MAX_PLAYERS, Player, PlayerKind
from talking_yahtzee.core.rules import RULE_SETS
from talking_yahtzee.core.text import NAME_MAX, clean_name, duplicate_name
from talking_yahtzee.messages.i18n import LANGUAGES, ListOf, Msg
from talking_yahtzee.sound import Sound
from talking_yahtzee.ui.config import suggested_rules
from talking_yahtzee.ui.keys import LETTER, SHIFT_LETTER, Arg, Binding, Keymap, number_row
from talking_yahtzee.ui.modes.base import Host, Mode, ModeHandler, next_starting_with


@dataclass(slots=True)
class SetupState:
    """The answers so far: the question asked (``step``), the rule set, the players' count, names,
    kinds and levels, the player asked about (``index``) and the name being typed."""

    step: str = "language"
    rules: str = ""
    """The rule set's name; "": none chosen, the language's first (it follows the language)."""
    count: int = 1
    index: int = 0
    names: list[str] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)
    levels: list[str] = field(default_factory=list)
    typed: str = ""
    known: int = -1
    """Which known name (of people with games) Up and Down put in the name field; -1: none yet."""
    offered: bool = False
    """The name field holds a known name Up or Down offered: a letter typed replaces it."""
    emptied: bool = False
    """Backspace emptied the name field: Enter asks for a name instead of keeping the old one."""


class SetupMode(ModeHandler):
    """One question at a time; every change is spoken. While a name is typed, letters are text.

    The mode owns the answers (``state``), new each time the setup begins.
    """

    mode = Mode.SETUP
    stops_speech_first = False

    def __init__(self, host: Host) -> None:
        super().__init__(host)
        self.state = SetupState()

    @property
    def s(self) -> SetupState:
        return self.state

    def typing_name(self) -> bool:
        return self.s.step == "name"

    def keymap(self) -> Keymap:
        return self.NAME_KEYS if self.typing_name() else self.KEYS

    def unknown(self, name: str) -> None:
        s = self.s
        if not self.typing_name():
            self.host.refuse(Msg("setup-keys"))
        elif len(name) == 1 and name.isprintable() and (s.offered or len(s.typed) < NAME_MAX):
            if s.offered:  # a name offered is replaced by what is typed, never added to
                s.typed, s.offered = "", False
            s.typed += name
            s.emptied = False
            self.host.speech.say(name, interrupt=True)
            self.host.on_change()
        elif len(name) == 1 and name.isprintable():
            self.host.refuse(Msg("name-too-long", limit=NAME_MAX))
        else:
            self.host.say(self.prompt())

    def begin(self) -> None:
        self.host.replace(Mode.SETUP)
        config = self.host.config
        self.state = SetupState(rules=config.rules.name if config.rules_given else "")
        self.host.say([Msg("setup-intro"), self.prompt()], interrupt=False)

    def prompt(self) -> Msg:
        s = self.s
        if s.step == "language":
            code = self.host.localizer.lang
            return Msg("setup-language", language=Msg("setup-language-name", code=code))
        if s.step == "rules":
            return Msg("setup-rules", rules=self.rules_name())
        if s.step == "count":
            return Msg("setup-players", count=s.count)
        if s.step == "name":
            name = s.typed or s.names[s.index]
            return Msg("setup-name", number=s.index + 1, name=name)
        if s.step == "kind":
            return Msg("setup-kind", number=s.index + 1, kind=s.kinds[s.index])
        if s.step == "level":
            return Msg("setup-level", name=s.names[s.index], level=s.levels[s.index])
        players = ListOf(
            tuple(
                Msg("setup-player", name=n, kind=k) for n, k in zip(s.names, s.kinds, strict=True)
            )
        )
        return Msg("setup-ready", players=players, rules=self.rules_name())

    def rule_choices(self) -> tuple[str, ...]:
        """The rule sets offered, in the order the player's language suggests them."""
        return suggested_rules(self.host.localizer.lang)

    def rules(self) -> str:
        """The rule set chosen, or else the first one offered."""
        choices = self.rule_choices()
        return self.s.rules if self.s.rules in choices else choices[0]

    def rules_name(self) -> Msg:
        return Msg("setup-rules-" + self.rules())

    def default_name(self, index: int, kind: str) -> str:
        return self.host.localizer.format(Msg("setup-default-name", number=index + 1, kind=kind))

    # -- actions

    def action_setup_help(self, arg: Arg = None) -> None:
        self.host.say([Msg("setup-intro"), self.prompt()])

    def action_leave(self, arg: Arg = None) -> None:
        """Q asks first, as in a game: yes or Enter leaves, any other key goes back to the
        question being answered."""
        self.host.push(Mode.CONFIRM_QUIT)
        self.host.say(Msg("app-quit-confirm"))

    def action_set_count(self, arg: Arg) -> None:
        assert isinstance(arg, int)
        if self.s.step != "count":
            self.unknown(str(arg))
            return
        self.s.count = arg
        self.host.say(self.prompt())

    def action_change(self, arg: Arg) -> None:
        assert isinstance(arg, int)
        s = self.s
        edge = None
        if s.step == "count" and (s.count, arg) in ((1, -1), (MAX_PLAYERS, 1)):
            edge = Sound.LIST_TOP if arg < 0 else Sound.LIST_BOTTOM
        if s.step == "language":
            index = LANGUAGES.index(self.host.localizer.lang)
            self.set_language(LANGUAGES[(index + arg) % len(LANGUAGES)])
        elif s.step == "rules":
            rules = self.rule_choices()
            s.rules = rules[(rules.index(self.rules()) + arg) % len(rules)]
        elif s.step == "count":
            s.count = min(MAX_PLAYERS, max(1, s.count + arg))
        elif s.step == "kind":
            s.kinds[s.index] = "computer" if s.kinds[s.index] == "human" else "human"
        elif s.step == "level":
            index = COMPUTER_LEVELS.index(s.levels[s.index])
            s.levels[s.index] = COMPUTER_LEVELS[(index + arg) % len(COMPUTER_LEVELS)]
        self.host.say(self.prompt(), sound=edge)

    def choices(self) -> tuple[list[str], int] | None:
        """The current list's choices as the player hears them, and the one chosen; None when
        the step is not a list of named choices (the number of players, a name, ready)."""
        s, fmt = self.s, self.host.localizer.format
        if s.step == "language":
            names = [fmt(Msg("setup-language-name", code=code)) for code in LANGUAGES]
            return names, LANGUAGES.index(self.host.localizer.lang)
        if s.step == "rules":
            rules = self.rule_choices()
            names = [fmt(Msg("setup-rules-" + name)) for name in rules]
            return names, rules.index(self.rules())
        if s.step == "kind":
            kinds = ("human", "computer")
            names = [fmt(Msg("choice-kind", kind=kind)) for kind in kinds]
            return names, kinds.index(s.kinds[s.index])
        if s.step == "level":
            names = [fmt(Msg("choice-level", level=level)) for level in COMPUTER_LEVELS]
            return names, COMPUTER_LEVELS.index(s.levels[s.index])
        return None

    def action_jump(self, arg: Arg) -> None:
        """First-letter navigation: the next choice whose name starts with the letter typed."""
        assert isinstance(arg, str)
        found = self.choices()
        if found is None:
            self.host.say(Msg("setup-keys"))
            return
        index = next_starting_with(found[0], found[1], arg)
        if index is None:
            self.host.refuse(Msg("choice-none", letter=arg.upper()))
            return
        s = self.s
        if s.step == "language":
            self.set_language(LANGUAGES[index])
        elif s.step == "rules":
            s.rules = self.rule_choices()[index]
        elif s.step == "kind":
            s.kinds[s.index] = ("human", "computer")[index]
        else:
            s.levels[s.index] = COMPUTER_LEVELS[index]
        self.host.say(self.prompt())

    def set_language(self, lang: str) -> None:
        self.host.set_language(lang)

    def action_accept_name(self, arg: Arg = None) -> None:
        """Take the typed name (cleaned at the text boundary), unless a player has it already."""
        s = self.s
        typed = clean_name(s.typed)
        if not typed and (s.typed or s.emptied):  # emptied, or only spaces: not the old name
            self.host.refuse(Msg("setup-name-needed", number=s.index + 1))
            return
        typed = typed or s.names[s.index]
        if duplicate_name([*s.names[: s.index], typed]) is not None:
            self.host.refuse(Msg("name-taken", name=typed))
            return
        s.names[s.index] = typed
        self.clear_name()
        if s.kinds[s.index] == "computer":
            s.step = "level"
        else:
            self.next_player()
        self.host.say(self.prompt())

    def action_known_name(self, arg: Arg) -> None:
        """Up and Down on the name: the names of people with games, most recent first."""
        s, known = self.s, self.host.config.known_names
        if s.kinds[s.index] == "computer":  # the names known are people's
            self.host.refuse(Msg("setup-computer-name", number=s.index + 1))
            return
        names = known() if known is not None else []
        if not names:
            self.host.refuse(Msg("setup-no-known-names"))
            return
        step = int(arg or 1)
        s.known = (0 if step > 0 else len(names) - 1) if s.known < 0 else (s.known + step)
        s.known %= len(names)
        s.typed = clean_name(names[s.known])[:NAME_MAX]
        s.offered, s.emptied = True, False
        self.host.say(Msg("setup-name-typed", name=s.typed))

    def action_erase(self, arg: Arg = None) -> None:
        s = self.s
        s.typed = s.typed[:-1]  # with nothing typed yet, the name shown is emptied
        s.offered, s.emptied = False, not s.typed
        self.host.say(Msg("setup-name-typed", name=s.typed) if s.typed else Msg("setup-name-empty"))

    def action_name_back(self, arg: Arg = None) -> None:
        self.clear_name()
        self.action_back()

    def clear_name(self) -> None:
        """The name field as a new name's question finds it: nothing typed."""
        s = self.s
        s.typed, s.known, s.offered, s.emptied = "", -1, False, False

    def action_next(self, arg: Arg = None) -> None:
        s = self.s
        if s.step == "language":
            s.step = "count" if self.host.config.rules_given else "rules"  # --rules answered it
        elif s.step == "rules":
            s.step = "count"
        elif s.step == "count":
            s.kinds = ["human"] + ["computer"] * (s.count - 1)
            s.names = [self.default_name(i, k) for i, k in enumerate(s.kinds)]
            s.levels = ["good"] * s.count
            s.index = 0
            s.step = "kind"
        elif s.step == "kind":
            s.names[s.index] = self.default_name(s.index, s.kinds[s.index])
            s.step = "name"
        elif s.step == "level":
            self.next_player()
        elif s.step == "ready":
            players = [
                Player(n, PlayerKind(k), level if k == "computer" else None)
                for n, k, level in zip(s.names, s.kinds, s.levels, strict=True)
            ]
            self.host.new_game(players, RULE_SETS[self.rules()])
            return
        self.host.say(self.prompt())

    def next_player(self) -> None:
        s = self.s
        if s.index + 1 < s.count:
            s.index += 1
            s.step = "kind"
        else:
            s.step = "ready"

    def action_back(self, arg: Arg = None) -> None:
        s = self.s
        order = {
            "rules": "language",
            "count": "rules",
            "kind": "count",
            "name": "kind",
            "level": "name",
        }
        if s.step == "ready" or (s.step == "kind" and s.index > 0):
            s.index = s.count - 1 if s.step == "ready" else s.index - 1
            s.step = "level" if s.kinds[s.index] == "computer" else "name"
        else:
            s.step = order.get(s.step, "language")
            if s.step == "rules" and self.host.config.rules_given:
                s.step = "language"
        self.host.say(self.prompt())

    KEYS = Keymap(
        Binding(("up", "left", "s-tab"), action_change, "help-setup", arg=-1),
        Binding(("down", "right", "tab"), action_change, "help-setup", arg=1),
        Binding("enter", action_next, "help-setup"),
        Binding("escape", action_back, "help-setup"),
        Binding(("?", "f1"), action_setup_help, "help-setup"),
        number_row(range(1, MAX_PLAYERS + 1), action_set_count, "help-setup-count"),
        Binding(("q", "c-c"), action_leave, "help-setup-quit"),
        Binding((LETTER, SHIFT_LETTER), action_jump, "help-setup-letter"),
    )

    NAME_KEYS = Keymap(
        Binding(("?", "f1"), action_setup_help, "help-setup"),
        Binding("enter", action_accept_name, "help-setup-name"),
        Binding("backspace", action_erase, "help-setup-name"),
        Binding("escape", action_name_back, "help-setup-name"),
        Binding("up", action_known_name, "help-setup-known-names", arg=-1),
        Binding("down", action_known_name, "help-setup-known-names", arg=1),
    )
    """While typing a name: other printable characters are typed (not lower-cased, even q)."""
