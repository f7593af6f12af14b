"""The chat's own history at an online table, and spectators' comings and goings counted.

:class:`ChatLog` keeps the chat lines heard (apart from the game's history, which comma and period
step through, never holds them): ``[`` and ``]`` (or Up and Down while typing a chat line) step
through them, the lobby's chat and the tables' alike.
:class:`Spectators` gathers spectators who join or leave within a moment of each other into one
line ("3 spectators joined") instead of one line each; one who drops and comes back within that
moment is not said at all.
"""

from __future__ import annotations

import asyncio
from collections import deque

from talking_yahtzee.core.text import clean, clean_name
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.net.client import Client
from talking_yahtzee.net.protocol import ChatLine
from talking_yahtzee.sound import Sound
from talking_yahtzee.ui.host import Voice

CHAT_KEPT = 100
"""Chat lines kept for review."""
BURST_SECONDS = 1.5
"""Spectators who come or go within this time of the first are said in one line."""


class ChatLog:
    """The chat lines heard, oldest first, with a cursor for stepping through them; who chatted
    last (``i`` mutes them)."""

    def __init__(self, host: Voice, client: Client) -> None:
        self.host = host
        self.client = client
        self.lines: deque[Msg] = deque(maxlen=CHAT_KEPT)
        self.cursor: int | None = None
        self.last: tuple[int | None, str] | None = None
        """The seat and name of the last chat line heard from someone else."""

    def heard(self, line: ChatLine, *, lobby: bool = False) -> None:
        """A chat line from the server (its lobby's, ``lobby``): said, and kept for review here,
        not in the game's history."""
        name, text = clean_name(line.name), clean(line.text)
        if not text:
            return
        if line.seat != self.client.seat and not lobby:
            self.last = (line.seat, name)
        said = Msg("online-chat", player=name, text=text)
        self.lines.append(said)
        self.cursor = None
        self.host.say(said, interrupt=False, keep=False)

    def toggle_mute(self) -> None:
        """Mute the one who chatted last, or hear them again."""
        if self.last is None:
            self.host.refuse(Msg("online-mute-none"))
            return
        seat, name = self.last
        muted = seat not in self.client.muted
        self.client.mute(seat, muted)
        self.host.say(Msg("online-muted" if muted else "online-unmuted", player=name))

    def step(self, step: int) -> None:
        """-1 an older line, +1 a newer one, 0 the newest; the ends sound as lists' ends do.
        Each line is said with its place counted from the newest ("1 of 3" the newest)."""
        lines = self.lines
        if not lines:
            self.host.refuse(Msg("online-chat-history-none"))
            return
        newest = len(lines) - 1
        index = newest if step == 0 or self.cursor is None else self.cursor + step
        edge = None
        if index < 0:
            index, edge = 0, Sound.LIST_TOP
        elif index > newest:
            index, edge = newest, Sound.LIST_BOTTOM
        self.cursor = index
        place = Msg("online-chat-history-place", place=newest - index + 1, count=len(lines))
        self.host.say([lines[index], place], sound=edge, keep=False)


class Spectators:
    """Spectators joining and leaving, said one line per burst."""

    def __init__(self, host: Voice, seconds: float = BURST_SECONDS) -> None:
        self.host = host
        self.seconds = seconds
        self.joined: list[str] = []
        self.left: list[str] = []
        self.handle: asyncio.TimerHandle | None = None

    def came(self, name: str, *, joined: bool) -> None:
        """A spectator came (``joined``) or went. Going and coming back within one burst (a
        dropped connection taken up again) cancel out: nothing is said of it."""
        if joined and name in self.left:
            self.left.remove(name)
        else:
            (self.joined if joined else self.left).append(name)
        if self.handle is None:
            self.handle = asyncio.get_running_loop().call_later(self.seconds, self.flush)

    def flush(self) -> None:
        self.handle = None
        said: list[Msg] = []
        for names, change in ((self.joined, "watching"), (self.left, "left")):
            if len(names) == 1:
                said.append(Msg(f"online-seat-{change}", player=names[0]))
            elif names:
                said.append(Msg(f"online-spectators-{change}", count=len(names)))
        self.joined, self.left = [], []
        if said:
            self.host.say(said, interrupt=False)

    def stop(self) -> None:
        if self.handle is not None:
            self.handle.cancel()
            self.handle = None
