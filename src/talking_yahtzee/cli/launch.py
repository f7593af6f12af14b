"""``yahtzee`` and ``yahtzee play`` from the command line: the settings, the speech and sound
outputs, the terminal, then the application (``cli.app``); ``yahtzee online`` the same at a table
on a server. The failures met while building are said once, after the welcome.

The welcome is said as soon as the speech and the transcript exist, before the statistics, the
saved game, the sounds and the terminal's application are loaded (prompt_toolkit alone costs
tens of milliseconds): the first words come sooner, and the rest loads while they are spoken."""

from __future__ import annotations

import argparse
import logging
import signal
from pathlib import Path
from typing import TYPE_CHECKING, Any

from talking_yahtzee.cli.args import UsageError
from talking_yahtzee.cli.play_args import PlayerSpecError, parse_players
from talking_yahtzee.core.text import quote
from talking_yahtzee.messages.i18n import (
    LANGUAGES,
    Localizer,
    Msg,
    choose_language,
    known_language,
)
from talking_yahtzee.messages.notices import broken_file, write_failed
from talking_yahtzee.speech import REASON_FILE_ERROR, REASON_FILE_RECOVERED, REASON_NO_AUDIO_DEVICE
from talking_yahtzee.store.files import open_named, write_failure_reason
from talking_yahtzee.store.logfile import log_to_file
from talking_yahtzee.store.settings import (
    Settings,
    read_settings,
    save_settings,
    settings_path,
)
from talking_yahtzee.ui.lines import LineWriter

if TYPE_CHECKING:
    from collections.abc import Callable

    from prompt_toolkit.application import Application

    from talking_yahtzee.cli.app import YahtzeeApp
    from talking_yahtzee.sound import SoundOutput
    from talking_yahtzee.ui.headless import Headless  # a type only: it loads asyncio
    from talking_yahtzee.ui.table_plan import OnlinePlan

WELCOME = Msg("app-welcome")
"""The first words of a game (``Controller.start``), said here before the application exists."""

log = logging.getLogger(__name__)


def build_sound_output(
    enabled: bool, volume: float, *, on_failure: Callable[[str], None] | None = None
) -> SoundOutput:
    """The game's sound output (``sound.build_sound_output``): the sound layer is loaded once
    the welcome is said."""
    from talking_yahtzee.sound import build_sound_output as build

    return build(enabled, volume, on_failure=on_failure)


def winsound_clash(speech_output: str) -> bool:
    """Whether sounds would cut the voice short (``sound.output.winsound_clash``)."""
    from talking_yahtzee.sound.output import winsound_clash as clash

    return clash(speech_output)


def line_writer(plain: bool) -> LineWriter | None:
    """The transcript's echo: in plain mode each line printed once, on the full screen none."""
    return LineWriter() if plain else None


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


def exit_once(application: Application[Any] | Headless, status: int) -> None:
    """End ``application`` with ``status`` unless it is already ending (a second signal)."""
    future = application.future
    if application.is_running and future is not None and not future.done():
        application.exit(result=status)


def run_from_args(args: argparse.Namespace, online: OnlinePlan | None = None) -> int:
    """``yahtzee`` / ``yahtzee play``: settings, speech, terminal, then the game; with
    ``online`` (``yahtzee online``), a table on a server instead."""
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
        "rules": args.rules,
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
    lang = choose_language(merged.lang)
    detection = detect_screen_reader()
    plain = args.plain or (detection.any and not args.full_screen)
    lines = line_writer(plain)
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
        echo=None if lines is None else lines.write,
        detection=detection,
        on_failure=lambda output, reason: (
            holder[0].speech_failed(output, reason) if holder else failures.append((output, reason))
        ),
    )
    localizer = Localizer(lang, verbosity=merged.verbosity)
    welcomed = online is None
    if welcomed:
        speech.say(localizer.format(WELCOME), interrupt=True)
    # What the welcome does not need loads while it is spoken.
    from talking_yahtzee.cli.app import AppOptions, YahtzeeApp
    from talking_yahtzee.messages.statistics import problem_notice
    from talking_yahtzee.store.savegame import SaveStore
    from talking_yahtzee.store.stats import StatsStore

    stats = StatsStore()
    stats.load()
    stats_notice = problem_notice(stats)
    if stats_notice is not None:
        notices.append(stats_notice)
    if plain and not args.plain:
        notices.append(Msg("reader-plain-mode"))
    options = AppOptions(
        players=players,
        rules=merged.rules,  # --rules, else the saved rules, else None: the setup suggests
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
        online=online,
        welcomed=welcomed,
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
    sound.check()  # a player that cannot play is found now, not after the first turn's sounds
    app = YahtzeeApp(options, speech=speech, sound=sound, localizer=localizer)
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
    try:
        return app.run()
    finally:
        if lines is not None:
            lines.flush()  # the last key's lines, if the event loop ended before it printed them


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
