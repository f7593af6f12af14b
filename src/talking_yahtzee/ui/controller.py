"""The interface's brain: keys become game commands and review questions; answers become speech.

The controller knows nothing of terminals. It receives key names (``"r"``, ``"up"``, ``"enter"``),
asks the game and the announcer, and hands messages to the speech layer. It never computes a score
and never builds a sentence: the rules core answers the first, the .ftl files the second.
"""

from __future__ import annotations

import asyncio
import contextlib
import enum
import logging
import random
from collections import deque
from collections.abc import Callable, Coroutine, Iterator, Sequence
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from talking_yahtzee.announcer import Announcer, History, box, values
from talking_yahtzee.events import Event, GameOver, Scored
from talking_yahtzee.game import (
    Command,
    DiceValuesNeeded,
    Game,
    PhysicalDice,
    Player,
    PlayerKind,
    RandomDice,
    Roll,
    ScoreBox,
    SetHeld,
    ToggleHold,
)
from talking_yahtzee.i18n import LANGUAGES, ListOf, Localizer, Msg
from talking_yahtzee.record import write_record
from talking_yahtzee.rules import (
    CATEGORIES,
    DICE_COUNT,
    OFFICIAL,
    Category,
    IllegalAction,
    RuleSet,
    Scorecard,
    Turn,
)
from talking_yahtzee.text import NAME_MAX, clean_name, duplicate_name

if TYPE_CHECKING:
    from talking_yahtzee.advisor.opponents import Opponent

log = logging.getLogger(__name__)

LEVELS = ("beginner", "good", "expert")
VERBOSITY_CYCLE = ("brief", "normal", "detailed")
RELEASE_BY_VALUE = {"!": 1, "@": 2, "#": 3, "$": 4, "%": 5, "^": 6}
"""Shift with 1 to 6 on a US keyboard: releases a held die of that value in hold-by-value mode."""
MAX_PLAYERS = 8


class Speaker(Protocol):
    """What the controller needs of the speech layer."""

    def say(self, text: str, *, interrupt: bool = True) -> None: ...

    def silence(self) -> None: ...


class Clock(Protocol):
    """Pauses between a computer player's steps; tests pass one that does not wait."""

    async def pause(self, seconds: float, wake: asyncio.Event) -> None: ...


class RealClock:
    async def pause(self, seconds: float, wake: asyncio.Event) -> None:
        if seconds <= 0:
            await asyncio.sleep(0)
            return
        with contextlib.suppress(TimeoutError):
            await asyncio.wait_for(wake.wait(), seconds)


class Mode(enum.Enum):
    SETUP = "setup"
    PLAY = "play"
    DICE_ENTRY = "dice-entry"
    CONFIRM_ZERO = "confirm-zero"
    CONFIRM_QUIT = "confirm-quit"
    OTHER_CARD = "other-card"
    GAME_OVER = "game-over"


@dataclass(slots=True)
class GameConfig:
    """Everything needed to start a game without the spoken setup."""

    players: list[Player] | None = None
    rules: RuleSet = OFFICIAL
    seed: int | None = None
    physical: bool = False
    record: Path | None = None
    previous_best: Callable[[RuleSet], int | None] | None = None
    on_game_over: Callable[[Game], None] | None = None


@dataclass(slots=True)
class Preferences:
    verbosity: str = "normal"
    hold_mode: str = "position"
    pace: float = 1.0
    coach: bool = False


@dataclass(slots=True)
class SetupState:
    step: str = "language"
    count: int = 1
    index: int = 0
    names: list[str] = field(default_factory=list)
    kinds: list[str] = field(default_factory=list)
    levels: list[str] = field(default_factory=list)
    typed: str = ""


@dataclass(slots=True)
class CoachNote:
    round: int
    chosen: Msg
    best: Msg
    cost: float


class Controller:
    """Keys in, speech out, for one table of players over any number of games."""

    def __init__(
        self,
        *,
        localizer: Localizer,
        speech: Speaker,
        config: GameConfig,
        preferences: Preferences | None = None,
        clock: Clock | None = None,
        on_exit: Callable[[], None] = lambda: None,
        on_change: Callable[[], None] = lambda: None,
        on_language: Callable[[str], None] = lambda lang: None,
        spawn: Callable[[Callable[[], Coroutine[Any, Any, None]]], None] | None = None,
    ) -> None:
        self.localizer = localizer
        self.speech = speech
        self.config = config
        self.prefs = preferences or Preferences()
        self.localizer.verbosity = self.prefs.verbosity
        self.clock: Clock = clock or RealClock()
        self.on_exit = on_exit
        self.on_change = on_change
        self.on_language = on_language
        self.spawn = spawn
        self.history = History()
        self.said: deque[Msg] = deque(maxlen=1000)
        """The messages spoken, newest last (for tests and the record of a session)."""
        self.mode = Mode.SETUP
        self.setup = SetupState()
        self.game: Game | None = None
        self.announcer: Announcer | None = None
        self.focus = 0
        self.focus_area = "boxes"
        self.pending_zero: int | None = None
        self.other_player = 0
        self.typed_dice = ""
        self.hint_rank = 0
        self.coach_notes: list[CoachNote] = []
        self.coach_index = -1
        self.previous_mode = Mode.PLAY
        self.computer_rng = random.Random(config.seed)
        self.computer_dice = RandomDice(None if config.seed is None else config.seed + 1)
        self.opponents: dict[int, Opponent] = {}
        self.hurry = asyncio.Event()
        self.computer_running = False
        self.quit_requested = False

    # -- speaking

    def say(self, messages: Sequence[Msg] | Msg, *, interrupt: bool = True) -> None:
        """Render and speak messages: the first may cut off speech, the rest queue behind it."""
        if isinstance(messages, Msg):
            messages = [messages]
        first = True
        for message in messages:
            self.said.append(message)
            text = self.localizer.format(message)
            if not text:
                continue
            self.history.add(text)
            self.speech.say(text, interrupt=interrupt and first)
            first = False
        self.on_change()

    def say_events(self, events: Sequence[Event], *, interrupt: bool = True) -> None:
        if self.announcer is not None:
            self.say(self.announcer.events(events), interrupt=interrupt)
        self.after_events(events)

    # -- starting

    def start(self) -> None:
        self.say(Msg("app-welcome"))
        if self.config.players:
            self.new_game(self.config.players)
        else:
            self.mode = Mode.SETUP
            self.setup = SetupState()
            self.say([Msg("setup-intro"), self.setup_prompt()], interrupt=False)

    def new_game(self, players: Sequence[Player]) -> None:
        self.config.players = list(players)
        best = None
        if self.config.previous_best is not None and len(players) == 1:
            best = self.config.previous_best(self.config.rules)
        source = PhysicalDice() if self.config.physical else RandomDice(self.config.seed)
        self.game = Game(players, self.config.rules, source, previous_best=best)
        self.announcer = Announcer(self.game)
        self.opponents = {}
        self.coach_notes = []
        self.coach_index = -1
        self.focus = 0
        self.mode = Mode.PLAY
        events = self.game.start()
        self.say_events(events, interrupt=False)
        if self.game.needs_dice_values and self.game.first_roll_pending is not None:
            self.ask_first_roll()

    # -- keys

    def key(self, name: str) -> None:
        """Handle one key press. Unknown keys get a short hint; nothing ever raises."""
        try:
            self._key(name)
        except Exception:  # the game must never stop on a key
            log.exception("key %r failed", name)
            self.say(Msg("error-not-allowed"))

    def _key(self, name: str) -> None:
        typing_name = self.mode is Mode.SETUP and self.setup.step == "name"
        if len(name) == 1 and not typing_name:
            name = name.lower()  # R and r are the same key, except while typing a name
        if name in ("x", "escape") and self.mode not in (Mode.SETUP, Mode.DICE_ENTRY):
            self.speech.silence()
            if name == "x":
                return
        handler = {
            Mode.SETUP: self.setup_key,
            Mode.DICE_ENTRY: self.dice_entry_key,
            Mode.CONFIRM_ZERO: self.confirm_zero_key,
            Mode.CONFIRM_QUIT: self.confirm_quit_key,
            Mode.OTHER_CARD: self.other_card_key,
            Mode.GAME_OVER: self.game_over_key,
        }.get(self.mode, self.play_key)
        handler(name)

    def common_key(self, name: str) -> bool:
        """Keys that work the same everywhere during a game. True when handled."""
        game, announcer = self.game, self.announcer
        if game is None or announcer is None:
            return False
        if name in ("?", "f1"):
            self.help()
        elif name == "l":
            self.repeat()
        elif name == ",":
            self.history_step(back=True)
        elif name == ".":
            self.history_step(back=False)
        elif name == "v":
            self.cycle_verbosity()
        elif name == "d":
            self.say(announcer.review_dice())
        elif name == "c":
            self.say(announcer.review_card())
        elif name == "a":
            self.say(announcer.review_open())
        elif name == "b":
            self.say(announcer.review_bonus())
        elif name == "s":
            self.say(announcer.review_standings())
        elif name == "t":
            self.say(announcer.review_turn())
        elif name == "o":
            self.enter_other_card()
        elif name in ("+", "="):
            self.change_pace(-0.25)
        elif name in ("-", "_"):
            self.change_pace(0.25)
        elif name == "q":
            self.previous_mode = self.mode
            self.mode = Mode.CONFIRM_QUIT
            self.say(Msg("app-quit-confirm"))
        elif name == "escape":
            pass
        else:
            return False
        return True

    def play_key(self, name: str) -> None:
        game = self.game
        if game is None:
            return
        if self.common_key(name):
            return
        if game.player.is_computer and not game.is_over:
            if name in (" ", "enter"):
                self.hurry.set()
            else:
                self.say(Msg("error-not-your-turn", player=game.player.name))
            return
        if name in ("r", " "):
            self.roll()
        elif name in ("1", "2", "3", "4", "5", "6") or name in RELEASE_BY_VALUE:
            self.hold_key(name)
        elif name in ("up", "down", "home", "end", "pageup", "pagedown"):
            self.move_focus(name)
        elif name == "enter":
            self.score_focused()
        elif name == "h":
            self.hint()
        else:
            self.say(Msg("error-unknown-key"))

    # -- actions

    def apply(self, command: Command, *, interrupt: bool = True) -> bool:
        """Apply a command; a refused one is explained briefly. True when it was carried out."""
        game, announcer = self.game, self.announcer
        assert game is not None and announcer is not None
        category = command.category if isinstance(command, ScoreBox) else None
        player, before_card, before_turn = game.current, game.card, game.turn
        try:
            events = game.apply(command)
        except DiceValuesNeeded:
            self.ask_dice_values()
            return False
        except IllegalAction as error:
            self.say(announcer.refusal(error, category))
            return False
        self.hint_rank = 0
        coach = category is not None and self.prefs.coach and not game.players[player].is_computer
        if coach:
            self.say(announcer.events(events), interrupt=interrupt)
            assert category is not None
            self.coach_after_score(before_card, before_turn, category)
            self.after_events(events)
        else:
            self.say_events(events, interrupt=interrupt)
        return True

    def roll(self) -> None:
        game = self.game
        assert game is not None
        if game.needs_dice_values:
            try:
                game.check_roll()
            except IllegalAction as error:
                assert self.announcer is not None
                self.say(self.announcer.refusal(error))
                return
            self.ask_dice_values()
            return
        self.apply(Roll())

    def hold_key(self, name: str) -> None:
        game = self.game
        assert game is not None and self.announcer is not None
        if self.prefs.hold_mode == "value" or name == "6" or name in RELEASE_BY_VALUE:
            if self.prefs.hold_mode != "value":
                self.say(Msg("error-unknown-key"))
                return
            self.hold_by_value(name)
            return
        position = int(name) - 1
        self.focus_area = "dice"
        self.focus = position
        self.apply(ToggleHold(position))

    def hold_by_value(self, name: str) -> None:
        """1-6 keep one more die showing that value; Shift releases one."""
        game = self.game
        assert game is not None and self.announcer is not None
        release = name in RELEASE_BY_VALUE
        value = RELEASE_BY_VALUE[name] if release else int(name)
        dice = game.turn.dice
        if dice is None:
            self.say(Msg("error-not-rolled"))
            return
        held = game.turn.held
        candidates = [p for p in range(DICE_COUNT) if dice[p] == value and ((p in held) == release)]
        if not candidates:
            self.say(Msg("review-dice-value-none", value=value, held="yes" if release else "no"))
            return
        position = candidates[-1] if release else candidates[0]
        self.focus_area = "dice"
        self.focus = position
        self.apply(ToggleHold(position))

    def move_focus(self, name: str) -> None:
        assert self.announcer is not None
        last = len(CATEGORIES) - 1
        if self.focus_area != "boxes":
            self.focus_area = "boxes"
            self.focus = 0 if name in ("down", "home", "pagedown") else last
            if name in ("home", "end"):
                self.focus = 0 if name == "home" else last
        elif name == "up":
            self.focus = max(0, self.focus - 1)
        elif name == "down":
            self.focus = min(last, self.focus + 1)
        elif name in ("home", "pageup"):
            self.focus = 0
        else:
            self.focus = last
        self.pending_zero = None
        self.say(self.announcer.box_focus(CATEGORIES[self.focus]))

    def score_focused(self) -> None:
        game, announcer = self.game, self.announcer
        assert game is not None and announcer is not None
        if self.focus_area != "boxes":
            self.say(Msg("app-choose-box"))
            return
        category = CATEGORIES[self.focus]
        try:
            option = game.check_score(category)
        except IllegalAction as error:
            self.say(announcer.refusal(error, category))
            return
        dice = game.turn.dice
        assert dice is not None
        if option.points == 0 and not game.card.yahtzee_bonus_for(dice, game.rules):
            self.pending_zero = self.focus
            self.mode = Mode.CONFIRM_ZERO
            self.say(Msg("box-confirm-zero", box=box(category)))
            return
        self.apply(ScoreBox(category))

    def confirm_zero_key(self, name: str) -> None:
        self.mode = Mode.PLAY
        pending, self.pending_zero = self.pending_zero, None
        if name == "enter" and pending is not None and pending == self.focus:
            self.apply(ScoreBox(CATEGORIES[pending]))
            return
        self.play_key(name)

    def confirm_quit_key(self, name: str) -> None:
        if name == "y":
            self.quit_requested = True
            self.say(Msg("app-goodbye"))
            self.on_exit()
            return
        self.mode = self.previous_mode
        self.say(Msg("app-quit-cancelled"))

    # -- physical dice

    def dice_needed(self) -> int:
        game = self.game
        assert game is not None
        if game.first_roll_pending is not None:
            return DICE_COUNT
        return len(game.turn.free_positions)

    def ask_dice_values(self) -> None:
        self.mode = Mode.DICE_ENTRY
        self.typed_dice = ""
        self.say(Msg("error-dice-values-needed", count=self.dice_needed()))

    def ask_first_roll(self) -> None:
        game = self.game
        assert game is not None
        player = game.first_roll_pending
        if player is None:
            return
        if game.players[player].is_computer:
            self.apply(Roll(self.computer_dice.roll(DICE_COUNT)), interrupt=False)
            if game.first_roll_pending is not None:
                self.ask_first_roll()
            return
        self.mode = Mode.DICE_ENTRY
        self.typed_dice = ""
        self.say(Msg("app-first-roll-entry", player=game.players[player].name), interrupt=False)

    def dice_entry_key(self, name: str) -> None:
        game = self.game
        assert game is not None
        needed = self.dice_needed()
        if name in ("1", "2", "3", "4", "5", "6"):
            if len(self.typed_dice) < needed:
                self.typed_dice += name
            self.say(Msg("dice-value", value=int(name)))
        elif name == "backspace":
            self.typed_dice = self.typed_dice[:-1]
            self.say(Msg("app-dice-entry", typed=values(int(c) for c in self.typed_dice)))
        elif name == "escape":
            self.typed_dice = ""
            if game.first_roll_pending is None:
                self.mode = Mode.PLAY
                self.say(Msg("app-quit-cancelled"))
        elif name == "enter":
            if len(self.typed_dice) != needed:
                self.say(Msg("error-dice-values-bad", count=needed))
                return
            typed = tuple(int(c) for c in self.typed_dice)
            self.typed_dice = ""
            self.mode = Mode.PLAY
            self.apply(Roll(typed))
            if game.first_roll_pending is not None:
                self.ask_first_roll()
        elif not self.common_key(name):
            self.say(Msg("error-dice-values-bad", count=needed))
        self.on_change()

    # -- reviews and speech control

    def help(self) -> None:
        ids = ["help-intro", "help-roll"]
        ids.append("help-hold-value" if self.prefs.hold_mode == "value" else "help-hold-position")
        ids += [
            "help-boxes",
            "help-review",
            "help-hint",
            "help-speech",
            "help-computer",
            "help-quit",
        ]
        self.say([Msg(i) for i in ids])

    def repeat(self) -> None:
        last = self.history.last
        if last is None:
            self.say(Msg("app-history-empty"))
        else:
            self.speech.say(last, interrupt=True)

    def history_step(self, *, back: bool) -> None:
        line, at_edge = self.history.back() if back else self.history.forward()
        if line is None:
            self.say(Msg("app-history-empty"))
            return
        self.speech.say(line, interrupt=True)
        if at_edge:
            edge = "app-history-oldest" if back else "app-history-newest"
            self.speech.say(self.localizer.format(Msg(edge)), interrupt=False)

    def cycle_verbosity(self) -> None:
        index = VERBOSITY_CYCLE.index(self.prefs.verbosity)
        self.prefs.verbosity = VERBOSITY_CYCLE[(index + 1) % len(VERBOSITY_CYCLE)]
        self.localizer.verbosity = self.prefs.verbosity
        self.say(Msg("app-verbosity", level=self.prefs.verbosity))

    def change_pace(self, step: float) -> None:
        self.prefs.pace = min(5.0, max(0.0, round(self.prefs.pace + step, 2)))
        self.say(Msg("app-pace", seconds=self.prefs.pace))

    def enter_other_card(self) -> None:
        game = self.game
        assert game is not None and self.announcer is not None
        if len(game.players) < 2:
            self.say(Msg("app-other-card-none"))
            return
        self.previous_mode = self.mode
        self.mode = Mode.OTHER_CARD
        self.other_player = (game.current + 1) % len(game.players)
        self.say([self.announcer.review_card(self.other_player), Msg("app-other-card-hint")])

    def other_card_key(self, name: str) -> None:
        game = self.game
        assert game is not None and self.announcer is not None
        if name in ("left", "right"):
            step = 1 if name == "right" else -1
            self.other_player = (self.other_player + step) % len(game.players)
            self.say(self.announcer.review_card(self.other_player))
            return
        self.mode = self.previous_mode
        if name != "escape":
            self._key(name)
        else:
            self.say(self.announcer.review_turn())

    # -- hints and the coach

    def hint(self) -> None:
        game = self.game
        assert game is not None
        try:
            from talking_yahtzee.advisor import advise, expected_final
        except ImportError:  # pragma: no cover - the advisor ships with the package
            self.say(Msg("hint-unavailable"))
            return
        if game.turn.dice is None:
            expected = expected_final(game.card, game.rules)
            self.say(Msg("hint-before-roll", expected=expected))
            return
        advice = advise(game.card, game.rules, game.turn.dice, game.turn.rolls_left)
        options = advice.options
        rank = self.hint_rank % len(options)
        self.hint_rank += 1
        if rank == 0:
            best = options[0]
            has_next = len(options) > 1
            nxt = options[1] if has_next else best
            self.say(
                Msg(
                    "hint-best",
                    action=self.action_msg(best),
                    expected=best.expected_final,
                    has_next="yes" if has_next else "no",
                    next=self.action_msg(nxt),
                    next_expected=nxt.expected_final,
                )
            )
            return
        option = options[rank]
        self.say(
            Msg(
                "hint-option",
                rank=rank + 1,
                action=self.action_msg(option),
                expected=option.expected_final,
            )
        )

    @staticmethod
    def action_msg(option: object) -> Msg:
        from talking_yahtzee.advisor import AdviceOption

        assert isinstance(option, AdviceOption)
        if option.action == "keep":
            return Msg("hint-keep", dice=values(option.keep), count=len(option.keep))
        assert option.category is not None
        return Msg("hint-score", points=option.points, box=box(option.category))

    def coach_after_score(self, card: Scorecard, turn: Turn, category: Category) -> None:
        """Say what the choice just made cost in expected points, and keep it for the review."""
        game = self.game
        assert game is not None and turn.dice is not None
        from talking_yahtzee.advisor import advise

        advice = advise(card, game.rules, turn.dice, turn.rolls_left)
        best = advice.best
        chosen = next(
            (o for o in advice.options if o.action == "score" and o.category is category), None
        )
        if chosen is None:
            return
        cost = best.expected_final - chosen.expected_final
        if cost > 0.05:
            note = CoachNote(game.round, self.action_msg(chosen), self.action_msg(best), cost)
            self.coach_notes.append(note)
            self.say(Msg("coach-cost", cost=cost, best=note.best), interrupt=False)
        elif self.prefs.verbosity == "detailed":
            self.say(Msg("coach-good"), interrupt=False)

    # -- after events: computer turns, records, game over

    def after_events(self, events: Sequence[Event]) -> None:
        game = self.game
        if game is None:
            return
        if any(isinstance(e, Scored) for e in events) and self.config.record is not None:
            self.write_record()
        over = next((e for e in events if isinstance(e, GameOver)), None)
        if over is not None:
            self.game_over()
            return
        if game.player.is_computer and not game.is_over and game.first_roll_pending is None:
            self.start_computer()

    def write_record(self) -> None:
        assert self.game is not None and self.config.record is not None
        try:
            write_record(self.config.record, self.game)
        except OSError:
            log.exception("writing the game record failed")
            self.say(Msg("app-record-failed", file=str(self.config.record)), interrupt=False)

    def game_over(self) -> None:
        game = self.game
        assert game is not None
        self.mode = Mode.GAME_OVER
        if self.config.on_game_over is not None:
            try:
                self.config.on_game_over(game)
            except Exception:
                log.exception("saving statistics failed")
        messages = []
        if self.prefs.coach:
            total = sum(n.cost for n in self.coach_notes)
            messages.append(Msg("coach-review", count=len(self.coach_notes), total=total))
        messages.append(Msg("game-play-again"))
        self.say(messages, interrupt=False)

    def game_over_key(self, name: str) -> None:
        if name == "y":
            assert self.config.players is not None
            self.say(Msg("game-new"))
            self.new_game(self.config.players)
            return
        if name in ("n", "q"):
            self.quit_requested = True
            self.say(Msg("app-goodbye"))
            self.on_exit()
            return
        if name in ("left", "right") and self.coach_notes:
            step = 1 if name == "right" else -1
            self.coach_index = (self.coach_index + step) % len(self.coach_notes)
            note = self.coach_notes[self.coach_index]
            self.say(
                Msg(
                    "coach-decision",
                    round=note.round,
                    chosen=note.chosen,
                    best=note.best,
                    cost=note.cost,
                )
            )
            return
        if not self.common_key(name):
            self.say(Msg("game-play-again"))

    # -- computer players

    def opponent_for(self, player: int) -> Opponent:
        if player not in self.opponents:
            from talking_yahtzee.advisor.opponents import opponent

            assert self.game is not None
            level = self.game.players[player].level or "good"
            self.opponents[player] = opponent(level, random.Random(self.computer_rng.random()))
        return self.opponents[player]

    def start_computer(self) -> None:
        """Let the computer players play: at once with no pace, else step by step in the loop."""
        if self.computer_running:
            return
        steps = self.computer_steps()
        if self.prefs.pace <= 0 or self.spawn is None:
            for _ in steps:
                pass
            return
        self.computer_running = True

        async def paced() -> None:
            try:
                for _ in steps:
                    await self.step_pause()
            finally:
                self.computer_running = False
                self.on_change()

        self.spawn(paced)

    def computer_steps(self) -> Iterator[None]:
        """Play every computer turn in a row; each yield is a pause for people to follow."""
        from talking_yahtzee.advisor.opponents import Reroll

        while (
            self.game is not None
            and not self.game.is_over
            and self.game.player.is_computer
            and self.game.first_roll_pending is None
            and not self.quit_requested
        ):
            game = self.game
            player = game.current
            brain = self.opponent_for(player)
            yield
            if not game.turn.has_rolled:
                self.computer_apply(Roll(self.computer_roll()))
                continue
            decision = brain.decide(game.card, game.turn, game.rules)
            if isinstance(decision, Reroll) and game.turn.rolls_left > 0:
                dice = game.turn.dice
                assert dice is not None and self.announcer is not None
                kept = [dice[p] for p in sorted(decision.held)]
                game.apply(SetHeld(decision.held))
                self.say(self.announcer.keeps(player, kept), interrupt=False)
                yield
                self.computer_apply(Roll(self.computer_roll()))
            else:
                category = getattr(decision, "category", None) or game.options()[0].category
                self.computer_apply(ScoreBox(category))

    def computer_roll(self) -> tuple[int, ...] | None:
        game = self.game
        assert game is not None
        if not game.needs_dice_values:
            return None
        return self.computer_dice.roll(len(game.turn.free_positions))

    def computer_apply(self, command: Command) -> None:
        game = self.game
        assert game is not None
        if isinstance(command, Roll) and command.values is None and game.needs_dice_values:
            command = replace(command, values=self.computer_roll())
        events = game.apply(command)
        assert self.announcer is not None
        self.say(self.announcer.events(events), interrupt=False)
        if any(isinstance(e, Scored) for e in events) and self.config.record is not None:
            self.write_record()
        if any(isinstance(e, GameOver) for e in events):
            self.game_over()

    async def step_pause(self) -> None:
        self.hurry.clear()
        await self.clock.pause(self.prefs.pace, self.hurry)

    # -- the spoken setup

    def setup_prompt(self) -> Msg:
        s = self.setup
        if s.step == "language":
            return Msg(
                "setup-language", language=Msg("setup-language-name", code=self.localizer.lang)
            )
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
        return Msg("setup-ready", players=players)

    def default_name(self, index: int, kind: str) -> str:
        return self.localizer.format(Msg("setup-default-name", number=index + 1, kind=kind))

    def setup_key(self, name: str) -> None:
        s = self.setup
        if name in ("?", "f1"):
            self.say([Msg("setup-intro"), self.setup_prompt()])
            return
        if name == "q" and s.step != "name":
            self.quit_requested = True
            self.say(Msg("app-goodbye"))
            self.on_exit()
            return
        if s.step == "name":
            self.setup_name_key(name)
            return
        if name in ("up", "down", "left", "right"):
            self.setup_change(1 if name in ("down", "right") else -1)
        elif s.step == "count" and name in "12345678" and len(name) == 1:
            s.count = int(name)
            self.say(self.setup_prompt())
        elif name == "enter":
            self.setup_next()
        elif name == "escape":
            self.setup_back()
        else:
            self.say(Msg("setup-keys"))

    def setup_change(self, step: int) -> None:
        s = self.setup
        if s.step == "language":
            index = LANGUAGES.index(self.localizer.lang)
            lang = LANGUAGES[(index + step) % len(LANGUAGES)]
            self.set_language(lang)
        elif s.step == "count":
            s.count = min(MAX_PLAYERS, max(1, s.count + step))
        elif s.step == "kind":
            s.kinds[s.index] = "computer" if s.kinds[s.index] == "human" else "human"
        elif s.step == "level":
            index = LEVELS.index(s.levels[s.index])
            s.levels[s.index] = LEVELS[(index + step) % len(LEVELS)]
        self.say(self.setup_prompt())

    def set_language(self, lang: str) -> None:
        self.localizer = Localizer(lang, verbosity=self.prefs.verbosity)
        self.on_language(lang)

    def setup_name_key(self, name: str) -> None:
        s = self.setup
        if name == "enter":
            typed = clean_name(s.typed) or s.names[s.index]
            if duplicate_name([*s.names[: s.index], typed]) is not None:
                self.say(Msg("name-taken", name=typed))
                return
            s.names[s.index] = typed
            s.typed = ""
            if s.kinds[s.index] == "computer":
                s.step = "level"
                self.say(self.setup_prompt())
            else:
                self.setup_next_player()
                self.say(self.setup_prompt())
        elif name == "backspace":
            s.typed = s.typed[:-1]
            self.say(Msg("setup-name-typed", name=s.typed) if s.typed else Msg("setup-name-empty"))
        elif name == "escape":
            s.typed = ""
            self.setup_back()
        elif len(name) == 1 and name.isprintable() and len(s.typed) < NAME_MAX:
            s.typed += name
            self.speech.say(name, interrupt=True)
            self.on_change()
        elif len(name) == 1 and name.isprintable():
            self.say(Msg("name-too-long", limit=NAME_MAX))
        else:
            self.say(self.setup_prompt())

    def setup_next(self) -> None:
        s = self.setup
        if s.step == "language":
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
            self.setup_next_player()
        elif s.step == "ready":
            players = [
                Player(n, PlayerKind(k), level if k == "computer" else None)
                for n, k, level in zip(s.names, s.kinds, s.levels, strict=True)
            ]
            self.new_game(players)
            return
        self.say(self.setup_prompt())

    def setup_next_player(self) -> None:
        s = self.setup
        if s.index + 1 < s.count:
            s.index += 1
            s.step = "kind"
        else:
            s.step = "ready"

    def setup_back(self) -> None:
        s = self.setup
        order = {"count": "language", "kind": "count", "name": "kind", "level": "name"}
        if s.step == "ready" or (s.step == "kind" and s.index > 0):
            s.index = s.count - 1 if s.step == "ready" else s.index - 1
            s.step = "level" if s.kinds[s.index] == "computer" else "name"
        else:
            s.step = order.get(s.step, "language")
        self.say(self.setup_prompt())
