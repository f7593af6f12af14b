"""The listener is explicit: during a computer's turn, `c`, `a`, `b`, `k` and `o` speak the
listener's card as "your" and the computer's by name; `o` never steps through the listener.

Through the real app at home: against a master, and two people at one keyboard (online:
tests/net/test_online_listener.py).
"""

from __future__ import annotations

from harness import Run, play
from listener import REVIEWS, check_reviews, reviews_after

from talking_yahtzee.core.game import Player, PlayerKind

ANN, BOB = Player("Ann"), Player("Bob")
MAX = Player("Max", PlayerKind.COMPUTER, "master")


SIXES = [6, 6, 6, 6, 1]


def test_at_home_against_a_master_the_review_keys_speak_the_person_s_card() -> None:
    """Ann scores 24 in Sixes; during Max's turn (paced, not yet rolled) her keys speak hers."""
    keys = ["r", "home", *["down"] * 5, "enter", *REVIEWS]
    run: Run = play(
        keys,
        players=[ANN, MAX],
        dice=[6] * 5 + [1] * 5 + SIXES + [1, 2, 3, 4, 5] * 20,
        pace=5.0,  # Max is still waiting to roll when the review keys arrive
    )
    game = run.controller.game
    assert game is not None and game.current == 1 and game.cards[0].total() == 24
    said = list(run.controller.said)
    start = max(i for i, m in enumerate(said) if m.id == "game-turn-start")
    found = reviews_after(said, start)
    check_reviews(found, game, listener=0)
    assert run.messages("review-card")[0].args["total"] == 24


def test_two_people_at_one_keyboard_the_listener_is_whose_turn_then_who_played_last() -> None:
    """Ann, then Bob, then Max: `c` on Ann's turn is Ann's, on Bob's Bob's, and during Max's turn
    still Bob's (he played last); `o` never reads the listener's own card."""
    keys = ["r", "c", "home", *["down"] * 5, "enter", "r", "c", "home", "enter", *REVIEWS]
    dice = [6] * 5 + [2] * 5 + [1] * 5 + SIXES + [1, 1, 1, 1, 2] + [1, 2, 3, 4, 5] * 20
    run = play(keys, players=[ANN, BOB, MAX], dice=dice, pace=5.0)
    game = run.controller.game
    assert game is not None and game.current == 2
    cards = run.messages("review-card")
    assert (cards[0].args["player"], cards[0].args["own"]) == ("Ann", "yes")
    assert (cards[1].args["player"], cards[1].args["own"]) == ("Bob", "yes")
    said = list(run.controller.said)
    start = max(i for i, m in enumerate(said) if m.id == "game-turn-start")
    check_reviews(reviews_after(said, start), game, listener=1)


def owners(run: Run, message: str) -> list[list[str]]:
    """For each ``message`` said, the players its standings speak of as "you"."""
    return [
        [s.args["player"] for s in m.args["standings"].items if s.args["own"] == "yes"]
        for m in run.messages(message)
    ]


def test_at_home_the_round_s_standings_say_you_to_the_person() -> None:
    """Max plays his whole turn at once: the end of round 1 calls Ann "you", Max by name."""
    keys = ["r", "home", *["down"] * 5, "enter", "s"]
    run = play(keys, players=[ANN, MAX], dice=[6] * 5 + [1] * 5 + SIXES + [1, 2, 3, 4, 5] * 20)
    game = run.controller.game
    assert game is not None and game.round == 2
    assert owners(run, "game-round-end") == [["Ann"]]
    assert owners(run, "review-standings")[-1] == ["Ann"]


def test_two_people_at_one_keyboard_the_round_s_standings_say_you_to_whose_turn_it_is() -> None:
    """The end of round 1 comes as Max's turn ends and Ann's begins: Ann is the listener."""
    keys = ["r", "home", *["down"] * 5, "enter", "r", "home", "enter"]
    dice = [6] * 5 + [2] * 5 + [1] * 5 + SIXES + [1, 1, 1, 1, 2] + [1, 2, 3, 4, 5] * 20
    run = play(keys, players=[ANN, BOB, MAX], dice=dice)
    assert owners(run, "game-round-end") == [["Ann"]]
