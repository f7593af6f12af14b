"""Where a person's commands go at home: :class:`LocalTable`, the table engine on this computer.

The controller hands each command to a table (``ui.host.TablePart``) and never knows which kind
it is; the update comes back to ``host.updated``, at home at once, online when the server sends
it. At home the table is :class:`LocalTable` over the engine (``engine.table.Table``): the
commands, the computers' moves and undo are the engine's. Online it is ``ui.online.OnlineTable``.
"""

from __future__ import annotations

import contextlib
from collections.abc import Collection, Sequence
from typing import Protocol

from talking_yahtzee.core.forgive import UndoRefused
from talking_yahtzee.core.game import Game, Player, ScoreBox
from talking_yahtzee.core.rules import DiceSource, RuleSet
from talking_yahtzee.engine.table import Actor, Start, Table, TableCommand, Update
from talking_yahtzee.messages.forgiving import refusal_message, undone_messages
from talking_yahtzee.sound import ThinkingCue
from talking_yahtzee.ui.host import Stack, Voice
from talking_yahtzee.ui.modes.play import PlayMode


class HomeHost(Voice, Stack, Protocol):
    """What the home table needs of the controller: the one path of every update, speaking (and
    the thinking tick's sound), and play's cursor (a scoring taken back puts it on the box)."""

    def updated(self, update: Update) -> None: ...


class LocalTable:
    """The game on this computer: every person plays at this keyboard, computers play here."""

    moves_computers = True
    play_again = "game-play-again"
    quit_question = "app-quit-confirm"
    code = None

    def __init__(self, host: HomeHost) -> None:
        self.host = host
        self.engine: Table | None = None

    @property
    def engine_(self) -> Table:
        assert self.engine is not None
        return self.engine

    def heard_here(self, game: Game) -> Sequence[Player]:
        """Every person plays at this keyboard."""
        return game.players

    def seats_here(self, game: Game) -> Collection[int]:
        """The people's seats: all of them are at this keyboard."""
        return frozenset(i for i, p in enumerate(game.players) if not p.is_computer)

    def open_game(
        self,
        players: Sequence[Player],
        rules: RuleSet,
        *,
        dice: DiceSource | None,
        seed: int | None,
        previous_best: int | None,
        undo: bool,
    ) -> Game:
        """A new table for a new game (not yet started: ``submit(Start())`` starts it)."""
        self.engine = Table(
            players, rules, seed=seed, dice=dice, previous_best=previous_best, undo=undo
        )
        return self.engine.game

    def resume(self, engine: Table) -> Game:
        """Play on at ``engine`` (a saved table, replayed)."""
        self.engine = engine
        return engine.game

    def submit(self, command: TableCommand) -> None:
        """Submit ``command`` for the seat to move; its update is announced at once.

        :raises IllegalAction: the rules refuse it. :raises DiceValuesNeeded: physical dice.
        """
        engine = self.engine_
        seat = 0 if isinstance(command, Start) else engine.to_move()
        if seat is None:
            seat = engine.game.current  # over: the rules say so
        actor: Actor = "computer" if engine.players[seat].is_computer else "person"
        self.host.updated(engine.submit(command, seat, actor))

    def computer_to_move(self) -> bool:
        return self.engine is not None and self.engine.computer_move_due()

    def play_computer(self) -> bool:
        """Play the next computer move, if one is due: True when one was played."""
        engine = self.engine_
        deciding = engine.game.turn.has_rolled
        with ThinkingCue(self.host.sound) if deciding else contextlib.nullcontext():
            update = engine.play_computer()
        if update is None:
            return False
        self.host.updated(update)
        return True

    def undo(self) -> None:
        """``u``: take back a person's newest hold or scoring (the engine's policy), or say why
        not."""
        host, engine = self.host, self.engine_
        game = engine.game
        try:
            undone = engine.undo(self.seats_here(game))
        except UndoRefused as refused:
            host.say(refusal_message(refused, game))
            return
        if isinstance(undone.command, ScoreBox):
            host.handler(PlayMode).focus_on("boxes", game.rules.index(undone.command.category))
        host.say(undone_messages(undone, game))

    def again(self) -> bool:
        return False
