"""Updates carry what changed (issue 40): applied to the state before, they give exactly the state
the server would send whole, after every update of random games; a client that falls out of step
asks for a snapshot and is whole again."""

from __future__ import annotations

import asyncio
import dataclasses
import random
from pathlib import Path

import msgspec
import pytest
from netplay import FAST, client, past, reach, start_server, started, until

from talking_yahtzee.core.rules import RULE_SETS
from talking_yahtzee.net.client import Client
from talking_yahtzee.net.protocol import (
    SERVER_DECODER,
    CardState,
    GameCommand,
    Hold,
    Resync,
    RollDice,
    Score,
    SeatSpec,
    SetHeldDice,
    Snapshot,
    Start,
    TableState,
    Undone,
    Update,
    encode,
)
from talking_yahtzee.net.rooms import SeatRecord, TableConfig
from talking_yahtzee.net.state_changes import OutOfStep, changes_between, with_changes
from talking_yahtzee.net.table import Refusal, Table
from talking_yahtzee.net.table_view import TableView


def a_move(table: Table, rng: random.Random) -> GameCommand | None:
    """A random command for the person to move (legal or not: a refusal changes nothing)."""
    game = table.game
    assert game is not None
    turn = game.turn
    choices: list[GameCommand] = []
    if turn.rolls_left > 0:
        choices += [RollDice()] * 3
    if turn.dice is not None:
        choices += [Hold(rng.randrange(5)), SetHeldDice(rng.sample(range(5), rng.randrange(6)))]
        choices += [Score(option.category) for option in game.options()]
    return rng.choice(choices) if choices else None


def over_the_wire(message: Update | Undone) -> Update | Undone:
    decoded = SERVER_DECODER.decode(encode(message))
    assert isinstance(decoded, Update | Undone)
    return decoded


@pytest.mark.parametrize("rules", list(RULE_SETS))
@pytest.mark.parametrize("seed", range(4))
def test_changes_applied_give_the_whole_state_after_every_update(rules: str, seed: int) -> None:
    """Random games (people, computers, holds, undos, seats dropping and coming back, spectators
    coming and going unannounced): after each update, the changes sent (through JSON) and applied
    to the client's state equal the server's whole state."""
    rng = random.Random(f"{rules}:{seed}")
    people = rng.randrange(1, 4)
    seats = [SeatRecord("person", f"P{i}", token_hash=f"h{i}") for i in range(people)]
    seats += [SeatRecord("computer", f"C{i}", "good") for i in range(rng.randrange(0, 3))]
    table = Table("123456789", TableConfig(rules, seed, True, 120.0, True, None), seats)
    shown: TableState | None = None
    held = table.state()  # what a client holds (its welcome)
    sent = {"changes": 0, "whole": 0}

    def told(message: Update | Undone) -> None:
        nonlocal shown, held
        state = table.state()
        changes = changes_between(shown, state)
        shown = state
        wire = over_the_wire(
            msgspec.structs.replace(message, state=state)
            if changes is None
            else msgspec.structs.replace(message, changes=changes)
        )
        if wire.changes is not None:
            sent["changes"] += 1
            held = with_changes(held, wire.seq, wire.changes)
        else:
            sent["whole"] += 1
            assert wire.state is not None
            held = wire.state
        assert held == state, (rules, seed, wire.seq)

    told(table.command(0, "person", Start()))
    game = table.game
    assert game is not None
    for _ in range(2000):
        if table.status != "playing":
            break
        if rng.random() < 0.1:  # unannounced: the next update says it
            table.watching = rng.randrange(4)
            table.seats[rng.randrange(len(seats))].connected = rng.random() < 0.5
        computer = table.computer_move()
        if computer is not None:
            told(table.command(*computer))
            continue
        try:
            if rng.random() < 0.08:
                _dropped, undone = table.undo(game.current)
                told(undone)
                continue
            command = a_move(table, rng)
            if command is not None:
                told(table.command(game.current, "person", command))
        except Refusal:
            continue
    assert table.status == "over"
    assert sent["whole"] == 1 and sent["changes"] > 30  # the start's update alone is whole


def test_changes_that_do_not_follow_the_state_held_are_out_of_step() -> None:
    table = Table(
        "123456789",
        TableConfig("official", 1, True, 120.0, True, None),
        [SeatRecord("person", "Ann", token_hash="h")],
    )
    table.command(0, "person", Start())
    before = table.state()
    table.command(0, "person", RollDice())
    middle = table.state()
    table.command(0, "person", Hold(2))
    after = table.state()
    changes = changes_between(middle, after)
    assert changes is not None and changes.game is not None
    assert changes.seats is None and changes.status is None and changes.game.cards == {}
    with pytest.raises(OutOfStep):
        with_changes(before, after.seq, changes)  # the roll's update was missed
    assert with_changes(middle, after.seq, changes) == after


async def snapshot_of(who: Client) -> TableState:
    await who.send(Resync())
    answer = await until(who, lambda m: isinstance(m, Snapshot), f"{who.name}'s snapshot")
    assert isinstance(answer, Snapshot)
    return answer.state


async def move(mover: Client, rng: random.Random, held: bool) -> bool:
    """One move of ``mover``'s (an undo of the hold just made, when ``held``); True: a hold."""
    game = mover.game
    assert game is not None
    turn = game.turn
    if held:
        await mover.undo()
    elif turn.dice is not None and turn.rolls_left > 0 and rng.random() < 0.3:
        await mover.hold(rng.randrange(5))
        return True
    elif turn.dice is None or (turn.rolls_left > 0 and rng.random() < 0.7):
        await mover.roll()
    else:
        await mover.score(game.options()[0].category)
    return False


def test_every_client_holds_the_servers_snapshot_after_every_move(tmp_path: Path) -> None:
    """Two people and two spectators (the second one unannounced) at a real server: after each
    move (holds, undos, rolls, scores), each client's state (a welcome's, then changes applied)
    equals the snapshot it asks for; a client put out of step asks for one by itself and is
    whole again."""
    limits = dataclasses.replace(FAST, announced_per_minute=1)

    async def main() -> None:
        server = await start_server(tmp_path / "rooms.db", seed=11, limits=limits)
        ann, bob, cy, dee = client(server), client(server), client(server), client(server)
        everyone = (ann, bob, cy, dee)
        try:
            welcome = await ann.create("Ann", [SeatSpec("person"), SeatSpec("person")])
            await bob.join(welcome.code, "Bob")
            await reach(ann, lambda: ann.state is not None and ann.state.seats[1].taken, "Bob")
            await cy.join(welcome.code, "Cy", spectate=True)
            await ann.start()
            for who in (ann, bob, cy):
                await started(who)
            await dee.join(welcome.code, "Dee", spectate=True)  # over the limit: unannounced
            rng, held = random.Random(5), False
            for _ in range(40):
                mover = ann if ann.my_turn() else bob
                seq = mover.last_seq
                held = await move(mover, rng, held)
                for who in everyone:
                    await past(who, seq)
                for who in everyone:
                    assert who.state == await snapshot_of(who), (who.name, who.last_seq)
            # out of step: a client whose state missed a move asks for the whole state itself
            assert bob.state is not None and bob.state.status == "playing"
            bob.view.state = msgspec.structs.replace(bob.state, seq=bob.state.seq - 1)
            mover, seq = (ann if ann.my_turn() else bob), bob.last_seq
            await move(mover, rng, held)
            await past(bob, seq)
            await until(bob, lambda m: isinstance(m, Snapshot), "the snapshot Bob asked for")
            assert bob.state == await snapshot_of(ann)
        finally:
            for who in everyone:
                await who.close()
            await server.close()

    asyncio.run(main())


def test_a_clients_game_keeps_the_cards_an_update_left_alone() -> None:
    """The client's game (``net.mirror``) makes again, and checks, only the cards whose wire form
    an update changed; a changed card the rules do not allow is refused, the state kept."""
    table = Table(
        "123456789",
        TableConfig("official", 2, True, 120.0, True, None),
        [SeatRecord("person", "Ann", token_hash="a"), SeatRecord("person", "Bob", token_hash="b")],
    )
    table.command(0, "person", Start())
    view = TableView()
    view.take(table.state())

    def told(update: Update) -> None:
        before = view.state
        assert before is not None
        changes = changes_between(before, table.state())
        assert changes is not None
        assert not view.heard(over_the_wire(msgspec.structs.replace(update, changes=changes)))

    game = table.game
    assert game is not None and view.game is not None
    mover, cards = game.current, list(view.game.cards)
    told(table.command(mover, "person", RollDice()))
    assert all(a is b for a, b in zip(view.game.cards, cards, strict=True))
    told(table.command(mover, "person", Score(game.options()[0].category)))
    assert view.game.cards[mover] is not cards[mover] and view.state == table.state()
    assert view.game.cards[1 - mover] is cards[1 - mover]
    bad = msgspec.structs.replace(table.state(), seq=table.state().seq + 1)
    assert bad.game is not None
    bad.game.cards[0] = CardState([7] * 13)  # seven in every box: no dice make it
    changes = changes_between(table.state(), bad)
    assert changes is not None
    before, refused = view.state, view.bad
    view.heard(Update(bad.seq, 0, "person", [], changes=changes))
    assert view.bad == refused + 1 and view.state is before
