"""Where a person's commands go: :class:`LocalTable`, the game on this computer.

The controller hands each command to a table (``ui.host.TablePart``) and never knows which kind
it is. At home the table is :class:`LocalTable`: ``Game.apply`` here, the computers played here,
undo by the local undo stack. Online it is ``ui.online.OnlineTable``: the command goes to the
server and its events come back to the same announcer. The composition root chooses.
"""

from __future__ import annotations

from collections.abc import Sequence

from talking_yahtzee.core.events import Event
from talking_yahtzee.core.game import Command, Game, Player
from talking_yahtzee.ui.host import Host


class LocalTable:
    """The game on this computer: commands applied at once, computers played here."""

    moves_computers = True
    play_again = "game-play-again"
    code = None

    def __init__(self, host: Host) -> None:
        self.host = host

    def heard_here(self, game: Game) -> Sequence[Player]:
        """Every person plays at this keyboard."""
        return game.players

    def apply(self, command: Command) -> Sequence[Event] | None:
        """:raises IllegalAction: the rules refuse it. :raises DiceValuesNeeded: physical dice."""
        return self.host.game_.apply(command)

    def undo(self) -> None:
        self.host.forgiving.undo()

    def again(self) -> bool:
        return False
