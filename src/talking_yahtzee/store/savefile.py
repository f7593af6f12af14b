"""A saved game's format: the table's seed and command log as JSON data, and back, resumed exactly.

A save (format 2) holds the players, rules, the table's seed, where its dice began (its seed, a
generator's state, a script's position, or physical dice), the position a migrated table began at
(else none), and the log of accepted commands, each with its seat, who made it and the dice it
dealt. Resuming replays the log (``engine.table.Table.replay``): the same position, the same dice
to come, the same undo, the computers deciding as they would have. A snapshot save of earlier
versions (format 1: the position, the undo steps, the generators' states) is read too, as a table
beginning at the position before its steps, and is written in format 2 from then on.

Reading a save is defensive: a size limit, a depth limit, finite numbers only, and every value
checked for its type and range. A broken save, or one from another format, raises
:class:`SaveError`; ``savegame.SaveStore`` then keeps the file aside and reports it once.
"""

from __future__ import annotations

import hashlib
import json
import logging
import re
import uuid
from dataclasses import dataclass, field
from datetime import UTC, datetime
from typing import Any

from talking_yahtzee.core.dice import PhysicalDice, RandomDice, ScriptedDice
from talking_yahtzee.core.game import MAX_PLAYERS, Game, Phase, Player, PlayerKind
from talking_yahtzee.core.rules import (
    FACES,
    RULE_SETS,
    DiceSource,
    InvalidDice,
    InvalidScorecard,
    RuleSet,
    Turn,
)
from talking_yahtzee.engine.table import Actor, Entry, Start, Table, TableCommand
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
from talking_yahtzee.store.positions import (
    command_data,
    command_from,
    position_data,
    position_from,
    step_from,
)

log = logging.getLogger(__name__)

FORMAT = 2
SNAPSHOT_FORMAT = 1
"""The snapshot saves of earlier versions: read, and rewritten in :data:`FORMAT`."""
KIND = "talking-yahtzee-save"
MAX_BYTES = 1_000_000
MAX_DEPTH = 10
LIMITS = Limits(size=MAX_BYTES, depth=MAX_DEPTH, digits=24)
"""A save's limits: a random state's float may take 24 characters (``-1.2345678901234567e-05``)."""
MAX_STEPS = 64
MAX_LOG = 20_000
MAX_UI = 32
MAX_SCRIPTED = 100_000
ACTORS: tuple[Actor, ...] = ("person", "computer", "stand-in")

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
    """A table in progress and what else the interface needs to go on exactly where it stopped."""

    table: Table
    uid: str = field(default_factory=lambda: uuid.uuid4().hex)
    """Names the game: the statistics count it once however often it is resumed."""
    ui: dict[str, UiValue] = field(default_factory=dict)
    """Small facts of the interface (its mode, the focused box), each a plain value."""
    saved_at: str | None = None

    @property
    def game(self) -> Game:
        return self.table.game


# --------------------------------------------------------------------------------------------------
# To and from JSON data
# --------------------------------------------------------------------------------------------------


def to_data(saved: SavedGame) -> dict[str, Any]:
    """The JSON-safe form of ``saved``.

    :raises SaveError: if the dice source is of a kind that cannot be saved.
    """
    table = saved.table
    return {
        "format": FORMAT,
        "kind": KIND,
        "uid": saved.uid,
        "saved_at": saved.saved_at or datetime.now(UTC).isoformat(timespec="seconds"),
        "rules": table.rules.name,
        "players": [_player_data(p) for p in table.players],
        "previous_best": table.previous_best,
        "seed": table.seed,
        "undo": table.undo_allowed,
        "dice": _dice_data(table),
        "start": None if table.start is None else position_data(table.start),
        "log": [_entry_data(entry) for entry in table.log],
        "ui": dict(saved.ui),
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


def _dice_data(table: Table) -> dict[str, Any]:
    """Where the table's dice began: its seed, a generator's state, a script, physical dice."""
    kind, start = table.dice_at_start
    source = table.source
    if kind == "seeded":
        return {"kind": "seeded"}
    if kind == "random":
        return {"kind": "random", "state": start}
    if isinstance(source, ScriptedDice):
        try:
            values = list(source.values)
        except ValueError as error:
            raise SaveError(str(error)) from None
        return {"kind": "scripted", "values": values, "position": start}
    if isinstance(source, PhysicalDice):
        return {"kind": "physical"}
    raise SaveError(f"cannot save dice of kind {type(source).__name__}")


def _entry_data(entry: Entry) -> dict[str, Any]:
    command = entry.command
    done = {"start": None} if isinstance(command, Start) else command_data(command)
    return {"seat": entry.seat, "actor": entry.actor, "command": done, "dice": list(entry.dice)}


# -- checked reading -------------------------------------------------------------------------------


def _from_data(data: object) -> SavedGame:
    top = json_object(data, "the save")
    if top.get("kind") != KIND:
        raise SaveError("not a Talking Yahtzee saved game")
    if top.get("format") not in (FORMAT, SNAPSHOT_FORMAT):
        raise OldSaveFormat(f"saved in format {top.get('format')!r}, this game reads {FORMAT}")
    rules = RULE_SETS[json_text(top["rules"], "rules")]
    players = [_player(p) for p in json_array(top["players"], "players", MAX_PLAYERS)]
    if not players:
        raise SaveError("a saved game needs players")
    best = top.get("previous_best")
    previous_best = None if best is None else json_int(best, "previous_best", 0, 10_000)
    uid = _uid(top["uid"])
    if top["format"] == SNAPSHOT_FORMAT:
        table = _snapshot_table(top, players, rules, previous_best, uid)
    else:
        table = _logged_table(top, players, rules, previous_best)
    _check_consistent(table.game)
    ui = {
        json_text(k, "ui name"): json_scalar(v, "a ui value")
        for k, v in json_object(top.get("ui", {}), "ui", MAX_UI).items()
    }
    return SavedGame(table, uid=uid, ui=ui, saved_at=_time(top.get("saved_at")))


def _logged_table(
    top: dict[str, object], players: list[Player], rules: RuleSet, best: int | None
) -> Table:
    """A format-2 save: the table from its seed (or dice) and its log, replayed."""
    seats = len(players)
    seed = json_int(top["seed"], "seed", 0, 2**63)
    undo = top.get("undo", True)
    start = top.get("start")
    table = Table(
        players,
        rules,
        seed=seed,
        dice=_dice(top["dice"]),
        previous_best=best,
        undo=undo if isinstance(undo, bool) else True,
        start=None if start is None else position_from(json_object(start, "start"), seats, rules),
    )
    log = [_entry(e, seats) for e in json_array(top["log"], "log", MAX_LOG)]
    table.replay(log)
    return table


def _snapshot_table(
    top: dict[str, object], players: list[Player], rules: RuleSet, best: int | None, uid: str
) -> Table:
    """A format-1 save (a snapshot): a table beginning before the steps undo could take back,
    the steps its log; its seed for the computers' choices drawn from its name."""
    seats = len(players)
    position = position_from(top, seats, rules)
    steps = [
        step_from(s, seats, rules) for s in json_array(top.get("steps", []), "steps", MAX_STEPS)
    ]
    seed = int(hashlib.sha256(uid.encode()).hexdigest()[:15], 16)
    table = Table(
        players,
        rules,
        seed=seed,
        dice=_dice(top["dice"]),
        previous_best=best,
        start=steps[0].before if steps else position,
    )
    table.replay(
        [
            Entry(s.player, "computer" if players[s.player].is_computer else "person", s.command)
            for s in steps
        ]
    )
    if table.game.position != position:
        raise SaveError("the snapshot's steps do not lead to its position")
    return table


def _entry(data: object, seats: int) -> Entry:
    entry = json_object(data, "a log entry")
    actor = json_text(entry["actor"], "actor")
    if actor not in ACTORS:
        raise SaveError(f"unknown actor {actor!r}")
    done = json_object(entry["command"], "a command")
    command: TableCommand = Start() if "start" in done else command_from(done)
    dice = tuple(json_int(v, "a die", 1, FACES) for v in json_array(entry["dice"], "dice", 30))
    return Entry(
        json_int(entry["seat"], "seat", 0, seats - 1), ACTORS[ACTORS.index(actor)], command, dice
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


def _dice(data: object) -> DiceSource | None:
    """The dice as they began (None: random dice from the table's seed)."""
    entry = json_object(data, "dice")
    kind = entry.get("kind")
    if kind == "seeded":
        return None
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
