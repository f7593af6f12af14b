"""A plain ``yahtzee advise`` question answered before the command line's heavy imports.

``cli.main`` asks :func:`answer` first. It takes only the exact flags of a plain question
(``--dice D``, ``--rolls-left 0|1|2``, ``--scorecard CARD``, ``--rules NAME``, ``--json``, each
at most once, with ``=`` or a space) with the dice written ``1,2,3,4,4`` or ``12344``, and it
answers through :mod:`talking_yahtzee.advisor.quick`, which imports neither numpy nor the rules.
Anything else (another flag, a value it does not take, an error of any kind, a rule set or card
that module does not answer, the log asked for) returns None, and the full command line
(:mod:`.commands`) answers, or says what is wrong. The two print the same bytes: the lines here
are the ones ``cli.advise`` prints too, and a test compares both paths on many positions.
"""

from __future__ import annotations

import os
import sys

LOG_ENV = "TALKING_YAHTZEE_LOG"
"""``store.logfile.LOG_ENV`` (a test holds them equal): with a log asked for, the full path runs."""
CARD_MAX = 4096
"""``cli.args.SCORECARD_LIMITS.size`` (a test holds them equal): longer cards go the full path."""
_FLAGS = ("--dice", "--rolls-left", "--scorecard", "--rules")
_FACES = "123456"


def choice_line(
    expected_final: float,
    category: str | None,
    points: int,
    yahtzee_bonus: int,
    keep: tuple[int, ...],
) -> str:
    """One choice as ``yahtzee advise`` prints it: a box (``category``) or the dice to keep."""
    if category is not None:
        bonus = f" and a Yahtzee bonus of {yahtzee_bonus}" if yahtzee_bonus else ""
        what = f"score {category} for {points} points{bonus}"
    else:
        what = "keep " + (" ".join(map(str, keep)) if keep else "nothing")
    return f"{what}: expected final score {expected_final:.2f}"


def expected_line(value: float) -> str:
    """The expected final score from the start of the next turn, as ``yahtzee advise`` says it."""
    return f"expected final score: {value:.2f}"


def _flags(arguments: list[str]) -> dict[str, str] | None:
    """The flags of a plain question, or None."""
    if not arguments or arguments[0] != "advise":
        return None
    found: dict[str, str] = {}
    rest = arguments[1:]
    i = 0
    while i < len(rest):
        flag = rest[i]
        if flag == "--json":
            value = ""
        else:
            if "=" in flag:
                flag, value = flag.split("=", 1)
            elif i + 1 < len(rest):
                i += 1
                value = rest[i]
            else:
                return None
            if flag not in _FLAGS or value[:1] in ("-", ""):
                return None
        if flag in found:
            return None
        found[flag] = value
        i += 1
    return found


def _dice(text: str) -> tuple[int, ...] | None:
    """``1,2,3,4,4`` or ``12344`` (what ``Dice.parse`` reads the same way), else None."""
    faces = text[::2] if len(text) == 9 and text[1::2] == ",,,," else text
    if len(faces) != 5 or any(face not in _FACES for face in faces):
        return None
    return tuple(int(face) for face in faces)


def answer(arguments: list[str]) -> int | None:
    """Answer a plain ``yahtzee advise`` question on stdout and return 0, or return None
    (having written nothing) for the full command line to answer."""
    if os.environ.get(LOG_ENV):
        return None
    flags = _flags(arguments)
    if flags is None:
        return None
    try:
        text = _answer(flags)
    except Exception:  # anything unforeseen: the full path answers, or reports it
        return None
    if text is None:
        return None
    sys.stdout.write(text + "\n")
    return 0


def _answer(flags: dict[str, str]) -> str | None:
    """What to print for ``flags``, or None."""
    from talking_yahtzee.advisor import quick

    rolls_text = flags.get("--rolls-left")
    dice_text = flags.get("--dice")
    dice = None if dice_text is None else _dice(dice_text)
    if (dice_text is not None and dice is None) or (rolls_text is not None and dice is None):
        return None
    if rolls_text not in (None, "0", "1", "2"):
        return None
    card = flags.get("--scorecard", "{}")
    if len(card) > CARD_MAX:  # the full path says it is too long
        return None
    if card == "{}":
        data: object = {}
    else:
        import json

        data = json.loads(card)
    turn = quick.quick_turn(flags.get("--rules", "official"), data)
    if turn is None:
        return None
    as_json = "--json" in flags
    if dice is None:
        value = turn.total + turn.start()
        return dumps({"expected_final": value}) if as_json else expected_line(value)
    found = quick.choices(turn, dice, int(rolls_text or "0"))
    if not as_json:
        return "\n".join(choice_line(*choice) for choice in found)
    from talking_yahtzee.advisor.ranking import advice_json, option_json

    options = [
        option_json(e, category=c, points=p, yahtzee_bonus=b, keep=k) for e, c, p, b, k in found
    ]
    return dumps(advice_json(options))


_PLAIN = frozenset("abcdefghijklmnopqrstuvwxyz_")


def dumps(data: object) -> str:
    """``json.dumps(data)``: the advice's data (objects, lists, box ids, whole numbers, finite
    floats) written directly, since importing json (and its ``re``) costs a cold start 1 to
    2 ms; anything else goes through json itself."""
    try:
        return _plain_json(data)
    except TypeError:
        import json

        return json.dumps(data)


def _plain_json(data: object) -> str:
    if type(data) is dict:
        items = (f"{_plain_json(key)}: {_plain_json(value)}" for key, value in data.items())
        return "{" + ", ".join(items) + "}"
    if type(data) is list:
        return "[" + ", ".join(map(_plain_json, data)) + "]"
    if type(data) is int:
        return int.__repr__(data)
    if type(data) is float and data - data == 0.0:  # finite
        return float.__repr__(data)
    if type(data) is str and data and _PLAIN.issuperset(data):
        return f'"{data}"'
    raise TypeError("not plain JSON")


__all__ = ["CARD_MAX", "LOG_ENV", "answer", "choice_line", "dumps", "expected_line"]
