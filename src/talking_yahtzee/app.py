"""The composition root: one place that builds the application from its parts.

``build_app`` takes the input, output, speech layer and clock, so tests drive the real application
through prompt_toolkit's pipe input and a recording speech output; ``run_from_args`` builds the
real parts from the command line and the settings file.
"""

from __future__ import annotations

import argparse
import asyncio
import logging
import os
import threading
from collections.abc import Callable, Coroutine
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from prompt_toolkit.application import run_in_terminal
from prompt_toolkit.input import Input
from prompt_toolkit.output import Output

from talking_yahtzee.game import Game, Player, PlayerKind
from talking_yahtzee.i18n import Localizer, Msg, choose_language
from talking_yahtzee.rules import RULE_SETS
from talking_yahtzee.settings import (
    HOLD_MODE_CHOICES,
    PROBLEM_BROKEN,
    SPEECH_CHOICES,
    VERBOSITY_CHOICES,
    Settings,
    load_settings,
    save_settings,
    settings_path,
)
from talking_yahtzee.speech import Speech
from talking_yahtzee.stats import StatsStore
from talking_yahtzee.stats_speech import problem_notice, rank_message
from talking_yahtzee.ui.controller import Clock, Controller, GameConfig, Preferences
from talking_yahtzee.ui.screen import full_screen_application, plain_application

log = logging.getLogger(__name__)

LEVELS = ("beginner", "good", "expert")


class PlayerSpecError(ValueError):
    """A --players entry that cannot be understood."""


def parse_players(text: str) -> list[Player]:
    """Players from ``"Ann,Bob,Robo:expert,Blue=Cy+Di"``.

    ``Name`` is a person; ``Name:computer`` or ``Name:LEVEL`` (beginner, good, expert) a computer
    player; ``Team=A+B`` partners sharing one card, taking turns to roll.
    """
    players: list[Player] = []
    for raw in text.split(","):
        entry = raw.strip()
        if not entry:
            continue
        if "=" in entry:
            name, _, members = entry.partition("=")
            names = tuple(m.strip() for m in members.split("+") if m.strip())
            if not name.strip() or not names:
                raise PlayerSpecError(f"bad team {entry!r}: use Team=Ann+Bob")
            players.append(Player(name.strip(), members=names))
            continue
        name, _, kind = entry.partition(":")
        kind = kind.strip().lower()
        if not name.strip():
            raise PlayerSpecError(f"bad player {entry!r}")
        if not kind or kind == "human":
            players.append(Player(name.strip()))
        elif kind == "computer" or kind in LEVELS:
            level = "good" if kind == "computer" else kind
            players.append(Player(name.strip(), PlayerKind.COMPUTER, level))
        else:
            raise PlayerSpecError(f"bad player kind {kind!r}: human, computer, {', '.join(LEVELS)}")
    if not players:
        raise PlayerSpecError("no players named")
    if len(players) > 8:
        raise PlayerSpecError("at most 8 players")
    return players


def add_play_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument(
        "--players",
        help='skip the setup: "Ann,Bob" people, "Robo:expert" a computer '
        '(beginner, good, expert), "Blue=Cy+Di" partners',
    )
    parser.add_argument("--seed", type=int, help="seed the dice: the same seed, the same game")
    parser.add_argument("--rules", choices=sorted(RULE_SETS), default="official")
    parser.add_argument(
        "--dice",
        choices=("random", "physical"),
        default="random",
        help="physical: type the values you rolled on real dice",
    )
    parser.add_argument("--speech", choices=SPEECH_CHOICES, help="where speech goes")
    parser.add_argument("--lang", help="language: en, es, fr, de, it, pt")
    parser.add_argument("--voice", help="text-to-speech voice name")
    parser.add_argument("--rate", type=int, help="text-to-speech words per minute")
    parser.add_argument("--volume", type=float, help="text-to-speech volume, 0 to 1")
    parser.add_argument("--verbosity", choices=VERBOSITY_CHOICES)
    parser.add_argument("--hold-mode", choices=HOLD_MODE_CHOICES, dest="hold_mode")
    parser.add_argument(
        "--pace", type=float, help="seconds between a computer player's steps (0: no pause)"
    )
    parser.add_argument(
        "--coach",
        action=argparse.BooleanOptionalAction,
        default=None,
        help="say what each choice cost in expected points",
    )
    parser.add_argument("--plain", action="store_true", help="one line per announcement")
    parser.add_argument("--transcript", type=Path, help="also write every spoken line to FILE")
    parser.add_argument("--record", type=Path, help="write the game record (JSON) to FILE")
    parser.add_argument(
        "--save-settings",
        action="store_true",
        help="keep these options as your defaults in the settings file",
    )


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
    pace: float = 1.0
    coach: bool = False
    plain: bool = False
    record: Path | None = None
    show_messages: bool | None = None
    """Show recent messages on the full screen; None: unless a screen reader speaks them."""
    stats: StatsStore | None = None
    notices: list[Msg] = field(default_factory=list)


class YahtzeeApp:
    """The running application: the controller, its terminal and its speech."""

    def __init__(
        self,
        options: AppOptions,
        *,
        speech: Speech,
        input: Input | None = None,
        output: Output | None = None,
        clock: Clock | None = None,
    ) -> None:
        self.options = options
        self.speech = speech
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
        )
        self.controller = Controller(
            localizer=self.localizer,
            speech=speech,
            config=config,
            preferences=Preferences(
                verbosity=options.verbosity,
                hold_mode=options.hold_mode,
                pace=options.pace,
                coach=options.coach,
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

    def record_game(self, game: Game) -> None:
        """Count a finished game and say its rank ("your third best score"); a statistics
        problem is said once and play goes on."""
        stats = self.options.stats
        if stats is None:
            return
        recorded = stats.record_game(game)
        said = [problem_notice(stats), rank_message(recorded)]
        self.controller.say([m for m in said if m is not None], interrupt=False)

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

    def speech_failed(self, output: str, reason: str) -> None:
        """A speech output stopped working: say so once, through whatever speaks now.

        Outputs may find out in their own threads; the report is then handed to the event loop.
        """
        loop = self.application.loop if self.application.is_running else None
        if loop is not None and threading.current_thread() is not threading.main_thread():
            loop.call_soon_threadsafe(self._report_speech_failure, output, reason)
        else:
            self._report_speech_failure(output, reason)

    def _report_speech_failure(self, output: str, reason: str) -> None:
        following = self.speech.active_output_name
        message = Msg(
            "speech-output-failed",
            output=Msg("speech-output-name", output=output),
            reason=reason,
            next="none" if following in ("none", "transcript") else following,
        )
        text = self.controller.localizer.format(message)
        self.controller.history.add(text)
        self.speech.transcript.write(text)

    def run(self) -> int:
        def begin() -> None:
            for notice in self.options.notices:
                self.controller.say(notice, interrupt=False)
            self.controller.start()

        try:
            result = self.application.run(pre_run=begin)
        except EOFError:
            result = 0
        finally:
            self.speech.close()
        return result or 0


def echo_line(app_holder: list[YahtzeeApp], plain: bool) -> Callable[[str], None] | None:
    """The transcript's echo: lines above the prompt in plain mode, none on the full screen."""
    if not plain:
        return None

    def echo(line: str) -> None:
        app = app_holder[0] if app_holder else None
        if app is not None and app.application.is_running:
            output = app.application.output

            def write() -> None:
                output.write_raw(line + "\n")
                output.flush()

            run_in_terminal(write, in_executor=False)
        else:
            os.write(1, (line + "\n").encode("utf-8", "replace"))

    return echo


def run_from_args(args: argparse.Namespace) -> int:
    """``yahtzee`` / ``yahtzee play``: settings, speech, terminal, then the game."""
    from talking_yahtzee.cli import UsageError
    from talking_yahtzee.speech import build_speech

    settings, problem = load_settings()
    overrides = {
        "lang": args.lang,
        "speech": args.speech,
        "voice": args.voice,
        "rate": args.rate,
        "volume": args.volume,
        "verbosity": args.verbosity,
        "hold_mode": args.hold_mode,
        "computer_pace": args.pace,
        "coach": args.coach,
        "transcript_file": str(args.transcript) if args.transcript else None,
    }
    try:
        merged: Settings = settings.merge_cli(
            **{k: v for k, v in overrides.items() if v is not None}
        )
    except ValueError as error:
        raise UsageError(str(error)) from None
    if args.save_settings:
        save_settings(merged)
    try:
        players = parse_players(args.players) if args.players else None
    except PlayerSpecError as error:
        raise UsageError(str(error)) from None
    notices: list[Msg] = []
    if problem == PROBLEM_BROKEN:
        notices.append(Msg("app-settings-broken", file=str(settings_path())))
    stats = StatsStore()
    stats.load()
    stats_notice = problem_notice(stats)
    if stats_notice is not None:
        notices.append(stats_notice)
    lang = choose_language(merged.lang)
    options = AppOptions(
        players=players,
        rules=args.rules,
        seed=args.seed,
        physical=args.dice == "physical",
        lang=lang,
        verbosity=merged.verbosity,
        hold_mode=merged.hold_mode,
        pace=merged.computer_pace,
        coach=merged.coach,
        plain=args.plain,
        record=args.record,
        stats=stats,
        notices=notices,
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
        echo=echo_line(holder, args.plain),
        on_failure=lambda output, reason: (
            holder[0].speech_failed(output, reason) if holder else failures.append((output, reason))
        ),
    )
    app = YahtzeeApp(options, speech=speech)
    holder.append(app)
    for output, reason in failures:
        app.speech_failed(output, reason)
    return app.run()
