"""What forgiving play says: guard answers, undo, refusals and the resume offer, as messages.

Message ids live in locales/*/forgive.ftl; this module only picks ids and arguments.
"""

from __future__ import annotations

from datetime import UTC, datetime

from talking_yahtzee.core.forgive import RollCheck, Undone, UndoRefused, Verdict
from talking_yahtzee.core.game import Game, ScoreBox
from talking_yahtzee.messages.announcer import values
from talking_yahtzee.messages.i18n import ListOf, Msg
from talking_yahtzee.messages.notices import works_again, write_failed
from talking_yahtzee.messages.phrases import box_args, initial
from talking_yahtzee.store.files import write_failure_reason
from talking_yahtzee.store.savegame import PROBLEM_FAILED, PROBLEM_OLD, SavedGame, SaveStore


def roll_check_message(check: RollCheck, key: str) -> Msg | None:
    """The cue for an ignored roll key, or the question before rolling away a made hand."""
    if check.verdict is Verdict.TOO_SOON:
        return Msg("forgive-roll-too-soon")
    if check.verdict is Verdict.CONFIRM:
        return Msg("forgive-confirm-roll", combo=check.combo, key=key)
    return None


def undone_messages(undone: Undone, game: Game) -> list[Msg]:
    """ "Undone: 4 in Fours. Fours is open again", or the dice held now after a hold change."""
    messages: list[Msg] = []
    if isinstance(undone.command, ScoreBox):
        assert undone.category is not None
        messages.append(
            Msg("forgive-undo-score", points=undone.points, **box_args(undone.category))
        )
    else:
        dice = game.turn.dice
        held = [dice[p] for p in sorted(game.turn.held)] if dice is not None else []
        messages.append(Msg("forgive-undo-hold", count=len(held), dice=values(held)))
    if undone.turn_back:
        name = game.players[undone.player].name
        messages.append(Msg("forgive-undo-turn-back", player=name, player_initial=initial(name)))
    return messages


def refusal_message(refused: UndoRefused, game: Game) -> Msg:
    """Why undo did nothing: after a roll, another player's move, undo off, game over."""
    player = refused.player
    name = game.players[player].name if player is not None else ""
    return Msg(f"forgive-undo-{refused.reason}", player=name)


def resume_offer(saved: SavedGame, number: int = 1, count: int = 1) -> Msg:
    """ "You have an unfinished game from November 26, 2026, 7:05 PM, Yatzy, round 5 of 15:
    Robo 92, Ann 84. Y or N"; with several saved, "Unfinished game 1 of 3: ... Y resumes it, N
    goes to the next": when (the day and the time), the rules, the round and the scores, the
    leader first, so that two games of one day are told apart."""
    game = saved.game
    ranked = sorted(zip(game.players, game.totals(), strict=True), key=lambda pair: -pair[1])
    scores = ListOf(
        tuple(Msg("forgive-resume-score", player=p.name, total=total) for p, total in ranked)
    )
    when = saved_time(saved.saved_at)
    rules = Msg("setup-rules-" + game.rules.name)
    last = last_score(game)
    if count > 1:
        return Msg(
            "forgive-resume-choice",
            number=number,
            count=count,
            when=when,
            rules=rules,
            round=game.round,
            rounds=game.rules.rounds,
            scores=scores,
            last_score=last,
            last="yes" if number == count else "no",
        )
    return Msg(
        "forgive-resume-offer",
        when=when,
        rules=rules,
        round=game.round,
        rounds=game.rules.rounds,
        scores=scores,
        last_score=last,
    )


def last_score(game: Game) -> Msg | str:
    """The last box scored ("last score, Ann, 3 in Threes"), which tells apart two games of one
    day with the same rules, round and totals; "" before any."""
    scored = [t for t in game.turns if t.category is not None]
    if not scored:
        return ""
    turn = scored[-1]
    assert turn.category is not None
    name = game.players[turn.player].name
    return Msg("forgive-resume-last", player=name, points=turn.points, **box_args(turn.category))


def saved_time(saved_at: str | None) -> datetime:
    """When a game was saved, in this machine's time zone (a save without a time: now)."""
    try:
        when = datetime.fromisoformat(saved_at) if saved_at else datetime.now(UTC)
    except ValueError:
        when = datetime.now(UTC)
    return (when if when.tzinfo else when.replace(tzinfo=UTC)).astimezone()


def resumed_message(saved: SavedGame, *, player: str, kind: str, dice: Msg) -> Msg:
    """Said once on resuming: whose turn (a name alone, never declined), the round, and ``dice``
    (the D review: the dice, the holds and the rolls left, or no dice yet)."""
    game = saved.game
    return Msg(
        "forgive-resumed",
        player=player,
        kind=kind,
        round=game.round,
        rounds=game.rules.rounds,
        dice=dice,
    )


def save_problem_notice(store: SaveStore) -> Msg | None:
    """A saved game kept aside (broken, old format) or not writable (said once per run of failed
    saves, with the reason)."""
    problem = store.take_problem()
    if problem is None:
        return None
    if problem == PROBLEM_FAILED:
        error = store.health.error
        if error is not None:  # a write: the reason said, as for every other file
            return write_failed("save", store.path, write_failure_reason(error))
        return Msg("forgive-save-failed-notice", file=str(store.path))
    aside = str(store.aside or store.path)
    if problem == PROBLEM_OLD:
        return Msg("forgive-save-old-notice", file=aside)
    return Msg("forgive-save-broken-notice", file=aside)


def save_recovered_notice(store: SaveStore) -> Msg | None:
    """The game is saved again after saves that failed, once."""
    return works_again("save", store.path) if store.take_recovered() else None


def running_notice(store: SaveStore) -> Msg | None:
    """Other games running in this data folder: their saves are theirs, kept, not offered."""
    return Msg("forgive-save-running", count=store.running) if store.running else None
