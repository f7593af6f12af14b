"""Hints and the coach: the advisor's answers as messages, and what each scoring cost."""

from __future__ import annotations

from talking_yahtzee.advisor import AdviceOption, advise, expected_final
from talking_yahtzee.core.rules import Category, Scorecard, Turn
from talking_yahtzee.messages.announcer import values
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.messages.phrases import box_args
from talking_yahtzee.sound import ThinkingCue
from talking_yahtzee.ui.winning import CoachHost, Offload, WinningCoach


def action_msg(option: AdviceOption) -> Msg:
    """One of the advisor's options as a message: keep these dice, or score in that box."""
    if option.action == "keep":
        return Msg("hint-keep", dice=values(option.keep), count=len(option.keep))
    assert option.category is not None
    return Msg("hint-score", points=option.points, **box_args(option.category))


class Coach:
    """``h`` steps through the advisor's options; with ``--coach`` each choice's cost is said."""

    def __init__(self, host: CoachHost, offload: Offload | None = None) -> None:
        self.host = host
        self.hint_rank = 0
        self.winning = WinningCoach(host, offload)

    def new_game(self) -> None:
        self.winning.askers.clear()

    @property
    def playing_to_win(self) -> set[int]:
        """The seats whose people asked for the chance to win in this game (W, or a hint with a
        goal): their game is measured in the chance to win too (``ui.skill``)."""
        return self.winning.askers

    def hint(self) -> None:
        game = self.host.game_
        if (game.turn.dice is None or self.hint_rank == 0) and self.winning.hint():
            # Against others, or a best score to beat: the chance to win too (ui.winning).
            if game.turn.dice is not None:
                self.hint_rank += 1
            return
        if game.turn.dice is None:
            with ThinkingCue(self.host.sound):
                expected = expected_final(game.card, game.rules)
            self.host.say(Msg("hint-before-roll", expected=expected))
            return
        with ThinkingCue(self.host.sound):
            advice = advise(game.card, game.rules, game.turn.dice, game.turn.rolls_left)
        options = advice.options
        rank = self.hint_rank % len(options)
        self.hint_rank += 1
        if rank == 0:
            best = options[0]
            has_next = len(options) > 1
            nxt = options[1] if has_next else best
            message = Msg(
                "hint-best",
                action=action_msg(best),
                expected=best.expected_final,
                has_next="yes" if has_next else "no",
                next=action_msg(nxt),
                next_expected=nxt.expected_final,
            )
        else:
            option = options[rank]
            message = Msg(
                "hint-option",
                rank=rank + 1,
                action=action_msg(option),
                expected=option.expected_final,
            )
        self.host.say(message)

    def after_score(self, card: Scorecard, turn: Turn, category: Category) -> None:
        """Say what the choice just made cost in expected points."""
        game = self.host.game_
        assert turn.dice is not None
        with ThinkingCue(self.host.sound):
            advice = advise(card, game.rules, turn.dice, turn.rolls_left)
        best = advice.best
        chosen = next(
            (o for o in advice.options if o.action == "score" and o.category is category), None
        )
        if chosen is None:
            return
        cost = best.expected_final - chosen.expected_final
        if cost > 0.05:
            said = Msg("coach-cost", cost=round(cost, 1), best=action_msg(best))
            self.host.say(said, interrupt=False)
        elif self.host.prefs.verbosity == "detailed":
            self.host.say(Msg("coach-good"), interrupt=False)

    def review_win(self) -> None:
        """Key W: the chance to win now (``ui.winning``)."""
        self.winning.review()
