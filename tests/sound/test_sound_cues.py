"""Which sound each game event plays, from real game events (scripted dice)."""

from __future__ import annotations

from talking_yahtzee.core.dice import ScriptedDice
from talking_yahtzee.core.events import GameOver
from talking_yahtzee.core.game import Game, Player, PlayerKind, Roll, ScoreBox, ToggleHold
from talking_yahtzee.core.rules import OFFICIAL, Category, Standing
from talking_yahtzee.sound import Sound
from talking_yahtzee.sound.cues import event_cues, game_over_sound

ANN = Player("Ann")
ROBO = Player("Robo", PlayerKind.COMPUTER, "good")


def names(cues: list[tuple[Sound, dict[str, object]]]) -> list[str]:
    return [sound.value for sound, _ in cues]


def test_a_solitaire_turn_by_turn() -> None:
    dice = ScriptedDice([6] * 5 + [6] * 5 + [1, 2, 3, 5, 6] + [2, 2, 2])
    game = Game([ANN], OFFICIAL, dice)
    players = game.players
    assert names(event_cues(game.start(), players)) == ["your-turn"]
    rolled = event_cues(game.apply(Roll()), players)
    assert rolled == [(Sound.DICE_ROLLED, {"dice": 5})]
    assert names(event_cues(game.apply(ToggleHold(0)), players)) == ["die-held"]
    assert names(event_cues(game.apply(ToggleHold(0)), players)) == ["die-released"]
    scored = event_cues(game.apply(ScoreBox(Category.YAHTZEE)), players)
    assert names(scored) == ["yahtzee", "your-turn"]
    game.apply(Roll())
    # A second Yahtzee scored in Sixes: the bonus fanfare alone, not the box sound as well.
    assert names(event_cues(game.apply(ScoreBox(Category.SIXES)), players)) == [
        "yahtzee-bonus",
        "your-turn",
    ]
    game.apply(Roll())  # 1 2 3 5 6
    game.apply(ToggleHold(0))
    game.apply(ToggleHold(2))
    assert event_cues(game.apply(Roll()), players) == [(Sound.DICE_ROLLED, {"dice": 3})]
    assert names(event_cues(game.apply(ScoreBox(Category.FOURS)), players)) == [
        "zero-scored",
        "your-turn",
    ]


def test_roll_off_rattles_once_and_a_computer_turn_sounds_other() -> None:
    game = Game([ANN, ROBO], OFFICIAL, ScriptedDice([1, 1, 1, 1, 2, 6, 6, 6, 6, 5]))
    cues = names(event_cues(game.start(), game.players))
    assert cues == ["dice-rolled", "other-turn"]  # Robo rolled higher and starts


def test_box_scored_then_the_upper_bonus_over_the_box() -> None:
    rolls = [6, 6, 6, 6, 1, 5, 5, 5, 5, 1, 4, 4, 4, 4, 1, 3, 3, 3, 3, 1, 2, 2, 2, 1, 1]
    game = Game([ANN], OFFICIAL, ScriptedDice(rolls))
    game.start()
    played = []
    for category in (Category.SIXES, Category.FIVES, Category.FOURS, Category.THREES):
        game.apply(Roll())
        played.append(names(event_cues(game.apply(ScoreBox(category)), game.players))[0])
    assert played == ["box-scored", "box-scored", "box-scored", "upper-bonus"]  # 72 points
    game.apply(Roll())
    assert names(event_cues(game.apply(ScoreBox(Category.YAHTZEE)), game.players))[0] == (
        "zero-scored"
    )


def standings(*totals: int) -> tuple[Standing, ...]:
    return tuple(Standing(i, total, 1) for i, total in enumerate(totals))


def test_game_over_won_or_lost() -> None:
    def over(winners: tuple[int, ...], *totals: int, best: int | None = None) -> GameOver:
        return GameOver(standings(*totals), winners, (), previous_best=best)

    assert game_over_sound(over((0,), 200, 150), [ANN, ROBO]) is Sound.GAME_WON
    assert game_over_sound(over((1,), 150, 200), [ANN, ROBO]) is Sound.GAME_LOST
    assert game_over_sound(over((0, 1), 200, 200), [ANN, ROBO]) is Sound.GAME_WON
    assert game_over_sound(over((0,), 250, best=240), [ANN]) is Sound.GAME_WON
    assert game_over_sound(over((0,), 230, best=240), [ANN]) is Sound.GAME_LOST
    assert game_over_sound(over((0,), 100), [ANN]) is Sound.GAME_WON  # a first game
