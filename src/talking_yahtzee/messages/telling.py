"""The game's events in messages, from the events and the listener alone, never the live game.

What each event says is decided in the .ftl files; the announcer hands its events here."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

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
from talking_yahtzee.core.rules import Combination, CombinationKind, Option, Standing
from talking_yahtzee.messages.i18n import ListOf, Msg
from talking_yahtzee.messages.phrases import (
    box_args,
    combination_msg,
    face,
    groups,
    initial,
    reading,
    values,
    yes,
)

BEST_BOXES = 2
"""How many of the best open boxes a detailed roll names."""
SAID_BY_GROUPS = frozenset(
    {"one-pair", "two-pairs", "three-of-a-kind", "four-of-a-kind", "full-house"}
)
"""Combinations that dice read grouped already say ("three fives and two threes")."""


def ranked(options: Iterable[Option]) -> list[Option]:
    """The options that score, most points first (card order on ties)."""
    return sorted((o for o in options if o.points > 0), key=lambda o: -o.points)


class Seating:
    """The seats as this keyboard hears them, and who listens: all an event needs besides
    itself. Names and kinds are fixed when the table is made; ``listener`` answers the listener's
    seat (None: a spectator, or nobody in particular, who hears names)."""

    def __init__(
        self,
        names: Sequence[str],
        computers: Sequence[bool],
        listener: Callable[[], int | None] | None = None,
    ) -> None:
        self.names_ = tuple(names)
        self.computers = tuple(computers)
        self.listening = listener

    @property
    def listener(self) -> int | None:
        return self.listening() if self.listening is not None else None

    def name(self, player: int) -> str:
        return self.names_[player]

    def kind(self, player: int) -> str:
        """solo, human or computer: lets messages leave out names nobody needs."""
        if len(self.names_) == 1:
            return "solo"
        return "computer" if self.computers[player] else "human"

    def names(self, players: Iterable[int]) -> ListOf:
        return ListOf(tuple(Msg("list-name", name=self.name(p)) for p in players))

    def standings_list(self, standings: Iterable[tuple[int, int, int]]) -> ListOf:
        """(player, total, place) as spoken: the listener as "you" when others play too."""
        listener = self.listener if len(self.names_) > 1 else None
        return ListOf(
            tuple(
                Msg(
                    "review-standing",
                    place=place,
                    player=self.name(player),
                    own=yes(player == listener),
                    total=total,
                )
                for player, total, place in standings
            )
        )


def placed(standings: Iterable[Standing]) -> list[tuple[int, int, int]]:
    return [(s.player, s.total, s.place) for s in standings]


class Teller:
    """The game's events in messages, from the events and the seating only."""

    def __init__(self, seating: Seating, *, dice_order: str = "position") -> None:
        self.seating = seating
        self.dice_order = dice_order
        """How rolls are read: position, sorted or grouped (settings.DICE_ORDER_CHOICES)."""
        self._scored: Scored | None = None
        """The last score, which the end of that turn sums up with the standing."""

    def name(self, player: int) -> str:
        return self.seating.name(player)

    def kind(self, player: int) -> str:
        return self.seating.kind(player)

    def event(self, event: Event) -> list[Msg]:
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
            players = self.seating.names(event.players)
            return [Msg("game-first-roll-tie", players=players, total=event.total)]
        if isinstance(event, FirstPlayerChosen):
            return [Msg("game-first-player", player=self.name(event.player), total=event.total)]
        if isinstance(event, TurnStarted):
            return self.turn_started(event)
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
            if len(event.totals) == 1 and event.last:
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
                    kind="solo" if len(event.standings) == 1 else "many",
                    standings=self.seating.standings_list(placed(event.standings)),
                )
            ]
        return self.game_over(event)

    def turn_started(self, event: TurnStarted) -> list[Msg]:
        person = self.kind(event.player) != "computer"  # who chooses hears the next box
        next_box = event.next_box if person else None
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
                total=event.total,
            ),
            *told,
        ]

    def rolled(self, event: DiceRolled) -> list[Msg]:
        """A roll: the dice, what they make (shortest first) and, for detail, the best boxes."""
        dice = event.dice
        new = [dice[p] for p in event.rolled]
        found = event.combination or Combination(CombinationKind.NONE)
        kind, combination = found.kind.value, combination_msg(found)
        if self.dice_order == "grouped" and kind in SAID_BY_GROUPS:
            combination = Msg("dice-combination", combination="none")  # the groups say it
        best = ranked(event.options)[:BEST_BOXES]
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
                bonus=event.yahtzee_bonus,
                best=ListOf(
                    tuple(Msg("review-box", **box_args(o.category), points=o.points) for o in best)
                ),
                best_count=len(best),
                roll=event.rolls_used,
                rolls_left=event.rolls_left,
                held_count=len(event.held),
            )
        ]

    def turn_ended(self, event: TurnEnded) -> Msg:
        totals = list(event.totals)
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
        messages = [Msg("game-over")]
        if len(event.standings) == 1:
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
            winners = self.seating.names(event.winners)
            messages.append(Msg("game-winners-tie", players=winners, total=top))
        else:
            winner = event.winners[0]
            behind = sorted((lead, other) for w, other, lead in event.margins if w == winner)
            margins = ListOf(  # by rank: the runner-up first, not in seat order
                tuple(
                    Msg(
                        "game-margin",
                        player=self.name(other),
                        player_initial=initial(self.name(other)),
                        margin=lead,
                    )
                    for lead, other in behind
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
        standings = self.seating.standings_list(placed(event.standings))
        messages.append(Msg("game-standings", standings=standings))
        return messages
