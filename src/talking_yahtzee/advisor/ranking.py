"""A position's choices in plain values: their ranking and their JSON form (no rules, no numpy).

Shared by :class:`.options.Advice` (the numpy advice and ``advisor.plain``) and the cold
``yahtzee advise`` (``advisor.quick``), so that both rank and print the choices alike.
"""

from __future__ import annotations

ROUNDING = 9
"""Decimals compared when ranking options, so that equal values computed apart tie."""
_SCALE = 10.0**ROUNDING


def _rounded(value: float) -> int:
    """The ranking key of an expected final score: its value to :data:`ROUNDING` decimals."""
    return round(value * _SCALE)  # half to even, as numpy's rint


def ranking(values: list[float], total: int) -> list[int]:
    """Indices of ``values`` (points to come; ``total`` on the card) best first: by expected
    final score to :data:`ROUNDING` decimals (:func:`_rounded`), ties in list order."""
    keys = [-_rounded(value + total) for value in values]
    return sorted(range(len(values)), key=keys.__getitem__)  # stable: ties keep list order


def best_index(values: list[float], total: int) -> int:
    """``ranking(values, total)[0]`` without ranking them all.

    The first greatest value rounds to the greatest key (rounding keeps order); an earlier value
    can only tie with it if it is within a rounding step (1e-9).
    """
    top = max(values)
    best = values.index(top)
    near = top - 2.0 / _SCALE
    if not best or max(values[:best]) < near:  # nothing earlier is close: the usual case
        return best
    key = _rounded(top + total)
    for i in range(best):
        value = values[i]
        if value >= near and _rounded(value + total) == key:
            return i
    return best


def option_json(
    expected_final: float,
    *,
    category: str | None = None,
    points: int = 0,
    yahtzee_bonus: int = 0,
    keep: tuple[int, ...] = (),
) -> dict[str, object]:
    """One choice as JSON data: a box (``category``, its id) or the dice to ``keep``."""
    if category is not None:
        data: dict[str, object] = {"action": "score", "category": category, "points": points}
        if yahtzee_bonus:
            data["yahtzee_bonus"] = yahtzee_bonus
    else:
        data = {"action": "keep", "keep": list(keep)}
    data["expected_final"] = expected_final
    return data


def advice_json(options: list[dict[str, object]]) -> dict[str, object]:
    """A position's choices as JSON data, best first (``option_json`` of each)."""
    return {"best": options[0], "options": options}


__all__ = ["ROUNDING", "advice_json", "best_index", "option_json", "ranking"]
