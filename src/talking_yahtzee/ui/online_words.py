"""What online play says beyond the game's events: the server's refusals in the player's words,
what was scored while the player was away, what a returning player hears, a move taken back, a
table's code digit by digit, who sits at a table, why a connection failed."""

from __future__ import annotations

import logging
import socket
import ssl
from collections.abc import Sequence

from websockets.exceptions import InvalidHandshake, InvalidURI

from talking_yahtzee.core.events import DiceRolled, Scored, TurnStarted
from talking_yahtzee.core.forgive import Undone as TakenBack
from talking_yahtzee.core.game import Command, Game, ScoreBox, SetHeld
from talking_yahtzee.core.text import clean_name
from talking_yahtzee.messages.forgiving import undone_messages
from talking_yahtzee.messages.i18n import ListOf, Msg
from talking_yahtzee.messages.phrases import box_args
from talking_yahtzee.net.protocol import (
    TableState,
    Undone,
    Update,
    events_of,
)
from talking_yahtzee.net.refusals import ILLEGAL_REASONS
from talking_yahtzee.ui.host import GameView, Host, Mode
from talking_yahtzee.ui.modes.play import PlayMode

log = logging.getLogger(__name__)

SAID_REFUSALS = frozenset(
    {
        "unknown-table",
        "full",
        "started",
        "no-spectators",
        "name-taken",
        "bad-name",
        "seats-open",
        "not-host",
        "too-many-attempts",
        "too-many-tables",
        "server-full",
        "chat-rate",
        "computer-plays",
        "spectator",
        "closed",
        "replaced",
        *("not-over", "not-asked", "seated", "bad-seat", "bad-level", "bad-seats"),  # issue 32
        "no-spectator",  # issue 42
        *("server-error", "rate-limited"),  # issue 40
    }
)
"""Refusals with a sentence of their own (``online-refused-<reason>``); any other is said in one
sentence that names no reason (a player never hears a reason's id)."""

UNDO_REFUSALS = {"undo-off": "off", "nothing": "nothing", "after-roll": "after-roll"}
"""Undo refusals said with the same words as at home (``forgive-undo-<id>``)."""


LONG_ABSENCE = 3
"""Rounds' worth of scores past which a return hears one line per player, not per score."""


def table_link(server: str, web: str, code: str) -> str:
    """The address a friend opens in a browser to join table ``code``: ``web`` (the browser
    client's address) or the server's own with http for ws."""
    base = web or server.replace("wss://", "https://", 1).replace("ws://", "http://", 1)
    return f"{base.rstrip('/')}/t/{code}"


def digits_spoken(code: str) -> str:
    """A table code as it is said on the phone: every digit, in groups of three."""
    return ", ".join(" ".join(code[i : i + 3]) for i in range(0, len(code), 3))


def missed_scores(
    moves: Sequence[Update | Undone], state: TableState | None, seat: int | None = None
) -> list[Msg]:
    """What was scored while this player was away, one line per score, in order; their own
    seat's (played by a computer) as "Played for you", and whether this turn's dice were rolled
    for them (issue 42). Past :data:`LONG_ABSENCE` rounds, one line per player instead (how
    many turns, how many points: :func:`summed`); ``z`` tells each."""
    if state is None:
        return []
    said: list[Msg] = []
    scores: list[tuple[int, int]] = []
    rolled_for_you = False
    for move in moves:
        if not isinstance(move, Update):
            continue
        for event in events_of(move):
            if isinstance(event, TurnStarted):
                rolled_for_you = False
            elif isinstance(event, DiceRolled) and event.player == seat:
                rolled_for_you = move.actor != "person"
            if not isinstance(event, Scored) or not 0 <= event.player < len(state.seats):
                continue
            points, box = event.points, box_args(event.category)
            scores.append((event.player, points))
            if event.player == seat:
                said.append(Msg("online-missed-for-you", points=points, **box))
            else:
                name = clean_name(state.seats[event.player].name)
                said.append(Msg("online-missed-scored", player=name, points=points, **box))
    if len(scores) > LONG_ABSENCE * len(state.seats):
        said = summed(scores, state, seat)
    if rolled_for_you:
        said.append(Msg("online-missed-rolled"))
    return said


def summed(scores: Sequence[tuple[int, int]], state: TableState, seat: int | None) -> list[Msg]:
    """A long absence's scores, one line per player in seat order: their turns and points."""
    said: list[Msg] = []
    for player, place in enumerate(state.seats):
        points = [p for who, p in scores if who == player]
        if not points:
            continue
        count, total = len(points), sum(points)
        if player == seat:
            said.append(Msg("online-missed-summary-you", count=count, points=total))
        else:
            name = clean_name(place.name)
            said.append(Msg("online-missed-summary", player=name, count=count, points=total))
    return said


def other_people(state: TableState | None, seat: int | None) -> list[tuple[int, str]]:
    """The other people at the table (not computers), by seat and name."""
    if state is None:
        return []
    return [
        (i, clean_name(s.name))
        for i, s in enumerate(state.seats)
        if s.taken and s.kind == "person" and i != seat
    ]


def who_sits(state: TableState) -> Msg:
    """Who sits at the table, and how many seats are open."""
    names = tuple(Msg("online-name", player=clean_name(s.name)) for s in state.seats if s.taken)
    open_seats = sum(1 for s in state.seats if not s.taken)
    return Msg("online-who", players=ListOf(names), open=open_seats)


def cannot_connect(server: str, error: BaseException) -> Msg:
    """A failed connection in one line, with its reason (never a traceback)."""
    if isinstance(error, ssl.SSLCertVerificationError):
        reason = "certificate"
    elif isinstance(error, ssl.SSLError):
        reason = "tls"
    elif isinstance(error, ConnectionRefusedError):
        reason = "refused"
    elif isinstance(error, socket.gaierror):
        reason = "unknown-host"
    elif isinstance(error, TimeoutError):
        reason = "timeout"
    elif isinstance(error, InvalidURI):
        reason = "address"
    elif isinstance(error, InvalidHandshake):
        reason = "not-a-server"
    else:
        reason = "network"
    return Msg("online-cannot-connect", server=server, reason=reason)


def come_back(
    host: Host,
    game: Game | None,
    back: Msg,
    missed: Sequence[Update | Undone],
    state: TableState | None,
    seat: int | None = None,
) -> None:
    """Back at the table: follow the game, then say whose turn it is, that you are back
    (``back``), and what you missed."""
    if game is not None:
        host.follow(game)
        if host.mode is Mode.LOBBY:
            host.replace(Mode.PLAY)
    host.say(return_lines(host, back, missed, state, seat), interrupt=False)


def return_lines(
    host: Host,
    back: Msg,
    missed: Sequence[Update | Undone],
    state: TableState | None,
    seat: int | None = None,
) -> list[Msg]:
    """What a player hears on coming back: whose turn it is first ("Your turn, round 7, not
    rolled"), then ``back``, then, short, what was scored meanwhile (their own seat's too) and
    the standings; ``z`` says every roll and hold (issues 32, 42)."""
    lines: list[Msg] = []
    game = host.game
    if game is not None and not game.is_over:
        lines.append(host.announcer_.review_turn())
    lines.append(back)
    scores = missed_scores(missed, state, seat)
    if scores:
        lines += [Msg("online-missed"), *scores]
        if game is not None and len(game.players) > 1:
            lines.append(host.announcer_.review_standings())
    return lines


def taken_back(host: Host, game: Game, undone: Undone, *, mine: bool) -> None:
    """The server took a move back: the cursor on a box freed, and the words said at home."""
    host.follow(game)
    command: Command
    if undone.command == "score" and undone.category is not None:
        command = ScoreBox(undone.category)
        host.handler(PlayMode).focus_on("boxes", game.rules.index(undone.category))
    else:
        command = SetHeld(game.turn.held)
    taken = TakenBack(command, undone.seat, undone.category, undone.points, undone.turn_back)
    host.say(undone_messages(taken, game), interrupt=mine)


def refusal(reason: str, host: GameView) -> Msg | list[Msg]:
    """The server's refusal ``reason`` in this player's words."""
    game = host.game
    if reason in ILLEGAL_REASONS and game is not None:
        try:
            return host.announcer_.refusal(ILLEGAL_REASONS[reason]())
        except Exception:
            log.exception("the refusal %s could not be said", reason)
    if reason in UNDO_REFUSALS:
        return Msg(f"forgive-undo-{UNDO_REFUSALS[reason]}")
    if reason == "not-yours" and game is not None:
        # Whoever moved last: the player now, once they rolled; else the one before them.
        last = game.current
        if not game.turn.has_rolled:
            last = (game.current - 1) % len(game.players)
        return Msg("forgive-undo-not-yours", player=game.players[last].name)
    if reason == "not-your-turn" and game is not None:
        return Msg("online-not-your-turn", player=game.player.name)
    if reason in SAID_REFUSALS:
        return Msg(f"online-refused-{reason}")
    log.info("the refusal %s has no sentence of its own", reason)
    return Msg("online-refused")


def seated_lines(
    code: str, state: TableState, *, spectator: bool, host: bool, link: str, page: bool
) -> list[Msg]:
    """What a person hears on sitting down (or watching): the code, the host how friends in a
    browser get the table's link (never the link read aloud: Ctrl+L copies it, or in a browser
    the page's own address is it), then who sits there."""
    spoken = digits_spoken(code)
    if spectator:
        return [Msg("online-watching", code=spoken)]
    if host:
        open_seats = sum(not s.taken for s in state.seats)  # all taken: no "tell your friends"
        created = Msg("online-created", code=spoken, open=open_seats)
        where = "page" if page else "terminal"
        return [created, Msg("web-link", link=link, where=where), who_sits(state)]
    return [Msg("online-seated", code=spoken), who_sits(state)]
