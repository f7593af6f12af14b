"""The composition root: one place that builds the application from its parts.

``YahtzeeApp(options, speech=..., sound=..., input=..., output=..., clock=...)`` takes the speech
layer, the sound output, the terminal's input and output and the clock, so tests drive the real
application through prompt_toolkit's pipe input and recording outputs; ``run_from_args`` builds
the real parts from the command line (``play_args``) and the settings file.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import signal
import threading
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from prompt_toolkit.application import Application
from prompt_toolkit.input import Input
from prompt_toolkit.output import Output

from talking_yahtzee.cli.args import UsageError
from talking_yahtzee.cli.play_args import PlayerSpecError, parse_players
from talking_yahtzee.core.game import Game, Player
from talking_yahtzee.core.rules import RULE_SETS, DiceSource
from talking_yahtzee.core.text import quote
from talking_yahtzee.messages.i18n import LANGUAGES, Localizer, Msg, choose_language, known_language
from talking_yahtzee.messages.notices import broken_file, works_again, write_failed
from talking_yahtzee.messages.statistics import problem_notice, rank_message, summary_messages
from talking_yahtzee.sound import SilentSoundOutput, SoundOutput, build_sound_output
from talking_yahtzee.sound.output import winsound_clash
from talking_yahtzee.speech import (
    REASON_FILE_ERROR,
    REASON_FILE_RECOVERED,
    REASON_NO_AUDIO_DEVICE,
    Speech,
)
from talking_yahtzee.store.files import open_named, write_failure_reason
from talking_yahtzee.store.logfile import log_to_file
from talking_yahtzee.store.savegame import SaveStore
from talking_yahtzee.store.settings import (
    Settings,
    read_settings,
    save_settings,
    settings_path,
)
from talking_yahtzee.store.stats import StatsStore
from talking_yahtzee.ui.controller import Clock, Controller, GameConfig, Preferences
from talking_yahtzee.ui.lines import LineWriter
from talking_yahtzee.ui.screen import full_screen_application, plain_application

log = logging.getLogger(__name__)


@dataclass(slots=True)
class AppOptions:
    """What the composition root needs, from flags and settings."""

    players: list[Player] | None = None
    rules: str = "official"
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
    screen_reader: bool = False
    """A screen reader was found: it speaks, so sounds that cannot play are not said."""


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
    ) -> None:
        """``dice``: the game's dice when given (tests script them); else from the options."""
        self.options = options
        self.speech = speech
        self.sound = sound if sound is not None else SilentSoundOutput()
        self.sound_failure_said = False
        self.localizer = Localizer(options.lang, verbosity=options.verbosity)
        stats = options.stats
        config = GameConfig(
            players=options.players,
            rules=RULE_SETS[options.rules],
            seed=options.seed,
            physical=options.physical,
            record=options.record,
            previous_best=(lambda rules: stats.load().best_for(rules)) if stats else None,
            on_game_over=self.record_game if stats else None,
            save=options.save,
            resume=options.resume,
            statistics=self.statistics if stats else None,
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
        )
        if options.plain:
            self.application = plain_application(self.controller, input=input, output=output)
        else:
            self.application = full_screen_application(
                self.controller, input=input, output=output, show_messages=self.show_messages
            )

    def record_game(self, game: Game, uid: str) -> None:
        """Count a finished game and say its rank ("your third best score"); a statistics
        problem is said once and play goes on. ``uid`` counts a resumed game once."""
        stats = self.options.stats
        if stats is None:
            return
        recorded = stats.record_game(game, uid=uid)
        again = works_again("stats", stats.path) if stats.recovered else None
        stats.recovered = False
        said = [problem_notice(stats), again, rank_message(recorded)]
        self.controller.say([m for m in said if m is not None], interrupt=False)

    def statistics(self) -> list[Msg]:
        """The spoken statistics (key G), with any problem reading them."""
        stats = self.options.stats
        assert stats is not None
        summary = stats.summary()
        notice = problem_notice(stats)
        return [*([notice] if notice is not None else []), *summary_messages(summary)]

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

    def exit(self) -> None:
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
        if not self.sound_failure_said:
            self.sound_failure_said = True
            if not self.options.screen_reader:  # it speaks; a sound notice would cut in
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

    def run(self) -> int:
        def begin() -> None:
            self.controller.start(self.options.notices)

        try:
            # prompt_toolkit makes the terminal raw after ``begin``: a key pressed while the first
            # lines are printed would echo on the screen, and a screen reader would read it.
            with self.application.input.raw_mode():
                result = self.application.run(pre_run=begin)
        except EOFError:
            result = 0
        finally:
            try:
                self.controller.ending.left()  # quit, Ctrl+C, a crash: the record says unfinished
            finally:
                self.speech.close()
                self.sound.close()
                if self.options.save is not None:
                    self.options.save.close()
        return result or 0


def echo_line(plain: bool) -> Callable[[str], None] | None:
    """The transcript's echo: in plain mode each line printed once, on the full screen none."""
    return LineWriter().write if plain else None


def leave_on_hang_up(app: YahtzeeApp) -> None:
    """A closed terminal (SIGHUP) or a polite kill (SIGTERM) leaves like a quit: the record is
    written marked unfinished (``YahtzeeApp.run``'s ``finally``); the game stays saved.

    While the application runs it is asked to exit, as a quit does: an exception raised inside
    its event loop left asyncio waiting, now and then, for a task that never ended."""

    def leave(signum: int, frame: object) -> None:
        application = app.application
        loop = application.loop
        if not application.is_running or loop is None:
            raise SystemExit(128 + signum)
        loop.call_soon_threadsafe(exit_once, application, 128 + signum)

    for name in ("SIGHUP", "SIGTERM"):
        number = getattr(signal, name, None)
        if number is not None:
            signal.signal(number, leave)


def exit_once(application: Application[Any], status: int) -> None:
    """End ``application`` with ``status`` unless it is already ending (a second signal)."""
    future = application.future
    if application.is_running and future is not None and not future.done():
        application.exit(result=status)


def run_from_args(args: argparse.Namespace) -> int:
    """``yahtzee`` / ``yahtzee play``: settings, speech, terminal, then the game."""
    from talking_yahtzee.speech import build_speech
    from talking_yahtzee.speech.detect import detect as detect_screen_reader

    try:
        players = parse_players(args.players) if args.players else None
    except PlayerSpecError as error:
        raise UsageError(str(error)) from None
    if args.lang is not None and not known_language(args.lang):
        raise UsageError(f"unknown --lang {quote(args.lang)}: one of {', '.join(LANGUAGES)}")
    log_to_file()
    loaded = read_settings()
    settings = loaded.settings
    overrides = {
        "lang": args.lang,
        "speech": args.speech,
        "voice": args.voice,
        "rate": args.rate,
        "volume": args.volume,
        "verbosity": args.verbosity,
        "hold_mode": args.hold_mode,
        "dice_order": args.dice_order,
        "computer_pace": args.pace,
        "coach": args.coach,
        "transcript_file": str(args.transcript) if args.transcript else None,
        "sounds": None if args.sounds is None else args.sounds == "on",
        "sound_volume": args.sound_volume,
        "undo": args.undo,
        "roll_guard": args.roll_guard,
    }
    try:
        merged: Settings = settings.merge_cli(
            **{k: v for k, v in overrides.items() if v is not None}
        )
    except ValueError as error:
        raise UsageError(str(error)) from None
    notices: list[Msg] = []
    if loaded.problem is not None:
        notices.append(broken_file("settings", settings_path(), loaded.aside))
    if args.save_settings:
        try:
            save_settings(merged)
        except OSError as error:
            log.warning("settings not saved: %s", error)
            reason = write_failure_reason(error)
            notices.append(write_failed("settings", settings_path(), reason))
    stats = StatsStore()
    stats.load()
    stats_notice = problem_notice(stats)
    if stats_notice is not None:
        notices.append(stats_notice)
    lang = choose_language(merged.lang)
    detection = detect_screen_reader()
    plain = args.plain or (detection.any and not args.full_screen)
    if plain and not args.plain:
        notices.append(Msg("reader-plain-mode"))
    options = AppOptions(
        players=players,
        rules=args.rules,
        seed=args.seed,
        physical=args.dice == "physical",
        lang=lang,
        verbosity=merged.verbosity,
        hold_mode=merged.hold_mode,
        dice_order=merged.dice_order,
        pace=merged.computer_pace,
        coach=merged.coach,
        plain=plain,
        record=args.record,
        stats=stats,
        notices=notices,
        save=SaveStore(),
        resume="resume" if args.resume else "new" if args.new else "ask",
        undo=merged.undo,
        roll_guard=merged.roll_guard,
    )
    holder: list[YahtzeeApp] = []
    failures: list[tuple[str, str]] = []
    speech = build_speech(
        merged.speech,
        lang=lang,
        voice=merged.voice,
        rate=merged.rate,
        volume=merged.volume,
        transcript_file=Path(merged.transcript_file) if merged.transcript_file else None,
        transcript_opener=open_named,
        echo=echo_line(plain),
        detection=detection,
        on_failure=lambda output, reason: (
            holder[0].speech_failed(output, reason) if holder else failures.append((output, reason))
        ),
    )
    clash = args.sounds is None and merged.sounds and winsound_clash(speech.active_output_name)
    if clash:  # Windows plays one sound at a time: sounds would cut the voice; said once
        notices.append(Msg("earcon-tts-clash"))
    sound_failures: list[str] = []
    sound = build_sound_output(
        merged.sounds and not clash,
        merged.sound_volume,
        on_failure=lambda reason: (
            holder[0].sound_failed(reason) if holder else sound_failures.append(reason)
        ),
    )
    options.screen_reader = detection.any
    app = YahtzeeApp(options, speech=speech, sound=sound)
    holder.append(app)
    leave_on_hang_up(app)
    for output, reason in failures:  # before the game: outputs that never started
        if output == "transcript" and reason in (REASON_FILE_ERROR, REASON_FILE_RECOVERED):
            app.speech_failed(output, reason)
            continue
        notice = not_started(output, reason, speech.active_output_name, detection.any)
        if notice is not None:
            notices.append(notice)
    for reason in sound_failures:  # said after the welcome, with the other notices
        app.sound_failed(reason)
    return app.run()


def not_started(output: str, reason: str, following: str, reader: bool) -> Msg | None:
    """What to say of a speech output that could not start as the game opened: nothing when a
    screen reader is there and there is no audio device (it speaks, or nothing could)."""
    if reader and reason == REASON_NO_AUDIO_DEVICE:
        return None
    return Msg(
        "speech-output-not-started",
        output=Msg("speech-output-name", output=output),
        reason=reason,
        next="none" if following in ("none", "transcript") else following,
    )
