"""Events are spoken from the events and the listener alone: the announcer never reads the live
game to speak one (issue 31), and the standings say "you" to the listener."""

from __future__ import annotations

from typing import NoReturn

import pytest

from talking_yahtzee.core.dice import RandomDice
from talking_yahtzee.core.events import Event, GameOver, RoundEnded
from talking_yahtzee.core.game import Game, Player, PlayerKind, Roll, ScoreBox
from talking_yahtzee.core.rules import RULE_SETS, RuleSet
from talking_yahtzee.messages.announcer import Announcer
from talking_yahtzee.messages.i18n import LANGUAGES, Localizer, Msg
from talking_yahtzee.messages.telling import Seating, Teller
from talking_yahtzee.net.protocol import event_from_wire, event_to_wire


class Poisoned:
    """A game that must not be read: any attribute fails the test."""

    def __getattr__(self, name: str) -> NoReturn:
        raise AssertionError(f"the announcer read game.{name} to speak an event")


def played(rules: RuleSet, seed: int) -> tuple[Game, list[tuple[Event, ...]]]:
    """A whole game of a person and a computer, each batch of events as the game gave it."""
    players = [Player("Ann"), Player("Robo", PlayerKind.COMPUTER)]
    game = Game(players, rules, RandomDice(seed))
    batches = [game.start()]
    while not game.is_over:
        batches.append(game.apply(Roll()))
        best = max(game.options(), key=lambda o: o.points)
        batches.append(game.apply(ScoreBox(best.category)))
    return game, batches


@pytest.mark.parametrize("rules", sorted(RULE_SETS))
def test_events_are_spoken_without_the_game(rules: str) -> None:
    game, batches = played(RULE_SETS[rules], seed=7)
    live = Announcer(game, listener=lambda: 0)
    live.game = Poisoned()  # type: ignore[assignment]
    alone = Teller(Seating(["Ann", "Robo"], [False, True], lambda: 0))
    for batch in batches:
        wired = tuple(event_from_wire(event_to_wire(e)) for e in batch)
        assert live.events(batch) == [m for e in wired for m in alone.event(e)]


def test_a_poisoned_game_would_be_caught() -> None:
    game, _ = played(RULE_SETS["official"], seed=1)
    announcer = Announcer(game)
    announcer.game = Poisoned()  # type: ignore[assignment]
    with pytest.raises(AssertionError, match="read game"):
        announcer.review_standings()


def standings_of(game: Game, batches: list[tuple[Event, ...]]) -> tuple[RoundEnded, GameOver]:
    events = [e for batch in batches for e in batch]
    round_end = next(e for e in events if isinstance(e, RoundEnded))
    over = next(e for e in events if isinstance(e, GameOver))
    return round_end, over


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_standings_say_you_to_the_listener_and_names_to_a_spectator(lang: str) -> None:
    game, batches = played(RULE_SETS["official"], seed=3)
    localizer = Localizer(lang, verbosity="detailed")
    round_end, over = standings_of(game, batches)
    you = localizer.format(Msg("review-standing", player="Ann", own="yes", total=1, place=1)).split(
        ","
    )[0]
    assert "Ann" not in you
    for listener, heard in ((0, True), (None, False)):
        teller = Teller(Seating(["Ann", "Robo"], [False, True], lambda seat=listener: seat))
        said = [m for e in (round_end, over) for m in teller.event(e)]
        ids = ("game-round-end", "game-standings")
        standings = [localizer.format(m) for m in said if m.id in ids]
        assert len(standings) == 2 and all("Robo" in line for line in standings)
        assert all(("Ann" in line) != heard for line in standings), (listener, standings)
    assert not localizer.errors
