"""The server frames each message once for all its WebSockets (issue 40): the bytes are the very
frame websockets would write, at each of RFC 6455's three lengths."""

from __future__ import annotations

import pytest
from websockets.frames import Frame, Opcode

from talking_yahtzee.net.connection import text_frame


@pytest.mark.parametrize("size", [0, 1, 125, 126, 4000, 65535, 65536, 300_000])
def test_a_frame_made_once_is_the_one_websockets_makes(size: int) -> None:
    data = bytes(range(256)) * (size // 256) + b"x" * (size % 256)
    made = Frame(Opcode.TEXT, data).serialize(mask=False, extensions=[])
    assert text_frame(data) == made
