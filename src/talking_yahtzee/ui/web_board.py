"""The board a browser page draws for sighted friends: the game as data, with its words.

:func:`board` turns a game (``core.game.Game``), the listener's seat and a language into one JSON
object: the players, the boxes (ids and localized names), every player's scores and totals, the
points the open boxes would take for the player to move, the dice and which are held, the rolls
left, whose turn it is, the standings, and how to move the cursor to each box the player may
score now (Home, then Down so many times: a tap on a row sends those keys, so the key tables stay
the only meaning of a key). Every
word in it comes from the Fluent files (``locales/*/web.ftl``, the box names); the page
(``ui/web/board.js``) writes no sentence of its own. The words that depend only on the language
and the rules are kept once per pair, shared by every page; the rest of what every listener
sees alike is built once for all the pages showing the same board (only "you" is per page).
"""

from __future__ import annotations

import functools
from typing import Any, Protocol

from talking_yahtzee.core.game import Game
from talking_yahtzee.core.rules import DICE_COUNT, RuleSet
from talking_yahtzee.messages.i18n import Localizer, Msg
from talking_yahtzee.messages.phrases import box, category_id
from talking_yahtzee.ui.config import Preferences
from talking_yahtzee.ui.host import Mode
from talking_yahtzee.ui.modes.play import allowed_indexes

NO_GAME: dict[str, Any] = {"game": False}
"""The board outside a game (the form, the lobby): nothing to draw."""


@functools.lru_cache(maxsize=128)
def fixed_words(lang: str, rules: RuleSet) -> dict[str, Any]:
    """The board's words that depend only on the language and the rules."""
    words = Localizer(lang)
    totals = [("upper", "web-board-upper"), ("bonus", "web-board-bonus")]
    totals += [("lower", "web-board-lower")]
    if rules.yahtzee_bonus:
        totals.append(("yahtzee-bonus", "web-board-yahtzee-bonus"))
    totals.append(("total", "web-board-total"))
    return {
        "boxes": [
            {"id": category_id(c), "name": words.format(box(c)), "upper": c in rules.upper}
            for c in rules.categories
        ],
        "totals": [
            {"id": key, "name": words.format(Msg(message, target=rules.upper_bonus_threshold))}
            for key, message in totals
        ],
        "caption": words.format(Msg("web-board-card")),
        "box": words.format(Msg("web-board-box")),
        "dice": words.format(Msg("web-board-dice")),
        "held": words.format(Msg("web-board-held")),
        "standings": words.format(Msg("web-board-standings")),
    }


SHARED_KEPT = 256
"""Boards kept for the other pages at the same table, which look within moments (then the
keeping starts afresh)."""
SHARED_BOARDS: dict[tuple[object, ...], dict[str, Any]] = {}
"""The part of a board every listener sees alike, by language, hold mode and what it shows."""


def shown(game: Game) -> tuple[object, ...]:
    """What a board of ``game`` is made of (equal for two games the board draws alike): pages at
    one table hold games of their own, equal in all this."""
    turn = game.turn
    return (
        game.rules.name,
        tuple((p.name, p.is_computer) for p in game.players),
        tuple((card.boxes, card.yahtzee_bonuses) for card in game.cards),
        game.is_over,
        game.first_roll_pending,
        game.current,
        game.round,
        turn.dice,
        turn.held,
        turn.rolls_left,
    )


def board(game: Game | None, words: Localizer, *, me: int | None, hold: str) -> dict[str, Any]:
    """The board of ``game`` as ``me`` (a seat, or None for a spectator) sees it, in ``words``'
    language; ``hold``: the player's hold mode (``position`` or ``value``), which says what a tap
    on a die sends. What every listener sees alike is built once for all the pages showing the
    same board in the same language (:data:`SHARED_BOARDS`); only the listener's own words
    are not."""
    if game is None:
        return NO_GAME
    key = (words.lang, words.verbosity, hold, shown(game))
    common = SHARED_BOARDS.get(key)
    if common is None:
        common = _common(game, words, hold)
        if len(SHARED_BOARDS) >= SHARED_KEPT:
            SHARED_BOARDS.clear()
        SHARED_BOARDS[key] = common
    current = common["turn"]
    said = dict(common["words"])
    if me is not None:
        said["you"] = words.format(Msg("web-board-you", player=game.players[me].name))
    if current is not None and not game.is_over:
        you = "yes" if current == me else "no"
        said["turn"] = words.format(Msg("web-board-turn", player=game.player.name, you=you))
    return {
        **common,
        "players": [{**p, "you": i == me} for i, p in enumerate(common["players"])],
        "reach": reach(game) if current is not None and current == me else {},
        "words": said,
    }


def _common(game: Game, words: Localizer, hold: str) -> dict[str, Any]:
    """The board as every listener sees it ("you" nowhere)."""
    rules, turn = game.rules, game.turn
    fixed = fixed_words(words.lang, rules)
    playing = not game.is_over and game.first_roll_pending is None
    current = game.current if playing else None
    dice = list(turn.dice) if turn.dice is not None and playing else None
    held = [p in turn.held for p in range(DICE_COUNT)] if dice is not None else [False] * 5
    options = {category_id(o.category): o.points for o in game.options()} if playing else {}
    cards = game.cards
    every = [card.totals() for card in cards]
    totals = {
        "upper": [t.upper_subtotal for t in every],
        "bonus": [t.upper_bonus for t in every],
        "lower": [t.lower_total for t in every],
        "yahtzee-bonus": [t.yahtzee_bonus for t in every],
        "total": [t.grand_total for t in every],
    }
    standings = game.standings()
    said: dict[str, Any] = {
        "turn": "",
        "round": words.format(Msg("web-board-round", round=game.round, rounds=rules.rounds)),
        "rolls": "",
        "possible": {
            box_id: words.format(Msg("web-board-possible", points=points))
            for box_id, points in options.items()
        },
        "die": [
            words.format(Msg("web-board-die", position=p + 1, value=dice[p] if dice else 0))
            for p in range(DICE_COUNT)
        ],
        "places": [
            words.format(
                Msg("web-board-place", place=place, player=game.players[player].name, points=total)
            )
            for player, total, place in standings
        ],
    }
    if game.is_over:
        said["turn"] = words.format(Msg("web-board-over"))
    elif current is not None:
        rolled = "yes" if dice is not None else "no"
        said["rolls"] = words.format(
            Msg("web-board-rolls", rolls_left=turn.rolls_left, rolled=rolled)
        )
    return {
        "game": True,
        "players": [
            {"name": p.name, "computer": p.is_computer, "you": False} for p in game.players
        ],
        "turn": current,
        "round": game.round,
        "rounds": rules.rounds,
        "over": game.is_over,
        "rolls_left": turn.rolls_left if current is not None else 0,
        "dice": dice,
        "held": held,
        "hold": hold,
        "boxes": fixed["boxes"],
        "scores": [list(card.boxes) for card in cards],
        "potentials": options,
        "totals": [{**row, "values": totals[row["id"]]} for row in fixed["totals"]],
        "standings": [{"player": p, "total": t, "place": n} for p, t, n in standings],
        "reach": {},
        "words": {**{k: v for k, v in fixed.items() if isinstance(v, str)}, **said},
    }


class Playing(Protocol):
    """What the board reads of the application's controller (``ui.controller.Controller``)."""

    @property
    def mode(self) -> Mode: ...

    @property
    def game(self) -> Game | None: ...

    @property
    def localizer(self) -> Localizer: ...

    @property
    def prefs(self) -> Preferences: ...

    def listener(self) -> int | None: ...


def board_game(controller: Playing) -> Game | None:
    """The game ``controller``'s board shows: none in the setup or the lobby, where a table left
    behind is not the game."""
    return None if controller.mode in (Mode.SETUP, Mode.LOBBY) else controller.game


def controller_board(controller: Playing) -> dict[str, Any]:
    """The board of what ``controller`` plays now, as its player sees it."""
    c = controller
    return board(board_game(c), c.localizer, me=c.listener(), hold=c.prefs.hold_mode)


def reach(game: Game) -> dict[str, int]:
    """For each box the player to move may score now, how many times Down goes after Home to put
    the cursor on it, as the play mode's Up and Down move (``ui.modes.play``)."""
    chosen = {category_id(o.category) for o in game.options()}
    if not chosen:
        return {}
    ids = [category_id(c) for c in game.rules.categories]
    allowed = allowed_indexes(game)
    stops = allowed if allowed is not None else list(range(len(ids)))
    return {ids[i]: n for n, i in enumerate(stops) if ids[i] in chosen}
