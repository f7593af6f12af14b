"""The interface's dispatcher: a key goes to the current mode's table; answers become speech.

The controller knows nothing of terminals. It receives key names (``"r"``, ``"up"``, ``"enter"``),
hands them to the mode in force, the top of its mode stack (``ui.modes``: each declares its keys as
data in a ``Keymap`` and keeps its own state), and speaks what comes back, each sound right before
its words (``announce`` is the one place where the game's events become sounds). It never computes
a score and never builds a sentence: the rules core answers the first, the .ftl files the second.
Computer turns live in ``ui.pacing``, hints and the coach in ``ui.coach``, the record, game over and
leaving in ``ui.ending``. Those parts and the modes see the controller as a ``ui.host.Host``,
never as this class; the screen reads what it draws through read-only properties.
"""

from __future__ import annotations

import logging
from collections import deque
from collections.abc import Callable, Coroutine, Sequence
from typing import Any, TypeVar

from talking_yahtzee.advisor import preload
from talking_yahtzee.core.dice import DiceValuesNeeded, PhysicalDice
from talking_yahtzee.core.events import Event, TurnEnded, TurnStarted
from talking_yahtzee.core.game import Game, Player, ScoreBox, SetHeld
from talking_yahtzee.core.rules import DiceSource, IllegalAction, RuleSet
from talking_yahtzee.engine.table import Start, TableCommand, Update
from talking_yahtzee.messages.announcer import Announcer
from talking_yahtzee.messages.i18n import Localizer, Msg
from talking_yahtzee.sound import SilentSoundOutput, Sound, SoundOutput
from talking_yahtzee.sound.cues import event_cues
from talking_yahtzee.ui.coach import Coach
from talking_yahtzee.ui.config import GameConfig, Preferences
from talking_yahtzee.ui.ending import Ending
from talking_yahtzee.ui.forgiving import Forgiving
from talking_yahtzee.ui.history import History
from talking_yahtzee.ui.host import Clock, Mode, Speaker, TablePart
from talking_yahtzee.ui.layouts import latin_twin
from talking_yahtzee.ui.modes.base import STOP_SPEECH, ModeHandler
from talking_yahtzee.ui.modes.dice_entry import DiceEntryMode
from talking_yahtzee.ui.modes.play import PlayMode
from talking_yahtzee.ui.modes.registry import MODES
from talking_yahtzee.ui.modes.setup import SetupMode
from talking_yahtzee.ui.modes.sound_check import SoundTestMode
from talking_yahtzee.ui.pacing import ComputerTurns, RealClock
from talking_yahtzee.ui.table import LocalTable
from talking_yahtzee.ui.unheard import Unheard
from talking_yahtzee.ui.winning import Offload

log = logging.getLogger(__name__)

H = TypeVar("H")

__all__ = ["MODES", "Clock", "Controller", "GameConfig", "Mode", "Preferences", "Speaker"]


class Controller:
    """Keys in, speech out, for one table of players over any number of games."""

    def __init__(
        self,
        *,
        localizer: Localizer,
        speech: Speaker,
        sound: SoundOutput | None = None,
        config: GameConfig,
        preferences: Preferences | None = None,
        clock: Clock | None = None,
        on_exit: Callable[[], None] = lambda: None,
        on_change: Callable[[], None] = lambda: None,
        on_language: Callable[[str], None] = lambda lang: None,
        spawn: Callable[[Callable[[], Coroutine[Any, Any, None]]], None] | None = None,
        offload: Offload | None = None,
        table: Callable[[Controller], TablePart] | None = None,
        aloud: Callable[[], bool] = lambda: False,
    ) -> None:
        """``table`` makes where commands go (``ui.table``); the game here when None. ``aloud``:
        whether speech is heard aloud, where a key cuts what is queued (``ui.unheard``)."""
        self.localizer = localizer
        self.speech = speech
        self.sound = sound if sound is not None else SilentSoundOutput()
        self.config = config
        self.prefs = preferences or Preferences()
        self.localizer.verbosity = self.prefs.verbosity
        self.on_exit = on_exit
        self.on_change = on_change
        self.on_language = on_language
        self.spawn = spawn
        self.history = History()
        self.said: deque[Msg] = deque(maxlen=1000)
        """The messages spoken, newest last (for tests and the record of a session)."""
        self.game: Game | None = None
        self.announcer: Announcer | None = None
        self.last_person: int | None = None
        """The seat of the person who played last here (the listener during a computer's turn
        when several people share the keyboard)."""
        self._stack = [Mode.SETUP]
        """The mode stack: the mode in force last (see ``ui.host``)."""
        self.modes: dict[Mode, ModeHandler] = {cls.mode: cls(self) for cls in MODES}
        self.setup_mode = self.handler(SetupMode)
        self.play = self.handler(PlayMode)
        self.dice_entry = self.handler(DiceEntryMode)
        self.coach = Coach(self, offload)
        self.computers = ComputerTurns(self, clock or RealClock())
        self.unheard = Unheard(self.computers.clock.now, aloud)
        self.news = False
        """Another player's move is being announced (``ui.unheard`` tells it again if cut)."""
        self.ending = Ending(self)
        self.forgiving = Forgiving(
            self,
            store=config.save,
            resume=config.resume,
            roll_guard=self.prefs.roll_guard,
        )
        self.table: TablePart = table(self) if table is not None else LocalTable(self)

    def handler(self, cls: type[H]) -> H:
        """This controller's handler of a mode, by its class."""
        for handler in self.modes.values():
            if type(handler) is cls:
                assert isinstance(handler, cls)
                return handler
        raise LookupError(f"no mode handler {cls.__name__}")

    # -- the mode stack

    @property
    def mode(self) -> Mode:
        """The mode in force: the top of the stack."""
        return self._stack[-1]

    def push(self, mode: Mode) -> None:
        """Enter ``mode`` over the mode in force; :meth:`pop` comes back to it. Nothing changes
        when ``mode`` is already in force."""
        if self._stack[-1] is not mode:
            self._stack.append(mode)

    def pop(self) -> None:
        """Leave the mode in force for the one below it (play, when there is none)."""
        self._stack.pop()
        if not self._stack:
            self._stack.append(Mode.PLAY)

    def replace(self, mode: Mode) -> None:
        """Hand over for good: ``mode`` is in force with nothing below it."""
        self._stack = [mode]

    # -- what the screen reads (the modes own it)

    @property
    def focus_area(self) -> str:
        """Where the player's cursor is on their turn: ``"boxes"`` or ``"dice"``."""
        return self.play.focus_area

    @property
    def focus(self) -> int:
        """The focused box (an index into ``CATEGORIES``) or die (a position)."""
        return self.play.focus

    @property
    def typed_dice(self) -> str:
        """The dice values typed so far while physical dice are entered."""
        return self.dice_entry.typed

    @property
    def sound_under_test(self) -> Sound:
        """The sound the sound test's list is on."""
        return self.handler(SoundTestMode).current

    @property
    def game_(self) -> Game:
        """The game, for code that only runs while there is one."""
        assert self.game is not None
        return self.game

    @property
    def announcer_(self) -> Announcer:
        assert self.announcer is not None
        return self.announcer

    # -- speaking

    def say(
        self,
        messages: Sequence[Msg] | Msg,
        *,
        interrupt: bool = True,
        sound: Sound | None = None,
        keep: bool = True,
    ) -> None:
        """Render and speak messages: the first may cut off speech, the rest queue behind it.

        ``sound`` plays just before the speech starts, so that both start together. ``keep``
        False leaves the lines out of the game's history (comma and period): chat has its own.
        """
        if sound is not None:
            self.sound.play(sound)
        if isinstance(messages, Msg):
            messages = [messages]
        first = True
        for message in messages:
            self.said.append(message)
            text = self.localizer.format(message)
            if not text:
                continue
            if keep:
                self.history.add(text)
            self.speech.say(text, interrupt=interrupt and first)
            self.unheard.said(message, text, interrupt=interrupt and first, news=self.news)
            first = False
        self.on_change()

    def refuse(self, messages: Sequence[Msg] | Msg) -> None:
        """A key refused or unknown: the refusal sound with the short spoken reason."""
        self.say(messages, sound=Sound.REFUSAL)

    def announce(
        self,
        events: Sequence[Event],
        *,
        interrupt: bool = True,
        messages: Sequence[Msg] | Msg | None = None,
    ) -> None:
        """Speak one batch of the game's events (or ``messages`` about them) after their sounds.

        The one place where events become sounds (``sound.cues``), for people and computers.
        """
        if self.game is not None:
            for sound, variation in event_cues(events, self.table.heard_here(self.game)):
                self.sound.play(sound, **variation)
        if messages is None:
            messages = self.announcer.events(events) if self.announcer is not None else []
        if self.unheard.cut and self.turn_here(events):  # what a key cut, before the turn
            messages = [
                *self.unheard.take(),
                *([messages] if isinstance(messages, Msg) else messages),
            ]
        self.say(messages, interrupt=interrupt)

    def turn_here(self, events: Sequence[Event] = ()) -> bool:
        """A person here is to move (with ``events``: their turn starts among them)."""
        game = self.game
        if game is None or game.is_over or game.first_roll_pending is not None:
            return False
        here = game.current in self.table.seats_here(game) and not game.player.is_computer
        return here and (not events or any(isinstance(e, TurnStarted) for e in events))

    def set_language(self, lang: str) -> None:
        """Speak ``lang`` from now on (the setup's first question)."""
        self.localizer = Localizer(lang, verbosity=self.prefs.verbosity)
        self.on_language(lang)

    # -- starting

    def start(self, notices: Sequence[Msg] = (), *, welcomed: bool = False) -> None:
        """The welcome first, then ``notices`` (found while the app was built: a screen reader,
        a voice that could not start, a broken file), then the game or the setup. ``welcomed``:
        the welcome was spoken as the program started; it is kept as said, not said again."""
        welcome = Msg("app-welcome")
        if welcomed:
            self.said.append(welcome)
            self.history.add(self.localizer.format(welcome))
        else:
            self.say(welcome)
        if notices:
            self.say(notices, interrupt=False)
        if not self.forgiving.offer():
            self.begin()

    def begin(self) -> None:
        """A new game with the players given, or the spoken setup."""
        if self.config.players:
            self.new_game(self.config.players)
        else:
            self.setup_mode.begin()

    def new_game(self, players: Sequence[Player], rules: RuleSet | None = None) -> None:
        self.config.players = list(players)
        if rules is not None:
            self.config.rules = rules
        best = None
        if self.config.previous_best is not None and len(players) == 1:
            best = self.config.previous_best(self.config.rules)
        source: DiceSource | None = None
        if self.config.dice is not None:
            source = self.config.dice
        elif self.config.physical:
            source = PhysicalDice()
        self.game = self.table.open_game(
            players,
            self.config.rules,
            dice=source,
            seed=self.config.seed,
            previous_best=best,
            undo=self.prefs.undo,
        )
        self.last_person = None
        self.announcer = self.announcer_for(self.game)
        preload(self.config.rules)  # the advisor's table loads while the first turn is spoken
        self.coach.new_game()
        self.forgiving.new_game()
        self.play.new_game()
        self.replace(Mode.PLAY)
        self.apply(Start())
        if self.game.needs_dice_values and self.game.first_roll_pending is not None:
            self.dice_entry.ask_first_roll()

    def adopt(self, game: Game) -> None:
        """Play on with a game made elsewhere (a saved one resumed): its players and rules become
        the table's, with a new announcer, and the coach and the computers start afresh."""
        self.config.players = list(game.players)
        self.config.rules = game.rules
        self.game = game
        engine = self.table.engine
        people = [e.seat for e in engine.log if e.actor == "person"] if engine is not None else []
        self.last_person = people[-1] if people else None
        self.announcer = self.announcer_for(game)
        self.coach.new_game()

    def announcer_for(self, game: Game) -> Announcer:
        seats = self.table.heard_here(game)
        return Announcer(
            game, dice_order=self.prefs.dice_order, seats=seats, listener=self.listener
        )

    def follow(self, game: Game) -> None:
        """The game is now at ``game``'s position (a server's new state, ``ui.online``): the same
        announcer reads it; a new game (other players) starts the coach and the cursor afresh."""
        if self.game is None or self.announcer is None or game.players != self.game.players:
            self.adopt(game)
            self.play.new_game()
            return
        self.game = game
        self.announcer.game = game

    def listener(self) -> int | None:
        """Who is listening, whose card is "your card": with one person here, that person (even
        during a computer's turn); with several at one keyboard, the person whose turn it is (during
        a computer's turn, the person who played last); online, this client's seat; None for a
        spectator (or a table of computers), who hears names."""
        game = self.game
        if game is None:
            return None
        here = sorted(self.table.seats_here(game))
        if not here:
            return None
        if len(here) == 1:
            return here[0]
        if game.current in here:
            return game.current
        return self.last_person if self.last_person in here else here[0]

    # -- keys

    def key(self, name: str) -> None:
        """Handle one key press. Unknown keys get a short hint; nothing ever raises. What the key
        cut of other players' lines is told again after its answer, on the player's turn."""
        self.unheard.key_pressed()
        try:
            self._key(name)
        except Exception:  # the game must never stop on a key
            log.exception("key %r failed", name)
            self.refuse(Msg("error-not-allowed"))
        if self.unheard.cut and self.turn_here():
            self.say(self.unheard.take(), interrupt=False)
        try:
            self.forgiving.key_handled()
        except Exception:
            log.exception("saving the game after key %r failed", name)

    def _key(self, name: str) -> None:
        handler = self.modes[self.mode]
        typing_name = handler.takes_text or (
            self.mode is Mode.SETUP and self.setup_mode.typing_name()
        )
        if len(name) == 1 and not typing_name:
            lower = name.lower()
            if lower != name and name.isalpha() and handler.shifted_letter(lower):
                return  # Shift with a letter: first-letter navigation where the mode has it
            name = lower  # otherwise R and r are the same key, except while typing a name
        stop = STOP_SPEECH.lookup(name, self) or STOP_SPEECH.lookup(latin_twin(name) or "", self)
        if stop is not None and handler.stops_speech_first:
            handler.run(stop)  # speech stops
            if stop.arg != "then-mode":
                return
        handler.key(name)

    def dispatch(self, name: str) -> None:
        """Hand a key to the mode now in force (a mode that steps aside passes its key on)."""
        self._key(name)

    # -- actions

    def apply(self, command: TableCommand) -> bool:
        """Submit a command to the table; a refused one is explained briefly. True when it was
        accepted here (at home) or sent (online); its update comes back to :meth:`updated`."""
        category = command.category if isinstance(command, ScoreBox) else None
        try:
            self.table.submit(command)
        except DiceValuesNeeded:
            self.dice_entry.ask_values()
            return False
        except IllegalAction as error:
            self.refuse(self.announcer_.refusal(error, category))
            return False
        return True

    def updated(self, update: Update) -> None:
        """The one path of every accepted command, a person's or a computer's, at home (at once)
        or online (when the server sends it): announce it, then what follows it.

        The listener's own scoring is weighed by the coach before the next turn is announced; a
        computer's keep is said as its choice of dice.
        """
        events, command = update.events, update.entry.command
        game = self.game_
        self.coach.hint_rank = 0
        here = update.by_person and update.seat in self.table.seats_here(game)
        if here:
            self.last_person = update.seat
        category = command.category if isinstance(command, ScoreBox) else None
        if here and category is not None and self.prefs.coach:
            # The coach speaks of the choice before the next player's turn is announced.
            ended = [i for i, event in enumerate(events) if isinstance(event, TurnEnded)]
            cut = ended[0] + 1 if ended else len(events)
            self.announce(events[:cut])
            self.coach.after_score(update.card, update.turn, category)
            if events[cut:]:
                self.announce(events[cut:], interrupt=False)
        elif not update.by_person and isinstance(command, SetHeld) and update.turn.dice:
            kept = [update.turn.dice[p] for p in sorted(command.positions)]
            keeps = self.announcer_.keeps(update.seat, kept)
            self.announce(events, interrupt=False, messages=keeps)
        else:
            self.news = not here and not isinstance(command, Start)
            try:
                self.announce(events, interrupt=here and not isinstance(command, Start))
            finally:
                self.news = False
        self.after_events(events)

    def after_events(self, events: Sequence[Event]) -> None:
        """After any move: the record, the end of the game, or the computers' turns (which go on
        by themselves once started)."""
        game = self.game
        if game is None or self.ending.after_events(events):
            return
        self.coach.winning.turn_started(events)  # a person's turn: its chance to win, early
        if not self.table.moves_computers:
            return
        if game.player.is_computer and not game.is_over and game.first_roll_pending is None:
            self.computers.start()
