"""A page hears what a terminal client hears: the same seeded game played twice, Bea once in a
terminal (``yahtzee online``) and once in chromium, by the same keys (Swedish, Russian,
Norwegian and German, each verbosity, all four rule sets: Yatzy, free Joker, Yatzy in forced
order, official); Bea's lines (Fluent ids, arguments and texts) are the
same, in the same order, and the page's live log shows each line its session said, in order. Both
run the one controller, announcer and key tables: the page's session keeps them on the server
without a terminal (``ui.headless``).

The page speaks aloud, where a key cuts the lines still being said; those come back after "while
you pressed a key..." (``ui.unheard``). A transcript cuts nothing, so the terminal (plain lines)
never tells them again: such a telling again is left out before comparing."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from online_app import OnlineApp
from web_player import QUICK, table_with_browser

from talking_yahtzee.messages.i18n import Localizer, Msg
from talking_yahtzee.net.rooms import SqliteRooms
from talking_yahtzee.net.serving import serve
from talking_yahtzee.ui.host import Mode
from talking_yahtzee.ui.table_plan import TableSettings

ROUNDS = 2
"""Rounds played: every kind of line (rolls, holds, scores, a computer's turn) comes in two."""


def told_once(said: list[Msg]) -> list[Msg]:
    """``said`` without its tellings again: each "app-unheard" and the lines after it that were
    said before (the lines a key cut)."""
    kept: list[Msg] = []
    retelling = False
    for message in said:
        if message.id == "app-unheard":
            retelling = True
            continue
        if retelling and message in kept:
            continue
        retelling = False
        kept.append(message)
    return kept


def from_the_game(said: list[Msg]) -> list[Msg]:
    """The lines from the game's first (its first player chosen) on."""
    first = next(i for i, m in enumerate(said) if m.id.startswith("game-"))
    return said[first:]


async def play_rounds(ann: OnlineApp, turn_of_bea: object, bea_client: object) -> None:
    """Ann and Bea play their turns by keys until Ann's turn in round ``ROUNDS + 1``."""
    client = ann.client
    while True:
        game = client.game
        assert game is not None
        if client.my_turn() and ann.controller.mode is Mode.PLAY:
            if game.round > ROUNDS:
                return
            await ann.play_turn()
        elif bea_client.my_turn():  # type: ignore[attr-defined]
            await turn_of_bea()  # type: ignore[operator]
        await asyncio.sleep(0.02)


async def settled(ann: OnlineApp, bea_client: object) -> None:
    """Wait until Bea has taken in every move Ann's client has."""
    await ann.until(
        lambda: bea_client.last_seq >= ann.client.last_seq,  # type: ignore[attr-defined]
        "Bea's client to catch up",
    )
    await asyncio.sleep(0)


async def terminal_bea(tmp_path: Path, lang: str, verbosity: str, rules: str) -> list[Msg]:
    """Bea's lines in a terminal, for the seeded game."""
    server = await serve(
        "127.0.0.1", 0, SqliteRooms(tmp_path / "terminal.sqlite3"), 7, computer_delay=0.0
    )
    url = f"ws://127.0.0.1:{server.port}"
    ann = OnlineApp(
        url,
        "Ann",
        action="create",
        settings=TableSettings(seats=3, computers=1, level="beginner", rules=rules),
        verbosity=verbosity,
    )
    ann.start()
    bea: OnlineApp | None = None
    try:
        await ann.heard("online-created")
        code = ann.client.code
        assert code is not None
        bea = OnlineApp(
            url,
            "Bea",
            lang=lang,
            action="join",
            code=code,
            verbosity=verbosity,
            show_messages=False,
        )
        bea.start()
        await ann.heard("online-everyone-here")
        ann.keys("enter")
        await bea.until(lambda: bea.controller.mode is Mode.PLAY, "the game in the terminal")
        await play_rounds(ann, bea.play_turn, bea.client)
        await settled(ann, bea.client)
        return from_the_game(bea.said)
    finally:
        for app in (bea, ann):
            if app is not None:
                app.app.exit()
                if app.task is not None:
                    await asyncio.wait_for(app.task, 10)
        await server.close()


async def page_bea(tmp_path: Path, lang: str, verbosity: str, rules: str) -> list[Msg]:
    """Bea's lines in chromium for the same game: what her session said, and the live log."""
    path = tmp_path / "page.sqlite3"
    server, ann, web = await table_with_browser(path, lang, verbosity, rules=rules, spacing=QUICK)
    try:
        bea = web.app
        await play_rounds(ann, web.play_turn, bea.online.client)
        await settled(ann, bea.online.client)
        said = list(bea.controller.said)
        words = Localizer(lang, verbosity=verbosity)
        texts = [t for t in (words.format(m) for m in said) if t]

        async def shown() -> list[str]:
            return [line for line, _urgent in await web.log()]

        deadline = asyncio.get_running_loop().time() + 60 + 0.4 * len(texts)
        log = await shown()
        while len(log) < len(texts):  # the page spaces its lines (QUICK) for screen readers
            assert asyncio.get_running_loop().time() < deadline, (len(log), len(texts))
            await asyncio.sleep(0.2)
            log = await shown()
        # the live log: every line the session said, in order (nothing lost, nothing added)
        assert log == texts
        return from_the_game(said)
    finally:
        ann.app.exit()
        if ann.task is not None:
            await asyncio.wait_for(ann.task, 10)
        await web.do(web.browser.close)
        await server.close()


@pytest.mark.parametrize(
    ("lang", "verbosity", "rules"),
    [
        ("sv", "normal", "yatzy"),
        ("ru", "brief", "free-joker"),
        ("nb", "detailed", "yatzy-forced"),
        ("de", "normal", "official"),
    ],
)
def test_a_page_hears_what_a_terminal_hears(
    tmp_path: Path, lang: str, verbosity: str, rules: str
) -> None:
    async def scenario() -> None:
        terminal = await terminal_bea(tmp_path, lang, verbosity, rules)
        page = await page_bea(tmp_path, lang, verbosity, rules)
        words = Localizer(lang, verbosity=verbosity)
        # the lines: the terminal's, id by id and text by text, in the same order
        heard, expected = told_once(page), told_once(terminal)
        assert [m.id for m in heard] == [m.id for m in expected]
        assert [words.format(m) for m in heard] == [words.format(m) for m in expected]
        assert sum(m.id == "game-scored" for m in heard) >= 3 * ROUNDS, [m.id for m in heard]

    asyncio.run(scenario())


def test_told_once_leaves_out_only_a_telling_again() -> None:
    rolled, scored = Msg("game-rolled", dice="1 2"), Msg("game-scored", points=3)
    said = [rolled, scored, Msg("app-unheard", count=1), scored, Msg("game-turn"), scored]
    assert told_once(said) == [rolled, scored, Msg("game-turn"), scored]
