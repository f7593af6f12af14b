"""The client's moves sent and not yet answered (``net.pending``, issue 40): which answer answers
which move, which moves a reconnection sends again and which it tells as not taken."""

from __future__ import annotations

from typing import Any

from talking_yahtzee.core.rules import Category
from talking_yahtzee.net.pending import KEPT, NotTaken, Pending
from talking_yahtzee.net.protocol import (
    Chat,
    ChatLine,
    Hold,
    Refused,
    RollDice,
    Score,
    SetHeldDice,
    Undo,
    Undone,
    Update,
)

ROLLED = [{"type": "dice-rolled"}]
HELD = [{"type": "hold-changed"}]
SCORED = [{"type": "scored"}, {"type": "turn-ended"}]


def update(seq: int, events: list[dict[str, Any]], seat: int = 0, actor: Any = "person") -> Update:
    return Update(seq, seat, actor, events)


def test_each_answer_drops_its_own_move_and_those_before_it() -> None:
    pending = Pending()
    roll, hold, score = RollDice(1), Hold(0, 1), Score(Category.CHANCE, 1)
    for message in (roll, RollDice(), hold, score):  # no seen: not kept
        pending.sent(message, 0)
    assert list(pending.moves) == [roll, hold, score]
    assert pending.heard(update(2, ROLLED, seat=1), 0) == update(2, ROLLED, seat=1)  # not mine
    assert pending.heard(update(2, ROLLED, actor="stand-in"), 0) is not None
    assert list(pending.moves) == [roll, hold, score]
    pending.heard(update(2, HELD), 0)  # the roll's answer was lost (a flood): read in order
    assert list(pending.moves) == [score]
    refused = Refused("stale", command="score")
    assert pending.heard(refused, 0) == NotTaken(score, "stale")
    assert not pending.moves


def test_a_refusal_other_than_stale_is_passed_on() -> None:
    pending = Pending()
    undo = Undo(3)
    pending.sent(undo, 0)
    refused = Refused("after-roll", command="undo")
    assert pending.heard(refused, 0) is refused and not pending.moves
    stray = Refused("stale", command="roll")  # no roll kept: said as it is
    assert pending.heard(stray, 0) is stray


def test_an_undo_is_answered_by_its_undone_and_a_move_not_sent_is_not_kept() -> None:
    pending = Pending()
    undo, hold = Undo(4), SetHeldDice([0, 1], 4)
    pending.sent(undo, 0)
    pending.heard(Undone(5, 1, "hold"), 0)  # another seat's: not this undo's answer
    assert list(pending.moves) == [undo]
    pending.heard(Undone(5, 0, "hold"), 0)
    assert not pending.moves
    pending.sent(hold, 0)
    pending.unsent(hold)
    assert not pending.moves


def test_a_reconnection_sends_again_only_what_is_made_against_the_same_state() -> None:
    told: list[NotTaken] = []
    pending = Pending()
    hold, roll = Hold(1, 6), RollDice(6)
    pending.sent(hold, 0)
    pending.sent(roll, 0)
    assert pending.returned([], 0, 6, told.append) == [hold, roll] and not told
    assert not pending.moves


def test_a_reconnection_tells_what_was_not_taken_once_the_table_moved() -> None:
    told: list[NotTaken] = []
    pending = Pending()
    hold, roll, score = Hold(1, 6), RollDice(6), Score(Category.FIVES, 6)
    for message in (hold, roll, score):
        pending.sent(message, 0)
    missed = [update(7, HELD), update(8, ROLLED, seat=1), update(9, ROLLED)]  # roll taken
    assert pending.returned(missed, 0, 9, told.append) == []
    assert told == [NotTaken(score, "lost")] and not pending.moves


def test_a_move_passed_over_by_a_later_answer_was_not_taken() -> None:
    told: list[NotTaken] = []
    pending = Pending()
    score, undo = Score(Category.CHANCE, 6), Undo(6)
    pending.sent(score, 0)
    pending.sent(undo, 0)
    missed = [update(7, ROLLED, seat=1, actor="stand-in"), Undone(8, 0, "hold")]
    assert pending.returned(missed, 0, 8, told.append) == []
    assert told == [NotTaken(score, "lost")]


def test_the_moves_kept_are_bounded() -> None:
    pending = Pending()
    for seen in range(KEPT + 10):
        pending.sent(RollDice(seen), 0)
    assert len(pending.moves) == KEPT and pending.moves[0] == RollDice(10)


def test_a_seated_players_chat_line_is_kept_until_heard_and_told_if_cut() -> None:
    told: list[NotTaken] = []
    pending = Pending()
    pending.sent(Chat("hello"), None)  # a spectator's: no seat to know it by
    assert not pending.moves
    first, second, roll, third = Chat("one"), Chat("two"), RollDice(3), Chat("three")
    for message in (first, second):
        pending.sent(message, 1)
    pending.heard(ChatLine(0, "Ann", "one"), 1)  # another seat's line
    assert list(pending.moves) == [first, second]
    pending.heard(ChatLine(1, "Bob", "one"), 1)
    assert list(pending.moves) == [second]
    pending.heard(Refused("chat-rate"), 1)  # said as a refusal
    assert not pending.moves
    for message in (first, roll, third):
        pending.sent(message, 1)
    missed = [update(4, ROLLED, seat=1)]  # the roll taken: the line before it was read
    assert pending.returned(missed, 1, 4, told.append) == []
    assert told == [NotTaken(third, "lost")]  # after it: it may not have reached the table
