"""What the listener tests share: the review keys pressed during a computer's turn, and the check
that `c`, `a`, `b`, `k` speak the listener's card and `o` only the others'."""

from __future__ import annotations

from talking_yahtzee.core.game import Game
from talking_yahtzee.messages.i18n import Msg

REVIEWS = ["c", "a", "b", "k", "s", "o", "right", "right", "escape"]


def reviews_after(said: list[Msg], start: int) -> dict[str, list[Msg]]:
    """The review answers said from ``start`` on, by message id."""
    found: dict[str, list[Msg]] = {}
    for message in said[start:]:
        found.setdefault(message.id, []).append(message)
    return found


def check_reviews(said: dict[str, list[Msg]], game: Game, listener: int | None) -> None:
    """`c`, `a`, `b`, `k` speak the listener's card (a spectator's: whose turn it is, by name);
    `s` says "you" for the listener only (a spectator hears names); `o` and its arrows only the
    others'."""
    computer = game.current
    assert game.players[computer].is_computer
    yours = computer if listener is None else listener
    card = game.cards[yours]
    cards = said["review-card"]
    own, *others = cards
    assert own.args["player"] == game.players[yours].name
    assert own.args["own"] == ("no" if listener is None else "yes")
    assert own.args["total"] == card.total()
    assert said["review-open"][0].args["count"] == len(card.open_categories)
    assert said["review-open"][0].args["rolled"] == "no"  # not the listener's roll
    bonus = said["review-bonus" if listener is not None else "review-bonus-player"][0]
    assert bonus.args["upper"] == card.upper_subtotal
    assert bonus.args["player"] == game.players[yours].name  # named for a spectator
    (standings,) = said["review-standings"]
    owners = [m.args["player"] for m in standings.args["standings"].items if m.args["own"] == "yes"]
    assert owners == ([] if listener is None else [game.players[listener].name])
    assert said["braille-card-upper"][0].args["upper"] == card.upper_subtotal
    assert len(others) == 3  # o, right, right
    names = {m.args["player"] for m in others}
    if listener is not None:
        assert game.players[listener].name not in names
        assert all(m.args["own"] == "no" for m in others)
    assert game.players[computer].name in names
