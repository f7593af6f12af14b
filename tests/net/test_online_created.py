"""What the host hears on creating a table is true (issue 32): the lobby's defaults leave a seat
for a friend, and a table whose every seat is taken does not ask to share its code."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from netplay import start_server, url
from online_app import OnlineApp

from talking_yahtzee.messages.i18n import Localizer
from talking_yahtzee.ui.table_plan import TableSettings


def test_the_lobbys_defaults_leave_a_seat_for_a_friend() -> None:
    settings = TableSettings()
    assert settings.seats - settings.computers - 1 >= 1


@pytest.mark.parametrize(("lang", "friends"), [("en", "friends"), ("de", "Freunden")])
def test_a_full_table_does_not_say_give_the_code_to_your_friends(
    tmp_path: Path, lang: str, friends: str
) -> None:
    async def scenario() -> None:
        async with await start_server(tmp_path / "rooms.sqlite3") as server:
            full = TableSettings(seats=2, computers=1)
            ann = OnlineApp(url(server), "Ann", lang=lang, action="create", settings=full)
            ann.start()
            created = await ann.heard("online-created")
            words = Localizer(lang).format(created)
            assert friends not in words and ann.client.code is not None
            assert ann.client.code[:3] in words.replace(" ", "")
            await ann.leave()
            bob = OnlineApp(
                url(server), "Bob", lang=lang, action="create", settings=TableSettings()
            )
            bob.start()
            open_table = Localizer(lang).format(await bob.heard("online-created"))
            assert friends in open_table
            await bob.leave()

    asyncio.run(scenario())
