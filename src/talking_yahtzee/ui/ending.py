"""The game's ending, in one place: the record after each score, game over, and leaving."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from pathlib import Path
from typing import Protocol

from talking_yahtzee.core.events import Event, GameOver, Scored
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.messages.notices import record_next, works_again, write_failed
from talking_yahtzee.store.files import write_failure_reason
from talking_yahtzee.store.record import next_record_path, write_record
from talking_yahtzee.ui.config import GameConfig
from talking_yahtzee.ui.host import (
    CoachPart,
    ForgivingPart,
    GameView,
    Spawn,
    Stack,
    TablePart,
    Voice,
)
from talking_yahtzee.ui.modes.game_over import GameOverMode
from talking_yahtzee.ui.skill import SkillReview

log = logging.getLogger(__name__)


class EndingHost(Voice, GameView, Stack, Protocol):
    """What the ending needs of the controller: speaking, the game, the end's mode, the
    configuration (the record, statistics), the coach's review, the save and the exit."""

    @property
    def config(self) -> GameConfig: ...

    @property
    def coach(self) -> CoachPart: ...

    @property
    def forgiving(self) -> ForgivingPart: ...

    @property
    def table(self) -> TablePart: ...

    @property
    def spawn(self) -> Spawn | None: ...

    def on_exit(self) -> None: ...


class Ending:
    """Writes the game record, ends the game (statistics, how everyone played), says goodbye and
    exits."""

    def __init__(self, host: EndingHost) -> None:
        self.host = host
        self.quit_requested = False
        self._record: Path | None = None
        """This game's record file, once a game of this session has ended (else the player's)."""
        self._records: list[Path] = []
        """The record files of the session's ended games: each is kept."""
        self._ended = False
        self.skill = SkillReview(host)
        """How everyone played the game just ended (``ui.skill``)."""

    @property
    def record_file(self) -> Path | None:
        """Where this game's record goes: the player's ``--record`` file for the session's first
        game, then a file of its own for each game after it (``store.record.next_record_path``)."""
        return self._record if self._record is not None else self.host.config.record

    def next_game(self) -> Msg | None:
        """A game has ended and the next begins: its record gets a file of its own, so the ended
        game's record is kept. The message naming the new file, said once; None when there is
        no record, or it goes to a stream."""
        current, first = self.record_file, self.host.config.record
        if current is None or first is None or not self._ended:
            return None
        self._ended = False
        self._records.append(current)
        following = next_record_path(first, self._records)
        if following == current:
            return None
        self._record = following
        return record_next(following)

    def after_events(self, events: Sequence[Event]) -> bool:
        """Keep the record after a score; end the game after the last. True when it is over."""
        if any(isinstance(e, Scored) for e in events) and self.record_file is not None:
            self.write_record()
        if any(isinstance(e, GameOver) for e in events):
            self.game_over()
            return True
        return False

    def write_record(self, *, unfinished: bool = False) -> None:
        record = self.record_file
        assert record is not None
        try:
            winning = [i for i, aim in enumerate(self.skill.aims()) if aim.kind == "win"]
            again = write_record(
                record, self.host.game_, unfinished=unfinished, playing_to_win=winning
            )
        except OSError as error:
            log.warning("writing the game record failed: %s", error)
            reason = write_failure_reason(error)
            self.host.say(write_failed("record", record, reason), interrupt=False)
            return
        if again:
            self.host.say(works_again("record", record), interrupt=False)

    def game_over(self) -> None:
        host = self.host
        self._ended = True
        host.handler(GameOverMode).open()
        self.skill.game_over()  # the statistics keep it too
        if host.config.on_game_over is not None:
            try:
                host.config.on_game_over(host.game_, host.forgiving.uid)
            except Exception:
                log.exception("saving statistics failed")
        host.forgiving.game_over()
        self.skill.tell()  # how everyone played, after the standings and the record's rank
        host.say(Msg(host.table.play_again), interrupt=False)

    def left(self) -> None:
        """The game is being left (quit, Ctrl+C, a crash): its record, marked unfinished."""
        game = self.host.game
        if self.record_file is not None and game is not None and not game.is_over:
            self.write_record(unfinished=True)

    def leave(self) -> None:
        """Goodbye, then the application exits."""
        self.left()
        self.quit_requested = True
        self.host.say(self.host.forgiving.goodbye())
        self.host.on_exit()
