"""Made with the snapshot-save code (format 1, before the table engine), from the repository:
``PYTHONPATH=src:tests/support .venv/bin/python tests/store/data/saves_v1/make_saves_v1.py``.

Each case plays ``keys`` through the real app and quits (the save stays: ``<case>.json``), then
plays ``keys + more`` without a break and writes what was said after ``keys``
(``<case>.after.txt``): the resumed game must say the same after the same keys
(tests/store/test_old_saves.py). Since issue 31's standings call the listener "you", the
``s`` lines of the after-texts say "you" where the old code said the listener's name.
"""

import shutil
import sys
from pathlib import Path

from harness import play

from talking_yahtzee.core.dice import PhysicalDice
from talking_yahtzee.core.game import Player, PlayerKind
from talking_yahtzee.store.savegame import SaveStore

HERE = Path(__file__).resolve().parent
ANN, BOB = Player("Ann"), Player("Bob")
MAX = Player("Max", PlayerKind.COMPUTER, "master")
GOOD = Player("Robo", PlayerKind.COMPUTER, "good")
TEAM = Player("Blue", members=("Cy", "Di"))
CASES = {
    # solitaire: holds, one taken back, a box scored, a roll, holds (undo can take them back)
    "solo-holds": dict(
        players=[ANN],
        seed=11,
        keys=["r", "1", "2", "u", "3", "r", "end", "enter", "r", "4", "5"],
        more=["u", "r", "home", "enter", "enter", "r", "c", "a", "b"],
    ),
    # a person against a master computer: mid-turn with a hold, the computer's turns played
    "vs-master": dict(
        players=[ANN, MAX],
        seed=5,
        keys=["r", "2", "r", "end", "enter", "r", "1"],
        more=["r", "home", "enter", "enter", "r", "c", "o", "s"],
    ),
    # two people and a good computer; Bob just scored (undo may take it back)
    "two-people-good": dict(
        players=[ANN, BOB, GOOD],
        seed=3,
        keys=["r", "end", "enter", "r", "home", "enter", "enter"],
        more=["u", "down", "enter", "enter", "s"],
    ),
    # a team and Ann with physical dice typed in
    "team-physical": dict(
        players=[TEAM, ANN],
        seed=9,
        physical=True,
        keys=[
            "r",
            "6",
            "6",
            "6",
            "6",
            "6",
            "enter",
            "r",
            "1",
            "1",
            "1",
            "1",
            "2",
            "enter",
            "r",
            "1",
            "2",
            "3",
            "4",
            "5",
            "enter",
            "1",
        ],
        more=["r", "2", "3", "4", "5", "enter", "home", "enter", "s"],
    ),
}


def main() -> None:
    for name, case in CASES.items():
        folder = HERE / f"tmp-{name}"
        shutil.rmtree(folder, ignore_errors=True)
        options = dict(players=case["players"], seed=case["seed"])
        dice = PhysicalDice() if case.get("physical") else None
        run = play(case["keys"], dice=dice, save=SaveStore(folder), **options)
        saves = sorted(folder.glob("*.json"))
        assert len(saves) == 1, saves
        shutil.copy(saves[0], HERE / f"{name}.json")
        shutil.rmtree(folder)
        dice = PhysicalDice() if case.get("physical") else None
        dice = PhysicalDice() if case.get("physical") else None
        whole = play([*case["keys"], *case["more"]], dice=dice, **options)
        said = next(
            i for i, (a, b) in enumerate(zip(run.texts, whole.texts, strict=False)) if a != b
        )
        after = whole.texts[said:]
        (HERE / f"{name}.after.txt").write_text("\n".join(after) + "\n", encoding="utf-8")
        print(name, said, len(after), run.ids[-3:], file=sys.stderr)


if __name__ == "__main__":
    main()
