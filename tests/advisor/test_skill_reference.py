"""The review of a recorded game against an independent computation from the same record.

``yahtzee review --json`` reads the record and analyses it (``store.replay``, ``advisor.skill``:
the engine, the kernel, the keep operators). ``skill_reference`` reads the same JSON itself and
recomputes every choice's loss and every roll's luck with the plain-Python optimal player, the
table read with numpy's own loader: no code of the review is shared but the rules.
"""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from skill_reference import recompute
from tools.simulate import table_game

from talking_yahtzee.cli.main import main
from talking_yahtzee.core.rules import FREE_JOKER, OFFICIAL, YATZY, YATZY_FORCED, RuleSet
from talking_yahtzee.store.record import game_record


@pytest.mark.parametrize(
    "rules, levels, seed",
    [
        (OFFICIAL, ("beginner", "good"), 11),
        (FREE_JOKER, ("beginner",), 12),
        (YATZY, ("beginner",), 13),
        (YATZY_FORCED, ("beginner", "expert"), 14),
    ],
    ids=lambda v: getattr(v, "name", None) or str(v),
)
def test_every_loss_and_luck_of_the_review_is_recomputed_from_the_record(
    rules: RuleSet,
    levels: tuple[str, ...],
    seed: int,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
) -> None:
    record = game_record(table_game(levels, rules, seed))
    path = tmp_path / "game.json"
    path.write_text(json.dumps(record), encoding="utf-8")
    assert main(["review", "--json", str(path)]) == 0
    review = json.loads(capsys.readouterr().out)
    expected, starts = recompute(json.loads(path.read_text(encoding="utf-8")))
    for seat, player in enumerate(review["players"]):
        mine = [c for c in expected if c.player == seat]
        assert len(player["choices"]) == len(mine)
        for choice, check in zip(player["choices"], mine, strict=True):
            assert (choice["round"], choice["roll"]) == (check.round, check.roll)
            assert choice["loss"] == pytest.approx(check.loss, abs=1e-9)
            assert choice["luck"] == pytest.approx(check.luck, abs=1e-9)
        assert player["start"] == pytest.approx(starts[seat], abs=1e-9)
        assert player["loss"] == pytest.approx(sum(c.loss for c in mine), abs=1e-9)
        assert player["start"] + player["luck"] - player["loss"] == pytest.approx(
            player["final"], abs=1e-9
        )
    assert any(c.loss > 1 for c in expected), "a beginner's game has costly choices to check"
