"""A long absence (issue 42): the moves older than those a table keeps are told by their scores,
made again from the game's turns; they are the very events the table's log replays to."""

from __future__ import annotations

import pytest

from talking_yahtzee.core.events import Scored
from talking_yahtzee.net.missed import moves_since
from talking_yahtzee.net.protocol import Start, Update, events_of
from talking_yahtzee.net.rooms import SeatRecord, TableConfig
from talking_yahtzee.net.table import RECENT, Table


def played(rules: str, moves: int) -> Table:
    """A table of four computers, ``moves`` of their moves made."""
    seats = [SeatRecord("computer", f"C{i}", "beginner") for i in range(4)]
    table = Table("123456789", TableConfig(rules, 7), seats)
    table.command(0, "person", Start())
    for _ in range(moves):
        move = table.computer_move()
        if move is None:
            break
        table.command(*move)
    return table


@pytest.mark.parametrize("rules", ["official", "yatzy", "free-joker"])
def test_the_older_moves_are_their_scores_as_the_log_replays_them(rules: str) -> None:
    table = played(rules, 400)
    first = table.recent[0].seq
    assert first > 100  # far more moves than the table keeps
    missed = moves_since(table, 10)
    older = [m for m in missed if m.seq < first]
    kept = [m for m in missed if m.seq >= first]
    assert len(kept) == RECENT and all(isinstance(m, Update) for m in older)
    assert table.engine is not None
    replayed = dict(zip(table.seqs, table.replay(list(table.engine.log)), strict=True))
    for move in older:
        assert isinstance(move, Update)
        truth = [e for e in replayed[move.seq] if e["type"] == "scored"]
        assert move.events == truth
    scores = [
        e for m in older if isinstance(m, Update) for e in events_of(m) if isinstance(e, Scored)
    ]
    expected = [
        seq
        for seq, events in replayed.items()
        if 10 < seq < first and any(e["type"] == "scored" for e in events)
    ]
    assert [m.seq for m in older] == expected and len(scores) == len(expected)
