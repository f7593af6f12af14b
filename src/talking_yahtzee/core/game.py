"""The game session: players, turn order, and commands that become events; it owns its history.

The session is the only mutable piece of game state, and :meth:`Game.apply` (with
:meth:`Game.start`) is the way it changes. Every command is checked by the rules core first; an
illegal one raises its :class:`~talking_yahtzee.core.rules.IllegalAction` with nothing changed. A
legal one returns the events it caused, in order. Tables drive games through the table engine
(``engine.table``), which logs every command and takes moves back by replaying its log
(:meth:`Game.stand_at`).
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from talking_yahtzee.core.dice import RandomDice
from talking_yahtzee.core.events import (
    DiceRolled,
    Event,
    FirstPlayerChosen,
    FirstRollRolled,
    FirstRollTied,
    GameOver,
    HoldChanged,
    RoundEnded,
    Scored,
    TurnEnded,
    TurnStarted,
    UpperBonusEarned,
    YahtzeeBonusEarned,
)
from talking_yahtzee.core.rules import (
    DICE_COUNT,
    OFFICIAL,
    Category,
    Dice,
    DiceSource,
    GameIsOver,
    IllegalAction,
    NotRolledYet,
    Option,
    RuleSet,
    Scorecard,
    Turn,
    margins,
    standings,
    winners,
)
from talking_yahtzee.core.state import (
    COMPUTER_LEVELS,
    MAX_PLAYERS,
    Command,
    Phase,
    Player,
    PlayerKind,
    Position,
    Roll,
    ScoreBox,
    SetHeld,
    ToggleHold,
    TurnRecord,
    copy_record,
)

__all__ = [
    "COMPUTER_LEVELS",
    "MAX_PLAYERS",
    "Command",
    "Game",
    "Phase",
    "Player",
    "PlayerKind",
    "Position",
    "Roll",
    "ScoreBox",
    "SetHeld",
    "ToggleHold",
    "TurnRecord",
]


# --------------------------------------------------------------------------------------------------
# The session
# --------------------------------------------------------------------------------------------------


class Game:
    """One game for any number of players under one rule set."""

    def __init__(
        self,
        players: Sequence[Player],
        rules: RuleSet = OFFICIAL,
        dice: DiceSource | None = None,
        *,
        previous_best: int | None = None,
    ) -> None:
        if not players:
            raise ValueError("a game needs at least one player")
        self.players: tuple[Player, ...] = tuple(players)
        self.rules = rules
        self.dice_source: DiceSource = dice if dice is not None else RandomDice()
        self.previous_best = previous_best
        self.cards: list[Scorecard] = [Scorecard(rules=rules)] * len(self.players)  # a value
        self.turn = Turn()
        self.phase = Phase.FIRST_ROLL
        self.first_player = 0
        self.current = 0
        self.round = 1
        self.turns: list[TurnRecord] = []
        self._roll_off: list[int] = list(range(len(self.players)))
        self._roll_off_totals: dict[int, int] = {}
        self._attempt = 1
        self.version = 0
        """Counts the changes: one more for every command carried out and every replay."""

    @classmethod
    def at(
        cls,
        position: Position,
        players: Sequence[Player],
        rules: RuleSet = OFFICIAL,
        dice: DiceSource | None = None,
        *,
        previous_best: int | None = None,
    ) -> Game:
        """A game standing at ``position`` (a client's copy, a table migrated from a snapshot)."""
        game = cls(players, rules, dice, previous_best=previous_best)
        game._put(position)
        return game

    @property
    def position(self) -> Position:
        """Everything the game is now, as a value (a client's copy and a replay stand at one)."""
        return Position(
            self.phase,
            self.first_player,
            self.current,
            self.round,
            tuple(self.cards),
            self.turn,
            tuple(copy_record(t) for t in self.turns),
            tuple(self._roll_off),
            tuple(sorted(self._roll_off_totals.items())),
            self._attempt,
        )

    # -- questions ------------------------------------------------------------------------------

    @property
    def card(self) -> Scorecard:
        """The scorecard of the player whose turn it is."""
        return self.cards[self.current]

    @property
    def player(self) -> Player:
        return self.players[self.current]

    @property
    def is_over(self) -> bool:
        return self.phase is Phase.OVER

    @property
    def needs_dice_values(self) -> bool:
        """Physical dice: every roll's values are typed (a source saying ``needs_values``)."""
        return bool(getattr(self.dice_source, "needs_values", False))

    def totals(self) -> list[int]:
        return [card.total() for card in self.cards]

    def standings(self) -> tuple[tuple[int, int, int], ...]:
        """(player, total, place) for every player, best first."""
        return tuple((s.player, s.total, s.place) for s in standings(self.totals()))

    def member(self, player: int, round_: int) -> str | None:
        members = self.players[player].members
        return members[(round_ - 1) % len(members)] if members else None

    @property
    def first_roll_pending(self) -> int | None:
        """The player who rolls next to decide who starts, while that is being decided."""
        if self.phase is not Phase.FIRST_ROLL:
            return None
        for player in self._roll_off:
            if player not in self._roll_off_totals:
                return player
        return None  # pragma: no cover - the roll-off always resolves when the last one rolls

    @property
    def roll_off(self) -> tuple[tuple[int, ...], dict[int, int], int]:
        """While deciding who starts: who is rolling, their totals so far, and the attempt."""
        return tuple(self._roll_off), dict(self._roll_off_totals), self._attempt

    def options(self) -> tuple[Option, ...]:
        """The boxes the current dice may go in, with their points (empty before a roll)."""
        if self.phase is not Phase.PLAYING or self.turn.dice is None:
            return ()
        return self.card.options(self.turn.dice)

    def check_playing(self) -> None:
        if self.phase is Phase.OVER:
            raise GameIsOver("the game is over")
        if self.phase is Phase.FIRST_ROLL:
            raise NotRolledYet("decide who starts first")

    def check_roll(self) -> None:
        self.check_playing()
        self.turn.check_roll()

    def can_roll(self) -> bool:
        return _allowed(self.check_roll)

    def check_hold(self, position: int) -> None:
        self.check_playing()
        self.turn.check_hold(position)

    def can_hold(self, position: int) -> bool:
        return _allowed(lambda: self.check_hold(position))

    def check_score(self, category: Category) -> Option:
        self.check_playing()
        if self.turn.dice is None:
            raise NotRolledYet("roll before scoring")
        return self.card.check_score(category, self.turn.dice)

    def can_score(self, category: Category) -> bool:
        return _allowed(lambda: self.check_score(category))

    # -- commands -------------------------------------------------------------------------------

    def apply(self, command: Command) -> tuple[Event, ...]:
        """Carry out one command and return its events, or raise with nothing changed."""
        if isinstance(command, Roll):
            if self.phase is Phase.FIRST_ROLL:
                events = self._roll_for_first(command.values)
            else:
                events = self._roll(command.values)
        elif isinstance(command, ToggleHold):
            events = self._toggle_hold(command.position)
        elif isinstance(command, SetHeld):
            events = self._set_held(command.positions)
        else:
            events = self._score(command.category)
        self.version += 1
        return events

    def stand_at(self, position: Position) -> None:
        """Stand at ``position`` (the table engine's replay after an undo or a resume)."""
        self._put(position)
        self.version += 1

    def start(self) -> tuple[Event, ...]:
        """Decide who starts (rolling for every player, unless dice are physical) and begin."""
        self.version += 1
        events: list[Event] = []
        if len(self.players) == 1:
            self.phase = Phase.PLAYING
            return (self._turn_started(),)
        if self.needs_dice_values:
            return ()
        while self.phase is Phase.FIRST_ROLL:
            events.extend(self._roll_for_first())
        return tuple(events)

    def _roll_for_first(self, values: Sequence[int] | None = None) -> tuple[Event, ...]:
        """The next player rolls all five dice to decide who starts; ties roll again."""
        player = self.first_roll_pending
        if player is None:
            raise GameIsOver("the first player is already decided")
        dice = Dice(tuple(values) if values is not None else self.dice_source.roll(DICE_COUNT))
        rolled = FirstRollRolled(player, dice, dice.total, self._attempt)
        self._roll_off_totals[player] = dice.total
        events: list[Event] = [rolled]
        if len(self._roll_off_totals) < len(self._roll_off):
            return tuple(events)
        best = max(self._roll_off_totals.values())
        leaders = [p for p in self._roll_off if self._roll_off_totals[p] == best]
        if len(leaders) > 1:
            events.append(FirstRollTied(tuple(leaders), best))
            self._roll_off = leaders
            self._roll_off_totals = {}
            self._attempt += 1
            return tuple(events)
        self.first_player = self.current = leaders[0]
        self.phase = Phase.PLAYING
        events.append(FirstPlayerChosen(leaders[0], best))
        events.append(self._turn_started())
        return tuple(events)

    def _roll(self, values: Sequence[int] | None = None) -> tuple[Event, ...]:
        self.check_roll()
        free = self.turn.free_positions
        new_values = self.dice_source.roll(len(free)) if values is None else tuple(values)
        turn = self.turn.roll(new_values)  # the rules check the number of dice
        assert turn.dice is not None
        record = self._record()
        if self.turn.dice is not None:
            record.held.append(tuple(sorted(p + 1 for p in self.turn.held)))
        record.rolls.append(turn.dice.values)
        self.turn = turn
        return (
            DiceRolled(
                self.current,
                turn.dice,
                free,
                turn.held,
                turn.rolls_used,
                turn.rolls_left,
                self.rules.combination(turn.dice),
                self.card.yahtzee_bonus_for(turn.dice),
                self.options(),
            ),
        )

    def _toggle_hold(self, position: int) -> tuple[Event, ...]:
        self.check_hold(position)
        self.turn = self.turn.toggle(position)
        assert self.turn.dice is not None
        return (
            HoldChanged(
                self.current,
                position,
                self.turn.dice[position],
                position in self.turn.held,
                len(self.turn.held),
            ),
        )

    def _set_held(self, positions: Iterable[int]) -> tuple[Event, ...]:
        """Hold exactly ``positions``: one event for each die that changes."""
        wanted = frozenset(positions)
        self.check_playing()
        self.turn.with_held(wanted)  # checks every position first
        events: list[Event] = []
        for position in sorted(wanted ^ self.turn.held):
            events.extend(self._toggle_hold(position))
        return tuple(events)

    def _score(self, category: Category) -> tuple[Event, ...]:
        option = self.check_score(category)
        dice = self.turn.dice
        assert dice is not None
        before = self.card
        totals_before = self.totals()
        places_before = {s.player: s.place for s in standings(totals_before)}
        bonus = before.yahtzee_bonus_for(dice)
        after = before.score(category, dice)
        self.cards[self.current] = after
        record = self._record()
        record.category, record.points, record.yahtzee_bonus = category, option.points, bonus
        total = after.total()
        events: list[Event] = [
            Scored(self.current, category, option.points, dice, option.joker, bonus, total)
        ]
        if bonus:
            events.append(YahtzeeBonusEarned(self.current, bonus, after.yahtzee_bonuses))
        upper_bonus = after.totals().upper_bonus
        if upper_bonus and not before.totals().upper_bonus:
            events.append(UpperBonusEarned(self.current, after.upper_subtotal, upper_bonus))
        ranked = standings(self.totals())
        place = next(s.place for s in ranked if s.player == self.current)
        lead = ranked[0].total - ranked[1].total if len(ranked) > 1 else 0
        events.append(
            TurnEnded(
                self.current,
                self.round,
                category,
                total - totals_before[self.current],
                total,
                place,
                places_before[self.current],
                ranked[0].player,
                lead,
                tuple(self.totals()),
                self.round >= self.rules.rounds
                and (self.current + 1) % len(self.players) == self.first_player,
            )
        )
        events.extend(self._advance())
        return tuple(events)

    # -- internals ------------------------------------------------------------------------------

    def _put(self, position: Position) -> None:
        self.phase = position.phase
        self.first_player = position.first_player
        self.current = position.current
        self.round = position.round
        self.cards = list(position.cards)
        self.turn = position.turn
        self.turns = [copy_record(t) for t in position.turns]
        self._roll_off = list(position.roll_off)
        self._roll_off_totals = dict(position.roll_off_totals)
        self._attempt = position.attempt

    def _record(self) -> TurnRecord:
        if not self.turns or self.turns[-1].category is not None:
            self.turns.append(TurnRecord(self.current, self.round))
        return self.turns[-1]

    def _turn_started(self) -> TurnStarted:
        self.turn = Turn()
        card = self.cards[self.current]
        return TurnStarted(
            self.current,
            self.round,
            self.rules.rounds,
            self.member(self.current, self.round),
            card.total(),
            card.next_box if self.rules.forced_order else None,
        )

    def _advance(self) -> list[Event]:
        events: list[Event] = []
        self.current = (self.current + 1) % len(self.players)
        if self.current == self.first_player:
            events.append(RoundEnded(self.round, self.rules.rounds, standings(self.totals())))
            if self.round >= self.rules.rounds:
                self.phase = Phase.OVER
                self.turn = Turn()
                totals = self.totals()
                pairs = tuple(
                    (w, other, lead)
                    for w, by in margins(totals).items()
                    for other, lead in by.items()
                )
                events.append(
                    GameOver(standings(totals), winners(totals), pairs, self.previous_best)
                )
                return events
            self.round += 1
        events.append(self._turn_started())
        return events


def _allowed(check: Callable[[], object]) -> bool:
    try:
        check()
    except IllegalAction:
        return False
    return True
