"""A scripted two-player game (Ann, a person, against Robo, the computer) rendered from the .ftl
files without the keyboard controller: Game + Announcer + Localizer, as the controller drives them;
D pressed during Robo's turn; then the last round and the end of a game of two people.

Used by tests/messages/test_golden_lang.py (golden transcripts per language and verbosity, for
native speakers to review a whole game in one file) and by the words-per-announcement figures.
Run ``python tests/support/lang_transcript.py fr normal`` to print one.
"""

from __future__ import annotations

import functools
import random
import sys
from collections.abc import Iterable
from dataclasses import dataclass, field

from talking_yahtzee.advisor.skill import POINTS, WIN, Skill, analyse
from talking_yahtzee.core.dice import ScriptedDice
from talking_yahtzee.core.events import Event, GameOver, RoundEnded
from talking_yahtzee.core.game import Game, Player, PlayerKind, Roll, ScoreBox, ToggleHold
from talking_yahtzee.core.rules import OFFICIAL, Category, Dice, Option
from talking_yahtzee.messages.announcer import Announcer
from talking_yahtzee.messages.i18n import Localizer, Msg
from talking_yahtzee.messages.skill import choice_lines, details, end_line, no_costly_choice

ANN, ROBO = 0, 1

# The first rolls decide who starts (Ann 20, Robo 13); then dice chosen so that the game meets
# every combination early, followed by a fixed pseudo-random tail.
PLANTED = [
    *(6, 2, 5, 4, 3),  # Ann's first roll: 20
    *(1, 2, 3, 4, 3),  # Robo's: 13
    *(3, 5, 3, 5, 5),  # round 1, Ann: full house
    *(2, 6, 6, 1, 6),  # Robo: three sixes; keeps them, rolls 2
    *(6, 3),  # four sixes
    *(3, 1, 4, 2, 6),  # round 2, Ann: small straight
    *(4, 4, 2, 4, 1),  # Robo: three fours; keeps them
    *(4, 4),  # Yahtzee of fours
    *(5, 2, 4, 3, 6),  # round 3, Ann: large straight
]
TAIL_SEED = 2026


def script() -> list[int]:
    rng = random.Random(TAIL_SEED)
    return PLANTED + [rng.randint(1, 6) for _ in range(600)]


@dataclass
class Announcement:
    """What one key press (or one whole computer turn) made the game say."""

    kind: str
    label: str
    lines: list[str] = field(default_factory=list)

    @property
    def words(self) -> int:
        return sum(1 for line in self.lines for w in line.split() if any(c.isalnum() for c in w))


def keep_for(dice: Dice) -> list[int]:
    """Positions to keep: the dice of the most common face (the highest face on ties)."""
    counts = dice.counts
    best = max(range(6), key=lambda f: (counts[f], f)) + 1
    return [p for p, v in enumerate(dice) if v == best]


def best_option(options: Iterable[Option]) -> Option:
    return max(options, key=lambda o: (o.points, -OFFICIAL.index(o.category)))


def make_announcer(game: Game, dice_order: str) -> Announcer:
    try:
        return Announcer(game, dice_order=dice_order)  # type: ignore[call-arg]
    except TypeError:  # an announcer without dice orders (for "before" figures)
        return Announcer(game)


def play(
    lang: str, verbosity: str, dice_order: str = "position", keep: list[Game] | None = None
) -> list[Announcement]:
    """The game as spoken; ``keep`` receives the game played."""
    localizer = Localizer(lang, verbosity=verbosity)
    game = Game(
        [Player("Ann"), Player("Robo", PlayerKind.COMPUTER, level="good")],
        OFFICIAL,
        ScriptedDice(script()),
    )
    if keep is not None:
        keep.append(game)
    announcer = make_announcer(game, dice_order)
    out: list[Announcement] = []

    def say(kind: str, label: str, messages: Iterable[Msg]) -> Announcement:
        texts = [t for t in (localizer.format(m) for m in messages) if t]
        item = Announcement(kind, label, texts)
        out.append(item)
        return item

    def events(kind: str, label: str, evs: Iterable[Event]) -> None:
        say(kind, label, announcer.events(evs))

    events("start", "the first rolls", game.start())
    robo_start: tuple[Event, ...] = ()
    while not game.is_over:
        rnd = game.round
        if game.current == ANN:
            robo_start = human_turn(game, announcer, say, events, rnd)
        else:
            computer_turn(game, announcer, say, events, rnd, robo_start)
    assert not localizer.errors, localizer.errors
    assert not localizer.missing, localizer.missing
    return out


def human_turn(
    game: Game, announcer: Announcer, say: object, events: object, rnd: int
) -> tuple[Event, ...]:
    """Ann's turn; returns the events of her scoring that belong to Robo's turn."""
    assert callable(say) and callable(events)
    if rnd == 1:
        say("review", "Ann presses d before rolling", [announcer.review_dice()])
    events("roll", f"Ann rolls (round {rnd})", game.apply(Roll()))
    if rnd in (1, 7):
        say("review", "d: the dice", [announcer.review_dice()])
    if rnd in (1, 5, 9, 13):
        say("review-open", "a: the open boxes", [announcer.review_open()])
    if rnd == 6:
        say("review", "b: the upper bonus", [announcer.review_bonus()])
    if rnd == 4:
        say("review", "s: the standings", [announcer.review_standings()])
        say("review", "t: whose turn", [announcer.review_turn()])
    while game.can_roll() and best_option(game.options()).points < 25:
        dice = game.turn.dice
        assert dice is not None
        keep = set(keep_for(dice))
        for position in range(5):
            if (position in keep) != (position in game.turn.held):
                events("hold", f"Ann presses {position + 1}", game.apply(ToggleHold(position)))
        events("roll", "Ann rolls again", game.apply(Roll()))
    choice = best_option(game.options())
    say("focus", "arrows onto the box", [announcer.box_focus(choice.category)])
    if choice.points == 0:
        say("confirm", "Enter on a zero", [Msg("box-confirm-zero", box=_box(choice.category))])
    if rnd in (8, 13):
        say("review", "c: the card", [announcer.review_card()])
    scored = game.apply(ScoreBox(choice.category))
    split = next((i for i, e in enumerate(scored) if getattr(e, "player", None) == ROBO), None)
    split = len(scored) if split is None else split
    events("score", "Enter scores", scored[:split])
    return scored[split:]


def computer_turn(
    game: Game,
    announcer: Announcer,
    say: object,
    events: object,
    rnd: int,
    start: tuple[Event, ...],
) -> None:
    """Robo's whole turn, spoken as the controller speaks it: rolls, keeps, score."""
    assert callable(say) and callable(events)
    messages: list[Msg] = announcer.events(start)
    if rnd == 1:
        say("review-computer", "Ann presses d before Robo rolls", [announcer.review_dice()])
    messages += announcer.events(game.apply(Roll()))
    if rnd == 1:
        say("review-computer", "Ann presses d during Robo's turn", [announcer.review_dice()])
    while game.can_roll() and best_option(game.options()).points < 25:
        dice = game.turn.dice
        assert dice is not None
        keep = keep_for(dice)
        game.apply(_set_held(keep))
        messages.append(announcer.keeps(ROBO, [dice[p] for p in keep]))
        messages += announcer.events(game.apply(Roll()))
        if rnd == 2:
            say("review-computer", "Ann presses d during Robo's turn", [announcer.review_dice()])
    scored = game.apply(ScoreBox(best_option(game.options()).category))
    split = next((i for i, e in enumerate(scored) if isinstance(e, RoundEnded | GameOver)), None)
    split = len(scored) if split is None else split
    messages += announcer.events(scored[:split])
    say("computer-turn", f"Robo's turn (round {rnd})", messages)
    events("round", "then", scored[split:])


def _set_held(positions: list[int]) -> object:
    from talking_yahtzee.core.game import SetHeld

    return SetHeld(frozenset(positions))


def _box(category: Category) -> Msg:
    return Msg("box-" + category.value.replace("_", "-"))


@functools.cache
def played(lang: str, verbosity: str) -> tuple[Announcement, ...]:
    """:func:`play`, once per language and verbosity (the results are read only)."""
    return tuple(play(lang, verbosity))


def two_people_ending(lang: str, verbosity: str) -> list[Announcement]:
    """The last round of a game of two people, Ann and Bea (the rounds before it are played in
    silence: each rolls once and takes the best box), and the end of the game."""
    localizer = Localizer(lang, verbosity=verbosity)
    game = Game([Player("Ann"), Player("Bea")], OFFICIAL, ScriptedDice(script()))
    announcer = make_announcer(game, "position")
    game.start()
    out: list[Announcement] = []
    while not game.is_over:
        name = game.player.name
        last = game.round == game.rules.rounds
        rolled = announcer.events(game.apply(Roll()))
        scored = announcer.events(game.apply(ScoreBox(best_option(game.options()).category)))
        if last:
            out.append(Announcement("roll", f"{name} rolls", [localizer.format(m) for m in rolled]))
            texts = [t for t in (localizer.format(m) for m in scored) if t]
            out.append(Announcement("score", f"{name} scores", texts))
    assert not localizer.errors, localizer.errors
    return out


@functools.cache
def skills() -> tuple[Skill, ...]:
    """How Ann (playing to win, as after a W) and Robo played the golden game."""
    games: list[Game] = []
    play("en", "brief", keep=games)
    game = games[0]
    return analyse(game.rules, len(game.players), game.turns, [WIN, POINTS])


def skill_ending(lang: str) -> list[Announcement]:
    """The end of the golden game: each player's line, Up (the details) and Right (the
    costliest choices) for Ann, then Robo's."""
    localizer = Localizer(lang)
    out = []
    for skill, name in zip(skills(), ("Ann", "Robo"), strict=True):
        own = name == "Ann"
        said = [end_line(skill, name, own=own), *details(skill, name, own=own)]
        costly = skill.costliest()
        for rank, choice in enumerate(costly[:3], 1):
            said += choice_lines(choice, rank, len(costly), name, own=own)
        if not costly:
            said.append(no_costly_choice(name, own=own))
        out.append(Announcement("skill", f"how {name} played", [localizer.format(m) for m in said]))
    assert not localizer.errors, localizer.errors
    return out


def render(lang: str, verbosity: str) -> str:
    lines = [f"# Talking Yahtzee, {lang}, {verbosity}: Ann (a person) against Robo (computer)."]
    for item in played(lang, verbosity):
        lines.append(f"[{item.label}]")
        lines += [f"  {text}" for text in item.lines] or ["  (silence)"]
    if verbosity == "normal":
        lines.append("# How each played (Ann playing to win): the line, Up, Right, Right, Right.")
        for item in skill_ending(lang):
            lines.append(f"[{item.label}]")
            lines += [f"  {text}" for text in item.lines]
    lines.append("# The last round of a game of two people, Ann and Bea, and its end.")
    for item in two_people_ending(lang, verbosity):
        lines.append(f"[{item.label}]")
        lines += [f"  {text}" for text in item.lines] or ["  (silence)"]
    return "\n".join(lines) + "\n"


def words_by_kind(lang: str, verbosity: str) -> dict[str, float]:
    """Average words per announcement, by kind of announcement."""
    totals: dict[str, list[int]] = {}
    for item in played(lang, verbosity):
        totals.setdefault(item.kind, []).append(item.words)
    return {k: sum(v) / len(v) for k, v in sorted(totals.items())}


KINDS = {
    "roll": "a roll (R)",
    "hold": "a hold (1 to 5)",
    "score": "scoring a box (Enter)",
    "computer-turn": "a whole computer turn",
    "round": "end of round and next turn",
    "review-open": "open boxes (A)",
    "review": "other reviews (D, B, S, T, C)",
}


def words_table(lang: str = "en") -> str:
    """Average words per announcement in the golden game, as a Markdown table."""
    figures = {v: words_by_kind(lang, v) for v in ("brief", "normal", "detailed")}
    lines = [
        "| announcement | brief | normal | detailed |",
        "| --- | --- | --- | --- |",
    ]
    for kind, label in KINDS.items():
        cells = " | ".join(f"{figures[v][kind]:.1f}" for v in ("brief", "normal", "detailed"))
        lines.append(f"| {label} | {cells} |")
    return "\n".join(lines)


if __name__ == "__main__":  # pragma: no cover - a tool for people
    if sys.argv[1:2] == ["table"]:
        print(words_table())
    elif sys.argv[1:2] == ["words"]:
        for verbosity in ("brief", "normal", "detailed"):
            figures = words_by_kind(sys.argv[2] if len(sys.argv) > 2 else "en", verbosity)
            print(verbosity, {k: round(v, 1) for k, v in figures.items()})
    else:
        print(render(sys.argv[1], sys.argv[2]), end="")
