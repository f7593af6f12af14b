"""Chat: hostile text is cleaned at the text boundary before anyone hears it, lines are limited in
length and rate, spectators talk too, and anyone can mute anyone."""

from __future__ import annotations

import asyncio
import unicodedata
from pathlib import Path

from netplay import client, start_server, two_at_a_table, until

from talking_yahtzee.core.text import clean
from talking_yahtzee.net.client import Client
from talking_yahtzee.net.protocol import CHAT_MAX, ChatLine, Refused

HOSTILE = "\x1b[2J\x1b]0;owned\x07Hi\u202e there\r\n\x9bBob\u200b \U000e0041!"


async def line(who: Client, name: str) -> ChatLine:
    """The next chat line from ``name`` that ``who`` hears (a refusal fails the test)."""

    def wanted(m: object) -> bool:
        return isinstance(m, Refused) or (isinstance(m, ChatLine) and m.name == name)

    message = await until(who, wanted, f"a chat line from {name}")
    assert isinstance(message, ChatLine), message
    return message


async def refused(who: Client) -> str:
    message = await until(who, lambda m: isinstance(m, Refused), "a refusal")
    assert isinstance(message, Refused)
    return message.reason


def plain(text: str) -> bool:
    return all(unicodedata.category(ch)[0] != "C" for ch in text)


async def chatting(db: Path) -> None:
    async with await start_server(db) as server:
        ann, bob, code = await two_at_a_table(server)
        eve = client(server)
        await eve.join(code, "Eve", spectate=True)
        await ann.chat(HOSTILE)
        for who in (ann, bob, eve):
            said = await line(who, "Ann")
            assert said.seat == 0
            assert said.text == clean(HOSTILE, limit=CHAT_MAX) and plain(said.text)
            assert "Hi" in said.text and "\x1b" not in said.text
        await bob.chat("a" * 3000)
        said = await line(eve, "Bob")
        assert said.text == "a" * CHAT_MAX and said.seat == 1
        await eve.chat("Nice roll")
        said = await line(ann, "Eve")
        assert (said.seat, said.text) == (None, "Nice roll")
        await eve.roll()  # spectators hear everything and cannot act
        assert await refused(eve) == "spectator"
        await ann.chat("\x1b\x07 \u200b")
        assert await refused(ann) == "empty-chat"
        # Bob mutes the spectators: he hears Ann's next line, not Eve's.
        bob.mute(None)
        await eve.chat("Hello Bob")
        await ann.chat("Your turn")
        heard = []
        while not heard or heard[-1] != "Your turn":
            said = await until(bob, lambda m: isinstance(m, ChatLine), "Ann's line")
            assert isinstance(said, ChatLine)
            heard.append(said.text)
        assert "Nice roll" in heard and "Hello Bob" not in heard  # muted after the first
        # Eve talks too much: the server refuses her lines once her rate is used.
        for n in range(8):
            await eve.chat(f"line {n}")
        assert await refused(eve) == "chat-rate"
        for who in (ann, bob, eve):
            await who.close()


def test_chat_is_cleaned_limited_and_mutable(tmp_path: Path) -> None:
    asyncio.run(chatting(tmp_path / "rooms.sqlite3"))
