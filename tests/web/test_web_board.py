"""The board for sighted friends, in a real chromium against a real server: the dice drawn (held
ones marked in words too), the score card a real table with row and column headers, checked cell
by cell against the terminal player's own state of the game (Ann's client), in Swedish Yatzy and
in Russian; buttons and taps send the keys the keyboard would: Roll, a die held by a tap, a box
scored by two taps on its row."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from web_player import CARD, QUICK, Web, card_rows, play_to_the_end, table_with_browser

from talking_yahtzee.core.rules import DICE_COUNT
from talking_yahtzee.messages.i18n import Localizer, Msg
from talking_yahtzee.messages.phrases import box, category_id

DICE = """
return [...document.querySelectorAll('#dice button.die')].map(b => [
  Number(b.dataset.value), b.getAttribute('aria-pressed'), b.getAttribute('aria-label'),
  b.querySelector('.held-mark').textContent]);
"""
STATUS = "return ['turn', 'round', 'rolls'].map(id => document.getElementById(id).textContent)"
HEADERS = """
const card = document.getElementById('card');
return [card.caption.textContent,
  [...card.querySelectorAll('thead th')].map(th => th.getAttribute('scope')),
  [...card.querySelectorAll('tbody th')].map(th => th.getAttribute('scope'))];
"""


async def shown(web: Web, script: str, wanted: object, what: str) -> None:
    """Wait until ``script`` returns ``wanted`` on the page (the board is drawn between bursts)."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + 30.0
    while (got := await web.do(web.browser.script, script)) != wanted:
        assert loop.time() < deadline, (what, got, wanted)
        await asyncio.sleep(0.05)


@pytest.mark.parametrize(("lang", "rules"), [("sv", "yatzy"), ("ru", "official")])
def test_the_board_shows_the_terminals_dice_and_scores_and_taps_play(
    tmp_path: Path, lang: str, rules: str
) -> None:
    async def scenario() -> None:
        path = tmp_path / "r.sqlite3"
        server, ann, web = await table_with_browser(path, lang, rules=rules, spacing=QUICK)
        words = Localizer(lang)
        browser = web.browser
        try:
            client = web.app.online.client
            seat = client.seat
            await play_to_the_end(ann, web, stop=lambda: client.my_turn() and client.game.round > 1)
            game = ann.client.game  # the terminal's state of the game
            assert game.current == seat and game.turn.dice is None
            await shown(web, CARD, card_rows(ann.client.game, words), "the card before the roll")
            caption, columns, rows = await web.do(browser.script, HEADERS)
            assert caption == words.format(Msg("web-board-card"))
            assert set(columns) == {"col"} and set(rows) == {"row"}  # a real table's headers
            await web.do(browser.click, '.buttons button[data-key="r"]')  # the Roll button
            await web.until(lambda: ann.client.game.turn.dice is not None, "the roll")
            enabled = "return !document.querySelector('#dice button.die').disabled"
            await shown(web, enabled, True, "the dice drawn")  # a tap needs a die to tap
            await web.do(browser.click, "#dice button.die:nth-of-type(2)")  # a tap on die 2
            await web.until(lambda: ann.client.game.turn.held == frozenset({1}), "die 2 held")
            game = ann.client.game
            assert game.turn.dice is not None
            held = words.format(Msg("web-board-held"))
            wanted_dice = [
                [
                    game.turn.dice[p],
                    "true" if p == 1 else "false",
                    words.format(Msg("web-board-die", position=p + 1, value=game.turn.dice[p])),
                    held if p == 1 else "",
                ]
                for p in range(DICE_COUNT)
            ]
            await shown(web, DICE, wanted_dice, "the dice, die 2 held")
            await shown(web, CARD, card_rows(game, words), "the card with what may be scored")
            status = [
                words.format(Msg("web-board-turn", player="Bea", you="yes")),
                words.format(Msg("web-board-round", round=game.round, rounds=game.rules.rounds)),
                words.format(Msg("web-board-rolls", rolls_left=2, rolled="yes")),
            ]
            await shown(web, STATUS, status, "whose turn, the round, the rolls left")
            best = max(game.options(), key=lambda o: (o.points, -game.rules.index(o.category)))
            row = f'#card tr[data-row="{category_id(best.category)}"] th button'
            await web.do(browser.click, row)  # the first tap puts the cursor there
            name = words.format(box(best.category))
            last = "document.querySelector('#log p:last-child').textContent"
            said = f"return {last}.startsWith({name!r})"
            await shown(web, said, True, "the box the cursor is on, said")  # as Down says it
            selected = "return document.querySelector('#card tr.selected').dataset.row"
            assert await web.do(browser.script, selected) == category_id(best.category)
            await web.do(browser.click, row)  # the second scores it
            card = lambda: ann.client.game.cards[seat]  # noqa: E731
            await web.until(lambda: card()[best.category] == best.points, "the box scored")
            await ann.leave()
        finally:
            await asyncio.to_thread(browser.close)
            await server.close()

    asyncio.run(scenario())
