"""The game's ending, in one place: the record after each score, game over, and leaving."""

from __future__ import annotations

import logging
from collections.abc import Sequence
from typing import TYPE_CHECKING

from talking_yahtzee.core.events import Event, GameOver, Scored
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.messages.notices import works_again, write_failed
from talking_yahtzee.store.files import write_failure_reason
from talking_yahtzee.store.record import write_record
from talking_yahtzee.ui.modes.base import Mode

if TYPE_CHECKING:
    from talking_yahtzee.ui.controller import Controller

log = logging.getLogger(__name__)


class Ending:
    """Writes the game record, ends the game (statistics, coach review), says goodbye and exits."""

    def __init__(self, controller: Controller) -> None:
        self.c = controller
        self.quit_requested = False

    def after_events(self, events: Sequence[Event]) -> bool:
        """Keep the record after a score; end the game after the last. True when it is over."""
        if any(isinstance(e, Scored) for e in events) and self.c.config.record is not None:
            self.write_record()
        if any(isinstance(e, GameOver) for e in events):
            self.game_over()
            return True
        return False

    def write_record(self, *, unfinished: bool = False) -> None:
        record = self.c.config.record
        assert record is not None
        try:
            again = write_record(record, self.c.game_, unfinished=unfinished)
        except OSError as error:
            log.warning("writing the game record failed: %s", error)
            self.c.say(write_failed("record", record, write_failure_reason(error)), interrupt=False)
            return
        if again:
            self.c.say(works_again("record", record), interrupt=False)

    def game_over(self) -> None:
        c = self.c
        c.mode = Mode.GAME_OVER
        if c.config.on_game_over is not None:
            try:
                c.config.on_game_over(c.game_, c.forgiving.uid)
            except Exception:
                log.exception("saving statistics failed")
        c.forgiving.game_over()
        messages = []
        if c.prefs.coach:
            messages.append(c.coach.review())
        messages.append(Msg("game-play-again"))
        c.say(messages, interrupt=False)

    def left(self) -> None:
        """The game is being left (quit, Ctrl+C, a crash): its record, marked unfinished."""
        game = self.c.game
        if self.c.config.record is not None and game is not None and not game.is_over:
            self.write_record(unfinished=True)

    def leave(self) -> None:
        """Goodbye, then the application exits."""
        self.left()
        self.quit_requested = True
        self.c.say(Msg("app-goodbye"))
        self.c.on_exit()
