"""The optimal-strategy advisor and the computer opponents.

``import talking_yahtzee.advisor`` stays light: numpy and the strategy table are loaded the first
time a value is asked for.
"""

from talking_yahtzee.advisor.advice import (
    Advice,
    AdviceOption,
    advise,
    expected_final,
    keep_positions,
)

__all__ = ["Advice", "AdviceOption", "advise", "expected_final", "keep_positions"]
