"""Forgiving play: roll guards and undo as rules, and what they say in every language."""

from __future__ import annotations

import pytest

from talking_yahtzee.core.dice import ScriptedDice
from talking_yahtzee.core.forgive import (
    ROLL_INTERVAL,
    NothingToUndo,
    RollGuard,
    UndoAfterRoll,
    UndoGameOver,
    UndoNotYours,
    UndoOff,
    UndoStack,
    Verdict,
    made_hand,
)
from talking_yahtzee.core.game import (
    Command,
    Game,
    Player,
    PlayerKind,
    Roll,
    ScoreBox,
    SetHeld,
    ToggleHold,
)
from talking_yahtzee.core.rules import Category, Dice, Scorecard, Turn
from talking_yahtzee.messages.forgiving import (
    refusal_message,
    resume_offer,
    roll_check_message,
    undone_messages,
)
from talking_yahtzee.messages.i18n import LANGUAGES, Localizer, Msg
from talking_yahtzee.store.savegame import SavedGame

LARGE = [1, 2, 3, 4, 5]
SMALL = [1, 2, 3, 4, 6]
HOUSE = [2, 2, 5, 5, 5]
YAHTZEE = [4, 4, 4, 4, 4]
NOTHING = [1, 1, 3, 4, 6]


def solo(*rolls: list[int]) -> Game:
    game = Game([Player("Ann")], dice=ScriptedDice([v for r in rolls for v in r]))
    game.start()
    return game


def turn(values: list[int], held: frozenset[int] = frozenset(), used: int = 1) -> Turn:
    return Turn(Dice(tuple(values)), held, used)


@pytest.mark.parametrize(
    ("values", "combo"),
    [
        (YAHTZEE, "yahtzee"),
        (LARGE, "large-straight"),
        (SMALL, "small-straight"),
        (HOUSE, "full-house"),
        (NOTHING, None),
    ],
)
def test_made_hands(values: list[int], combo: str | None) -> None:
    assert made_hand(Scorecard(), turn(values)) == combo


def test_made_hand_only_when_it_matters() -> None:
    card = Scorecard()
    assert made_hand(card, turn(LARGE, frozenset({0}))) is None  # something held: a choice
    assert made_hand(card, turn(LARGE, used=3)) is None  # no roll left
    assert made_hand(card, Turn()) is None
    filled = card.score(Category.LARGE_STRAIGHT, Dice.of(*LARGE))
    assert made_hand(filled, turn(LARGE)) == "small-straight"  # the small straight box is open
    both = filled.score(Category.SMALL_STRAIGHT, Dice.of(*LARGE))
    assert made_hand(both, turn(LARGE)) is None
    yahtzee = card.score(Category.YAHTZEE, Dice.of(*YAHTZEE))
    assert made_hand(yahtzee, turn(YAHTZEE)) == "yahtzee"  # a bonus is still possible
    scratched = card.score(Category.YAHTZEE, Dice.of(*NOTHING))
    assert made_hand(scratched, turn([3, 3, 3, 3, 3])) is None


def test_roll_key_too_soon_is_ignored() -> None:
    game = solo(NOTHING, NOTHING)
    guard = RollGuard()
    assert guard.roll_key(game, 10.0).verdict is Verdict.ROLL
    game.apply(Roll())
    assert guard.roll_key(game, 10.0 + ROLL_INTERVAL / 2).verdict is Verdict.TOO_SOON
    # key repeat: every key restarts the interval, so a held key never rolls again
    assert guard.roll_key(game, 10.0 + ROLL_INTERVAL).verdict is Verdict.TOO_SOON
    assert guard.roll_key(game, 11.0).verdict is Verdict.ROLL
    assert RollGuard(debounce=False).roll_key(game, 0.0).verdict is Verdict.ROLL


def test_made_hand_asks_for_a_second_press() -> None:
    game = solo(LARGE)
    guard = RollGuard()
    game.apply(Roll())
    check = guard.roll_key(game, 5.0)
    assert (check.verdict, check.combo) == (Verdict.CONFIRM, "large-straight")
    assert guard.roll_key(game, 5.1).verdict is Verdict.TOO_SOON  # a double tap does not confirm
    assert guard.roll_key(game, 6.0).verdict is Verdict.ROLL
    guard.other_key()
    assert guard.roll_key(game, 7.0).verdict is Verdict.CONFIRM
    guard.other_key()  # any other key in between: ask again
    assert guard.roll_key(game, 8.0).verdict is Verdict.CONFIRM
    assert RollGuard(confirm=False).roll_key(game, 0.0).verdict is Verdict.ROLL


def test_guard_messages() -> None:
    game = solo(HOUSE)
    game.apply(Roll())
    guard = RollGuard()
    english = Localizer("en")
    message = roll_check_message(guard.roll_key(game, 1.0), "R")
    assert message is not None
    assert english.format(message) == "You have a full house. Press R again to roll anyway."
    message = roll_check_message(guard.roll_key(game, 1.1), "R")
    assert message == Msg("forgive-roll-too-soon")
    assert roll_check_message(guard.roll_key(game, 2.0), "R") is None


def apply(game: Game, stack: UndoStack, command: Command) -> None:
    """What the interface does for a person's command."""
    player = game.current
    game.apply(command)
    if isinstance(command, Roll):
        stack.rolled(player)
    else:
        stack.carried_out(game, command)


def test_undo_holds_and_scoring_step_by_step() -> None:
    game = solo([1, 4, 3, 5, 2], NOTHING)
    stack = UndoStack()
    with pytest.raises(NothingToUndo):
        stack.undo(game)
    apply(game, stack, Roll())
    with pytest.raises(UndoAfterRoll):
        stack.check_undo(game)
    before_holds = game.turn
    apply(game, stack, ToggleHold(1))
    apply(game, stack, SetHeld(frozenset({1, 3})))
    held_two = game.turn
    apply(game, stack, ScoreBox(Category.FOURS))
    assert game.cards[0][Category.FOURS] == 4 and game.round == 2
    undone = stack.undo(game)
    assert (undone.category, undone.points, undone.turn_back) == (Category.FOURS, 4, False)
    assert game.cards[0][Category.FOURS] is None and game.round == 1 and game.turn == held_two
    assert game.turns[-1].category is None
    english = Localizer("en")
    texts = [english.format(m) for m in undone_messages(undone, game)]
    assert texts == ["Undone, 4 in Fours. Fours is open again."]
    undone = stack.undo(game)
    assert isinstance(undone.command, SetHeld)
    assert [english.format(m) for m in undone_messages(undone, game)] == ["Undone. Holding 4."]
    stack.undo(game)
    assert game.turn == before_holds
    with pytest.raises(UndoAfterRoll):
        stack.undo(game)
    # the game goes on as if nothing happened: the same dice come next
    apply(game, stack, ScoreBox(Category.CHANCE))
    apply(game, stack, Roll())
    assert game.turn.dice == Dice.of(*NOTHING)


def test_undo_can_not_buy_new_dice() -> None:
    game = solo(NOTHING, LARGE)
    stack = UndoStack()
    apply(game, stack, Roll())
    apply(game, stack, ToggleHold(0))
    apply(game, stack, ToggleHold(0))
    apply(game, stack, Roll())
    with pytest.raises(UndoAfterRoll):
        stack.undo(game)
    assert game.turn.rolls_used == 2


def two_people(*rolls: list[int]) -> Game:
    players = [Player("Ann"), Player("Bob")]
    game = Game(players, dice=ScriptedDice([v for r in rolls for v in r]))
    game.apply(Roll((6,) * 5))
    game.apply(Roll((1,) * 5))
    return game


def test_several_people_only_the_own_last_scoring_before_the_next_roll() -> None:
    game = two_people([1, 4, 3, 5, 2], NOTHING)
    stack = UndoStack()
    apply(game, stack, Roll())
    apply(game, stack, ToggleHold(1))
    apply(game, stack, ScoreBox(Category.FOURS))
    assert game.current == 1
    undone = stack.undo(game)
    assert undone.turn_back and game.current == 0 and undone.player == 0
    texts = [Localizer("en").format(m) for m in undone_messages(undone, game)]
    assert texts == ["Undone, 4 in Fours. Fours is open again.", "Back to Ann's turn."]
    with pytest.raises(UndoAfterRoll):  # the hold before the scoring stays
        stack.undo(game)
    apply(game, stack, ScoreBox(Category.FOURS))
    apply(game, stack, Roll())  # Bob rolls: Ann's scoring stands
    with pytest.raises(UndoAfterRoll) as refused:
        stack.undo(game)
    assert refused.value.player == 1


def test_another_players_move_is_refused_by_name() -> None:
    players = [Player("Ann"), Player("Robo", PlayerKind.COMPUTER, "expert")]
    game = Game(players, dice=ScriptedDice(NOTHING * 2))
    game.apply(Roll((6,) * 5))
    game.apply(Roll((1,) * 5))
    stack = UndoStack()
    apply(game, stack, Roll())
    apply(game, stack, ScoreBox(Category.CHANCE))
    game.apply(Roll())  # the computer's roll, reported to the stack as any roll is
    stack.rolled(1)
    game.apply(ScoreBox(Category.CHANCE))  # the computer's scoring is never recorded
    with pytest.raises(UndoNotYours) as refused:
        stack.undo(game)
    text = Localizer("en").format(refusal_message(refused.value, game))
    assert text == "Robo has played since. You can only undo your own last move."


def test_undo_off_and_game_over() -> None:
    game = solo(NOTHING)
    stack = UndoStack(enabled=False)
    apply(game, stack, Roll())
    apply(game, stack, ToggleHold(0))
    with pytest.raises(UndoOff):
        stack.undo(game)
    assert game.turn.held == frozenset({0})
    one_round = solo(*[NOTHING] * 13)
    for category in one_round.rules.categories[:-1]:  # every box but the last, chance
        one_round.apply(Roll())
        one_round.apply(ScoreBox(category))
    stack = UndoStack()
    apply(one_round, stack, Roll())
    apply(one_round, stack, ScoreBox(Category.CHANCE))
    assert one_round.is_over
    with pytest.raises(UndoGameOver):
        stack.undo(one_round)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_forgive_messages_render(lang: str) -> None:
    localizer = Localizer(lang)
    game = two_people([1, 4, 3, 5, 2])
    stack = UndoStack()
    apply(game, stack, Roll())
    apply(game, stack, ToggleHold(1))
    messages = undone_messages(stack.undo(game), game)
    apply(game, stack, ScoreBox(Category.FOURS))
    messages += undone_messages(stack.undo(game), game)
    messages.append(resume_offer(SavedGame(game, saved_at="2026-03-04T05:06:07+00:00")))
    for refusal in (NothingToUndo(), UndoAfterRoll(0), UndoNotYours(1), UndoOff(), UndoGameOver()):
        messages.append(refusal_message(refusal, game))
    for combo in ("yahtzee", "large-straight", "small-straight", "full-house"):
        messages.append(Msg("forgive-confirm-roll", combo=combo, key="R"))
    texts = [localizer.format(m) for m in messages]
    assert all(texts) and not localizer.errors and not localizer.missing
    assert len(set(texts)) == len(texts)
    yatzy = localizer.format(Msg("forgive-confirm-roll", combo="yatzy", key="R"))
    assert "Yatzy" in yatzy or "Ятзи" in yatzy  # the Nordic box's own name, in every language
    assert "2026" in texts[3] and "Ann, 0" in texts[3] and "Bob, 0" in texts[3]
