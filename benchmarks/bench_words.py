"""Words per computer turn (issue 23): whole games of two computers, every language and verbosity.

Everything said from the first turn to the end of the game counts, the "End of round" lines aside
(``tools.words``). Target: at most 10 words a turn at the normal level in English, and short in
every language.
"""

from __future__ import annotations

from tools.words import SEEDS, VERBOSITY_LEVELS, words_per_turn

from talking_yahtzee.messages.i18n import LANGUAGES


def main() -> None:
    print(f"words per computer turn, {len(SEEDS)} games of two computers (good), official rules")
    print("lang  " + "  ".join(f"{v:>8}" for v in VERBOSITY_LEVELS))
    for lang in LANGUAGES:
        cells = "  ".join(f"{words_per_turn(lang, v):8.1f}" for v in VERBOSITY_LEVELS)
        print(f"{lang:<4}  {cells}")


if __name__ == "__main__":
    main()
