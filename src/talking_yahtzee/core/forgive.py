"""Forgiving play, as rules without I/O or text: which roll keys to guard, what undo may take back.

:class:`RollGuard` ignores a roll key that comes too soon after the previous one (a double tap,
key repeat) and asks for a second press before rolling away a made hand with nothing held.
:class:`UndoStack` takes back hold changes and scorings made since the last roll, never a roll,
so undo can never buy new dice. The interface feeds both and speaks their answers
(forgive_speech.py turns them into messages).
"""

from __future__ import annotations

import enum
import logging
from dataclasses import dataclass, replace
from typing import Any

from talking_yahtzee.core.game import (
    Command,
    Game,
    Phase,
    ScoreBox,
    SetHeld,
    ToggleHold,
    TurnRecord,
)
from talking_yahtzee.core.rules import DICE_COUNT, Category, Scorecard, Turn, base_score
from talking_yahtzee.store.files import json_array, json_int, json_object, json_text
from talking_yahtzee.store.savegame import _turn, _turn_data, _turn_record

log = logging.getLogger(__name__)

ROLL_INTERVAL = 0.3
"""Seconds: a roll key sooner than this after the previous roll key is a stray (double tap, key
repeat). Deliberate taps of one key by people are rarely under 0.3 s apart, and a deliberate second
roll comes only after hearing the first."""

GUARDED = (
    ("yahtzee", Category.YAHTZEE),
    ("large-straight", Category.LARGE_STRAIGHT),
    ("small-straight", Category.SMALL_STRAIGHT),
    ("full-house", Category.FULL_HOUSE),
)
"""Made hands worth a second press before rolling all five dice again, best first."""


class Verdict(enum.Enum):
    ROLL = "roll"
    TOO_SOON = "too-soon"
    CONFIRM = "confirm"


@dataclass(frozen=True, slots=True)
class RollCheck:
    verdict: Verdict
    combo: str | None = None
    """For CONFIRM: yahtzee, large-straight, small-straight or full-house."""


class RollGuard:
    """Decides what a roll key does. Both guards can be turned off."""

    def __init__(
        self, *, debounce: bool = True, confirm: bool = True, interval: float = ROLL_INTERVAL
    ) -> None:
        self.debounce = debounce
        self.confirm = confirm
        self.interval = interval
        self._last_key: float | None = None
        self.asked: str | None = None
        """The made hand a roll key asked about (the next roll key rolls), if any."""

    def roll_key(self, game: Game, now: float) -> RollCheck:
        """A roll key pressed at ``now`` (seconds, any monotonic clock): roll, ignore, or ask."""
        last, self._last_key = self._last_key, now
        if self.debounce and last is not None and now - last < self.interval:
            return RollCheck(Verdict.TOO_SOON)
        if self.confirm and self.asked is None:
            combo = made_hand(game.card, game.turn)
            if combo is not None:
                self.asked = combo
                return RollCheck(Verdict.CONFIRM, combo)
        self.asked = None
        return RollCheck(Verdict.ROLL)

    def other_key(self) -> None:
        """Any other key cancels a question asked by the roll key."""
        self.asked = None


def made_hand(card: Scorecard, turn: Turn) -> str | None:
    """The made hand that rolling all five dice now would throw away, if its box is still useful.

    Only with nothing held and a roll left. A Yahtzee counts while its box is open or holds 50 (a
    bonus is possible); the other hands only while their box is open.
    """
    dice = turn.dice
    if dice is None or turn.held or not turn.can_roll():
        return None
    for combo, category in GUARDED:
        if not base_score(category, dice):
            continue
        box = card[category]
        if box is None or (category is Category.YAHTZEE and box == 50):
            return combo
    return None


# --------------------------------------------------------------------------------------------------
# Undo
# --------------------------------------------------------------------------------------------------


class UndoRefused(Exception):
    """Undo is not possible now; ``reason`` names why (the message id's last part)."""

    reason = "nothing"

    def __init__(self, player: int | None = None) -> None:
        super().__init__(self.reason)
        self.player = player
        """The player whose roll or move is in the way, when there is one."""


class NothingToUndo(UndoRefused):
    """No hold change or scoring to take back."""

    reason = "nothing"


class UndoAfterRoll(UndoRefused):
    """The dice were rolled since: a roll is never undone."""

    reason = "after-roll"


class UndoNotYours(UndoRefused):
    """Another player has played since: only one's own last move can be taken back."""

    reason = "not-yours"


class UndoOff(UndoRefused):
    """Undo is turned off for this game."""

    reason = "off"


class UndoGameOver(UndoRefused):
    """The game is over: its result stands."""

    reason = "game-over"


@dataclass(frozen=True, slots=True)
class Moment:
    """What a hold change or a scoring changes in the session, to put it back."""

    cards: tuple[Scorecard, ...]
    turn: Turn
    phase: Phase
    current: int
    round: int
    turns: tuple[TurnRecord, ...]

    @classmethod
    def of(cls, game: Game) -> Moment:
        copies = tuple(replace(t, rolls=list(t.rolls), held=list(t.held)) for t in game.turns)
        return cls(tuple(game.cards), game.turn, game.phase, game.current, game.round, copies)

    def restore(self, game: Game) -> None:
        game.cards = list(self.cards)
        game.turn = self.turn
        game.phase = self.phase
        game.current = self.current
        game.round = self.round
        game.turns = [replace(t, rolls=list(t.rolls), held=list(t.held)) for t in self.turns]


@dataclass(frozen=True, slots=True)
class Undone:
    """A move taken back: the command, who made it, and for a scoring its box and points."""

    command: Command
    player: int
    category: Category | None = None
    points: int = 0
    turn_back: bool = False
    """The scoring had ended the turn: it is ``player``'s turn again."""


@dataclass(frozen=True, slots=True)
class _Entry:
    moment: Moment
    command: Command
    player: int


class UndoStack:
    """Hold changes and scorings since the last roll, newest last.

    Call :meth:`before` with each command a person makes (not computer players), just before the
    game applies it, and :meth:`rolled` after every roll by anyone. With more than one person at
    the table, only the last scoring can be taken back, and only until the next roll.
    """

    def __init__(self, *, enabled: bool = True) -> None:
        self.enabled = enabled
        self._entries: list[_Entry] = []
        self._rolled_by: int | None = None

    def before(self, game: Game, command: Command) -> None:
        if not isinstance(command, ToggleHold | SetHeld | ScoreBox):
            return
        if isinstance(command, ScoreBox) and _people(game) > 1:
            self._entries.clear()
        self._entries.append(_Entry(Moment.of(game), command, game.current))

    def entries(self) -> tuple[object, ...]:
        """What can be undone now, to put back with :meth:`restore_entries` (a refused command)."""
        return tuple(self._entries)

    def restore_entries(self, entries: tuple[object, ...]) -> None:
        self._entries = [e for e in entries if isinstance(e, _Entry)]

    def rolled(self, player: int) -> None:
        """Dice were rolled by ``player``: nothing before can be undone."""
        self._entries.clear()
        self._rolled_by = player

    def clear(self) -> None:
        """A new or resumed game: nothing to undo."""
        self._entries.clear()
        self._rolled_by = None

    def check_undo(self, game: Game) -> None:
        """:raises UndoRefused: (one subclass per reason) if undo is not possible now."""
        if not self.enabled:
            raise UndoOff()
        if game.is_over:
            raise UndoGameOver()
        if self._entries:
            return
        if self._rolled_by is None:
            raise NothingToUndo()
        if self._rolled_by != game.current:
            raise UndoNotYours(self._rolled_by)
        raise UndoAfterRoll(self._rolled_by)

    def to_data(self) -> dict[str, Any]:
        """The stack as JSON-safe data, saved with the game so that undo survives a restart."""
        return {"rolled_by": self._rolled_by, "entries": [_entry_data(e) for e in self._entries]}

    def restore(self, data: object, game: Game) -> None:
        """Put back :meth:`to_data` for a resumed ``game``; anything else leaves nothing to undo."""
        self.clear()
        if data is None:
            return
        try:
            top = json_object(data, "undo")
            rolled_by = top["rolled_by"]
            players = len(game.players)
            self._rolled_by = None if rolled_by is None else json_int(rolled_by, "by", 0, players)
            entries = json_array(top["entries"], "entries", 100)
            self._entries = [_entry(e, game) for e in entries]
        except (ValueError, TypeError, KeyError) as error:
            log.warning("what undo could take back was not restored: %s", error)
            self.clear()

    def can_undo(self, game: Game) -> bool:
        try:
            self.check_undo(game)
        except UndoRefused:
            return False
        return True

    def undo(self, game: Game) -> Undone:
        """Take back the newest move.

        :raises UndoRefused: if undo is not possible now (nothing changed).
        """
        self.check_undo(game)
        entry = self._entries.pop()
        turn_back = game.current != entry.player
        category = points = None
        if isinstance(entry.command, ScoreBox):
            category = entry.command.category
            points = game.cards[entry.player][category]
        entry.moment.restore(game)
        return Undone(entry.command, entry.player, category, points or 0, turn_back)


def _entry_data(entry: _Entry) -> dict[str, Any]:
    moment, command = entry.moment, entry.command
    if isinstance(command, ToggleHold):
        done: dict[str, Any] = {"hold": command.position}
    elif isinstance(command, SetHeld):
        done = {"set-held": sorted(command.positions)}
    else:
        assert isinstance(command, ScoreBox)
        done = {"score": command.category.value}
    turn = moment.turn
    return {
        "player": entry.player,
        "command": done,
        "cards": [card.to_mapping() for card in moment.cards],
        "turn": {
            "dice": list(turn.dice.values) if turn.dice is not None else None,
            "held": sorted(turn.held),
            "rolls_used": turn.rolls_used,
        },
        "phase": moment.phase.value,
        "current": moment.current,
        "round": moment.round,
        "turns": [_turn_data(t) for t in moment.turns],
    }


def _entry(data: object, game: Game) -> _Entry:
    entry = json_object(data, "an undo entry")
    seats, rounds = len(game.players), game.rules.rounds
    done = json_object(entry["command"], "a command")
    command: Command
    if "hold" in done:
        command = ToggleHold(json_int(done["hold"], "hold", 0, DICE_COUNT - 1))
    elif "set-held" in done:
        held = json_array(done["set-held"], "held", DICE_COUNT)
        command = SetHeld(frozenset(json_int(p, "held", 0, DICE_COUNT - 1) for p in held))
    else:
        command = ScoreBox(Category.from_id(json_text(done["score"], "score")))
    moment = Moment(
        tuple(Scorecard.from_mapping(json_object(c, "a card")) for c in entry["cards"]),
        _turn(json_object(entry["turn"], "turn")),
        Phase(json_text(entry["phase"], "phase")),
        json_int(entry["current"], "current", 0, seats - 1),
        json_int(entry["round"], "round", 1, rounds),
        tuple(_turn_record(t, seats, rounds) for t in json_array(entry["turns"], "turns")),
    )
    if len(moment.cards) != seats:
        raise ValueError("one card per player")
    return _Entry(moment, command, json_int(entry["player"], "player", 0, seats - 1))


def _people(game: Game) -> int:
    return sum(not p.is_computer for p in game.players)
