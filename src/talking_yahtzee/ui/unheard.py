"""Lines a key cut before they were heard, told again: nothing another player did is lost.

A screen reader speaks more slowly than the game writes, and a key empties its queue: Orca drops
every line not yet spoken at any key, the game's own voice and a screen reader's API at the
answer to the key. So the lines of other players' turns (a computer's, another person's online),
queued behind whatever is being said, are lost to a player who presses a key meanwhile: "Robo
scores 50 in Yahtzee" was never heard (issue 42, heard through the real Orca). The lines of
another's move are those the controller announces for it, the turn that follows included.

:class:`Unheard` gives each queued line the time its speaking should end, estimated from its
length (``ui.pacing.speaking_seconds``), one after the other; a key before that time cut it. The
lines cut are told again, in order and after a first line that says so: at once after the
answer to the key when the player is to move, else first thing when their turn starts. The rolls,
keeps and holds of others are left out (their score says what came of them), and so are the
timer's warnings. Only where speech is heard aloud (the game's voice, a screen reader, a
browser's page, plain lines a screen reader reads): a transcript alone cuts nothing. The
controller feeds it (``say`` and ``key``); the browser's session, which runs the same
controller, gets it too.
"""

from __future__ import annotations

from collections.abc import Callable

from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.ui.pacing import speaking_seconds

NOT_TOLD_AGAIN = frozenset(
    {
        "game-rolled",
        "game-keeps",
        "game-hold",
        "online-clock-warning",
        "online-clock-left",
        "app-unheard",
    }
)
"""Lines not worth telling again: the steps of another's turn and the timer's warnings."""


class Unheard:
    """The queued lines still being said, and those a key cut."""

    def __init__(
        self,
        now: Callable[[], float],
        aloud: Callable[[], bool],
        seconds: Callable[[str], float] = speaking_seconds,
    ) -> None:
        self.now = now
        self.aloud = aloud
        """Whether speech is heard aloud here, where a key cuts it."""
        self.seconds = seconds
        self.queued: list[tuple[float, Msg]] = []
        """Lines queued behind others, each with the time its speaking should end."""
        self.cut: list[Msg] = []
        """Lines a key cut before they were heard, oldest first."""
        self.free_at = 0.0
        """When speech should fall silent (the end of the last line given)."""

    def said(self, message: Msg, text: str, *, interrupt: bool, news: bool = False) -> None:
        """A line goes to speech: one that interrupts cuts what was still queued. ``news``: a
        line of another player's move, queued, to be told again if a key cuts it (a line told
        again is none: a key that cuts it again does not bring it back a third time)."""
        if not self.aloud():
            return
        now = self.now()
        if interrupt:
            self._cut(now)
        start = max(now, self.free_at)
        self.free_at = start + self.seconds(text)
        if news and not interrupt and message.id not in NOT_TOLD_AGAIN:
            self.queued.append((self.free_at, message))

    def key_pressed(self) -> None:
        """A key: whatever was still to be said is cut (a screen reader drops it at any key)."""
        if self.aloud():
            self._cut(self.now())

    def _cut(self, now: float) -> None:
        for end, message in self.queued:
            if end > now and message not in self.cut:
                self.cut.append(message)
        self.queued.clear()
        self.free_at = now

    def take(self) -> list[Msg]:
        """The lines cut, to be said again after a first line that says so; then none."""
        cut, self.cut = self.cut, []
        return [Msg("app-unheard", count=len(cut)), *cut] if cut else []
