"""Files under attack or bad luck: read within limits, kept aside only when moved, writes that
fail reported once while the game goes on."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest
from harness import play, whole_game_keys

from talking_yahtzee.core.game import Player, PlayerKind
from talking_yahtzee.messages.i18n import Localizer
from talking_yahtzee.messages.notices import broken_file
from talking_yahtzee.speech import transcript as transcript_module
from talking_yahtzee.speech.transcript import Transcript
from talking_yahtzee.store import files
from talking_yahtzee.store.files import BrokenFile, Limits, parse_json, write_failure_reason
from talking_yahtzee.store.settings import DEFAULTS, Settings, read_settings, save_settings
from talking_yahtzee.store.stats import Stats, StatsStore

BROKEN_STATS = {
    "1e999": b'{"games": 1e999, "best": {}}',
    "Infinity": b'{"games": Infinity, "best": {}}',
    "NaN": b'{"games": 1, "best": {"official": NaN}}',
    "5000 digits": b'{"games": ' + b"9" * 5000 + b', "best": {}}',
    "[ x100000": b"[" * 100_000,
    "too big": b'{"games": 1, "best": {}, "x": "' + b"a" * (70 << 10) + b'"}',
    "a float": b'{"games": 1.5, "best": {}}',
    "negative": b'{"games": -1, "best": {}}',
    "a list": b"[1, 2]",
    "not UTF-8": b'{"games": 1, "best": {"\xff": 1}}',
}


@pytest.mark.parametrize("content", BROKEN_STATS.values(), ids=BROKEN_STATS.keys())
def test_broken_statistics_are_kept_aside_and_replaced(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "stats.json"  # the statistics of earlier versions, imported once
    path.write_bytes(content)
    store = StatsStore(tmp_path / "stats.sqlite3", legacy=path)
    assert store.load() == Stats()
    assert store.problem == "stats-broken"
    assert store.aside is not None and store.aside.read_bytes() == content
    assert not path.exists()
    path.write_bytes(b'{"games": 1, "best": {"official": 200}}')  # a good one is imported
    assert StatsStore(tmp_path / "stats.sqlite3", legacy=path).load() == Stats(1, {"official": 200})


def test_statistics_with_a_byte_order_mark_are_read(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    path.write_bytes(b'\xef\xbb\xbf{"games": 2, "best": {"official": 180}}')
    assert StatsStore(tmp_path / "stats.sqlite3", legacy=path).load() == Stats(2, {"official": 180})


def test_limits_of_the_json_parser() -> None:
    assert parse_json('{"a": [1, {"b": "[[[["}]}') == {"a": [1, {"b": "[[[["}]}
    with pytest.raises(BrokenFile):
        parse_json("[" * 17 + "]" * 17)
    with pytest.raises(BrokenFile):
        parse_json("1" * 19)
    with pytest.raises(BrokenFile):
        parse_json("{}", Limits(size=1))


def test_settings_nested_50000_deep_are_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_text("a = " + "[" * 50_000 + "]" * 50_000 + "\n", encoding="utf-8")
    loaded = read_settings(path)
    assert loaded.settings == DEFAULTS and loaded.problem == "settings-broken"
    assert loaded.aside is not None and loaded.aside.exists() and not path.exists()


@pytest.mark.parametrize(
    "content",
    [
        b"rate = " + b"9" * 5000 + b"\n",
        b"a = { b = { c = { d = { e = { f = { g = { h = { i = { j = { k = { l = { m = { n = "
        b"{ o = { p = { q = { r = 1 } } } } } } } } } } } } } } } } }\n",
        b"x = '" + b"a" * (70 << 10) + b"'\n",
    ],
    ids=["5000 digits", "deep tables", "too big"],
)
def test_settings_outside_the_limits_are_broken(tmp_path: Path, content: bytes) -> None:
    path = tmp_path / "settings.toml"
    path.write_bytes(content)
    loaded = read_settings(path)
    assert loaded.problem == "settings-broken" and loaded.aside is not None


def test_settings_with_a_byte_order_mark_are_good(tmp_path: Path) -> None:
    path = tmp_path / "settings.toml"
    path.write_bytes(b'\xef\xbb\xbfverbosity = "brief"\nrate = 200\n')
    loaded = read_settings(path)
    assert loaded.problem is None
    assert loaded.settings == Settings(verbosity="brief", rate=200)


def test_no_copy_is_claimed_when_nothing_was_moved(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "settings.toml"
    path.write_text("not toml at all = = =", encoding="utf-8")

    def refuse(src: object, dst: object) -> None:
        raise PermissionError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(files.os, "replace", refuse)
    loaded = read_settings(path)
    assert loaded.problem == "settings-broken" and loaded.aside is None
    assert path.exists()
    text = Localizer("en").format(broken_file("settings", path, loaded.aside))
    assert "kept as" not in text and "A copy" not in text
    assert "could not be read, nor moved aside" in text
    folder = tmp_path / "settings-folder.toml"
    folder.mkdir()  # a folder where the file should be: nothing to move, nothing claimed
    loaded = read_settings(folder)
    assert loaded.problem == "settings-broken" and loaded.aside is None


def test_the_notice_names_the_file_kept_aside(tmp_path: Path) -> None:
    path = tmp_path / "stats.json"
    path.write_text("[", encoding="utf-8")
    store = StatsStore(tmp_path / "stats.sqlite3", legacy=path)
    store.load()
    text = Localizer("en").format(broken_file("stats", path, store.aside))
    assert f"It was kept as {store.aside}" in text


@pytest.mark.parametrize(
    ("code", "reason"),
    [
        (errno.EROFS, "denied"),
        (errno.EACCES, "denied"),
        (errno.ENOSPC, "full"),
        (errno.ENOTDIR, "blocked"),
        (errno.EISDIR, "blocked"),
        (errno.EIO, "other"),
    ],
)
def test_write_failure_reasons(code: int, reason: str) -> None:
    assert write_failure_reason(OSError(code, os.strerror(code))) == reason


def test_saving_settings_where_a_file_is_in_the_way_raises_oserror(tmp_path: Path) -> None:
    (tmp_path / "config").write_text("a file, not a folder", encoding="utf-8")
    with pytest.raises(OSError) as caught:
        save_settings(DEFAULTS, tmp_path / "config" / "settings.toml")
    assert write_failure_reason(caught.value) == "blocked"


# -- writes that fail during a game: said once, the game goes on -----------------------------


def test_a_record_that_cannot_be_written_is_reported_once(tmp_path: Path) -> None:
    (tmp_path / "blocked").write_text("", encoding="utf-8")
    run = play(
        [*whole_game_keys(13), "n"],
        players=[Player("Ann"), Player("Robo", PlayerKind.COMPUTER, "good")],
        record=tmp_path / "blocked" / "game.json",
    )
    assert run.controller.game.is_over
    (failed,) = run.messages("file-write-failed")
    assert failed.args["kind"] == "record" and failed.args["reason"] == "blocked"


def test_a_record_in_a_read_only_folder_is_reported_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    def read_only(*args: object, **kwargs: object) -> object:
        raise PermissionError(errno.EROFS, "Read-only file system")

    monkeypatch.setattr(files, "write_atomic", read_only)
    run = play(
        [*whole_game_keys(13), "n"],
        players=[Player("Ann"), Player("Robo", PlayerKind.COMPUTER, "good")],
        record=tmp_path / "game.json",
    )
    assert run.controller.game.is_over
    (failed,) = run.messages("file-write-failed")
    assert failed.args["kind"] == "record" and failed.args["reason"] == "denied"
    assert run.ids.count("game-scored") == 26


def test_statistics_that_cannot_be_saved_are_reported_once(tmp_path: Path) -> None:
    (tmp_path / "data").write_text("", encoding="utf-8")
    store = StatsStore(tmp_path / "data" / "stats.sqlite3")
    run = play([*whole_game_keys(13), "n"], players=[Player("Ann")], stats=store)
    assert run.controller.game.is_over
    failed = run.messages("file-write-failed")
    assert len(failed) == 1
    assert failed[0].args["kind"] == "stats" and failed[0].args["reason"] == "blocked"
    assert "game-play-again" in run.ids


def test_a_transcript_on_a_full_disk_is_reported_once(tmp_path: Path) -> None:
    transcript = Transcript(path=Path("/dev/full"))
    transcript.write("one")
    assert transcript.take_file_error() is not None
    transcript.write("two")
    assert transcript.take_file_error() is None
    transcript.close()


def test_a_transcript_cut_by_a_full_disk_ends_on_a_whole_line(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "transcript.txt"
    transcript = Transcript(path=path)
    transcript.write("a whole first line")
    real_write = os.write

    def half_then_full(fd: int, data: bytes | memoryview) -> int:
        if len(data) > 4:
            return real_write(fd, bytes(data[: len(data) // 2]))
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(transcript_module.os, "write", half_then_full)
    transcript.write("a second line that the disk cuts in half")
    assert transcript.take_file_error() == "No space left on device"
    monkeypatch.undo()
    assert not transcript.take_recovered()
    transcript.write("written: each line is tried again")
    assert transcript.take_recovered() and not transcript.take_recovered()
    transcript.close()
    assert path.read_bytes() == b"a whole first line\nwritten: each line is tried again\n"
