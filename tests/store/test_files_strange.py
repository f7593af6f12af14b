"""Issue 27, "Files that cannot be fooled": each reproduction is a test here.

FIFOs are made in a temporary folder (``os.mkfifo``); the character device is ``/dev/null`` or
``/dev/full``, reached through a symbolic link the player names; a full disk is a write that
raises ``ENOSPC``. Nothing here needs root, and nothing may hang: each opening that could wait
runs in a thread the test waits a few seconds for.
"""

from __future__ import annotations

import errno
import json
import os
import stat
import threading
from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import pytest
from american import CATEGORIES
from harness import play, whole_game_keys

from talking_yahtzee.core.dice import RandomDice
from talking_yahtzee.core.game import Game, Player, Roll, ScoreBox
from talking_yahtzee.core.rules import OFFICIAL
from talking_yahtzee.engine.table import Start, Table
from talking_yahtzee.speech.transcript import Transcript
from talking_yahtzee.store import files, savegame
from talking_yahtzee.store.files import (
    BrokenFile,
    NotRegularFile,
    clean_temporaries,
    open_named,
    process_alive,
    read_limited,
    write_atomic,
    write_named,
)
from talking_yahtzee.store.logfile import log_to_file
from talking_yahtzee.store.record import write_record
from talking_yahtzee.store.savegame import SavedGame, SaveStore
from talking_yahtzee.store.settings import read_settings
from talking_yahtzee.store.stats import StatsStore

T = TypeVar("T")
HANG = 10.0
"""Seconds after which a call is taken to hang (each of these takes milliseconds)."""


def within(call: Callable[[], T]) -> T:
    """``call()``'s result; the test fails (rather than hangs) if it does not return in time."""
    result: list[T] = []
    errors: list[BaseException] = []

    def work() -> None:
        try:
            result.append(call())
        except BaseException as error:  # handed to the test
            errors.append(error)

    thread = threading.Thread(target=work, daemon=True)
    thread.start()
    thread.join(HANG)
    assert not thread.is_alive(), "the call hangs"
    if errors:
        raise errors[0]
    return result[0]


def fifo(path: Path) -> Path:
    path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(path)
    return path


def is_fifo(path: Path) -> bool:
    return stat.S_ISFIFO(os.lstat(path).st_mode)


def a_game() -> Table:
    """Ann's game in round 2, dice rolled: a box scored, so it is worth keeping."""
    table = Table([Player("Ann")], OFFICIAL, seed=1)
    table.submit(Start(), 0)
    table.submit(Roll(), 0)
    table.submit(ScoreBox(table.game.card.open_categories[0]), 0)
    table.submit(Roll(), 0)
    return table


# -- 1. a FIFO where one of the game's files should be never hangs it --------------------------


def test_a_fifo_as_the_game_s_own_file_is_refused_at_once(tmp_path: Path) -> None:
    path = fifo(tmp_path / "settings.toml")
    with pytest.raises(BrokenFile, match="FIFO"):
        within(lambda: read_limited(path, files.SMALL))
    with pytest.raises(NotRegularFile):
        within(lambda: files.open_append(path))
    assert is_fifo(path)  # refused, not opened, not changed


def test_a_fifo_as_the_settings_is_kept_aside_and_the_defaults_used(tmp_path: Path) -> None:
    path = fifo(tmp_path / "settings.toml")
    loaded = within(lambda: read_settings(path))
    assert loaded.problem == "settings-broken" and loaded.aside is not None
    assert is_fifo(loaded.aside) and not os.path.lexists(path)


def test_a_fifo_as_a_save_is_kept_aside_and_reported(tmp_path: Path) -> None:
    legacy = fifo(tmp_path / "savegame.json")  # the one save of earlier versions
    fifo(tmp_path / "saves" / "g1.json")
    store = SaveStore(tmp_path / "saves")
    assert within(store.saved_games) == []
    assert store.take_problem() == "save-broken"
    assert not os.path.lexists(legacy) and not os.path.lexists(tmp_path / "saves" / "g1.json")
    assert len(list(tmp_path.glob("savegame.json.broken-*"))) == 1


def test_a_fifo_as_the_statistics_is_kept_aside(tmp_path: Path) -> None:
    legacy = fifo(tmp_path / "stats.json")
    store = StatsStore(tmp_path / "stats.sqlite3", legacy=legacy)
    assert within(store.load).games == 0
    assert store.problem == "stats-broken" and store.aside is not None and is_fifo(store.aside)
    database = fifo(tmp_path / "other" / "stats.sqlite3")  # SQLite would wait on it for good
    store = StatsStore(database)
    assert within(lambda: store.record_game(finished_game())) is not None
    assert store.problem == "stats-broken" and store.aside is not None and is_fifo(store.aside)
    assert stat.S_ISREG(os.lstat(database).st_mode)  # a new database in its place


def finished_game() -> Game:
    from talking_yahtzee.core.game import ScoreBox

    game = Game([Player("Ann")], dice=RandomDice(3))
    game.start()
    for category in CATEGORIES:
        game.apply(Roll())
        game.apply(ScoreBox(category))
    assert game.is_over
    return game


def test_a_fifo_as_the_log_is_kept_aside_and_a_new_log_begun(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = fifo(tmp_path / "yahtzee.log")
    monkeypatch.setenv("TALKING_YAHTZEE_LOG", str(path))
    import logging

    package = logging.getLogger("talking_yahtzee")
    before = list(package.handlers)
    try:
        within(log_to_file)
        assert stat.S_ISREG(os.lstat(path).st_mode)
        assert [p for p in tmp_path.iterdir() if p.name.startswith("yahtzee.log.broken-")]
    finally:
        for handler in package.handlers[len(before) :]:
            package.removeHandler(handler)
            handler.close()


def test_a_transcript_fifo_nobody_reads_is_said_once_and_kept(tmp_path: Path) -> None:
    path = fifo(tmp_path / "braille")
    transcript = within(lambda: Transcript(path=path, opener=open_named))
    within(lambda: transcript.write("a line"))
    assert transcript.take_file_error() is not None
    assert transcript.last_error is not None and transcript.last_error.errno == errno.ENXIO
    within(lambda: transcript.write("another"))
    assert transcript.take_file_error() is None  # said once
    assert is_fifo(path)
    transcript.close()


def test_a_transcript_fifo_with_a_reader_gets_every_line(tmp_path: Path) -> None:
    path = fifo(tmp_path / "braille")
    reader = os.open(path, os.O_RDONLY | os.O_NONBLOCK)  # a braille tool listening
    try:
        transcript = within(lambda: Transcript(path=path, opener=open_named))
        transcript.write("Ann rolled 1 2 3 4 5.")
        transcript.write("Second line.")
        transcript.close()
        assert os.read(reader, 1000) == b"Ann rolled 1 2 3 4 5.\nSecond line.\n"
        assert transcript.take_file_error() is None and is_fifo(path)
    finally:
        os.close(reader)


# -- 2. special files and links are never replaced ------------------------------------------


def test_a_record_onto_a_character_device_keeps_the_device(tmp_path: Path) -> None:
    link = tmp_path / "record"
    link.symlink_to("/dev/null")
    within(lambda: write_record(link, a_game().game))
    assert link.is_symlink() and stat.S_ISCHR(os.stat("/dev/null").st_mode)


def test_a_record_onto_a_full_device_is_a_full_disk_and_the_device_stays(tmp_path: Path) -> None:
    link = tmp_path / "record"
    link.symlink_to("/dev/full")
    with pytest.raises(OSError) as caught:
        within(lambda: write_record(link, a_game().game))
    assert files.write_failure_reason(caught.value) == "full"
    assert stat.S_ISCHR(os.stat("/dev/full").st_mode) and link.is_symlink()


def test_a_record_onto_a_fifo_is_streamed_and_the_fifo_stays(tmp_path: Path) -> None:
    path = fifo(tmp_path / "record")
    with pytest.raises(OSError) as caught:  # nobody reads yet: refused at once
        within(lambda: write_named(path, b"{}\n"))
    assert files.write_failure_reason(caught.value) == "no-reader"
    reader = os.open(path, os.O_RDONLY | os.O_NONBLOCK)
    try:
        within(lambda: write_record(path, a_game().game))
        assert json.loads(os.read(reader, 1 << 16))["players"] == [{"name": "Ann", "kind": "human"}]
    finally:
        os.close(reader)
    assert is_fifo(path)


def test_a_record_through_a_link_writes_its_target_and_keeps_the_link(tmp_path: Path) -> None:
    target = tmp_path / "elsewhere" / "game.json"
    target.parent.mkdir()
    target.write_text("old", encoding="utf-8")
    link = tmp_path / "game.json"
    link.symlink_to(target)
    write_record(link, a_game().game)
    assert link.is_symlink() and json.loads(target.read_text(encoding="utf-8"))["format"] == 1


def test_the_game_s_own_file_as_a_link_is_never_replaced(tmp_path: Path) -> None:
    target = tmp_path / "target.json"
    target.write_text("the player's own file", encoding="utf-8")
    link = tmp_path / "settings.toml"
    link.symlink_to(target)
    with pytest.raises(NotRegularFile):
        write_atomic(link, b"x")
    assert link.is_symlink() and target.read_text(encoding="utf-8") == "the player's own file"


def test_a_save_that_is_a_link_is_kept_aside_and_its_target_left_alone(tmp_path: Path) -> None:
    target = tmp_path / "target.json"
    target.write_bytes(savegame.dumps(SavedGame(a_game(), uid="g1")))
    before = target.read_bytes()
    (tmp_path / "saves").mkdir()
    (tmp_path / "saves" / "g1.json").symlink_to(target)
    store = SaveStore(tmp_path / "saves")
    assert store.saved_games() == [] and store.take_problem() == "save-broken"
    (aside,) = (tmp_path / "saves").glob("g1.json.broken-*")
    assert aside.is_symlink() and target.read_bytes() == before


def test_a_block_device_or_a_folder_is_never_written(tmp_path: Path) -> None:
    with pytest.raises(NotRegularFile):
        write_named(tmp_path, b"x")


# -- 3. temporary files of a killed game are removed at the next start ---------------------


def dead_pid() -> int:
    pid = 4_000_000
    while process_alive(pid):
        pid -= 1
    return pid


def test_temporary_files_of_dead_processes_are_removed(tmp_path: Path) -> None:
    dead = tmp_path / f".savegame.json.{dead_pid()}-0123abcd.tmp"
    mine = tmp_path / f".savegame.json.{os.getpid()}-0123abcd.tmp"
    old = tmp_path / ".savegame.json.k2j3h4g5.tmp"  # an earlier version's, long abandoned
    young = tmp_path / ".stats.json.a1b2c3d4.tmp"
    other = tmp_path / "notes.tmp"
    for path in (dead, mine, old, young, other):
        path.write_bytes(b"x" * 21_000)
    os.utime(old, (0, 0))
    assert sorted(clean_temporaries(tmp_path)) == sorted([dead, old])
    assert mine.exists() and young.exists() and other.exists()


def test_a_write_killed_before_its_rename_leaves_a_file_the_next_start_removes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    store = SaveStore(tmp_path / "saves")
    assert store.save(SavedGame(a_game(), uid="g1"))
    stray = tmp_path / "saves" / f".g1.json.{dead_pid()}-deadbeef.tmp"
    stray.write_bytes(b"{")
    SaveStore(tmp_path / "saves").saved_games()
    assert not stray.exists()


# -- 4. two games in one home: both kept, both resumable ------------------------------------


def test_two_games_in_one_home_are_both_kept_and_both_resumable(tmp_path: Path) -> None:
    folder = tmp_path / "saves"
    ann = SaveStore(folder)  # Ann's game runs: it holds its save's lock
    ann_game = a_game()
    assert ann.save(SavedGame(ann_game, uid="ann"))
    keys = ["r", "home", "enter", "enter", "r", "1"]  # a box scored: worth keeping
    bob = play(keys, players=[Player("Bob")], save=SaveStore(folder), resume="new")
    (running,) = bob.messages("forgive-save-running")
    assert running.args["count"] == 1
    assert len(list(folder.glob("*.json"))) == 2  # Bob's game has its own save
    ann_game.submit(Roll(), 0)
    assert ann.save(SavedGame(ann_game, uid="ann"))  # Ann plays on: her save only
    ann.close()  # Ann's game ends its run
    offered = play(["n", "y"], players=[Player("Cy")], save=SaveStore(folder))
    choices = offered.messages("forgive-resume-choice")
    assert [(m.args["number"], m.args["count"], m.args["last"]) for m in choices] == [
        (1, 2, "no"),
        (2, 2, "yes"),
    ]
    names = {str(m.args["scores"]) for m in choices}
    assert any("Ann" in n for n in names) and any("Bob" in n for n in names)
    assert "forgive-resumed" in offered.ids
    game = offered.controller.game
    assert game is not None and game.players[0].name in ("Ann", "Bob")
    assert len(list(folder.glob("*.json"))) == 2  # the other is still saved


def test_a_game_s_save_is_never_written_by_another_running_game(tmp_path: Path) -> None:
    first, second = SaveStore(tmp_path), SaveStore(tmp_path)
    assert first.save(SavedGame(a_game(), uid="g1"))
    assert second.save(SavedGame(a_game(), uid="g1")) is False
    assert second.saved_games() == [] and second.running == 1
    first.close()
    assert [s.uid for s in second.saved_games()] == ["g1"]


# -- 5. a full disk is said, once, and again when saving works again ------------------------


def test_a_full_disk_is_said_once_and_saving_again_is_said(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = savegame.write_atomic
    calls = {"n": 0}

    def full_for_a_while(path: Path, data: bytes) -> Path:
        calls["n"] += 1
        if 2 <= calls["n"] <= 4:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(path, data)

    monkeypatch.setattr(savegame, "write_atomic", full_for_a_while)
    folder = tmp_path / "saves"
    keys = list(whole_game_keys(5))
    run = play(keys, players=[Player("Ann")], save=SaveStore(folder))
    failed = run.messages("file-write-failed")
    assert [(m.args["kind"], m.args["reason"]) for m in failed] == [("save", "full")]
    again = run.messages("file-write-works-again")
    assert [m.args["kind"] for m in again] == ["save"]
    monkeypatch.undo()
    resumed = play([], players=[Player("Ann")], save=SaveStore(folder), resume="resume")
    game = resumed.controller.game
    assert game is not None and game.round == 6  # the latest state, not round 1


def test_a_record_on_a_full_disk_is_said_once_and_again_when_it_works(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    real = files.write_atomic
    calls = {"n": 0}

    def full_for_a_while(path: Path, data: bytes) -> Path:
        calls["n"] += 1
        if 2 <= calls["n"] <= 3:
            raise OSError(errno.ENOSPC, "No space left on device")
        return real(path, data)

    monkeypatch.setattr(files, "write_atomic", full_for_a_while)
    run = play(list(whole_game_keys(5)), players=[Player("Ann")], record=tmp_path / "game.json")
    failed = run.messages("file-write-failed")
    assert [(m.args["kind"], m.args["reason"]) for m in failed] == [("record", "full")]
    assert [m.args["kind"] for m in run.messages("file-write-works-again")] == ["record"]


def test_a_transcript_on_a_full_disk_is_said_again_when_it_works(tmp_path: Path) -> None:
    link = tmp_path / "transcript"
    link.symlink_to("/dev/full")
    transcript = Transcript(path=link, opener=open_named)
    transcript.write("one")
    assert transcript.take_file_error() is not None
    assert transcript.last_error is not None
    assert files.write_failure_reason(transcript.last_error) == "full"
    link.unlink()
    link.symlink_to(tmp_path / "text.txt")
    transcript.write("two")
    assert transcript.take_recovered()
    transcript.close()
    assert (tmp_path / "text.txt").read_text(encoding="utf-8") == "two\n"


def test_settings_linked_by_a_dotfile_manager_are_read_and_a_link_to_a_fifo_kept_aside(
    tmp_path: Path,
) -> None:
    target = tmp_path / "dotfiles" / "settings.toml"
    target.parent.mkdir()
    target.write_text('verbosity = "brief"\n', encoding="utf-8")
    link = tmp_path / "settings.toml"
    link.symlink_to(target)
    loaded = read_settings(link)
    assert loaded.problem is None and loaded.settings.verbosity == "brief"
    link.unlink()
    link.symlink_to(fifo(tmp_path / "pipe"))
    loaded = within(lambda: read_settings(link))
    assert loaded.problem == "settings-broken" and loaded.aside is not None
    assert loaded.aside.is_symlink() and is_fifo(tmp_path / "pipe")


def test_statistics_that_work_again_say_so_once_and_a_new_failure_is_said_again(
    tmp_path: Path,
) -> None:
    blocker = tmp_path / "data"
    blocker.write_text("a file where the data folder should be", encoding="utf-8")
    store = StatsStore(blocker / "stats.sqlite3")
    assert store.record_game(finished_game()) is None
    assert store.take_problem() == "stats-failed" and store.reason == "blocked"
    assert store.record_game(finished_game()) is None and store.take_problem() is None
    blocker.unlink()
    assert store.record_game(finished_game()) is not None
    assert store.recovered and store.problem is None
    assert store.load().games == 1  # the folder itself was in the way: nothing could be kept
