"""Turns game events, reviews and refusals into messages (ids and arguments), never into text.

The announcer reads the game to add context (names, rolls left, bonus progress); what each
verbosity level says is decided in the .ftl files. The helpers that build the
parts of messages (boxes, dice, combinations) live in :mod:`talking_yahtzee.messages.phrases`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from talking_yahtzee.core.dice import DiceValuesNeeded
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
from talking_yahtzee.core.game import Game, Player
from talking_yahtzee.core.rules import (
    AllDiceHeld,
    BoxFilled,
    Category,
    GameIsOver,
    IllegalAction,
    JokerRuleForbids,
    NoRollsLeft,
    NotRolledYet,
    Option,
    OutOfOrder,
)
from talking_yahtzee.messages.i18n import ListOf, Msg
from talking_yahtzee.messages.phrases import (
    box,
    box_args,
    combination_of,
    face,
    groups,
    initial,
    reading,
    values,
    yes,
)
from talking_yahtzee.messages.reviews import Reviewer, ranked

__all__ = ["Announcer", "box", "values"]

BEST_BOXES = 2
"""How many of the best open boxes a detailed roll names."""
SAID_BY_GROUPS = frozenset(
    {"one-pair", "two-pairs", "three-of-a-kind", "four-of-a-kind", "full-house"}
)
"""Combinations that dice read grouped already say ("three fives and two threes")."""


class Announcer(Reviewer):
    """What to say about a game; one instance per game."""

    def __init__(
        self,
        game: Game,
        *,
        dice_order: str = "position",
        seats: Sequence[Player] | None = None,
        listener: Callable[[], int | None] | None = None,
    ) -> None:
        super().__init__(game, dice_order=dice_order, seats=seats, listener=listener)
        self._scored: Scored | None = None
        """The last score, which the end of that turn sums up with the standing."""

    # -- events -----------------------------------------------------------------------------------

    def events(self, events: Iterable[Event]) -> list[Msg]:
        return [m for e in events for m in self.event(e)]

    def event(self, event: Event) -> list[Msg]:
        g = self.game
        if isinstance(event, FirstRollRolled):
            return [
                Msg(
                    "game-first-roll",
                    player=self.name(event.player),
                    total=event.total,
                    dice=values(event.dice),
                    attempt=event.attempt,
                )
            ]
        if isinstance(event, FirstRollTied):
            players = self.names(event.players)
            return [Msg("game-first-roll-tie", players=players, total=event.total)]
        if isinstance(event, FirstPlayerChosen):
            return [Msg("game-first-player", player=self.name(event.player), total=event.total)]
        if isinstance(event, TurnStarted):
            person = self.kind(event.player) != "computer"  # who chooses hears the next box
            next_box = g.cards[event.player].next_box if g.rules.forced_order and person else None
            told = [] if next_box is None else [Msg("game-next-box", **box_args(next_box))]
            return [
                Msg(
                    "game-turn-start",
                    player=self.name(event.player),
                    player_initial=initial(self.name(event.player)),
                    kind=self.kind(event.player),
                    member=event.member or "",
                    team=yes(event.member is not None),
                    round=event.round,
                    rounds=event.rounds,
                    rounds_left=event.rounds - event.round,
                    total=g.cards[event.player].total(),
                ),
                *told,
            ]
        if isinstance(event, DiceRolled):
            return self.rolled(event)
        if isinstance(event, HoldChanged):
            return [
                Msg(
                    "game-hold",
                    position=event.position + 1,
                    value=event.value,
                    face=face(event.value),
                    held=yes(event.held),
                    held_count=event.held_count,
                )
            ]
        if isinstance(event, Scored):
            self._scored = event
            return [
                Msg(
                    "game-scored",
                    player=self.name(event.player),
                    kind=self.kind(event.player),
                    **box_args(event.category),
                    points=event.points,
                    joker=yes(event.joker),
                    total=event.total,
                )
            ]
        if isinstance(event, YahtzeeBonusEarned):
            return [
                Msg(
                    "game-yahtzee-bonus",
                    player=self.name(event.player),
                    kind=self.kind(event.player),
                    bonus=event.bonus,
                    count=event.count,
                )
            ]
        if isinstance(event, UpperBonusEarned):
            return [
                Msg(
                    "game-upper-bonus",
                    player=self.name(event.player),
                    kind=self.kind(event.player),
                    bonus=event.bonus,
                    upper=event.upper_subtotal,
                )
            ]
        if isinstance(event, TurnEnded):
            if len(g.players) == 1 and g.is_over:
                return []  # "Final score" follows with the same total: said once
            return [self.turn_ended(event)]
        if isinstance(event, RoundEnded):
            if event.round >= event.rounds:
                return []  # the game's end follows, with the standings: each fact once
            return [
                Msg(
                    "game-round-end",
                    round=event.round,
                    rounds=event.rounds,
                    rounds_left=event.rounds - event.round,
                    kind="solo" if len(g.players) == 1 else "many",
                    standings=self.standings_list(event.standings),
                )
            ]
        return self.game_over(event)

    def rolled(self, event: DiceRolled) -> list[Msg]:
        """A roll: the dice, what they make (shortest first) and, for detail, the best boxes."""
        dice = event.dice
        new = [dice[p] for p in event.rolled]
        card = self.game.cards[event.player]
        kind, combination = combination_of(dice, self.game.rules)
        if self.dice_order == "grouped" and kind in SAID_BY_GROUPS:
            combination = Msg("dice-combination", combination="none")  # the groups say it
        best = self.best_options()
        return [
            Msg(
                "game-rolled",
                player=self.name(event.player),
                kind=self.kind(event.player),
                dice=reading(dice.values, self.dice_order),
                new=reading(new, self.dice_order),
                new_count=len(new),
                groups=groups(dice.values),
                combination=kind,
                named=combination,
                bonus=card.yahtzee_bonus_for(dice),
                best=ListOf(
                    tuple(Msg("review-box", **box_args(o.category), points=o.points) for o in best)
                ),
                best_count=len(best),
                roll=event.rolls_used,
                rolls_left=event.rolls_left,
                held_count=len(event.held),
            )
        ]

    def best_options(self) -> list[Option]:
        """The open boxes that score most with the dice now, best first."""
        return ranked(self.game.options())[:BEST_BOXES]

    def turn_ended(self, event: TurnEnded) -> Msg:
        totals = self.game.totals()
        leader_total = totals[event.leader]
        if len(totals) == 1:
            status = "solo"
        elif sorted(totals, reverse=True)[:2] == [event.total, event.total]:
            status = "tied"  # the top two share event.total, so this player leads with another
        else:
            status = "leading" if event.leader == event.player else "behind"
        others = [t for index, t in enumerate(totals) if index != event.player]
        alone = status == "leading" and not any(others)  # the lead is the total: say it once
        scored = self._scored
        dice = scored.dice.values if scored is not None else ()
        return Msg(
            "game-turn-end",
            player=self.name(event.player),
            player_initial=initial(self.name(event.player)),
            kind=self.kind(event.player),
            points=event.points,
            **box_args(event.category),
            box_points=scored.points if scored is not None else event.points,
            joker=yes(scored is not None and scored.joker),
            dice=reading(dice, "sorted" if self.dice_order == "position" else self.dice_order),
            groups=groups(dice),
            total=event.total,
            status=status,
            alone=yes(alone),
            lead=event.lead,
            leader=self.name(event.leader),
            leader_initial=initial(self.name(event.leader)),
            behind=leader_total - event.total,
            place=event.place,
            moved=yes(event.place < event.previous_place),
        )

    def game_over(self, event: GameOver) -> list[Msg]:
        g = self.game
        messages = [Msg("game-over")]
        if len(g.players) == 1:
            total = event.standings[0].total
            best = event.previous_best
            if best is None:
                comparison = "first"
            elif total > best:
                comparison = "better"
            elif total == best:
                comparison = "equal"
            else:
                comparison = "worse"
            messages.append(
                Msg(
                    "game-over-solo",
                    total=total,
                    best=best if best is not None else 0,
                    comparison=comparison,
                    difference=abs(total - (best or 0)),
                )
            )
            return messages
        top = event.standings[0].total
        if len(event.winners) > 1:
            messages.append(Msg("game-winners-tie", players=self.names(event.winners), total=top))
        else:
            winner = event.winners[0]
            margins = ListOf(
                tuple(
                    Msg(
                        "game-margin",
                        player=self.name(other),
                        player_initial=initial(self.name(other)),
                        margin=lead,
                    )
                    for w, other, lead in event.margins
                    if w == winner
                )
            )
            messages.append(
                Msg(
                    "game-winner",
                    player=self.name(winner),
                    player_initial=initial(self.name(winner)),
                    total=top,
                    margins=margins,
                )
            )
        messages.append(Msg("game-standings", standings=self.standings_list(event.standings)))
        return messages

    def keeps(self, player: int, kept: Sequence[int]) -> Msg:
        """A computer player's choice of dice to keep before rolling again."""
        return Msg(
            "game-keeps",
            player=self.name(player),
            dice=values(sorted(kept)),
            count=len(kept),
        )

    # -- refusals ---------------------------------------------------------------------------------

    def refusal(self, error: IllegalAction, category: Category | None = None) -> Msg:
        """A short spoken reason for an action the rules forbid now."""
        if isinstance(error, NoRollsLeft):
            return Msg("error-no-rolls-left")
        if isinstance(error, AllDiceHeld):
            return Msg("error-all-held")
        if isinstance(error, DiceValuesNeeded):
            return Msg("error-dice-values-needed", count=error.count)
        if isinstance(error, NotRolledYet):
            return Msg("error-not-rolled")
        next_box = self.game.card.next_box
        if isinstance(error, BoxFilled | OutOfOrder) and self.game.rules.forced_order and next_box:
            return Msg("error-not-next-box", **box_args(next_box))  # where to go, not where not
        if isinstance(error, BoxFilled) and category is not None:
            return Msg("error-box-filled", **box_args(category))
        if isinstance(error, JokerRuleForbids):
            allowed = ListOf(tuple(box(o.category) for o in self.game.options()))
            return Msg("error-joker", boxes=allowed)
        if isinstance(error, GameIsOver):
            return Msg("error-game-over")
        return Msg("error-not-allowed")
