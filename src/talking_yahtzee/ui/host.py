"""What the interface's parts see of the controller: the `Host` protocol, its pieces, the modes.

The modes (``ui.modes``) and the online table hold a :class:`Host`, never the controller: they
speak through it (``say``, ``refuse``, ``announce``), act through it (``apply``, ``new_game``),
read the game, the preferences and the configuration, and change mode through its stack. The
other parts (the coach, the ending, forgiving play, the computers' pacing, the home table, what
online play hears) each name a narrower protocol of their own, made of the pieces here
(:class:`Voice`, :class:`GameView`, :class:`Stack`, :class:`Parts`) and listing only what they
use. Each keeps its own state; the controller (``ui.controller``) is the one class that
satisfies them all.

The mode stack: the mode in force is the top. :meth:`Host.push` enters a mode over it (the other
cards, the sound test, a quit or a zero to confirm, typing dice) and :meth:`Host.pop` comes back
to the one below; :meth:`Host.replace` hands over for good (the setup begins, a game starts or
ends, a saved game is offered or resumed): nothing is left to come back to.
"""

from __future__ import annotations

import asyncio
import enum
from collections.abc import Callable, Collection, Coroutine, Mapping, Sequence
from typing import TYPE_CHECKING, Any, Protocol, TypeVar

from talking_yahtzee.core.events import Event
from talking_yahtzee.core.game import Game, Player
from talking_yahtzee.core.rules import Category, DiceSource, RuleSet, Scorecard, Turn
from talking_yahtzee.engine.table import Table, TableCommand, Update
from talking_yahtzee.messages.announcer import Announcer
from talking_yahtzee.messages.i18n import Localizer, Msg
from talking_yahtzee.sound import Sound, SoundOutput
from talking_yahtzee.store.savegame import SavedGame
from talking_yahtzee.ui.config import GameConfig, Preferences
from talking_yahtzee.ui.history import History

if TYPE_CHECKING:
    from talking_yahtzee.advisor.skill import Skill

H = TypeVar("H")


class Mode(enum.Enum):
    """The modes of the interface, one handler each (``ui.modes.registry.MODES``)."""

    SETUP = "setup"
    PLAY = "play"
    DICE_ENTRY = "dice-entry"
    CONFIRM_ZERO = "confirm-zero"
    CONFIRM_QUIT = "confirm-quit"
    OTHER_CARD = "other-card"
    GAME_OVER = "game-over"
    SOUND_TEST = "sound-test"
    RESUME = "resume"
    LOBBY = "lobby"
    CHAT = "chat"
    CONFIRM_END = "confirm-end"
    REMOVE = "remove"
    AGAIN = "again"
    SEATS = "seats"
    SPECTATORS = "spectators"
    HELP = "help"


class Speaker(Protocol):
    """What the interface needs of the speech layer."""

    def say(self, text: str, *, interrupt: bool = True) -> None: ...

    def silence(self) -> None: ...


class Clock(Protocol):
    """Pauses between a computer player's steps, and the time (the roll guard measures between
    roll keys); tests pass one that does not wait and tells the time they choose."""

    async def pause(self, seconds: float, wake: asyncio.Event) -> None: ...

    def now(self) -> float:
        """Seconds on a monotonic clock."""
        ...


class Handler(Protocol):
    """A mode's handler as the host sees it: keys in, and its help."""

    def key(self, name: str) -> None: ...

    def shifted_letter(self, letter: str) -> bool: ...

    def help_ids(self) -> list[str]: ...


class CoachPart(Protocol):
    """What the modes and the ending use of the coach (``ui.coach.Coach``)."""

    hint_rank: int
    """Which of the advisor's options ``h`` says next (0: the best, again after each move)."""

    def hint(self) -> None: ...

    def review_win(self) -> None: ...

    @property
    def playing_to_win(self) -> set[int]:
        """The seats whose people asked for the chance to win in this game."""
        ...

    def after_score(self, card: Scorecard, turn: Turn, category: Category) -> None: ...


class ComputersPart(Protocol):
    """What the modes and forgiving play use of the computers' turns (``ui.pacing``)."""

    clock: Clock
    hurry: asyncio.Event
    running: bool

    def start(self) -> None: ...


class SkillPart(Protocol):
    """What the game-over mode uses of the review of the game just ended (``ui.skill``)."""

    def select(self, step: int) -> bool: ...

    def step(self, step: int) -> bool: ...

    def heard(self, skills: Sequence[Skill], more: Sequence[Msg] = ()) -> None:
        """Online: the server's analysis of the game just ended (issue 41)."""
        ...


class EndingPart(Protocol):
    """What the modes and the pacing use of the game's ending (``ui.ending.Ending``)."""

    @property
    def skill(self) -> SkillPart: ...

    @property
    def quit_requested(self) -> bool: ...

    def after_events(self, events: Sequence[Event]) -> bool: ...

    def next_game(self) -> Msg | None: ...

    def leave(self) -> None: ...


class ForgivingPart(Protocol):
    """What the modes, the ending and the pacing use of forgiving play (``ui.forgiving``)."""

    @property
    def offered(self) -> SavedGame | None: ...

    @property
    def uid(self) -> str: ...

    def roll_allowed(self) -> bool: ...

    def resume(self, saved: SavedGame) -> None: ...

    def decline(self) -> None: ...

    def discard(self) -> None: ...

    def offer_message(self) -> Msg: ...

    def autosave(self, *, computer_step: bool = False) -> None: ...

    def goodbye(self) -> Msg:
        """The goodbye: with the game saved, that it is and where it stands."""
        ...

    def game_over(self) -> None: ...


class TablePart(Protocol):
    """Where a person's commands go (``ui.table``): the game here, or a table on a server.

    The controller hands every command to its table and never knows which kind it is; the
    composition root (``cli.app``) chooses.
    """

    @property
    def moves_computers(self) -> bool:
        """True when the computer players are played here (else the server plays them)."""
        ...

    @property
    def code(self) -> str | None:
        """The table's code as shown ("482 193 775"), once seated at a table on a server."""
        ...

    @property
    def quit_question(self) -> str:
        """The message id that asks whether to quit (online: what becomes of the seat)."""
        ...

    @property
    def play_again(self) -> str:
        """The message id said at a game's end: how to play again, or to leave."""
        ...

    @property
    def engine(self) -> Table | None:
        """The table engine on this computer (saved and resumed at home); None online."""
        ...

    def heard_here(self, game: Game) -> Sequence[Player]:
        """The seats as this keyboard's sounds treat them: a person here hears "your turn" on
        their turn and a win when one of them wins; everyone else counts as another player."""
        ...

    def seats_here(self, game: Game) -> Collection[int]:
        """The seats played at this keyboard: at home every person's, online this client's (a
        spectator's none). Undo takes back their moves; the coach weighs their scorings."""
        ...

    def open_game(
        self,
        players: Sequence[Player],
        rules: RuleSet,
        *,
        dice: DiceSource | None,
        seed: int | None,
        previous_best: int | None,
        undo: bool,
    ) -> Game:
        """A new game at this table, not yet started (``submit(Start())`` starts it)."""
        ...

    def resume(self, engine: Table) -> Game:
        """Play on at a saved table."""
        ...

    def submit(self, command: TableCommand) -> None:
        """Submit ``command`` for this keyboard's seat; its update comes to ``host.updated``, at
        home at once, online when the server sends it.

        :raises IllegalAction: the rules refuse it here. :raises DiceValuesNeeded: physical dice.
        """
        ...

    def computer_to_move(self) -> bool:
        """A computer played here is to move."""
        ...

    def play_computer(self) -> bool:
        """Play the next computer move here, if one is due: True when one was played."""
        ...

    def undo(self) -> None:
        """Take back the player's last move (``u``), or say why not."""
        ...

    def again(self) -> bool:
        """After a game: True when the table took care of "play again" itself."""
        ...


Spawn = Callable[[Callable[[], Coroutine[Any, Any, None]]], None]
"""Runs a coroutine function in the application's event loop (``YahtzeeApp.spawn``)."""


class Voice(Protocol):
    """Being heard: speaking through the controller, and what speaking reads."""

    @property
    def localizer(self) -> Localizer: ...

    @property
    def sound(self) -> SoundOutput: ...

    def say(
        self,
        messages: Sequence[Msg] | Msg,
        *,
        interrupt: bool = True,
        sound: Sound | None = None,
        keep: bool = True,
    ) -> None:
        """Speak ``messages``; ``keep`` False leaves them out of the game's history (chat)."""
        ...

    def refuse(self, messages: Sequence[Msg] | Msg) -> None: ...

    def on_change(self) -> None:
        """Something the screen shows changed."""
        ...


class GameView(Protocol):
    """Reading the game as it stands, and the player's preferences for saying it."""

    @property
    def game(self) -> Game | None: ...

    @property
    def game_(self) -> Game:
        """The game, for code that only runs while there is one."""
        ...

    @property
    def announcer_(self) -> Announcer: ...

    @property
    def prefs(self) -> Preferences: ...


class Stack(Protocol):
    """The mode stack (see the module's docstring) and the modes' handlers."""

    @property
    def mode(self) -> Mode:
        """The mode in force: the top of the stack."""
        ...

    @property
    def modes(self) -> Mapping[Mode, Handler]: ...

    def handler(self, cls: type[H]) -> H:
        """The handler of a mode, by its class."""
        ...

    def push(self, mode: Mode) -> None:
        """Enter ``mode`` over the mode in force; :meth:`pop` comes back to it."""
        ...

    def pop(self) -> None:
        """Leave the mode in force for the one below it."""
        ...

    def replace(self, mode: Mode) -> None:
        """Hand over for good: ``mode`` is in force with nothing below it."""
        ...

    def dispatch(self, name: str) -> None:
        """Hand a key to the mode now in force (a mode that steps aside passes its key on)."""
        ...


class Parts(Protocol):
    """The controller's other parts, each seen through its own narrow protocol."""

    @property
    def spawn(self) -> Spawn | None: ...

    @property
    def coach(self) -> CoachPart: ...

    @property
    def computers(self) -> ComputersPart: ...

    @property
    def ending(self) -> EndingPart: ...

    @property
    def forgiving(self) -> ForgivingPart: ...

    @property
    def table(self) -> TablePart: ...


class Host(Voice, GameView, Stack, Parts, Protocol):
    """The controller as the modes and the online table see it (``ui.controller.Controller`` is
    one): the pieces above, and acting on the game. The other parts each name a narrower
    protocol of their own, made of the same pieces (``ui.pacing.PacingHost``, ...)."""

    @property
    def config(self) -> GameConfig: ...

    @property
    def speech(self) -> Speaker: ...

    @property
    def history(self) -> History: ...

    def announce(
        self,
        events: Sequence[Event],
        *,
        interrupt: bool = True,
        messages: Sequence[Msg] | Msg | None = None,
    ) -> None: ...

    def on_exit(self) -> None:
        """The application exits."""
        ...

    def set_language(self, lang: str) -> None:
        """Speak ``lang`` from now on."""
        ...

    def apply(self, command: TableCommand) -> bool: ...

    def updated(self, update: Update) -> None:
        """An accepted command's update, a person's or a computer's: announce it, then what
        follows it (the one path of every move)."""
        ...

    def new_game(self, players: Sequence[Player], rules: RuleSet | None = None) -> None:
        """A game of ``players`` under ``rules`` (the setup's choice); None: those configured."""
        ...

    def begin(self) -> None:
        """A new game with the players given, or the spoken setup."""
        ...

    def adopt(self, game: Game) -> None:
        """Play on with a game made elsewhere (a saved one resumed)."""
        ...

    def follow(self, game: Game) -> None:
        """The game is now at ``game``'s position (a server's new state): the same announcer
        reads it; the coach and the computers start afresh only for a new game."""
        ...

    def after_events(self, events: Sequence[Event]) -> None:
        """After a move: the record, the end of the game, or the computers' turns."""
        ...
