"""The base of every message on the wire: a msgspec Struct whose ``type`` field names it."""

from __future__ import annotations

import msgspec


class Message(msgspec.Struct, tag_field="type", forbid_unknown_fields=True):
    """The base of every message: a JSON object with a ``type`` tag."""


__all__ = ["Message"]
