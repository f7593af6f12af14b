"""Game events on the wire: the core's event dataclasses as JSON objects with a ``type`` added.

``net.protocol`` re-exports these; each client hands the events to its own announcer, in its own
language (docs/protocol.md, "Events").
"""

from __future__ import annotations

import re
from typing import Any, Final

import msgspec

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

EVENT_TYPES: Final[tuple[type[Event], ...]] = (
    FirstRollRolled,
    FirstRollTied,
    FirstPlayerChosen,
    TurnStarted,
    DiceRolled,
    HoldChanged,
    Scored,
    UpperBonusEarned,
    YahtzeeBonusEarned,
    TurnEnded,
    RoundEnded,
    GameOver,
)


def _kebab(name: str) -> str:
    return re.sub(r"(?<!^)(?=[A-Z])", "-", name).lower()


EVENT_NAMES: Final[dict[type[Event], str]] = {t: _kebab(t.__name__) for t in EVENT_TYPES}
_BY_NAME: Final[dict[str, type[Event]]] = {name: t for t, name in EVENT_NAMES.items()}


class BadEvent(ValueError):
    """An event on the wire that is not one the core knows, or has wrong fields."""


def event_to_wire(event: Event) -> dict[str, Any]:
    """``event`` as a JSON object: its fields and ``type`` (``dice-rolled``, ``scored``, ...)."""
    data: dict[str, Any] = msgspec.to_builtins(event)
    data["type"] = EVENT_NAMES[type(event)]
    return data


def event_from_wire(data: dict[str, Any]) -> Event:
    """The core event a wire object stands for, every field checked.

    :raises BadEvent: for an unknown type or a wrong field.
    """
    fields = dict(data)
    kind = _BY_NAME.get(str(fields.pop("type", "")))
    if kind is None:
        raise BadEvent(f"unknown event type {data.get('type')!r}")
    try:
        return msgspec.convert(fields, kind)
    except msgspec.ValidationError as error:
        raise BadEvent(str(error)) from None
