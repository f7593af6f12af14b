"""The saved games: one file per game in progress, each guarded by the lock its game holds.

Each game in progress has its own save, ``saves/<uid>.json`` in the data folder, guarded by a lock
the game holds while it runs (``store.locks``): two games in one home never write the same save,
and a game started beside a running one leaves that one's save alone. The one save of earlier
versions (``savegame.json``) joins the folder when found. The format is ``savefile``'s (its
names are here too, for the game and the tests).

Only games worth coming back to are kept: a game left with no box scored is not kept (its save,
written after every move against a crash, is removed when the game leaves: :meth:`SaveStore.close`),
and at most :data:`MAX_SAVES` are kept, the newest (:meth:`SaveStore.prune`).
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
    "has_scores",
    "loads",
    "to_data",
]

log = logging.getLogger(__name__)

SAVE_NAME = "savegame.json"
"""The one save of earlier versions, in the data folder."""
SAVES_FOLDER = "saves"
"""The folder of saved games in the data folder: one file per game in progress, ``<uid>.json``."""
LOCK_SUFFIX = ".lock"
MAX_SAVES = 5
"""At most this many saved games are kept (and offered), the newest: a game's first save with a
box scored prunes the oldest beyond them (:meth:`SaveStore.prune`); games other running games
hold are never touched."""
_UID = re.compile(r"[0-9A-Za-z_-]{1,64}")


def has_scores(saved: SavedGame) -> bool:
    """True once a box is scored on any card: before, the game is not worth coming back to."""
    return any(card.filled_categories for card in saved.game.cards)


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
        self._unscored: set[str] = set()
        """Games whose last save had no box scored: removed when the game leaves."""
        self._kept: set[str] = set()
        """Games saved here with a box scored (the others were pruned for them once)."""

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
        """The saved games that no running game holds, newest first, at most :data:`MAX_SAVES`;
        this store locks them until :meth:`release_others`. Broken ones are kept aside (see
        :attr:`problem`)."""
        found = self.saved_games_unbounded()
        for extra in found[MAX_SAVES:]:
            self.release(extra.uid)
        return found[:MAX_SAVES]

    def saved_games_unbounded(self) -> list[SavedGame]:
        """Every saved game no running game holds, newest first, each locked by this store."""
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
        found.sort(key=lambda s: (s.saved_at or "", self._written_ns(s.uid)), reverse=True)
        return found

    def _written_ns(self, uid: str) -> int:
        """When the save was written, to the nanosecond: saves of one second told apart."""
        try:
            return self.path_of(uid).stat().st_mtime_ns
        except OSError:
            return 0

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
            if not has_scores(saved):
                self._unscored.add(saved.uid)
                self._kept.discard(saved.uid)  # an undone first score: not kept either
            elif saved.uid not in self._kept:  # worth keeping from now on: the oldest make room
                self._unscored.discard(saved.uid)
                self._kept.add(saved.uid)
                self.prune(keep=saved.uid)
                self._path = path
        except (OSError, SaveError) as error:
            failure = error if isinstance(error, OSError) else OSError(str(error))
            if self.health.failed(failure):
                log.warning("cannot save the game to %s: %s", path, error)
                self.problem, self._reported = PROBLEM_FAILED, False
            return False
        if self.health.worked():
            self._recovered = True
        return True

    def keeps(self, uid: str) -> bool:
        """Whether the game ``uid`` stays saved when it leaves now (a box is scored in it)."""
        return uid in self._kept and self.path_of(uid).is_file()

    def clear(self, uid: str) -> None:
        """Forget the saved game ``uid`` (it ended, or was discarded) and give back its lock."""
        self._forget(self.path_of(uid))
        self.release(uid, remove=True)

    def _forget(self, path: Path) -> None:
        try:
            path.unlink(missing_ok=True)
        except OSError as error:
            log.warning("cannot remove the saved game %s: %s", path, error)

    def prune(self, keep: str) -> list[str]:
        """Remove the oldest saved games beyond :data:`MAX_SAVES` (``keep`` counted first, games
        other running games hold left alone); the uids removed."""
        others = [s for s in self.saved_games_unbounded() if s.uid != keep]
        removed = [s.uid for s in others[MAX_SAVES - 1 :]]
        for uid in removed:
            log.info("saved game %s is the oldest of more than %d: removed", uid, MAX_SAVES)
            self.clear(uid)
        for saved in others[: MAX_SAVES - 1]:
            self.release(saved.uid)
        return removed

    def close(self) -> None:
        """The game is leaving: its save stays, unless no box was scored in it (nothing to come
        back to); every lock given back."""
        for uid in sorted(self._unscored & set(self._locks)):
            self.clear(uid)
        self._unscored.clear()
        self.release_others(None)
