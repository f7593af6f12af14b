"""The game session: turn order, first player, events, records, and properties of whole games."""

from __future__ import annotations

import copy
import random

import pytest
from american import CATEGORIES
from hypothesis import given, settings
from hypothesis import strategies as st

from talking_yahtzee.core.dice import DiceValuesNeeded, PhysicalDice, RandomDice, ScriptedDice
from talking_yahtzee.core.events import (
    DiceRolled,
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
from talking_yahtzee.core.game import (
    Game,
    Player,
    Roll,
    ScoreBox,
    SetHeld,
    ToggleHold,
)
from talking_yahtzee.core.rules import (
    RULE_SETS,
    BoxFilled,
    Category,
    Combination,
    CombinationKind,
    Dice,
    GameIsOver,
    IllegalAction,
    NoRollsLeft,
    NotRolledYet,
    Option,
)


def solo(values: list[int] | None = None, **kwargs: object) -> Game:
    source = ScriptedDice(values) if values is not None else RandomDice(1)
    game = Game([Player("Ann")], dice=source, **kwargs)  # type: ignore[arg-type]
    game.start()
    return game


def test_solitaire_turn_events() -> None:
    game = Game([Player("Ann")], dice=ScriptedDice([3, 1, 6, 6, 2, 3, 6, 5]))
    assert game.start() == (TurnStarted(0, 1, 13, None),)
    (rolled,) = game.apply(Roll())
    assert isinstance(rolled, DiceRolled)
    assert rolled.dice == Dice.of(3, 1, 6, 6, 2)
    assert rolled.rolls_left == 2
    events = game.apply(SetHeld(frozenset({2, 3})))
    assert [e.position for e in events if isinstance(e, HoldChanged)] == [2, 3]
    (rolled,) = game.apply(Roll())
    assert isinstance(rolled, DiceRolled)
    assert rolled.rolled == (0, 1, 4)
    assert rolled.dice == Dice.of(3, 6, 6, 6, 5)
    assert rolled.combination == Combination(CombinationKind.THREE_OF_A_KIND, 6)
    assert Option(Category.SIXES, 18) in rolled.options and rolled.yahtzee_bonus == 0
    events = game.apply(ScoreBox(Category.SIXES))
    assert isinstance(events[0], Scored) and events[0].points == 18
    assert isinstance(events[1], TurnEnded) and events[1].total == 18
    assert events[1].totals == (18,) and not events[1].last
    assert isinstance(events[2], RoundEnded)
    assert events[3] == TurnStarted(0, 2, 13, None, total=18)
    record = game.turns[0]
    assert record.rolls == [(3, 1, 6, 6, 2), (3, 6, 6, 6, 5)]
    assert record.held == [(3, 4)]
    assert (record.category, record.points) == (Category.SIXES, 18)


def test_first_player_roll_off_with_tie() -> None:
    # Ann 6+6+6+6+6=30, Bob 30 too: tie; then Ann 5, Bob 10: Bob starts.
    values = [6] * 10 + [1] * 5 + [2] * 5
    game = Game([Player("Ann"), Player("Bob")], dice=ScriptedDice(values))
    events = game.start()
    kinds = [type(e) for e in events]
    assert kinds == [
        FirstRollRolled,
        FirstRollRolled,
        FirstRollTied,
        FirstRollRolled,
        FirstRollRolled,
        FirstPlayerChosen,
        TurnStarted,
    ]
    assert events[5] == FirstPlayerChosen(1, 10)
    assert game.current == 1
    assert isinstance(events[3], FirstRollRolled) and events[3].attempt == 2


def test_physical_dice_need_values() -> None:
    game = Game([Player("Ann"), Player("Bob")], dice=PhysicalDice())
    assert game.start() == ()
    assert game.first_roll_pending == 0
    game.apply(Roll((1, 1, 1, 1, 1)))
    assert game.first_roll_pending == 1
    events = game.apply(Roll((6, 6, 6, 6, 6)))
    assert FirstPlayerChosen(1, 30) in events
    with pytest.raises(DiceValuesNeeded):
        game.apply(Roll())
    game.apply(Roll((2, 2, 3, 3, 3)))
    assert game.turn.dice == Dice.of(2, 2, 3, 3, 3)


def state(game: Game) -> object:
    return copy.deepcopy((game.turn, game.cards, game.round, game.current, game.turns))


def test_forbidden_actions_raise_and_change_nothing() -> None:
    game = solo()
    before = state(game)
    with pytest.raises(NotRolledYet):
        game.apply(ToggleHold(0))
    with pytest.raises(NotRolledYet):
        game.apply(ScoreBox(Category.CHANCE))
    assert state(game) == before
    for _ in range(3):
        game.apply(Roll())
    before = state(game)
    with pytest.raises(NoRollsLeft):
        game.apply(Roll())
    assert not game.can_roll()
    assert state(game) == before
    game.apply(ScoreBox(Category.CHANCE))
    game.apply(Roll())
    before = state(game)
    with pytest.raises(BoxFilled):
        game.apply(ScoreBox(Category.CHANCE))
    assert not game.can_score(Category.CHANCE)
    assert state(game) == before
    assert game.round == 2


def test_team_members_take_turns() -> None:
    game = Game([Player("Blue", members=("Ann", "Bob"))], dice=RandomDice(3))
    assert game.start() == (TurnStarted(0, 1, 13, "Ann"),)
    game.apply(Roll())
    events = game.apply(ScoreBox(Category.CHANCE))
    assert events[-1] == TurnStarted(0, 2, 13, "Bob", total=events[0].total)


def test_bonus_events() -> None:
    # Yahtzee of sixes, then Yahtzee of fives (bonus, forced to Fives).
    game = solo([6] * 5 + [5] * 5)
    game.apply(Roll())
    game.apply(ScoreBox(Category.YAHTZEE))
    game.apply(Roll())
    with pytest.raises(IllegalAction):
        game.apply(ScoreBox(Category.CHANCE))
    events = game.apply(ScoreBox(Category.FIVES))
    assert YahtzeeBonusEarned(0, 100, 1) in events
    assert game.card.total() == 50 + 25 + 100


def test_upper_bonus_event_once() -> None:
    values = [6] * 5 + [5] * 5 + [4] * 5
    game = solo(values)
    seen = []
    for category in (Category.SIXES, Category.FIVES, Category.FOURS):
        game.apply(Roll())
        seen += [e for e in game.apply(ScoreBox(category)) if isinstance(e, UpperBonusEarned)]
    # the first Yahtzee of sixes scores 30 in Sixes (Yahtzee box still open: no Joker)
    assert seen == [UpperBonusEarned(0, 75, 35)]


def test_game_over_after_13_rounds_and_commands_refused() -> None:
    game = Game([Player("Ann"), Player("Bob")], dice=RandomDice(7))
    game.start()
    last: tuple[object, ...] = ()
    while not game.is_over:
        game.apply(Roll())
        last = game.apply(ScoreBox(game.options()[0].category))
    over = last[-1]
    assert isinstance(over, GameOver)
    assert all(card.is_complete for card in game.cards)
    assert set(over.winners) <= {0, 1}
    with pytest.raises(GameIsOver):
        game.apply(Roll())
    assert len(game.turns) == 26


def play_randomly(game: Game, rng: random.Random) -> None:
    game.start()
    while not game.is_over:
        game.apply(Roll())
        while game.can_roll() and rng.random() < 0.6:
            game.apply(SetHeld(frozenset(p for p in range(5) if rng.random() < 0.5)))
            if game.can_roll():
                game.apply(Roll())
        options = game.options()
        game.apply(ScoreBox(rng.choice(options).category))


@settings(max_examples=40, deadline=None)
@given(
    seed=st.integers(0, 10**6),
    players=st.integers(1, 8),
    name=st.sampled_from(sorted(RULE_SETS)),
)
def test_random_legal_games_fill_every_card_and_add_up(seed: int, players: int, name: str) -> None:
    rng = random.Random(seed)
    rules = RULE_SETS[name]
    game = Game([Player(f"P{i}") for i in range(players)], rules, RandomDice(seed))
    play_randomly(game, rng)
    for card in game.cards:
        assert card.is_complete and card.rules is rules
        totals = card.totals()
        for category in rules.categories:
            assert card[category] in rules.possible_points(category)
        assert totals.upper_subtotal == sum(card[c] or 0 for c in rules.upper)
        assert totals.grand_total == (
            totals.upper_subtotal + totals.upper_bonus + totals.lower_total + totals.yahtzee_bonus
        )
        assert totals.upper_bonus in (0, rules.upper_bonus)
        assert 5 <= totals.grand_total <= rules.max_total
        if rules.forced_order:  # filled top to bottom: the turns' boxes in card order
            mine = [t.category for t in game.turns if t.player == game.cards.index(card)]
            assert mine == list(rules.categories)
    assert len(game.turns) == rules.rounds * players


@settings(max_examples=60, deadline=None)
@given(seed=st.integers(0, 10**6), steps=st.integers(0, 40), action=st.integers(0, 30))
def test_illegal_commands_change_nothing(seed: int, steps: int, action: int) -> None:
    rng = random.Random(seed)
    game = Game([Player("A"), Player("B")], dice=RandomDice(seed))
    game.start()
    for _ in range(steps):  # walk to a random legal position
        if game.is_over:
            break
        if game.can_roll() and rng.random() < 0.5:
            game.apply(Roll())
        elif game.turn.has_rolled:
            game.apply(ScoreBox(rng.choice(game.options()).category))
        else:
            game.apply(Roll())
    commands = [Roll(), *(ToggleHold(p) for p in range(5)), *(ScoreBox(c) for c in CATEGORIES)]
    command = commands[action % len(commands)]
    before = copy.deepcopy((game.turn, game.cards, game.round, game.current, game.phase))
    try:
        game.apply(command)
    except IllegalAction:
        assert (game.turn, game.cards, game.round, game.current, game.phase) == before


# -- the game's own history -----------------------------------------------------------------------


def test_stand_at_puts_back_a_position_and_counts_a_change() -> None:
    game = Game([Player("Ann"), Player("Bob")], dice=ScriptedDice([6] * 5 + [1] * 5 + [2] * 30))
    game.start()  # Ann rolls 6s, Bob 1s: Ann starts
    game.apply(Roll())
    held = game.position
    game.apply(ToggleHold(0))
    game.apply(ScoreBox(Category.TWOS))
    assert game.current == 1 and game.cards[0][Category.TWOS] == 10
    version = game.version
    game.stand_at(held)
    assert game.position == held and game.current == 0 and game.version == version + 1


def test_a_game_at_a_position_goes_on_as_the_original() -> None:
    original = solo([3, 3, 3, 4, 4, 6, 6, 6, 6, 6, 1, 2, 3, 4, 5])
    original.apply(Roll())
    original.apply(ToggleHold(4))
    copy_ = Game.at(
        original.position,
        original.players,
        dice=ScriptedDice([6, 6, 6, 6, 6, 1, 2, 3, 4, 5]),
    )
    assert copy_.position == original.position
    for game in (original, copy_):
        game.apply(Roll())
        game.apply(ScoreBox(Category.SIXES))
    assert copy_.position == original.position


def test_a_position_shares_no_list_with_the_game() -> None:
    game = solo([3, 3, 3, 4, 4, 6, 6, 6, 6, 6])
    game.apply(Roll())
    before = game.position
    game.apply(Roll())
    assert len(before.turns[0].rolls) == 1 and len(game.turns[0].rolls) == 2


def test_only_apply_start_and_undo_change_a_game_from_outside() -> None:
    """No module outside ``core.game`` assigns a game's fields (python-chess: push and pop)."""
    import ast
    from pathlib import Path

    import talking_yahtzee

    fields = {"cards", "turn", "phase", "current", "round", "turns", "first_player"}
    found = []
    for path in Path(talking_yahtzee.__file__).parent.rglob("*.py"):
        if path.name == "game.py" and path.parent.name == "core":
            continue
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            targets = node.targets if isinstance(node, ast.Assign) else []
            for target in targets:
                if isinstance(target, ast.Attribute) and target.attr in fields:
                    owner = target.value
                    if isinstance(owner, ast.Name) and owner.id in ("game", "g"):
                        found.append(f"{path.name}:{node.lineno}")
                    if isinstance(owner, ast.Attribute) and owner.attr in ("game", "game_"):
                        found.append(f"{path.name}:{node.lineno}")
    assert found == []
