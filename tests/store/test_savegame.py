"""Saved games: a save at any moment resumes to the same game, dealing the same dice."""

from __future__ import annotations

import json
import random
from collections.abc import Callable
from pathlib import Path

import pytest

from talking_yahtzee.core.dice import PhysicalDice, RandomDice, ScriptedDice
from talking_yahtzee.core.events import Event
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
from talking_yahtzee.core.rules import FREE_JOKER, OFFICIAL, YATZY, YATZY_FORCED, RuleSet
from talking_yahtzee.engine.table import Start, Table
from talking_yahtzee.store.savegame import (
    MAX_BYTES,
    PROBLEM_BROKEN,
    PROBLEM_FAILED,
    PROBLEM_OLD,
    OldSaveFormat,
    SavedGame,
    SaveError,
    SaveStore,
    dumps,
    from_data,
    loads,
    to_data,
)

STAMP = "2026-01-02T03:04:05+00:00"


def script(length: int = 2000) -> list[int]:
    """A fixed list of dice values (made once from a seed; no test depends on what it holds)."""
    maker = random.Random(20260102)
    return [maker.randint(1, 6) for _ in range(length)]


def next_command(game: Game, last: Command | None) -> Command:
    """Each turn: roll, toggle a die, hold the most common face, roll again...: every command."""
    turn = game.turn
    if game.first_roll_pending is not None or not turn.has_rolled:
        return Roll()
    if isinstance(last, Roll) and turn.rolls_left:
        return ToggleHold((turn.rolls_used + game.round) % 5)
    if isinstance(last, ToggleHold):
        dice = turn.dice
        assert dice is not None
        face = max(range(1, 7), key=dice.values.count)
        return SetHeld(frozenset(p for p in range(5) if dice[p] == face))
    if isinstance(last, SetHeld) and turn.can_roll():
        return Roll()
    return ScoreBox(max(game.options(), key=lambda o: o.points).category)


DATA = Path(__file__).resolve().parent / "data" / "saves_v1"


def new_game(dice: Callable[[], object], rules: RuleSet = FREE_JOKER) -> Table:
    players = [
        Player("Ann"),
        Player("Robo", PlayerKind.COMPUTER, "expert"),
        Player("Blue", members=("Cy", "Di")),
    ]
    return Table(players, rules, dice=dice(), previous_best=120, seed=3)  # type: ignore[arg-type]


def apply(table: Table, command: Command) -> tuple[Event, ...]:
    """A command for the seat to move (every seat played by the test, as people)."""
    seat = table.to_move()
    assert seat is not None
    return table.submit(command, seat).events


def play_through(
    table: Table, commands: list[Command] | None = None
) -> tuple[list[Command], list[tuple[Event, ...]]]:
    """Play to the end (choosing commands, or replaying ``commands``); the commands and events."""
    chosen: list[Command] = []
    events: list[tuple[Event, ...]] = []
    while not table.game.is_over:
        last = chosen[-1] if chosen else None
        command = commands[len(chosen)] if commands is not None else next_command(table.game, last)
        events.append(apply(table, command))
        chosen.append(command)
    return chosen, events


def assert_same_game(a: Game, b: Game) -> None:
    """Every attribute of the session, compared directly (not through the save format)."""
    fields = ("players", "rules", "previous_best", "cards", "turn", "phase", "first_player")
    fields += ("current", "round", "turns", "roll_off")
    for name in fields:
        assert getattr(a, name) == getattr(b, name), name
    assert type(a.dice_source) is type(b.dice_source)


def saved_copy(table: Table, **kwargs: object) -> SavedGame:
    restored = loads(dumps(SavedGame(table, uid="u1", saved_at=STAMP, **kwargs)))  # type: ignore[arg-type]
    assert_same_game(restored.game, table.game)
    assert to_data(restored) == to_data(SavedGame(table, uid="u1", saved_at=STAMP, **kwargs))  # type: ignore[arg-type]
    return restored


@pytest.mark.parametrize(
    ("dice", "rules"),
    [
        (lambda: ScriptedDice(script()), FREE_JOKER),
        (lambda: RandomDice(99), FREE_JOKER),
        (lambda: RandomDice(7), YATZY),
        (lambda: RandomDice(8), YATZY_FORCED),
    ],
    ids=["scripted", "random", "yatzy", "yatzy-forced"],
)
def test_resume_at_every_point_plays_the_same_game(
    dice: Callable[[], object], rules: RuleSet
) -> None:
    reference = new_game(dice, rules)
    start_events = reference.submit(Start(), 0).events
    commands, events = play_through(reference)
    final = to_data(SavedGame(reference, uid="u1", saved_at=STAMP))
    assert len(commands) > rules.rounds * 3 * 2  # rolls, holds and scorings for every seat
    assert any(isinstance(c, ToggleHold) for c in commands) and any(
        isinstance(c, SetHeld) for c in commands
    )
    table = new_game(dice, rules)  # played a command further for each cut
    assert table.submit(Start(), 0).events == start_events
    for cut in range(len(commands) + 1):
        if cut:
            assert apply(table, commands[cut - 1]) == events[cut - 1]
        resumed = saved_copy(table).table
        rest = [apply(resumed, command) for command in commands[cut:]]
        assert rest == events[cut:], f"resumed after command {cut} plays differently"
        assert_same_game(resumed.game, reference.game)
        assert to_data(SavedGame(resumed, uid="u1", saved_at=STAMP)) == final


def test_resume_before_the_roll_off_and_during_a_tie() -> None:
    values = [6] * 5 + [6] * 5 + [1] * 5 + [2] * 5 + script(400)  # Ann and Bob tie on 30
    players = [Player("Ann"), Player("Bob")]
    reference = Table(players, OFFICIAL, dice=PhysicalDice())
    assert reference.submit(Start(), 0).events == ()
    for cut in range(4):
        table = Table(players, OFFICIAL, dice=ScriptedDice(values))
        table.submit(Start(), 0)  # scripted dice: the roll-off is rolled at the start
        resumed = saved_copy(table).table
        assert resumed.game.roll_off == table.game.roll_off
        for _ in range(cut):
            apply(resumed, Roll())
            apply(table, Roll())
        assert resumed.game.current == table.game.current == 1
        assert resumed.game.turn == table.game.turn
        assert to_data(SavedGame(resumed, uid="u", saved_at=STAMP)) == to_data(
            SavedGame(table, uid="u", saved_at=STAMP)
        )
    typed = Table(players, OFFICIAL, dice=PhysicalDice())
    typed.submit(Start(), 0)
    apply(typed, Roll((6,) * 5))
    resumed = saved_copy(typed).table
    assert resumed.game.first_roll_pending == 1 and resumed.game.roll_off == typed.game.roll_off


def test_random_dice_after_resume_equal_the_uninterrupted_game() -> None:
    straight = Table([Player("Ann")], OFFICIAL, seed=5)
    straight.submit(Start(), 0)
    apply(straight, Roll())
    apply(straight, ToggleHold(0))
    after = SavedGame(straight, uid="x", saved_at=STAMP)
    resumed = loads(dumps(after)).table
    assert isinstance(resumed.source, RandomDice) and isinstance(straight.source, RandomDice)
    assert resumed.source.state() == straight.source.state()
    assert [straight.source.roll(5) for _ in range(50)] == [
        resumed.source.roll(5) for _ in range(50)
    ]


def test_physical_dice_and_the_interface_s_facts_resume() -> None:
    table = Table([Player("Ann")], OFFICIAL, dice=PhysicalDice())
    table.submit(Start(), 0)
    restored = saved_copy(table, ui={"mode": "play", "focus": 3})
    assert isinstance(restored.table.source, PhysicalDice)
    assert restored.ui == {"mode": "play", "focus": 3}
    assert restored.uid == "u1" and restored.saved_at == STAMP


def test_store_round_trip_and_clear(tmp_path: Path) -> None:
    store = SaveStore(tmp_path / "deep" / "saves")
    assert store.load() is None and store.problem is None
    table = Table([Player("Ann")], OFFICIAL, seed=1)
    table.submit(Start(), 0)
    apply(table, Roll())
    assert store.save(SavedGame(table, uid="g"))
    loaded = store.load()
    assert loaded is not None and loaded.uid == "g" and loaded.game.turn == table.game.turn
    assert sorted(p.name for p in (tmp_path / "deep" / "saves").iterdir()) == ["g.json", "g.lock"]
    store.clear("g")
    assert store.load() is None
    assert list((tmp_path / "deep" / "saves").iterdir()) == []


def valid_data() -> dict[str, object]:
    """A snapshot save (format 1) made by the game before the table engine: a fixture."""
    data = json.loads((DATA / "two-people-good.json").read_bytes())
    assert data["format"] == 1
    return data  # type: ignore[no-any-return]


def valid_log() -> dict[str, object]:
    table = Table([Player("Ann"), Player("Bob")], OFFICIAL, dice=ScriptedDice(script()))
    table.submit(Start(), 0)
    apply(table, Roll())
    apply(table, ToggleHold(2))
    return to_data(SavedGame(table, uid="g", saved_at=STAMP))


def broken(change: Callable[[dict[str, object]], None]) -> dict[str, object]:
    data = json.loads(json.dumps(valid_data()))
    change(data)
    return data


BROKEN_DATA = {
    "not an object": lambda d: d.clear() or d.update({"kind": []}),
    "unknown rules": lambda d: d.update(rules="house"),
    "no players": lambda d: d.update(players=[]),
    "nine players": lambda d: d.update(players=d["players"] * 5),  # type: ignore[operator]
    "bool for int": lambda d: d.update(current=True),
    "seat out of range": lambda d: d.update(current=3),
    "round out of range": lambda d: d.update(round=14),
    "float die": lambda d: d["turn"].update(dice=[1.0, 2, 3, 4, 5]),  # type: ignore[attr-defined]
    "die of seven": lambda d: d["turn"].update(dice=[7, 2, 3, 4, 5]),  # type: ignore[attr-defined]
    "four dice": lambda d: d["turn"].update(dice=[1, 2, 3, 4]),  # type: ignore[attr-defined]
    "held without dice": lambda d: d["turn"].update(dice=None, held=[1]),  # type: ignore[attr-defined]
    "impossible box": lambda d: d["cards"][0].update(fours=5),  # type: ignore[index]
    "unknown box": lambda d: d["cards"][0].update(sevens=7),  # type: ignore[index]
    "missing turn": lambda d: d.pop("turn"),
    "name with escape": lambda d: d["players"][0].update(name="\x1b[2J"),  # type: ignore[index]
    "huge name": lambda d: d["players"][0].update(name="A" * 1000),  # type: ignore[index]
    "bad random state": lambda d: d.update(dice={"kind": "random", "state": [3, [1, 2], None]}),
    "scripted past the end": lambda d: d.update(
        dice={"kind": "scripted", "values": [1], "position": 2}
    ),
    "unknown dice": lambda d: d.update(dice={"kind": "loaded"}),
    "ui object": lambda d: d.update(ui={"mode": {"nested": 1}}),
    "over but cards open": lambda d: d.update(phase="over"),
    "unknown phase": lambda d: d.update(phase="paused"),
    "uid with a path": lambda d: d.update(uid="../../etc/x"),
}


@pytest.mark.parametrize("name", sorted(BROKEN_DATA))
def test_broken_snapshot_saves_are_refused(name: str) -> None:
    assert from_data(valid_data()).game.round == 2
    with pytest.raises(SaveError):
        from_data(broken(BROKEN_DATA[name]))


def entry(d: dict[str, object], index: int) -> dict[str, object]:
    return d["log"][index]  # type: ignore[index, no-any-return]


BROKEN_LOGS = {
    "no log": lambda d: d.pop("log"),
    "seat out of range": lambda d: entry(d, 1).update(seat=2),
    "unknown actor": lambda d: entry(d, 1).update(actor="ghost"),
    "unknown command": lambda d: entry(d, 1).update(command={"cheat": 1}),
    "die of seven": lambda d: entry(d, 1).update(dice=[7, 1, 1, 1, 1]),
    "a hold before the roll": lambda d: d["log"].insert(1, entry(d, 2)),  # type: ignore[attr-defined]
    "a box never reached": lambda d: entry(d, 2).update(command={"score": "sevens"}),
    "a roll without its dice": lambda d: entry(d, 1).update(dice=[]),
    "another seat's roll": lambda d: entry(d, 1).update(seat=1 - entry(d, 1)["seat"]),  # type: ignore[operator]
    "a second start": lambda d: d["log"].insert(1, entry(d, 0)),  # type: ignore[attr-defined]
    "no start": lambda d: d["log"].pop(0),  # type: ignore[attr-defined]
    "negative seed": lambda d: d.update(seed=-1),
    "bool seed": lambda d: d.update(seed=True),
    "ui object": lambda d: d.update(ui={"mode": {"nested": 1}}),
    "bad start": lambda d: d.update(start={"phase": "paused"}),
}


@pytest.mark.parametrize("name", sorted(BROKEN_LOGS))
def test_broken_logged_saves_are_refused(name: str) -> None:
    assert from_data(json.loads(json.dumps(valid_log()))).game.turn.held == frozenset({2})
    data = json.loads(json.dumps(valid_log()))
    BROKEN_LOGS[name](data)
    with pytest.raises(SaveError):
        from_data(data)


def test_old_and_foreign_formats() -> None:
    with pytest.raises(OldSaveFormat):
        from_data(broken(lambda d: d.update(format=0)))
    with pytest.raises(SaveError):
        from_data(broken(lambda d: d.update(kind="chess")))


@pytest.mark.parametrize(
    "raw",
    [
        b"",
        b"{not json",
        b"\xff\xfe",
        b"[" * 100_000 + b"]" * 100_000,
        b'{"a":' * 50 + b"1" + b"}" * 50,
        b'{"kind": NaN}',
        b'{"kind": Infinity}',
        b'{"ui": 1e999}',
        b'{"ui": ' + b"9" * 5000 + b"}",
        b" " * (MAX_BYTES + 1),
    ],
    ids=[
        "empty",
        "not-json",
        "not-utf8",
        "deep-lists",
        "deep-objects",
        "nan",
        "infinity",
        "overflow",
        "huge-int",
        "too-big",
    ],
)
def test_hostile_files_are_refused(raw: bytes) -> None:
    with pytest.raises(SaveError):
        loads(raw)


def test_broken_and_old_files_kept_aside_and_reported_once(tmp_path: Path) -> None:
    path = tmp_path / "savegame.json"  # the one save of earlier versions
    path.write_bytes(b"[" * 100_000)
    store = SaveStore(tmp_path / "saves")
    assert store.load() is None
    assert store.take_problem() == PROBLEM_BROKEN and store.take_problem() is None
    (aside,) = tmp_path.glob("savegame.json.broken-*")
    assert aside.read_bytes() == b"[" * 100_000 and store.aside == aside
    path.write_text(json.dumps(broken(lambda d: d.update(format=0))), encoding="utf-8")
    store = SaveStore(tmp_path / "saves")
    assert store.load() is None and store.problem == PROBLEM_OLD
    assert len(list(tmp_path.glob("savegame.json.broken-*"))) == 2 and not path.exists()


def test_failed_write_is_reported_and_play_goes_on(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("", encoding="utf-8")
    store = SaveStore(blocker / "saves")  # a folder that cannot exist
    table = Table([Player("Ann")], OFFICIAL, seed=1)
    table.submit(Start(), 0)
    assert store.save(SavedGame(table)) is False
    assert store.problem == PROBLEM_FAILED
    assert store.save(SavedGame(table)) is False
    assert store.take_problem() == PROBLEM_FAILED and store.take_problem() is None
