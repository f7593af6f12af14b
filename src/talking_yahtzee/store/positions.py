"""A game's positions and undo steps as JSON-safe data, and back again with every value checked.

Used by saved games: the position is the game between two commands (``core.state.Position``),
a step one command with the position before it (what undo puts back after a restart).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from talking_yahtzee.core.rules import (
    DICE_COUNT,
    FACES,
    ROLLS_PER_TURN,
    Category,
    Dice,
    RuleSet,
    Scorecard,
    Turn,
)
from talking_yahtzee.core.state import (
    MAX_PLAYERS,
    Command,
    Phase,
    Position,
    Roll,
    ScoreBox,
    SetHeld,
    Step,
    ToggleHold,
    TurnRecord,
)
from talking_yahtzee.store.files import BrokenFile, json_array, json_int, json_object, json_text

MAX_ITEMS = 1000
"""At most this many turn records, roll-off entries or steps in one position or save."""


class PositionError(BrokenFile):
    """A position or step that no game can be in."""


def position_data(position: Position) -> dict[str, Any]:
    """The JSON-safe form of ``position`` (the keys a save has at its top level)."""
    turn = position.turn
    return {
        "phase": position.phase.value,
        "first_player": position.first_player,
        "current": position.current,
        "round": position.round,
        "cards": [card.to_mapping() for card in position.cards],
        "turn": {
            "dice": list(turn.dice.values) if turn.dice is not None else None,
            "held": sorted(turn.held),
            "rolls_used": turn.rolls_used,
        },
        "turns": [turn_data(t) for t in position.turns],
        "roll_off": {
            "rolling": list(position.roll_off),
            "totals": [[p, t] for p, t in position.roll_off_totals],
            "attempt": position.attempt,
        },
    }


def position_from(data: Mapping[str, object], seats: int, rules: RuleSet) -> Position:
    """The position in ``data`` for a game of ``seats`` players under ``rules``.

    :raises PositionError: (or ValueError, TypeError, KeyError) if it is not one.
    """
    cards = json_array(data["cards"], "cards", MAX_PLAYERS)
    if len(cards) != seats:
        raise PositionError("one card per player")
    roll_off = json_object(data["roll_off"], "roll_off")
    rolling = tuple(
        json_int(p, "roll_off", 0, seats - 1) for p in json_array(roll_off["rolling"], "rolling")
    )
    totals: dict[int, int] = {}
    for pair in json_array(roll_off["totals"], "totals"):
        player, total = json_array(pair, "a roll-off total", 2)
        totals[json_int(player, "player", 0, seats - 1)] = json_int(total, "total", 5, 30)
    turns = json_array(data["turns"], "turns", MAX_ITEMS)
    return Position(
        phase=Phase(json_text(data["phase"], "phase")),
        first_player=json_int(data["first_player"], "first_player", 0, seats - 1),
        current=json_int(data["current"], "current", 0, seats - 1),
        round=json_int(data["round"], "round", 1, rules.rounds),
        cards=tuple(Scorecard.from_mapping(json_object(c, "a card"), rules) for c in cards),
        turn=turn_from(json_object(data["turn"], "turn")),
        turns=tuple(turn_record_from(t, seats, rules.rounds) for t in turns),
        roll_off=rolling,
        roll_off_totals=tuple(sorted(totals.items())),
        attempt=json_int(roll_off["attempt"], "attempt", 1, MAX_ITEMS),
    )


def step_data(step: Step) -> dict[str, Any]:
    """The JSON-safe form of an undo step: its command, its player and the position before."""
    return {
        "player": step.player,
        "command": command_data(step.command),
        "before": position_data(step.before),
    }


def step_from(data: object, seats: int, rules: RuleSet) -> Step:
    entry = json_object(data, "a step")
    return Step(
        command_from(entry["command"]),
        json_int(entry["player"], "player", 0, seats - 1),
        position_from(json_object(entry["before"], "a position"), seats, rules),
    )


def command_data(command: Command) -> dict[str, Any]:
    if isinstance(command, ToggleHold):
        return {"hold": command.position}
    if isinstance(command, SetHeld):
        return {"set-held": sorted(command.positions)}
    if isinstance(command, ScoreBox):
        return {"score": command.category.value}
    return {"roll": None if command.values is None else list(command.values)}


def command_from(data: object) -> Command:
    done = json_object(data, "a command")
    if "hold" in done:
        return ToggleHold(json_int(done["hold"], "hold", 0, DICE_COUNT - 1))
    if "set-held" in done:
        held = json_array(done["set-held"], "held", DICE_COUNT)
        return SetHeld(frozenset(json_int(p, "held", 0, DICE_COUNT - 1) for p in held))
    if "score" in done:
        return ScoreBox(Category.from_id(json_text(done["score"], "score")))
    if "roll" in done:
        values = done["roll"]
        if values is None:
            return Roll()
        dice = json_array(values, "dice", DICE_COUNT)
        return Roll(tuple(json_int(v, "a die", 1, FACES) for v in dice))
    raise PositionError("an unknown command")


def turn_data(turn: TurnRecord) -> dict[str, Any]:
    return {
        "player": turn.player,
        "round": turn.round,
        "rolls": [list(r) for r in turn.rolls],
        "held": [list(h) for h in turn.held],
        "category": turn.category.value if turn.category is not None else None,
        "points": turn.points,
        "yahtzee_bonus": turn.yahtzee_bonus,
    }


def turn_from(entry: Mapping[str, object]) -> Turn:
    rolls_used = json_int(entry["rolls_used"], "rolls_used", 0, ROLLS_PER_TURN)
    held = frozenset(
        json_int(p, "held", 0, DICE_COUNT - 1) for p in json_array(entry["held"], "held")
    )
    raw = entry["dice"]
    if raw is None:
        if rolls_used or held:
            raise PositionError("no dice, yet rolls used or dice held")
        return Turn()
    if not rolls_used:
        raise PositionError("dice before the first roll")
    return Turn(five_dice(raw), held, rolls_used)


def turn_record_from(data: object, seats: int, rounds: int) -> TurnRecord:
    entry = json_object(data, "a turn")
    category = entry.get("category")
    return TurnRecord(
        player=json_int(entry["player"], "player", 0, seats - 1),
        round=json_int(entry["round"], "round", 1, rounds),
        rolls=[five_dice(r).values for r in json_array(entry["rolls"], "rolls", ROLLS_PER_TURN)],
        held=[
            tuple(json_int(p, "held", 1, DICE_COUNT) for p in json_array(h, "held", DICE_COUNT))
            for h in json_array(entry["held"], "held", ROLLS_PER_TURN - 1)
        ],
        category=None if category is None else Category.from_id(json_text(category, "category")),
        points=json_int(entry["points"], "points", 0, 50),
        yahtzee_bonus=json_int(entry["yahtzee_bonus"], "yahtzee_bonus", 0, 100),
    )


def five_dice(data: object) -> Dice:
    values = json_array(data, "dice", DICE_COUNT)
    if len(values) != DICE_COUNT:
        raise PositionError(f"{DICE_COUNT} dice expected")
    return Dice(tuple(json_int(v, "a die", 1, FACES) for v in values))
