"""The saved games: one file per game in progress, each guarded by the lock its game holds.

Each game in progress has its own save, ``saves/<uid>.json`` in the data folder, guarded by a lock
the game holds while it runs (``store.locks``): two games in one home never write the same save,
and a game started beside a running one leaves that one's save alone. The one save of earlier
versions (``savegame.json``) joins the folder when found. The format is ``savefile``'s (its
names are here too, for the game and the tests).
"""

from __future__ import annotations

import errno
import logging
import os
import re
from pathlib import Path

from talking_yahtzee.store.files import (
    BrokenFile,
    WriteHealth,
    clean_temporaries,
    keep_aside,
    read_limited,
    write_atomic,
)
from talking_yahtzee.store.locks import FileLock, take
from talking_yahtzee.store.paths import data_dir
from talking_yahtzee.store.savefile import (
    FORMAT,
    KIND,
    LIMITS,
    MAX_BYTES,
    PROBLEM_BROKEN,
    PROBLEM_FAILED,
    PROBLEM_OLD,
    OldSaveFormat,
    SavedGame,
    SaveError,
    UiValue,
    dumps,
    from_data,
    loads,
    to_data,
)

__all__ = [
    "FORMAT",
    "KIND",
    "MAX_BYTES",
    "PROBLEM_BROKEN",
    "PROBLEM_FAILED",
    "PROBLEM_OLD",
    "OldSaveFormat",
    "SaveError",
    "SaveStore",
    "SavedGame",
    "UiValue",
    "dumps",
    "from_data",
    "loads",
    "to_data",
]

log = logging.getLogger(__name__)

SAVE_NAME = "savegame.json"
"""The one save of earlier versions, in the data folder."""
SAVES_FOLDER = "saves"
"""The folder of saved games in the data folder: one file per game in progress, ``<uid>.json``."""
LOCK_SUFFIX = ".lock"
MAX_SAVES = 20
"""At most this many saved games are offered (the newest); the others stay in the folder."""
_UID = re.compile(r"[0-9A-Za-z_-]{1,64}")


class SaveStore:
    """The saved games in the data folder, one per game in progress, each guarded by a lock its
    game holds while it runs (``locks``): two running games never write the same save. No
    method raises for a file problem: see ``problem``.
    """

    def __init__(self, folder: Path | None = None, *, legacy: Path | None = None) -> None:
        self.folder = folder if folder is not None else data_dir() / SAVES_FOLDER
        self.legacy = legacy if legacy is not None else self.folder.parent / SAVE_NAME
        """The one save of earlier versions, moved into :attr:`folder` when found."""
        self.problem: str | None = None
        """save-broken, save-old (both kept aside) or save-failed (could not write)."""
        self.aside: Path | None = None
        self.running = 0
        """Saved games that other running games hold: kept, never offered here."""
        self.health = WriteHealth()
        self._path: Path | None = None
        self._reported = False
        self._recovered = False
        self._locks: dict[str, FileLock] = {}

    @property
    def path(self) -> Path:
        """The save last written or read (the folder before any)."""
        return self._path or self.folder

    def path_of(self, uid: str) -> Path:
        return self.folder / f"{uid}.json"

    def take_problem(self) -> str | None:
        """The problem, the first time it is asked for (so it is reported once)."""
        if self.problem is None or self._reported:
            return None
        self._reported = True
        return self.problem

    def take_recovered(self) -> bool:
        """True once after a save worked again following failed ones."""
        recovered, self._recovered = self._recovered, False
        return recovered

    # -- reading

    def load(self) -> SavedGame | None:
        """The newest saved game no other running game holds (others released), or None."""
        games = self.saved_games()
        if games:
            self.release_others(games[0].uid)
        return games[0] if games else None

    def saved_games(self) -> list[SavedGame]:
        """The saved games that no running game holds, newest first; this store locks them
        until :meth:`release_others`. Broken ones are kept aside (see :attr:`problem`)."""
        clean_temporaries(self.folder)
        clean_temporaries(self.legacy.parent)
        self._move_legacy()
        try:
            names = sorted(os.listdir(self.folder))
        except OSError:
            return []
        found: list[SavedGame] = []
        self.running = 0
        for name in names:
            uid, dot, ext = name.rpartition(".")
            if not dot or not _UID.fullmatch(uid):
                continue
            if ext == LOCK_SUFFIX[1:] and f"{uid}.json" not in names:
                self._drop_stale_lock(uid)
            if ext != "json":
                continue
            if not self.lock(uid):
                self.running += 1
                continue
            saved = self._read(self.path_of(uid))
            if saved is not None and saved.uid != uid:
                log.warning("saved game %s names another game: kept aside", name)
                self.problem, self.aside = PROBLEM_BROKEN, keep_aside(self.path_of(uid))
                saved = None
            if saved is None:
                self.release(uid)
                continue
            found.append(saved)
        found.sort(key=lambda s: s.saved_at or "", reverse=True)
        for extra in found[MAX_SAVES:]:
            self.release(extra.uid)
        return found[:MAX_SAVES]

    def _read(self, path: Path) -> SavedGame | None:
        try:
            raw = read_limited(path, LIMITS)
            saved = loads(raw)
        except FileNotFoundError:
            return None
        except SaveError as error:
            self._broken(path, error)
            return None
        except BrokenFile as error:  # too large, or not a regular file (a FIFO, a link)
            self._broken(path, SaveError(str(error)))
            return None
        except OSError as error:
            log.warning("cannot read the saved game %s: %s", path, error)
            self.problem = self.problem or PROBLEM_FAILED
            return None
        self._path = path
        return saved

    def _broken(self, path: Path, error: SaveError) -> None:
        log.warning("saved game %s cannot be resumed: %s", path, error)
        self.problem = PROBLEM_OLD if isinstance(error, OldSaveFormat) else PROBLEM_BROKEN
        self.aside = keep_aside(path)
        self._reported = False

    def _move_legacy(self) -> None:
        """The one save of earlier versions (``savegame.json``) joins the folder of saves."""
        if not os.path.lexists(self.legacy):
            return
        saved = self._read(self.legacy)
        if saved is None:
            return
        target = self.path_of(saved.uid)
        try:
            if not target.exists():
                write_atomic(target, dumps(saved))
            self.legacy.unlink()
        except (OSError, SaveError) as error:
            log.warning("cannot move the saved game %s to %s: %s", self.legacy, target, error)

    def _drop_stale_lock(self, uid: str) -> None:
        """A lock without its save, that no game holds: its game ended or was never saved."""
        lock = self.lock(uid)
        if lock:
            self.release(uid, remove=True)

    # -- locks

    def lock(self, uid: str) -> bool:
        """Hold the lock of game ``uid``; False when another running game holds it."""
        if uid in self._locks:
            return True
        held = take(self.folder / f"{uid}{LOCK_SUFFIX}")
        if held is None:
            return False
        self._locks[uid] = held
        return True

    def release(self, uid: str, *, remove: bool = False) -> None:
        held = self._locks.pop(uid, None)
        if held is not None:
            held.release(remove=remove)

    def release_others(self, keep: str | None) -> None:
        """Give back the locks of the saved games not chosen (they stay saved)."""
        for uid in list(self._locks):
            if uid != keep:
                self.release(uid)

    # -- writing

    def save(self, saved: SavedGame) -> bool:
        """Write ``saved`` atomically to its own file; False (see :attr:`problem`) if that failed.

        The first failure of a run of them is reported (:meth:`take_problem`), and the first
        save that works after them (:meth:`take_recovered`).
        """
        path = self.path_of(saved.uid)
        self._path = path
        try:
            if not self.lock(saved.uid):
                raise OSError(errno.EBUSY, "another running game holds this save", str(path))
            write_atomic(path, dumps(saved))
        except (OSError, SaveError) as error:
            failure = error if isinstance(error, OSError) else OSError(str(error))
            if self.health.failed(failure):
                log.warning("cannot save the game to %s: %s", path, error)
                self.problem, self._reported = PROBLEM_FAILED, False
            return False
        if self.health.worked():
            self._recovered = True
        return True

    def clear(self, uid: str) -> None:
        """Forget the saved game ``uid`` (it ended) and give back its lock."""
        try:
            self.path_of(uid).unlink(missing_ok=True)
        except OSError as error:
            log.warning("cannot remove the saved game %s: %s", self.path_of(uid), error)
        self.release(uid, remove=True)

    def close(self) -> None:
        """Give back every lock (the game is leaving; its save stays)."""
        self.release_others(None)
