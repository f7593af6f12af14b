"""The protocol without sockets: events on the wire, strict decoding, the docs naming every message
and refusal, the mirror refusing impossible states, the limits' buckets and addresses."""

from __future__ import annotations

import re
from pathlib import Path

import msgspec
import pytest

from talking_yahtzee.core.events import (
    DiceRolled,
    Event,
    FirstPlayerChosen,
    FirstRollRolled,
    FirstRollTied,
    GameOver,
    HoldChanged,
    RoundEnded,
    Scored,
    TurnEnded,
    TurnStarted,
    UpperBonusEarned,
    YahtzeeBonusEarned,
)
from talking_yahtzee.core.rules import (
    Category,
    Combination,
    CombinationKind,
    Dice,
    NoRollsLeft,
    Option,
    Standing,
)
from talking_yahtzee.net import protocol, refusals
from talking_yahtzee.net.limits import AddressBuckets, Bucket, address_key
from talking_yahtzee.net.mirror import Mirror
from talking_yahtzee.net.protocol import (
    CLIENT_DECODER,
    EVENT_TYPES,
    SERVER_DECODER,
    BadEvent,
    CardState,
    GameState,
    SeatState,
    TableState,
    event_from_wire,
    event_to_wire,
)

ROOT = Path(__file__).resolve().parents[2]
DICE = Dice.of(6, 6, 6, 6, 6)
STANDINGS = (Standing(0, 300, 1), Standing(1, 200, 2))
SAMPLES: tuple[Event, ...] = (
    FirstRollRolled(0, DICE, 30, 1),
    FirstRollTied((0, 1), 30),
    FirstPlayerChosen(1, 30),
    TurnStarted(0, 1, 13, None, 120, Category.FOURS),
    DiceRolled(
        0,
        DICE,
        (0, 1, 2, 3, 4),
        frozenset({1, 3}),
        1,
        2,
        Combination(CombinationKind.YAHTZEE, 6),
        100,
        (Option(Category.SIXES, 30), Option(Category.CHANCE, 30, joker=True)),
    ),
    HoldChanged(0, 2, 6, True, 3),
    Scored(0, Category.SIXES, 30, DICE, False, 100, 130),
    UpperBonusEarned(0, 63, 35),
    YahtzeeBonusEarned(0, 100, 1),
    TurnEnded(0, 1, Category.SIXES, 130, 130, 1, 2, 0, 30, (130, 100), True),
    RoundEnded(1, 13, STANDINGS),
    GameOver(STANDINGS, (0,), ((0, 1, 100),), None),
)


def test_every_event_type_has_a_sample() -> None:
    assert {type(e) for e in SAMPLES} == set(EVENT_TYPES)


@pytest.mark.parametrize("event", SAMPLES, ids=lambda e: type(e).__name__)
def test_events_cross_the_wire_unchanged(event: Event) -> None:
    wire = msgspec.json.decode(msgspec.json.encode(event_to_wire(event)))
    assert event_from_wire(wire) == event


@pytest.mark.parametrize(
    "wire",
    [
        {"type": "dice-exploded"},
        {"player": 0},
        {"type": "scored", "player": 0},
        {"type": "hold-changed", "player": 0, "position": 1, "value": 9, "held": True},
        {
            "type": "dice-rolled",
            "player": 0,
            "dice": {"values": [1, 2, 3, 4, 7]},
            "rolled": [0],
            "held": [],
            "rolls_used": 1,
            "rolls_left": 2,
        },
    ],
)
def test_bad_events_are_refused(wire: dict[str, object]) -> None:
    with pytest.raises(BadEvent):
        event_from_wire(wire)


def test_the_rules_refusals_name_their_exception() -> None:
    assert refusals.illegal_reason(NoRollsLeft("x")) == "no-rolls-left"
    for reason, kind in refusals.ILLEGAL_REASONS.items():
        assert refusals.illegal_reason(kind("x")) == reason


def test_decoding_is_strict() -> None:
    assert CLIENT_DECODER.decode(b'{"type":"hold","position":2}') == protocol.Hold(2)
    for bad in (b'{"type":"hold"}', b'{"type":"hold","position":true}', b'{"type":"welcome"}'):
        with pytest.raises(msgspec.ValidationError):
            CLIENT_DECODER.decode(bad)
    with pytest.raises(msgspec.ValidationError):
        SERVER_DECODER.decode(b'{"type":"roll"}')


def test_the_docs_name_every_message_and_every_refusal() -> None:
    doc = (ROOT / "docs" / "protocol.md").read_text(encoding="utf-8")
    documented = set(re.findall(r"`([a-z-]+)`", doc))
    tags = set()
    for union in (protocol.ClientMessage, protocol.ServerMessage):
        for kind in union.__args__:
            tags.add(kind.__struct_config__.tag)
    assert tags <= documented, tags - documented
    assert set(protocol.EVENT_NAMES.values()) <= documented
    source = "\n".join(p.read_text() for p in (ROOT / "src/talking_yahtzee/net").glob("*.py"))
    reasons = set(re.findall(r'(?:Refusal|Refused|refuse\(conn,|now,) ?\(?"([a-z-]+)"', source))
    reasons |= set(refusals.ILLEGAL_REASONS)
    assert len(reasons) > 30
    assert reasons <= documented, reasons - documented


def state(boxes: list[int | None]) -> TableState:
    seats = [SeatState("Ann", "person", taken=True), SeatState("Robo", "computer", "good", True)]
    cards = [CardState(boxes), CardState([None] * 13)]
    game = GameState(0, 0, 1, False, cards, [1, 2, 3, 4, 5], [0], 1)
    return TableState("123456789", "official", "playing", 3, seats, game=game)


def test_the_mirror_is_the_servers_state_as_a_game() -> None:
    mirror = Mirror()
    game = mirror.update(state([3, *[None] * 12]))
    assert game is not None and game.cards[0][Category.ONES] == 3
    assert game.turn.dice == Dice.of(1, 2, 3, 4, 5) and game.turn.held == frozenset({0})
    assert game.players[1].is_computer and game.player.name == "Ann"
    later = mirror.update(state([5, *[None] * 12]))
    assert later is mirror.game and later is not game  # a new game at each state
    assert later.cards[0][Category.ONES] == 5 and game.cards[0][Category.ONES] == 3
    with pytest.raises(RuntimeError):
        game.dice_source.roll(5)


@pytest.mark.parametrize("boxes", [[7, *[None] * 12], [None] * 12])
def test_the_mirror_refuses_a_state_no_game_can_reach(boxes: list[int | None]) -> None:
    with pytest.raises(ValueError):
        Mirror().update(state(boxes))


def test_buckets_refill_at_their_rate() -> None:
    bucket = Bucket(rate=1.0, burst=2.0, now=0.0)
    assert bucket.take(0.0) and bucket.take(0.0) and not bucket.take(0.0)
    assert not bucket.take(0.5) and bucket.take(1.5) and not bucket.take(1.5)
    addresses = AddressBuckets(rate=0.0, burst=1.0, prune_at=2)
    assert addresses.take("a", 0.0) and not addresses.take("a", 1.0) and addresses.has("b", 1.0)


def test_addresses_count_ipv6_by_network() -> None:
    assert address_key("2001:db8::1") == address_key("2001:db8::ffff") == "2001:db8::/64"
    assert address_key("2001:db8:0:1::1") != address_key("2001:db8::1")
    assert address_key("::ffff:192.0.2.7") == "192.0.2.7"
    assert address_key("192.0.2.7") == "192.0.2.7"
