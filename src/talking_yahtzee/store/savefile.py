"""A saved game's format: the game in progress as JSON data and back, resumed exactly.

A save holds the players, rules, cards, the turn (dice, held, rolls used), the round, whose turn it
is, the turn records the game record needs, the steps since the last roll that undo can take back,
and the exact state of the dice source and of any other random generator the interface names
(computer players), so that a resumed game deals the same dice and the computers make the same
choices as the game never interrupted would have.

Reading a save is defensive: a size limit, a depth limit, finite numbers only, and every value
checked for its type and range. A broken save, or one from another format, raises
:class:`SaveError`; ``savegame.SaveStore`` then keeps the file aside and reports it once.
"""

from __future__ import annotations

import json
import logging
import random
import re
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from talking_yahtzee.core.dice import (
    PhysicalDice,
    RandomDice,
    ScriptedDice,
    random_from_state,
    random_state,
)
from talking_yahtzee.core.game import MAX_PLAYERS, Game, Phase, Player, PlayerKind
from talking_yahtzee.core.rules import (
    FACES,
    RULE_SETS,
    DiceSource,
    InvalidDice,
    InvalidScorecard,
    Turn,
)
from talking_yahtzee.store.files import (
    BrokenFile,
    Limits,
    Scalar,
    json_array,
    json_int,
    json_object,
    json_scalar,
    json_text,
    parse_json,
)
from talking_yahtzee.store.positions import position_data, position_from, step_data, step_from

log = logging.getLogger(__name__)

FORMAT = 1
KIND = "talking-yahtzee-save"
MAX_BYTES = 1_000_000
MAX_DEPTH = 10
LIMITS = Limits(size=MAX_BYTES, depth=MAX_DEPTH, digits=24)
"""A save's limits: a random state's float may take 24 characters (``-1.2345678901234567e-05``)."""
MAX_STEPS = 64
MAX_RNGS = 32
MAX_UI = 32
MAX_SCRIPTED = 100_000

PROBLEM_BROKEN = "save-broken"
PROBLEM_OLD = "save-old"
PROBLEM_FAILED = "save-failed"

UiValue = Scalar


class SaveError(BrokenFile):
    """A saved game that cannot be restored: broken, too large, or not a save at all."""


class OldSaveFormat(SaveError):
    """A saved game written in another format (an older or newer version of the game)."""


@dataclass(slots=True)
class SavedGame:
    """A game in progress and what else the interface needs to go on exactly where it stopped."""

    game: Game
    uid: str = field(default_factory=lambda: uuid.uuid4().hex)
    """Names the game: the statistics count it once however often it is resumed."""
    rngs: dict[str, random.Random] = field(default_factory=dict)
    """Other random generators by name, e.g. ``computer`` or ``opponent-1``."""
    ui: dict[str, UiValue] = field(default_factory=dict)
    """Small facts of the interface (its mode, the focused box), each a plain value."""
    saved_at: str | None = None
    undo: object = None
    """Whose moves undo may take back (``forgive.UndoStack.to_data``), checked when restored;
    the steps themselves are the game's (``Game.steps``), saved with it."""


# --------------------------------------------------------------------------------------------------
# To and from JSON data
# --------------------------------------------------------------------------------------------------


def to_data(saved: SavedGame) -> dict[str, Any]:
    """The JSON-safe form of ``saved``.

    :raises SaveError: if the dice source is of a kind that cannot be saved.
    """
    game = saved.game
    return {
        "format": FORMAT,
        "kind": KIND,
        "uid": saved.uid,
        "saved_at": saved.saved_at or datetime.now(UTC).isoformat(timespec="seconds"),
        "rules": game.rules.name,
        "players": [_player_data(p) for p in game.players],
        "previous_best": game.previous_best,
        **position_data(game.position),
        "steps": [step_data(step) for step in game.steps],
        "dice": _dice_data(game.dice_source),
        "rngs": {name: random_state(rng) for name, rng in sorted(saved.rngs.items())},
        "ui": dict(saved.ui),
        "undo": saved.undo,
    }


def from_data(data: object) -> SavedGame:
    """The saved game in ``data`` (parsed JSON), every value checked.

    :raises OldSaveFormat: if it is a save of another format.
    :raises SaveError: if it is not a valid save.
    """
    try:
        return _from_data(data)
    except SaveError:
        raise
    except (InvalidScorecard, InvalidDice, ValueError, TypeError, KeyError) as error:
        raise SaveError(f"not a valid saved game: {error}") from None


def dumps(saved: SavedGame) -> bytes:
    return (json.dumps(to_data(saved), separators=(",", ":")) + "\n").encode("utf-8")


def loads(raw: bytes) -> SavedGame:
    """Parse a saved game within limits: size, depth, finite numbers.

    :raises SaveError: for anything that is not a valid save of this format.
    """
    try:
        data = parse_json(raw, LIMITS)
    except BrokenFile as error:
        raise SaveError(f"not a saved game: {error}") from None
    return from_data(data)


def _player_data(player: Player) -> dict[str, Any]:
    data: dict[str, Any] = {"name": player.name, "kind": player.kind.value}
    if player.level:
        data["level"] = player.level
    if player.members:
        data["members"] = list(player.members)
    return data


def _dice_data(source: DiceSource) -> dict[str, Any]:
    if isinstance(source, RandomDice):
        return {"kind": "random", "state": source.state()}
    if isinstance(source, ScriptedDice):
        try:
            values = list(source.values)
        except ValueError as error:
            raise SaveError(str(error)) from None
        return {"kind": "scripted", "values": values, "position": source.position}
    if isinstance(source, PhysicalDice):
        return {"kind": "physical"}
    raise SaveError(f"cannot save dice of kind {type(source).__name__}")


# -- checked reading -------------------------------------------------------------------------------


def _from_data(data: object) -> SavedGame:
    top = json_object(data, "the save")
    if top.get("kind") != KIND:
        raise SaveError("not a Talking Yahtzee saved game")
    if top.get("format") != FORMAT:
        raise OldSaveFormat(f"saved in format {top.get('format')!r}, this game reads {FORMAT}")
    rules = RULE_SETS[json_text(top["rules"], "rules")]
    players = [_player(p) for p in json_array(top["players"], "players", MAX_PLAYERS)]
    if not players:
        raise SaveError("a saved game needs players")
    seats = len(players)
    best = top.get("previous_best")
    steps = json_array(top.get("steps", []), "steps", MAX_STEPS)
    game = Game.at(
        position_from(top, seats, rules),
        players,
        rules,
        _dice(top["dice"]),
        previous_best=None if best is None else json_int(best, "previous_best", 0, 10_000),
        steps=[step_from(step, seats, rules) for step in steps],
    )
    _check_consistent(game)
    rngs = {
        json_text(name, "rng name"): random_from_state(state)
        for name, state in json_object(top.get("rngs", {}), "rngs", MAX_RNGS).items()
    }
    ui = {
        json_text(k, "ui name"): json_scalar(v, "a ui value")
        for k, v in json_object(top.get("ui", {}), "ui", MAX_UI).items()
    }
    return SavedGame(
        game,
        uid=_uid(top["uid"]),
        rngs=rngs,
        ui=ui,
        saved_at=_time(top.get("saved_at")),
        undo=top.get("undo"),
    )


def _uid(data: object) -> str:
    if not isinstance(data, str) or not re.fullmatch(r"[0-9A-Za-z_-]{1,64}", data):
        raise SaveError("uid must be 1 to 64 letters, digits, - or _")
    return data


def _time(data: object) -> str | None:
    """An ISO 8601 time, or None for anything else (the time is only spoken, never needed)."""
    if not isinstance(data, str) or len(data) > 40:
        return None
    try:
        return datetime.fromisoformat(data).isoformat()
    except ValueError:
        return None


def _check_consistent(game: Game) -> None:
    complete = all(card.is_complete for card in game.cards)
    if game.is_over != complete:
        raise SaveError("the game is over exactly when every card is full")
    if game.phase is Phase.PLAYING and game.card.is_complete:
        raise SaveError("the player to move has a full card")
    if game.phase is not Phase.PLAYING and game.turn != Turn():
        raise SaveError("dice on the table outside of play")


def _player(data: object) -> Player:
    entry = json_object(data, "a player")
    kind = PlayerKind(json_text(entry["kind"], "kind"))
    level = entry.get("level")
    members = tuple(
        json_text(m, "member") for m in json_array(entry.get("members", []), "members", 8)
    )
    return Player(
        json_text(entry["name"], "name"),
        kind,
        None if level is None else json_text(level, "level"),
        members,
    )


def _dice(data: object) -> DiceSource:
    entry = json_object(data, "dice")
    kind = entry.get("kind")
    if kind == "random":
        return RandomDice.from_state(entry["state"])
    if kind == "scripted":
        values = [
            json_int(v, "a die", 1, FACES)
            for v in json_array(entry["values"], "dice", MAX_SCRIPTED)
        ]
        return ScriptedDice(
            values, position=json_int(entry["position"], "position", 0, len(values))
        )
    if kind == "physical":
        return PhysicalDice()
    raise SaveError(f"unknown dice kind {kind!r}")
