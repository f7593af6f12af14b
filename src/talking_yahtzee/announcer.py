"""Turns game events, reviews and refusals into messages (ids and arguments), never into text.

The announcer reads the game to add context (names, rolls left, bonus progress); what each
verbosity level says is decided in the .ftl files.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence

from talking_yahtzee.dice import DiceValuesNeeded
from talking_yahtzee.events import (
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
from talking_yahtzee.game import Game
from talking_yahtzee.i18n import ListOf, Msg
from talking_yahtzee.rules import (
    CATEGORIES,
    FACES,
    AllDiceHeld,
    BoxFilled,
    Category,
    GameIsOver,
    IllegalAction,
    JokerRuleForbids,
    NoRollsLeft,
    NotRolledYet,
)


def box(category: Category) -> Msg:
    """The name of a box, as a message."""
    return Msg("box-" + category.value.replace("_", "-"))


def face(value: int) -> Msg:
    return Msg("dice-face", face=value)


def values(dice: Iterable[int]) -> ListOf:
    """Dice values in order, spoken as the locale speaks single values."""
    return ListOf(tuple(Msg("dice-value", value=v) for v in dice), style="short")


def groups(dice: Sequence[int]) -> ListOf:
    """Dice grouped by face, most first: "three sixes, a two and a five"."""
    counts = [(dice.count(f), f) for f in range(1, FACES + 1) if f in dice]
    counts.sort(key=lambda cf: (-cf[0], -cf[1]))
    return ListOf(tuple(Msg("dice-group", count=c, face=f) for c, f in counts))


def yes(flag: bool) -> str:
    return "yes" if flag else "no"


class Announcer:
    """What to say about a game; one instance per game."""

    def __init__(self, game: Game) -> None:
        self.game = game

    # -- names and kinds --------------------------------------------------------------------------

    def name(self, player: int) -> str:
        return self.game.players[player].name

    def kind(self, player: int) -> str:
        """solo, human or computer: lets messages leave out names nobody needs."""
        if len(self.game.players) == 1:
            return "solo"
        return "computer" if self.game.players[player].is_computer else "human"

    def names(self, players: Iterable[int]) -> ListOf:
        return ListOf(tuple(Msg("list-name", name=self.name(p)) for p in players))

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
            return [
                Msg(
                    "game-turn-start",
                    player=self.name(event.player),
                    kind=self.kind(event.player),
                    member=event.member or "",
                    team=yes(event.member is not None),
                    round=event.round,
                    rounds=event.rounds,
                    rounds_left=event.rounds - event.round,
                    total=g.cards[event.player].total(g.rules),
                )
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
            return [
                Msg(
                    "game-scored",
                    player=self.name(event.player),
                    kind=self.kind(event.player),
                    box=box(event.category),
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
            return [self.turn_ended(event)]
        if isinstance(event, RoundEnded):
            return [
                Msg(
                    "game-round-end",
                    round=event.round,
                    rounds=event.rounds,
                    rounds_left=event.rounds - event.round,
                    kind="solo" if len(g.players) == 1 else "many",
                    standings=self.standings_list(),
                )
            ]
        return self.game_over(event)

    def rolled(self, event: DiceRolled) -> list[Msg]:
        dice = event.dice
        new = [dice[p] for p in event.rolled]
        card = self.game.cards[event.player]
        messages = [
            Msg(
                "game-rolled",
                player=self.name(event.player),
                kind=self.kind(event.player),
                dice=values(dice),
                new=values(new),
                new_count=len(new),
                groups=groups(dice.values),
                roll=event.rolls_used,
                rolls_left=event.rolls_left,
                held_count=len(event.held),
            )
        ]
        if dice.is_yahtzee:
            bonus = card.yahtzee_bonus_for(dice, self.game.rules)
            messages.append(
                Msg("game-yahtzee-rolled", face=face(dice[0]), value=dice[0], bonus=bonus)
            )
        return messages

    def turn_ended(self, event: TurnEnded) -> Msg:
        totals = self.game.totals()
        leader_total = totals[event.leader]
        if len(totals) == 1:
            status = "solo"
        elif sorted(totals, reverse=True)[:2] == [event.total, event.total]:
            status = "tied"  # the top two share event.total, so this player leads with another
        else:
            status = "leading" if event.leader == event.player else "behind"
        return Msg(
            "game-turn-end",
            player=self.name(event.player),
            kind=self.kind(event.player),
            points=event.points,
            total=event.total,
            status=status,
            lead=event.lead,
            leader=self.name(event.leader),
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
                    Msg("game-margin", player=self.name(other), margin=lead)
                    for w, other, lead in event.margins
                    if w == winner
                )
            )
            messages.append(
                Msg("game-winner", player=self.name(winner), total=top, margins=margins)
            )
        messages.append(Msg("game-standings", standings=self.standings_list()))
        return messages

    # -- reviews ----------------------------------------------------------------------------------

    def standings_list(self) -> ListOf:
        return ListOf(
            tuple(
                Msg("review-standing", place=place, player=self.name(player), total=total)
                for player, total, place in self.game.standings()
            )
        )

    def review_dice(self) -> Msg:
        turn = self.game.turn
        if turn.dice is None:
            return Msg("review-dice-none", rolls_left=turn.rolls_left)
        held = [turn.dice[p] for p in sorted(turn.held)]
        return Msg(
            "review-dice",
            dice=values(turn.dice),
            groups=groups(turn.dice.values),
            held=values(held),
            held_count=len(held),
            rolls_left=turn.rolls_left,
        )

    def review_card(self, player: int | None = None) -> Msg:
        g = self.game
        index = g.current if player is None else player
        card = g.cards[index]
        totals = card.totals(g.rules)
        filled = ListOf(
            tuple(
                Msg("review-box", box=box(c), points=card[c] or 0) for c in card.filled_categories
            )
        )
        return Msg(
            "review-card",
            player=self.name(index),
            own=yes(player is None or player == g.current),
            filled=filled,
            filled_count=len(card.filled_categories),
            open_count=len(card.open_categories),
            upper=totals.upper_subtotal,
            upper_bonus=totals.upper_bonus,
            lower=totals.lower_total,
            yahtzee_bonus=totals.yahtzee_bonus,
            total=totals.grand_total,
        )

    def review_open(self) -> Msg:
        g = self.game
        options = {o.category: o.points for o in g.options()}
        items = []
        for category in g.card.open_categories:
            if g.turn.dice is None:
                items.append(Msg("review-open-box", box=box(category)))
            elif category in options:
                items.append(Msg("review-box", box=box(category), points=options[category]))
        rolled = g.turn.dice is not None
        return Msg("review-open", boxes=ListOf(tuple(items)), rolled=yes(rolled), count=len(items))

    def review_bonus(self) -> Msg:
        g = self.game
        card = g.card
        rules = g.rules
        open_upper = [c for c in CATEGORIES[:FACES] if not card.is_filled(c)]
        return Msg(
            "review-bonus",
            upper=card.upper_subtotal,
            target=rules.upper_bonus_threshold,
            needed=card.upper_bonus_needed(rules),
            bonus=rules.upper_bonus,
            open_count=len(open_upper),
            par=card.upper_par,
        )

    def review_standings(self) -> Msg:
        return Msg(
            "review-standings",
            standings=self.standings_list(),
            kind="solo" if len(self.game.players) == 1 else "many",
        )

    def review_turn(self) -> Msg:
        g = self.game
        if g.is_over:
            return Msg("review-turn-over")
        return Msg(
            "review-turn",
            player=self.name(g.current),
            kind=self.kind(g.current),
            round=g.round,
            rounds=g.rules.rounds,
            rolls_left=g.turn.rolls_left,
            rolled=yes(g.turn.has_rolled),
        )

    def box_focus(self, category: Category) -> Msg:
        """A box as the player moves onto it: its points now, or why it cannot be chosen."""
        g = self.game
        card = g.card
        if card.is_filled(category):
            return Msg("box-focus-filled", box=box(category), points=card[category] or 0)
        if g.turn.dice is None:
            return Msg("box-focus-open", box=box(category))
        for option in g.options():
            if option.category is category:
                return Msg(
                    "box-focus",
                    box=box(category),
                    points=option.points,
                    joker=yes(option.joker),
                )
        return Msg("box-focus-forbidden", box=box(category))

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
        if isinstance(error, BoxFilled) and category is not None:
            return Msg("error-box-filled", box=box(category))
        if isinstance(error, JokerRuleForbids):
            allowed = ListOf(tuple(box(o.category) for o in self.game.options()))
            return Msg("error-joker", boxes=allowed)
        if isinstance(error, GameIsOver):
            return Msg("error-game-over")
        return Msg("error-not-allowed")
