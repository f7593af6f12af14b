"""Which sound each game event plays: the game's events in, the catalogue's sounds out.

:func:`event_cues` maps one batch of events (what one ``Game.apply`` returned) to the sounds to
play, in order. A batch rattles once and clicks once (a computer's keep of several dice clicks
once, "held" if it holds any); a scoring plays one sound, the most telling of the batch (a
Yahtzee bonus over a Yahtzee over the upper bonus over the box or zero), so sounds never pile up.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from typing import Any

from talking_yahtzee.core.events import (
    DiceRolled,
    Event,
    FirstRollRolled,
    GameOver,
    HoldChanged,
    Scored,
    TurnStarted,
    UpperBonusEarned,
    YahtzeeBonusEarned,
)
from talking_yahtzee.core.game import Player
from talking_yahtzee.core.rules import Category

from .catalogue import Sound

Cue = tuple[Sound, dict[str, Any]]

_SCORING_RANK = (Sound.YAHTZEE_BONUS, Sound.YAHTZEE, Sound.UPPER_BONUS, Sound.BOX_SCORED)
"""Scoring sounds, most telling first (zero scored ranks with box scored)."""
_CLICKS = (Sound.DIE_HELD, Sound.DIE_RELEASED)


def scoring_sound(event: Event) -> Sound | None:
    """The sound of one scoring event, or ``None`` for other events."""
    if isinstance(event, YahtzeeBonusEarned):
        return Sound.YAHTZEE_BONUS
    if isinstance(event, UpperBonusEarned):
        return Sound.UPPER_BONUS
    if isinstance(event, Scored):
        if event.points == 0:
            return Sound.ZERO_SCORED
        if event.category in (Category.YAHTZEE, Category.YATZY):
            return Sound.YAHTZEE
        return Sound.BOX_SCORED
    return None


def game_over_sound(event: GameOver, players: Sequence[Player]) -> Sound:
    """Won when a person at the keyboard is among the winners; solitaire: a new best score."""
    if len(players) == 1:
        total = event.standings[0].total if event.standings else 0
        best = event.previous_best
        return Sound.GAME_WON if best is None or total > best else Sound.GAME_LOST
    people_won = any(not players[winner].is_computer for winner in event.winners)
    return Sound.GAME_WON if people_won else Sound.GAME_LOST


def event_cues(events: Iterable[Event], players: Sequence[Player]) -> list[Cue]:
    """The sounds for one batch of events, in the order to play them.

    ``players`` are the game's seats (``Game.players``): a person's turn plays "your turn", a
    computer's "another player's turn" (every person at the keyboard hears their own turn).
    """
    cues: list[Cue] = []
    scoring: list[Sound] = []
    for event in events:
        sound = scoring_sound(event)
        if sound is not None:
            scoring.append(sound)
            if len(scoring) == 1:
                cues.append((sound, {}))  # its place in the order; the best replaces it below
            continue
        if isinstance(event, DiceRolled | FirstRollRolled):
            if all(sound is not Sound.DICE_ROLLED for sound, _ in cues):  # one rattle a batch
                dice = len(event.rolled) if isinstance(event, DiceRolled) else 5
                cues.append((Sound.DICE_ROLLED, {"dice": dice}))
        elif isinstance(event, HoldChanged):
            click = Sound.DIE_HELD if event.held else Sound.DIE_RELEASED
            place = next((i for i, (s, _) in enumerate(cues) if s in _CLICKS), None)
            if place is None:
                cues.append((click, {}))
            elif click is Sound.DIE_HELD:  # one click a batch (a computer's keep): held wins
                cues[place] = (click, {})
        elif isinstance(event, TurnStarted):
            computer = players[event.player].is_computer
            cues.append((Sound.OTHER_TURN if computer else Sound.YOUR_TURN, {}))
        elif isinstance(event, GameOver):
            cues.append((game_over_sound(event, players), {}))
    if scoring:
        best = min(scoring, key=lambda s: _SCORING_RANK.index(s) if s in _SCORING_RANK else 3)
        first = next(i for i, (sound, _) in enumerate(cues) if sound is scoring[0])
        cues[first] = (best, {})
    return cues
