"""A game record read back (docs/record.md): checked, then replayed through the rules.

``yahtzee review`` reads a record the player names. Nothing in it is trusted: the file is read
within limits through ``store.files``, every value is checked, names are cleaned, and every roll,
hold and score is replayed through the rules core (``core.game``), so that what the review
analyses is a game the rules allow, whatever the file says.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from talking_yahtzee.advisor.skill import Aim, aims_for
from talking_yahtzee.core.dice import ScriptedDice
from talking_yahtzee.core.game import (
    COMPUTER_LEVELS,
    MAX_PLAYERS,
    Game,
    Phase,
    Player,
    PlayerKind,
    Position,
    Roll,
    ScoreBox,
    SetHeld,
)
from talking_yahtzee.core.rules import (
    DICE_COUNT,
    FACES,
    ROLLS_PER_TURN,
    RULE_SETS,
    Category,
    IllegalAction,
    RuleSet,
    Scorecard,
    Turn,
)
from talking_yahtzee.core.text import clean_name
from talking_yahtzee.store.files import read_limited
from talking_yahtzee.store.parsing import (
    BrokenFile,
    Limits,
    json_array,
    json_int,
    json_object,
    json_text,
    parse_json,
)
from talking_yahtzee.store.record import FORMAT

LIMITS = Limits(size=1 << 20, depth=8)
"""A record of the longest game (15 rounds of 8 seats) is about 60 KB."""
MOST_TURNS = 15 * MAX_PLAYERS
MOST_SCORE = 2000


@dataclass(frozen=True, slots=True)
class RecordedGame:
    """A record read back: the game replayed to its last move, and each seat's aim."""

    game: Game
    aims: tuple[Aim, ...]

    @property
    def rules(self) -> RuleSet:
        return self.game.rules


def read_game_record(path: Path) -> RecordedGame:
    """The record in the regular file ``path`` (a link is followed: the player named it).

    :raises BrokenFile: a file too big, not JSON, or not a game the rules allow (the reason).
    :raises OSError: it cannot be read.
    """
    return game_from_record(parse_json(read_limited(path, LIMITS, follow=True), LIMITS))


def game_from_record(data: object) -> RecordedGame:
    """A record's JSON data replayed through the rules. :raises BrokenFile: with the reason."""
    record = json_object(data, "the record")
    if record.get("format") != FORMAT:
        raise BrokenFile(f"a game record of format {FORMAT} is expected")
    rules = RULE_SETS.get(json_text(record.get("rules"), "rules"))
    if rules is None:
        raise BrokenFile(f"rules must be one of {', '.join(RULE_SETS)}")
    seats = json_array(record.get("players"), "players", MAX_PLAYERS)
    if not seats:
        raise BrokenFile("a game has at least one player")
    players = [_player(seat) for seat in seats]
    first = json_int(record.get("first_player", 0), "first_player", 0, len(players) - 1)
    best = record.get("previous_best")
    previous = None if best is None else json_int(best, "previous_best", 0, MOST_SCORE)
    game = Game.at(
        Position(
            Phase.PLAYING,
            first,
            first,
            1,
            tuple(Scorecard(rules=rules) for _ in players),
            Turn(),
            (),
        ),
        players,
        rules,
        ScriptedDice(()),
        previous_best=previous,
    )
    turns = json_array(record.get("turns"), "turns", MOST_TURNS)
    for index, turn in enumerate(turns):
        try:
            _replay(game, rules, json_object(turn, "a turn"), last=index == len(turns) - 1)
        except IllegalAction as error:
            raise BrokenFile(f"turn {index + 1} breaks the rules: {error}") from None
    wants = [i for i, seat in enumerate(seats) if isinstance(seat, dict) and _wants_win(seat)]
    return RecordedGame(game, tuple(aims_for(game.players, wants, previous)))


def _player(data: object) -> Player:
    seat = json_object(data, "a player")
    name = clean_name(json_text(seat.get("name"), "a player's name"))
    if not name:
        raise BrokenFile("a player's name is empty")
    kind = seat.get("kind", "human")
    if kind not in ("human", "computer"):
        raise BrokenFile("a player's kind is human or computer")
    level = seat.get("level") if kind == "computer" else None
    if kind == "computer" and level not in COMPUTER_LEVELS:
        raise BrokenFile(f"a computer's level is one of {', '.join(COMPUTER_LEVELS)}")
    members = json_array(seat.get("members", []), "members", MAX_PLAYERS)
    partners = tuple(clean_name(json_text(m, "a partner's name")) for m in members)
    return Player(name, PlayerKind(kind), level, partners)


def _wants_win(seat: dict[str, Any]) -> bool:
    goal = seat.get("goal", "points")
    if goal not in ("points", "win"):
        raise BrokenFile("a player's goal is points or win")
    return bool(goal == "win")


def _replay(game: Game, rules: RuleSet, turn: dict[str, Any], *, last: bool) -> None:
    """One turn of the record through the rules: its holds and rolls, then its score."""
    if game.is_over:
        raise BrokenFile("a turn after the game's end")
    seat = json_int(turn.get("player"), "a turn's player", 0, len(game.players) - 1)
    round_ = json_int(turn.get("round"), "a turn's round", 1, rules.rounds)
    if (seat, round_) != (game.current, game.round):
        raise BrokenFile(f"round {round_} of seat {seat} is not the turn to play here")
    rolls = json_array(turn.get("rolls"), "a turn's rolls", ROLLS_PER_TURN)
    holds = json_array(turn.get("held", []), "a turn's holds", ROLLS_PER_TURN)
    if len(holds) != max(0, len(rolls) - 1):
        raise BrokenFile("a turn holds dice once before each roll after the first")
    for index, values in enumerate(rolls):
        dice = _dice(values)
        if index:
            held = json_array(holds[index - 1], "held dice", DICE_COUNT)
            positions = frozenset(json_int(p, "a held die", 1, DICE_COUNT) - 1 for p in held)
            game.apply(SetHeld(positions))
            before = game.turn.dice
            assert before is not None
            if any(dice[p] != before[p] for p in positions):
                raise BrokenFile("a held die changed its value")
        game.apply(Roll(tuple(dice[p] for p in game.turn.free_positions)))
    scored = turn.get("scored")
    if scored is None:
        if not last:
            raise BrokenFile("only the last turn may be under way")
        return
    box = json_object(scored, "a turn's score")
    try:
        category = Category(json_text(box.get("category"), "a box"))
    except ValueError:
        raise BrokenFile("a box id of docs/record.md is expected") from None
    if not rolls:
        raise BrokenFile("a box is scored after a roll")
    game.apply(ScoreBox(category))


def _dice(data: object) -> tuple[int, ...]:
    values = json_array(data, "a roll", DICE_COUNT)
    if len(values) != DICE_COUNT:
        raise BrokenFile(f"a roll is {DICE_COUNT} dice")
    return tuple(json_int(v, "a die", 1, FACES) for v in values)


__all__ = ["LIMITS", "RecordedGame", "game_from_record", "read_game_record"]
