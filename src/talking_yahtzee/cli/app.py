"""The composition root: one place that builds the application from its parts.

``YahtzeeApp(options, speech=..., sound=..., input=..., output=..., clock=...)`` takes the speech
layer, the sound output, the terminal's input and output and the clock, so tests drive the real
application through prompt_toolkit's pipe input and recording outputs; ``run_from_args`` builds
the real parts from the command line (``play_args``) and the settings file.
"""

from __future__ import annotations

import asyncio
import logging
import ssl
import threading
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

from prompt_toolkit.application import Application
from prompt_toolkit.input import Input
from prompt_toolkit.output import Output

from talking_yahtzee.core.game import Game, Player
from talking_yahtzee.core.rules import OFFICIAL, RULE_SETS, DiceSource, RuleSet
from talking_yahtzee.messages.i18n import Localizer, Msg
from talking_yahtzee.messages.notices import works_again, write_failed
from talking_yahtzee.messages.statistics import problem_notice, rank_messages, summary_messages
from talking_yahtzee.sound import SilentSoundOutput, SoundOutput
from talking_yahtzee.speech import (
    REASON_FILE_ERROR,
    REASON_FILE_RECOVERED,
    Speech,
)
from talking_yahtzee.store.files import write_failure_reason
from talking_yahtzee.store.savegame import SaveStore
from talking_yahtzee.store.stats import StatsStore
from talking_yahtzee.ui.controller import Clock, Controller, GameConfig, Preferences
from talking_yahtzee.ui.headless import Headless
from talking_yahtzee.ui.host import Host, TablePart
from talking_yahtzee.ui.screen import full_screen_application, plain_application
from talking_yahtzee.ui.table_plan import OnlinePlan
from talking_yahtzee.ui.winning import Offload

if TYPE_CHECKING:
    from talking_yahtzee.ui.online import OnlineTable

log = logging.getLogger(__name__)

ALOUD = frozenset({"tts", "screen-reader", "browser"})
"""The speech outputs heard aloud, whose queue a key empties (``ui.unheard``)."""
DROP_SECONDS = 2.0
"""How long closing the connection of a player who went away may take."""


@dataclass(slots=True)
class AppOptions:
    """What the composition root needs, from flags and settings."""

    players: list[Player] | None = None
    rules: str | None = None
    """The rule set's name (``--rules``); None: the setup asks, else the official rules."""
    seed: int | None = None
    physical: bool = False
    lang: str = "en"
    verbosity: str = "normal"
    hold_mode: str = "position"
    dice_order: str = "position"
    pace: float = 1.0
    coach: bool = False
    plain: bool = False
    record: Path | None = None
    show_messages: bool | None = None
    """Show recent messages on the full screen; None: unless a screen reader speaks them."""
    stats: StatsStore | None = None
    notices: list[Msg] = field(default_factory=list)
    save: SaveStore | None = None
    """Where the game in progress is saved after every key; None: not saved (tests)."""
    resume: str = "ask"
    """With a game saved: ask, resume (``--resume``) or new (``--new``)."""
    undo: bool = True
    roll_guard: bool = True
    online: OnlinePlan | None = None
    """Play at a table on a server (``yahtzee online``): no local game, save or statistics."""
    online_tls: ssl.SSLContext | None = None
    """How to reach a TLS server (the browser client reaching its own server over loopback)."""
    advice_offload: Offload | None = None
    """Where questions about winning are worked out (a browser player's, in the server's
    process pool: ``net.decisions.Deciders.run``); None: a thread."""
    welcomed: bool = False
    """The welcome was said before the application was built (``cli.launch``): not again."""
    headless: Callable[[], None] | None = None
    """No terminal (a browser page's player, ``ui.headless``): keys come to the controller and
    this is called when a screen would be redrawn. Its words are the process's shared ones."""


class YahtzeeApp:
    """The running application: the controller, its terminal and its speech."""

    def __init__(
        self,
        options: AppOptions,
        *,
        speech: Speech,
        sound: SoundOutput | None = None,
        input: Input | None = None,
        output: Output | None = None,
        clock: Clock | None = None,
        dice: DiceSource | None = None,
        localizer: Localizer | None = None,
    ) -> None:
        """``dice``: the game's dice when given (tests script them); else from the options.
        ``localizer``: the one that said the welcome, if it was said already."""
        self.options = options
        self.speech = speech
        self.sound = sound if sound is not None else SilentSoundOutput()
        self.sound_failure_said = False
        self.localizer = localizer or Localizer(
            options.lang, verbosity=options.verbosity, shared=options.headless is not None
        )
        stats = options.stats if options.online is None else None
        self.online: OnlineTable | None = None
        """The table on a server, for ``yahtzee online``."""
        config = GameConfig(
            players=options.players,
            rules=RULE_SETS[options.rules or OFFICIAL.name],
            rules_given=options.rules is not None,
            seed=options.seed,
            physical=options.physical,
            record=options.record,
            previous_best=self.previous_best if stats else None,
            on_game_over=self.record_game if stats else None,
            save=options.save if options.online is None else None,
            resume=options.resume,
            statistics=self.statistics if stats else None,
            known_names=stats.known_names if stats else None,
            dice=dice,
        )
        self.controller = Controller(
            localizer=self.localizer,
            speech=speech,
            sound=self.sound,
            config=config,
            preferences=Preferences(
                verbosity=options.verbosity,
                hold_mode=options.hold_mode,
                pace=options.pace,
                coach=options.coach,
                dice_order=options.dice_order,
                undo=options.undo,
                roll_guard=options.roll_guard,
            ),
            clock=clock,
            on_exit=self.exit,
            on_change=self.invalidate,
            spawn=self.spawn,
            offload=options.advice_offload,
            table=self.online_table if options.online is not None else None,
            aloud=self.heard_aloud,
        )
        self.application: Application[int] | Headless
        if options.headless is not None:
            self.application = Headless(options.headless)
        elif options.plain:
            self.application = plain_application(self.controller, input=input, output=output)
        else:
            self.application = full_screen_application(
                self.controller, input=input, output=output, show_messages=self.show_messages
            )

    def online_table(self, host: Host) -> TablePart:
        """Where commands go online: the server, through the client library (the network layer
        loads only for ``yahtzee online``)."""
        from talking_yahtzee.net.client import Client
        from talking_yahtzee.net.dial import tls_context
        from talking_yahtzee.ui.online import OnlineTable

        plan = self.options.online
        assert plan is not None
        tls = self.options.online_tls or tls_context(plan.server, plan.cafile)
        self.online = OnlineTable(host, Client(plan.server, tls=tls), plan)
        return self.online

    def record_game(self, game: Game, uid: str) -> None:
        """Count a finished game and say its rank ("your third best score"); a statistics
        problem is said once and play goes on. ``uid`` counts a resumed game once."""
        stats = self.options.stats
        if stats is None:
            return
        skills = self.controller.ending.skill.points  # how each seat played (``ui.skill``)
        recorded = stats.record_game(game, uid=uid, skills=skills or None)
        again = works_again("stats", stats.path) if stats.recovered else None
        stats.recovered = False
        said = [problem_notice(stats), again, *rank_messages(recorded, game.players[0].name)]
        self.controller.say([m for m in said if m is not None], interrupt=False)

    def previous_best(self, rules: RuleSet) -> int | None:
        """The solitaire best, under ``rules``, of the one person about to play (their own)."""
        stats, players = self.options.stats, self.controller.config.players
        if stats is None or not players or len(players) != 1 or players[0].is_computer:
            return None
        return stats.best_of(players[0].name, rules)

    def statistics(self) -> list[Msg]:
        """The spoken statistics (key G): the figures of the person whose turn it is (or of the
        only person at the table), else everyone's; with any problem reading them."""
        stats = self.options.stats
        assert stats is not None
        name = self.statistics_owner()
        summary = stats.summary(player=name)
        notice = problem_notice(stats)
        return [*([notice] if notice is not None else []), *summary_messages(summary, name)]

    def statistics_owner(self) -> str | None:
        """Whose statistics ``g`` says: the person whose turn it is, or the only person."""
        game = self.controller.game
        if game is None:
            return None
        if not game.is_over and not game.player.is_computer and game.first_roll_pending is None:
            return game.player.name
        people = [p for p in game.players if not p.is_computer]
        return people[0].name if len(people) == 1 else None

    def heard_aloud(self) -> bool:
        """Whether speech is heard aloud, where a key cuts what is still queued: the game's voice,
        a screen reader, a browser's page, or plain lines that a screen reader reads."""
        output = self.speech.active_output_name
        return output in ALOUD or (self.options.plain and output == "transcript")

    def show_messages(self) -> bool:
        if self.options.show_messages is not None:
            return self.options.show_messages
        return self.speech.active_output_name != "screen-reader"

    def invalidate(self) -> None:
        if self.application.is_running:
            self.application.invalidate()

    def spawn(self, job: Callable[[], Coroutine[Any, Any, None]]) -> None:
        if self.application.is_running:
            self.application.create_background_task(job())
        else:  # pragma: no cover - only before the loop starts
            asyncio.run(job())

    @property
    def table_code(self) -> str:
        """The code of the table this player holds a seat at ("" in the lobby, watching)."""
        online = self.online
        if online is None or online.gone or online.client.spectator:
            return ""
        return online.client.code or ""

    def drop(self) -> None:
        """End as a crash would, without leaving the table (a browser tab closed): the seat
        waits for the player's key (docs/online.md)."""
        online = self.online
        if online is None or not self.application.is_running or online.gone:
            self.exit()
            return
        online.gone = True

        async def job() -> None:
            try:
                await asyncio.wait_for(online.client.close(), DROP_SECONDS)
            except (TimeoutError, OSError):
                log.warning("closing the connection: the server did not answer")
            finally:
                self.exit()

        self.spawn(job)

    def exit(self) -> None:
        if self.online is not None and self.application.is_running and not self.online.gone:
            self.online.leave(then=self.exit)  # the seat is given up, then the program ends
            return
        future = self.application.future
        if self.application.is_running and future is not None and not future.done():
            self.application.exit(result=0)

    def in_loop(self, job: Callable[..., None], *args: str) -> None:
        """Run ``job`` in the event loop: outputs find out about failures in their own threads."""
        loop = self.application.loop if self.application.is_running else None
        if loop is not None and threading.current_thread() is not threading.main_thread():
            loop.call_soon_threadsafe(job, *args)
        else:
            job(*args)

    def speech_failed(self, output: str, reason: str) -> None:
        """A speech output stopped working: say so once, through whatever speaks now."""
        self.in_loop(self._report_speech_failure, output, reason)

    def sound_failed(self, reason: str) -> None:
        """The sounds cannot play: say so once; the game plays on without them."""
        self.in_loop(self._report_sound_failure, reason)

    def _report_sound_failure(self, reason: str) -> None:
        if not self.sound_failure_said:  # said once, with a screen reader too: the cues are gone
            self.sound_failure_said = True
            self._notice(Msg("sound-output-failed", reason=reason))

    def _report_speech_failure(self, output: str, reason: str) -> None:
        if output == "transcript" and reason in (REASON_FILE_ERROR, REASON_FILE_RECOVERED):
            self._notice(self.transcript_notice(reason == REASON_FILE_RECOVERED))
            return
        following = self.speech.active_output_name
        self._notice(
            Msg(
                "speech-output-failed",
                output=Msg("speech-output-name", output=output),
                reason=reason,
                next="none" if following in ("none", "transcript") else following,
            )
        )

    @property
    def begun(self) -> bool:
        """The welcome has been said (the controller's first line ever): notices are said as
        they come, no longer kept for it."""
        return bool(self.controller.said)

    def _notice(self, message: Msg) -> None:
        """Say a notice, queued; before the game has begun it waits for the welcome."""
        if not self.begun:
            self.options.notices.append(message)
        else:
            self.controller.say(message, interrupt=False)

    def transcript_notice(self, again: bool) -> Msg:
        """The transcript file failed (with its reason), or is written again."""
        transcript = self.speech.transcript
        path = transcript.path or Path()
        error = transcript.last_error
        if again:
            return works_again("transcript", path)
        reason = write_failure_reason(error) if error is not None else "other"
        return write_failed("transcript", path, reason)

    def begin(self) -> None:
        """The first words: the welcome with the notices after it, then the game (or the saved
        game's offer); online, the lobby's first line, the notices, then the table asked for."""
        if self.online is not None:
            self.online.open()
            for notice in self.options.notices:
                self.controller.say(notice, interrupt=False)
        else:
            self.controller.start(self.options.notices, welcomed=self.options.welcomed)

    def run(self) -> int:
        try:
            # prompt_toolkit makes the terminal raw after ``begin``: a key pressed while the first
            # lines are printed would echo on the screen, and a screen reader would read it.
            assert isinstance(self.application, Application)  # a terminal's
            with self.application.input.raw_mode():
                result = self.application.run(pre_run=self.begin)
        except EOFError:
            result = 0
        finally:
            self.finish()
        return result or 0

    async def run_async(self) -> int:
        """Run in an event loop already running (tests play two clients against a server in
        one loop)."""
        try:
            result = await self.application.run_async(pre_run=self.begin)
        except EOFError:
            result = 0
        finally:
            if self.online is not None:  # a browser's session ends, its process goes on
                await self.online.presence.close()
            self.finish()
        return result or 0

    def finish(self) -> None:
        try:
            self.controller.ending.left()  # quit, Ctrl+C, a crash: the record says unfinished
        finally:
            self.speech.close()
            self.sound.close()
            if self.options.save is not None:
                self.options.save.close()
