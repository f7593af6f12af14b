"""Answers to the review keys (dice, card, open boxes, bonus, standings, turn, box focus): what
to say about the game as it stands, as messages. :class:`Announcer` adds the game's events."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Sequence

from talking_yahtzee.core.game import Game, Player
from talking_yahtzee.core.rules import Category, Standing
from talking_yahtzee.messages.i18n import ListOf, Msg
from talking_yahtzee.messages.phrases import box_args, groups, initial, values, yes
from talking_yahtzee.messages.telling import Seating, placed, ranked

__all__ = ["Reviewer", "ranked"]


class Reviewer:
    """The game as it stands, in messages; the base of :class:`Announcer`."""

    def __init__(
        self,
        game: Game,
        *,
        dice_order: str = "position",
        seats: Sequence[Player] | None = None,
        listener: Callable[[], int | None] | None = None,
    ) -> None:
        self.game = game
        self.listening = listener
        """Who is listening: the seat whose card is "your card" (None: a spectator, who hears
        names); without it, whoever's turn it is."""
        self.dice_order = dice_order
        """How rolls are read: position, sorted or grouped (settings.DICE_ORDER_CHOICES)."""
        self.seats = tuple(seats) if seats is not None else None
        """The seats as this keyboard hears them (online, another person's seat is spoken of as
        any other player's, never "your turn"); None: as the game has them."""
        heard = self.seats if self.seats is not None else game.players
        self.seating = Seating(
            [p.name for p in game.players], [p.is_computer for p in heard], listener
        )
        """The seats and the listener as the events are spoken (names and kinds fixed now)."""

    # -- the listener -----------------------------------------------------------------------------

    @property
    def listener(self) -> int | None:
        """The listener's seat, or None for a spectator."""
        return self.listening() if self.listening is not None else self.game.current

    def yours(self) -> int:
        """The seat the review keys speak of: the listener's, or for a spectator whose turn it
        is."""
        listener = self.listener
        return self.game.current if listener is None else listener

    def others(self) -> list[int]:
        """The seats ``o`` steps through: everyone but the listener, from the one after them."""
        count = len(self.game.players)
        first = self.yours()
        order = [(first + step) % count for step in range(count)]
        return [seat for seat in order if seat != self.listener]

    # -- names and kinds --------------------------------------------------------------------------

    def name(self, player: int) -> str:
        return self.game.players[player].name

    def kind(self, player: int) -> str:
        """solo, human or computer: lets messages leave out names nobody needs."""
        if len(self.game.players) == 1:
            return "solo"
        seats = self.seats if self.seats is not None else self.game.players
        return "computer" if seats[player].is_computer else "human"

    def names(self, players: Iterable[int]) -> ListOf:
        return ListOf(tuple(Msg("list-name", name=self.name(p)) for p in players))

    # -- reviews ----------------------------------------------------------------------------------

    def standings_list(self, standings: Iterable[Standing] | None = None) -> ListOf:
        """The standings given (an event's), or the game's as it stands; the listener as "you"."""
        ranked = placed(standings) if standings is not None else list(self.game.standings())
        return self.seating.standings_list(ranked)

    def review_dice(self) -> Msg:
        """D: the dice by position with the positions held; during a computer's turn, whose turn
        it is and what it has so far."""
        g = self.game
        if not g.is_over and g.player.is_computer:
            return self.review_computer_dice()
        turn = g.turn
        if turn.dice is None:
            return Msg("review-dice-none", rolls_left=turn.rolls_left)
        held = sorted(turn.held)
        return Msg(
            "review-dice",
            dice=values(turn.dice),  # always by position: D is where positions stay
            groups=groups(turn.dice.values),
            held=ListOf(tuple(Msg("review-position", position=p + 1) for p in held)),
            held_values=values(turn.dice[p] for p in held),
            held_count=len(held),
            rolls_left=turn.rolls_left,
        )

    def review_computer_dice(self) -> Msg:
        """D while a computer plays: its name, its dice so far, what it keeps, the rolls left."""
        g = self.game
        turn = g.turn
        dice = turn.dice.values if turn.dice is not None else ()
        kept = [dice[p] for p in sorted(turn.held)] if dice else []
        return Msg(
            "review-dice-computer",
            player=self.name(g.current),
            player_initial=initial(self.name(g.current)),
            rolled=yes(turn.dice is not None),
            dice=values(dice),
            groups=groups(dice),
            kept=values(sorted(kept, reverse=True)),
            kept_count=len(kept),
            rolls_left=turn.rolls_left,
            total=g.cards[g.current].total(),
        )

    def review_card(self, player: int | None = None) -> Msg:
        g = self.game
        index = self.yours() if player is None else player
        card = g.cards[index]
        totals = card.totals()
        filled = ListOf(
            tuple(
                Msg("review-box", **box_args(c), points=card[c] or 0)
                for c in card.filled_categories
            )
        )
        return Msg(
            "review-card",
            player=self.name(index),
            player_initial=initial(self.name(index)),
            own=yes(index == self.listener),
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
        """The open boxes: before a roll their names; after it, the boxes that score, best first,
        then how many would score zero (named only at the detailed level)."""
        g = self.game
        card = g.cards[self.yours()]
        if g.turn.dice is None or self.yours() != g.current:  # not their roll: the boxes alone
            names = tuple(Msg("review-open-box", **box_args(c)) for c in card.open_categories)
            return Msg(
                "review-open",
                boxes=ListOf(names),
                rolled="no",
                count=len(names),
                zeros=0,
                zero_boxes=ListOf(()),
            )
        options = g.options()
        scoring = ranked(options)
        zeros = [o.category for o in options if o.points == 0]
        return Msg(
            "review-open",
            boxes=ListOf(
                tuple(Msg("review-box", **box_args(o.category), points=o.points) for o in scoring),
                style="short",
            ),
            rolled="yes",
            count=len(scoring),
            zeros=len(zeros),
            zero_boxes=ListOf(tuple(Msg("review-open-box", **box_args(c)) for c in zeros)),
        )

    def review_bonus(self) -> Msg:
        g = self.game
        card = g.cards[self.yours()]
        rules = g.rules
        open_upper = [c for c in rules.upper if not card.is_filled(c)]
        whose = self.yours()
        return Msg(
            "review-bonus" if self.listener is not None else "review-bonus-player",
            player=self.name(whose),
            player_initial=initial(self.name(whose)),
            upper=card.upper_subtotal,
            target=rules.upper_bonus_threshold,
            needed=card.upper_bonus_needed(),
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
        people_here = sum(not computer for computer in self.seating.computers)
        own = g.current == self.seating.listener and people_here == 1  # never ambiguous
        return Msg(
            "review-turn",
            player=self.name(g.current),
            player_initial=initial(self.name(g.current)),
            kind=self.kind(g.current),
            own=yes(own),
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
            return Msg("box-focus-filled", **box_args(category), points=card[category] or 0)
        if g.turn.dice is None:
            return Msg("box-focus-open", **box_args(category))
        for option in g.options():
            if option.category is category:
                return Msg(
                    "box-focus",
                    **box_args(category),
                    points=option.points,
                    joker=yes(option.joker),
                )
        return Msg("box-focus-forbidden", **box_args(category))
