"""Sounds through the real application: pipe input, scripted dice, a recording sound output.

Every game event plays its sound exactly once, keys that are refused or that run past the end of
a list play theirs, a sound starts right with the speech for the same key, M turns the sounds
off and on, F2 opens the sound test, slow work ticks, and a broken output is said once.
"""

from __future__ import annotations

import asyncio
import json
import sys
import time
from collections.abc import Callable, Sequence
from pathlib import Path
from typing import Any

import harness
import pytest
from american import CATEGORIES
from harness import KEYS as E2E_KEYS
from prompt_toolkit.input import create_pipe_input
from prompt_toolkit.output import DummyOutput

from talking_yahtzee.cli import launch as app_module
from talking_yahtzee.cli.app import AppOptions, YahtzeeApp
from talking_yahtzee.cli.launch import run_from_args
from talking_yahtzee.cli.play_args import add_play_arguments
from talking_yahtzee.core.game import Player, PlayerKind
from talking_yahtzee.core.rules import (
    Category,
)
from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.sound import (
    PlayerSoundOutput,
    RecordingSoundOutput,
    Sound,
    SoundOutput,
    build_sound_output,
)
from talking_yahtzee.sound.output import winsound_clash
from talking_yahtzee.speech import RecordingOutput, Speech, Transcript
from talking_yahtzee.speech.audio import SOUND_PLAYER_ENV, CommandPlayer
from talking_yahtzee.ui.host import Mode
from talking_yahtzee.ui.modes.sound_check import SOUNDS

KEYS = {**E2E_KEYS, "f2": "\x1bOQ"}
ANN = Player("Ann")
ROBO = Player("Robo", PlayerKind.COMPUTER, "good")
FAIL = [sys.executable, "-c", "import sys; sys.exit(1)"]


class Log:
    """One list for sounds and speech, to check that a sound comes right before its words."""

    def __init__(self) -> None:
        self.entries: list[tuple[str, str]] = []


class LoggedSound(RecordingSoundOutput):
    def __init__(self, log: Log) -> None:
        super().__init__()
        self.log = log

    def _play(self, sound: Sound, variation: dict[str, Any]) -> None:
        super()._play(sound, variation)
        self.log.entries.append(("sound", sound.value))


class LoggedSpeech(RecordingOutput):
    def __init__(self, log: Log) -> None:
        super().__init__()
        self.log = log

    def speak(self, text: str, *, interrupt: bool) -> None:
        super().speak(text, interrupt=interrupt)
        self.log.entries.append(("say", text))


class Run:
    def __init__(self, app: YahtzeeApp, sound: RecordingSoundOutput, log: Log) -> None:
        self.app = app
        self.sound = sound
        self.log = log

    @property
    def ids(self) -> list[str]:
        return [m.id for m in self.app.controller.said]

    @property
    def names(self) -> list[str]:
        """The sounds played, the thinking tick left out (it depends on the machine's speed)."""
        return [name for name in self.sound.names if name != "thinking"]


def play(
    keys: Sequence[str],
    *,
    players: list[Player],
    dice: Sequence[int] | None = None,
    previous_best: int | None = None,
    **options: Any,
) -> Run:
    """Send ``keys``, then ``q`` and ``y``, to the real application with recording outputs.

    ``previous_best`` is the solitaire best score the statistics would give (none by default).
    """
    log = Log()
    sound = LoggedSound(log)

    def best(app: YahtzeeApp) -> None:
        if previous_best is not None:
            app.controller.config.previous_best = lambda rules: previous_best

    app = harness.play(
        keys,
        dice=dice,
        leave=("q", "y"),
        outputs=[LoggedSpeech(log)],
        sound=sound,
        prepare=best,
        players=players,
        **options,
    ).app
    assert sound.closed  # the application closes its sound output on the way out
    return Run(app, sound, log)


def box_keys(category: Category) -> list[str]:
    return ["r", "home", *["down"] * CATEGORIES.index(category), "enter"]


def test_a_whole_solitaire_game_plays_each_events_sound_exactly_once() -> None:
    upper = [Category.ONES, Category.TWOS, Category.THREES]
    upper += [Category.FOURS, Category.FIVES, Category.SIXES]
    lower = [Category.THREE_OF_A_KIND, Category.FOUR_OF_A_KIND, Category.FULL_HOUSE]
    lower += [Category.SMALL_STRAIGHT, Category.LARGE_STRAIGHT, Category.CHANCE]
    dice = [6, 6, 6, 6, 6]  # a Yahtzee first
    for value in range(1, 7):  # four of each face: 84 points above, the bonus at the sixes
        dice += [value] * 4 + [value % 6 + 1]
    dice += [
        2,
        2,
        2,
        3,
        4,
        3,
        3,
        3,
        3,
        4,
        2,
        2,
        3,
        3,
        3,
        1,
        2,
        3,
        4,
        6,
        1,
        2,
        3,
        4,
        5,
        1,
        1,
        2,
        3,
        5,
    ]
    keys = ["r", "1", "1", "home", *["down"] * 11, "enter"]
    for category in upper + lower:
        keys += box_keys(category)
    run = play([*keys, "n"], players=[ANN], dice=dice)
    assert run.app.controller.game is not None and run.app.controller.game.is_over
    turn = ["dice-rolled", "box-scored", "your-turn"]
    assert run.names == [
        "your-turn",
        "dice-rolled",
        "die-held",
        "die-released",
        "yahtzee",
        "your-turn",
        *turn * 5,
        "dice-rolled",
        "upper-bonus",
        "your-turn",
        *turn * 5,
        "dice-rolled",
        "box-scored",
        "game-won",  # the first game alone is a best score
    ]
    assert run.sound.played[1] == (Sound.DICE_ROLLED, {"dice": 5})


def test_a_yahtzee_bonus_and_a_zero_each_play_their_own_sound_once() -> None:
    dice = [6] * 5 + [6] * 5  # a Yahtzee, then another: the Joker goes in the Sixes
    dice += [1, 2, 3, 4, 6]  # 3 in the Threes
    dice += [2, 2, 3, 4, 6]  # 0 in the Ones
    forced = ["r", "home", "enter"]  # under the forced Joker Home is on the Sixes
    keys = box_keys(Category.YAHTZEE) + forced + box_keys(Category.THREES)
    keys += [*box_keys(Category.ONES), "enter"]  # a zero's second Enter
    run = play(keys, players=[ANN], dice=dice)
    card = run.app.controller.game_.cards[0]
    assert card.yahtzee_bonuses == 1 and card[Category.ONES] == 0
    assert run.names == [
        "your-turn",
        "dice-rolled",
        "yahtzee",
        "your-turn",
        "dice-rolled",
        "yahtzee-bonus",  # 30 in the Sixes and the bonus: the bonus fanfare alone
        "your-turn",
        "dice-rolled",
        "box-scored",  # points: not the zero sound
        "your-turn",
        "dice-rolled",
        "zero-scored",
        "your-turn",
    ]


def test_five_of_a_kind_after_a_zeroed_yahtzee_box_earns_no_fanfare() -> None:
    dice = [1, 2, 3, 4, 6] + [5] * 5
    keys = [*box_keys(Category.YAHTZEE), "enter", "r", "home", "enter"]  # the Joker: Fives
    run = play(keys, players=[ANN], dice=dice)
    assert run.app.controller.game_.cards[0].yahtzee_bonuses == 0
    turn = ["dice-rolled", "zero-scored", "your-turn", "dice-rolled", "box-scored", "your-turn"]
    assert run.names == ["your-turn", *turn]


LOWER = [Category.THREE_OF_A_KIND, Category.FOUR_OF_A_KIND, Category.FULL_HOUSE]
LOWER += [Category.SMALL_STRAIGHT, Category.LARGE_STRAIGHT, Category.CHANCE]


def yahtzees_keys(face: int) -> list[str]:
    """Ann's keys when every roll is five ``face``: the Yahtzee, the Jokers where the rules
    allow (the face's upper box, the lower boxes, then zeros above), no zero to confirm."""
    upper = CATEGORIES[:6]
    order = [Category.YAHTZEE, upper[face - 1], *LOWER]
    order += [box for box in upper if box is not upper[face - 1]]
    return [key for box in order for key in box_keys(box)]


def ann_against_robo(ann: int, robo: int) -> list[int]:
    """Ann wins the roll for who starts; then she rolls five ``ann``, Robo five ``robo``."""
    return [6] * 5 + [1, 1, 1, 1, 2] + ([ann] * 5 + [robo] * 5) * 13


@pytest.mark.parametrize(("ann", "robo", "end"), [(6, 1, "game-won"), (1, 6, "game-lost")])
def test_the_end_of_a_game_against_the_computer_plays_won_or_lost_once(
    ann: int, robo: int, end: str
) -> None:
    expert = Player("Robo", PlayerKind.COMPUTER, "expert")
    run = play([*yahtzees_keys(ann), "n"], players=[ANN, expert], dice=ann_against_robo(ann, robo))
    game = run.app.controller.game_
    assert game.is_over
    sixes, ones = 1465, 1365  # 50, 12 bonuses of 100, and the Jokers' points
    assert game.totals() == ([sixes, ones] if ann == 6 else [ones, sixes])
    names = run.names
    assert names[-1] == end  # once, at the very end, and never the other
    assert names.count("game-won") + names.count("game-lost") == 1
    assert names.count("yahtzee") == 2  # each player's first
    assert names.count("yahtzee-bonus") == 24  # every other scoring, zeros above included
    assert "zero-scored" not in names and "box-scored" not in names
    assert names.count("your-turn") == names.count("other-turn") == 13


@pytest.mark.parametrize(("best", "end"), [(1464, "game-won"), (1465, "game-lost")])
def test_a_solitaire_game_is_won_only_with_a_new_best_score(best: int, end: str) -> None:
    run = play([*yahtzees_keys(6), "n"], players=[ANN], dice=[6] * 65, previous_best=best)
    assert run.app.controller.game_.totals() == [1465]
    assert run.names[-1] == end
    assert run.names.count("game-won") + run.names.count("game-lost") == 1


def test_a_game_with_a_computer_sounds_every_roll_score_and_turn_once(tmp_path: Path) -> None:
    record = tmp_path / "game.json"
    keys: list[str] = []
    for turn in range(13):
        keys += ["r", "home", *["down"] * turn, "enter"]
        keys += ["enter"] if turn < 12 else []  # a zero's 2nd Enter; Chance never scores zero,
        # and an Enter at the end would start a new game
    run = play([*keys, "n"], players=[ANN, ROBO], record=record)
    game = run.app.controller.game
    assert game is not None and game.is_over
    data = json.loads(record.read_text(encoding="utf-8"))
    rolls = sum(len(turn["rolls"]) for turn in data["turns"])
    names = run.names
    assert names.count("dice-rolled") == rolls + 1  # and the roll for who starts, once
    scoring = ("box-scored", "zero-scored", "upper-bonus", "yahtzee", "yahtzee-bonus")
    assert sum(names.count(name) for name in scoring) == 26
    assert names.count("your-turn") == names.count("other-turn") == 13
    assert names.count("game-won") + names.count("game-lost") == 1
    robo = data["players"].index({"name": "Robo", "kind": "computer", "level": "good"})
    changes = 0
    for turn in (t for t in data["turns"] if t["player"] == robo):
        before: list[int] = []
        for held in turn["held"]:
            changes += held != before
            before = held
    assert names.count("die-held") + names.count("die-released") == changes  # a keep: one click


def test_refusals_and_list_edges_sound_with_their_words() -> None:
    run = play(["w", "enter", "up", "end", "down", "r", "enter"], players=[ANN], dice=[1] * 5)
    assert run.names == [
        "your-turn",
        "refusal",  # w: an unknown key
        "refusal",  # Enter before rolling
        "list-top",  # Up on the first box
        "list-bottom",  # Down on the last box
        "dice-rolled",
        "box-scored",  # 5 in Chance
        "your-turn",
    ]
    entries = run.log.entries
    for index, entry in enumerate(entries):
        if entry in (("sound", "refusal"), ("sound", "list-top"), ("sound", "list-bottom")):
            assert entries[index + 1][0] == "say"  # the words start right after the sound
    said_after = [entries[i + 1][1] for i, e in enumerate(entries) if e == ("sound", "list-top")]
    assert said_after[0].startswith("Ones")


def test_history_edges_and_setup_edges() -> None:
    log = Log()
    sound = LoggedSound(log)
    with create_pipe_input() as pipe:
        pipe.send_text("\r\r" + KEYS["up"] + KEYS["down"] * 8 + "q\r")  # language, rules
        app = YahtzeeApp(
            AppOptions(lang="en", pace=0.0, roll_guard=False),
            speech=Speech([LoggedSpeech(log)], Transcript()),
            sound=sound,
            input=pipe,
            output=DummyOutput(),
        )
        app.run()
    # The number of players: 1 is the top (Up), 8 the bottom (the eighth Down).
    assert sound.names == ["list-top", "list-bottom"]
    run = play([",", ",", ",", ",", ",", ".", ".", ".", "."], players=[ANN])
    assert "list-top" in run.names and "list-bottom" in run.names


def test_m_turns_sounds_off_and_on_and_leaves_the_verbosity() -> None:
    run = play(["m", "r", "m", "1"], players=[ANN], dice=[2] * 5)
    ids = run.ids
    assert ids.index("sound-off") < ids.index("sound-on")
    assert run.names == ["your-turn", "die-held"]  # no rattle while off
    assert None in run.sound.stopped  # turning off stops what plays
    assert run.app.controller.prefs.verbosity == "normal"
    assert run.app.controller.localizer.verbosity == "normal"


def test_the_sound_test_plays_every_sound_with_its_name() -> None:
    keys = ["f2", *["down"] * (len(SOUNDS) - 1), "down", "home", "up", "left", "right", "w"]
    run = play([*keys, "escape", "r"], players=[ANN], dice=[3] * 5)
    names = run.sound.names
    assert names[0] == "your-turn"
    listed = names[1 : 1 + len(SOUNDS)]
    assert listed == [sound.value for sound in SOUNDS]
    assert names[1 + len(SOUNDS) :] == [
        "list-bottom",  # Down on the last
        "dice-rolled",  # Home: the first again
        "list-top",  # Up on the first
        "dice-rolled",  # Left: the volume down, the sound at its new volume
        "dice-rolled",  # Right: up again
        "refusal",  # w is not a key of the sound test
        "dice-rolled",  # Escape went back to the game: r rolls
    ]
    ids = run.ids
    assert ids[ids.index("sound-test") + 1] == "earcon-test-keys"
    for sound in SOUNDS:
        assert sound.message_id in ids
    volumes = [m.args["percent"] for m in run.app.controller.said if m.id == "sound-volume"]
    assert volumes == [90, 100]
    assert run.sound.volume == 1.0
    assert run.app.controller.mode is not Mode.SOUND_TEST


def test_slow_advice_ticks_and_stops(monkeypatch: pytest.MonkeyPatch) -> None:
    from talking_yahtzee.ui import coach

    real = coach.advise

    def slow_advise(*args: Any, **kwargs: Any) -> Any:
        time.sleep(0.4)  # the work being measured, not a wait for the test
        return real(*args, **kwargs)

    monkeypatch.setattr(coach, "advise", slow_advise)
    run = play(["r", "h"], players=[ANN], dice=[4] * 5)
    assert "thinking" in run.sound.names
    assert Sound.THINKING in run.sound.stopped
    assert "hint-best" in run.ids


def test_a_slow_computer_decision_ticks(monkeypatch: pytest.MonkeyPatch) -> None:
    from talking_yahtzee.engine import table

    real = table.decision

    def slow(*args: Any) -> Any:
        time.sleep(0.2)
        return real(*args)

    monkeypatch.setattr(table, "decision", slow)
    run = play(["r", "end", "enter"], players=[ROBO, ANN], seed=3)
    assert "thinking" in run.sound.names


async def wait_until(condition: Callable[[], bool], timeout: float = 10.0) -> None:
    deadline = time.monotonic() + timeout
    while not condition():
        if time.monotonic() > deadline:
            raise AssertionError("condition not reached in time")
        await asyncio.sleep(0.005)


def test_a_broken_sound_output_is_said_once_and_play_goes_on() -> None:
    output = RecordingOutput()
    speech = Speech([output], Transcript())
    holder: list[YahtzeeApp] = []
    sound = PlayerSoundOutput(
        [CommandPlayer(FAIL)], on_failure=lambda reason: holder[0].sound_failed(reason)
    )
    sound.start()

    async def main() -> YahtzeeApp:
        with create_pipe_input() as pipe:
            app = YahtzeeApp(
                AppOptions(lang="en", pace=0.0, players=[ANN], roll_guard=False),
                speech=speech,
                sound=sound,
                input=pipe,
                output=DummyOutput(),
            )
            holder.append(app)
            task = asyncio.ensure_future(app.application.run_async(pre_run=app.controller.start))
            said = lambda: [m.id for m in app.controller.said]  # noqa: E731
            await wait_until(lambda: "sound-output-failed" in said())
            pipe.send_text("r1r")
            await wait_until(lambda: said().count("game-hold") == 1 and sound.broken)
            await wait_until(lambda: said().count("game-rolled") == 2)
            pipe.send_text("qy")
            await task
            return app

    app = asyncio.run(main())
    ids = [m.id for m in app.controller.said]
    assert ids.count("sound-output-failed") == 1
    notice = [t for t in output.texts if t.startswith("Sounds cannot play")]
    assert notice == [
        "Sounds cannot play, no audio device was found. The game goes on without them."
    ]
    app.sound_failed("no-audio-device")  # a second report is not said again
    assert [m.id for m in app.controller.said].count("sound-output-failed") == 1
    speech.close()
    sound.close()


def parsed(*argv: str) -> Any:
    import argparse

    parser = argparse.ArgumentParser()
    add_play_arguments(parser)
    return parser.parse_args(list(argv))


@pytest.fixture
def started(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> list[YahtzeeApp]:
    """run_from_args builds the app; its run is replaced by keeping the app for the test."""
    monkeypatch.setenv("TALKING_YAHTZEE_CONFIG_DIR", str(tmp_path / "config"))
    monkeypatch.setenv("TALKING_YAHTZEE_DATA_DIR", str(tmp_path / "data"))
    apps: list[YahtzeeApp] = []

    def keep(self: YahtzeeApp) -> int:
        apps.append(self)
        self.sound.close()
        self.speech.close()
        return 0

    monkeypatch.setattr(YahtzeeApp, "run", keep)
    return apps


def test_run_from_args_builds_the_sound_output_from_the_settings(
    started: list[YahtzeeApp], monkeypatch: pytest.MonkeyPatch
) -> None:
    run_from_args(parsed("--players", "Ann", "--speech", "none", "--sound-volume", "0.3"))
    sound: SoundOutput = started[0].sound
    assert isinstance(sound, PlayerSoundOutput)
    assert (sound.enabled, sound.volume) == (True, 0.3)
    run_from_args(parsed("--players", "Ann", "--speech", "none", "--sounds", "off"))
    assert started[1].sound.enabled is False
    monkeypatch.setattr(
        app_module,
        "build_sound_output",
        lambda *args, **kwargs: build_sound_output(*args, **kwargs, players=[]),
    )
    run_from_args(parsed("--players", "Ann", "--speech", "none"))
    failed = [m for m in started[2].options.notices if m.id == "sound-output-failed"]
    assert failed == [Msg("sound-output-failed", reason="no-player")]  # said after the welcome


def test_windows_with_the_games_voice_starts_with_sounds_off_and_says_why(
    started: list[YahtzeeApp], monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(app_module, "winsound_clash", lambda speech_output: True)
    run_from_args(parsed("--players", "Ann", "--speech", "none"))
    assert started[0].sound.enabled is False
    assert started[0].options.notices.count(Msg("earcon-tts-clash")) == 1
    run_from_args(parsed("--players", "Ann", "--speech", "none", "--sounds", "on"))
    assert started[1].sound.enabled is True  # asked for on this command line: played anyway
    assert Msg("earcon-tts-clash") not in started[1].options.notices


def test_winsound_clash(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.delenv(SOUND_PLAYER_ENV, raising=False)
    assert winsound_clash("tts", "win32")
    assert not winsound_clash("screen-reader", "win32")
    assert not winsound_clash("tts", "linux")
    monkeypatch.setenv(SOUND_PLAYER_ENV, "ffplay -nodisp -autoexit")
    assert not winsound_clash("tts", "win32")  # another player: no shared winsound


def test_the_screen_puts_the_cursor_on_the_sound_being_tested() -> None:
    from talking_yahtzee.ui.screen import ScreenView

    with create_pipe_input() as pipe:
        app = YahtzeeApp(
            AppOptions(lang="en", pace=0.0, players=[ANN], roll_guard=False),
            speech=Speech([RecordingOutput()], Transcript()),
            sound=RecordingSoundOutput(),
            input=pipe,
            output=DummyOutput(),
        )
        app.controller.start()
        for key in ("f2", "down"):
            app.controller.key(key)
        view = ScreenView(app.controller, show_messages=lambda: False)
        lines = view.lines()
        assert lines[view.cursor.y] == "Die held, a click going up."
        app.controller.key("escape")
        assert "Die held" not in "\n".join(view.lines())


def test_a_new_roll_stops_the_rattle_of_the_last_through_the_app() -> None:
    hang = [sys.executable, "-c", "import time; time.sleep(60)"]
    sound = PlayerSoundOutput([CommandPlayer(hang)])
    sound.start()
    speech = Speech([RecordingOutput()], Transcript())

    async def main() -> None:
        with create_pipe_input() as pipe:
            app = YahtzeeApp(
                AppOptions(lang="en", pace=0.0, players=[ANN], roll_guard=False),
                speech=speech,
                sound=sound,
                input=pipe,
                output=DummyOutput(),
            )
            task = asyncio.ensure_future(app.application.run_async(pre_run=app.controller.start))
            await wait_until(lambda: sound.started == 1)  # your turn
            pipe.send_text("r")
            await wait_until(lambda: sound.started == 2)
            pipe.send_text("r")
            await wait_until(lambda: sound.started == 3)
            bell, first, second = sound.recent_playbacks
            await wait_until(lambda: first.killed)
            assert not bell.killed and not second.killed  # other sounds play on
            pipe.send_text("qy")
            await task

    asyncio.run(main())
    sound.close()
    assert all(playback.killed for playback in sound.recent_playbacks)  # close stops them all
    speech.close()
