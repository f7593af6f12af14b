"""The table build on worker processes gives the bytes of a build in one process."""

from __future__ import annotations

import tempfile
from pathlib import Path

import numpy as np
import pytest
from tools.parallel import shared_table, solve_table

from talking_yahtzee.advisor.solver import N_BOXES, ValueTable
from talking_yahtzee.advisor.store import load_table
from talking_yahtzee.core.rules import FREE_JOKER, OFFICIAL


def test_the_last_layers_on_two_workers_equal_one_process_byte_for_byte(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    here = ValueTable(OFFICIAL)
    for _ in here.solve(down_to=9):
        pass
    monkeypatch.setattr(tempfile, "tempdir", str(tmp_path))
    with shared_table(OFFICIAL, workers=2) as (shared, solve_blocks):
        assert [p.name for p in tmp_path.iterdir()], "the shared table is not in the temp folder"
        for _ in shared.solve(down_to=9, solve_blocks=solve_blocks):
            pass
        apart = np.array(shared.storage)
        del shared
    assert not list(tmp_path.iterdir()), "the shared table's file was left behind"
    for filled in range(9, N_BOXES):
        mask, y, up = here.layer_states(filled)
        assert not np.isnan(apart[mask, y, up]).any(), f"layer {filled} left unsolved"
    assert apart.tobytes() == here.storage.tobytes()


def test_a_whole_table_on_two_workers_matches_the_shipped_one() -> None:
    table = solve_table(FREE_JOKER, workers=2)
    shipped = load_table(FREE_JOKER)
    assert isinstance(table.storage, np.ndarray) and not isinstance(table.storage, np.memmap)
    np.testing.assert_allclose(table.values, shipped.values, rtol=0, atol=1e-12)
    assert round(table.value(0, 0, 0), 10) == 254.5896094820


def test_one_worker_builds_in_this_process(monkeypatch: pytest.MonkeyPatch) -> None:
    import tools.parallel as parallel

    def no_pool(*args: object, **kwargs: object) -> None:
        raise AssertionError("one worker must not start a pool")

    monkeypatch.setattr(parallel, "shared_table", no_pool)
    table = solve_table(OFFICIAL, workers=1)
    assert round(table.value(0, 0, 0), 10) == 254.5877287345
