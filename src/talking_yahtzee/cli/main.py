"""The ``yahtzee`` entry point: a plain ``advise`` question answered at once, the rest parsed.

A plain ``yahtzee advise`` question is answered by :mod:`.quick` before anything heavy is
imported (no parser, no log, no rules, no numpy); every other command line, and any question
that module leaves, goes to :func:`.commands.run`.
"""

from __future__ import annotations

import sys

TYPE_CHECKING = False  # typing.TYPE_CHECKING without importing typing (mypy reads it as True)
if TYPE_CHECKING:
    from collections.abc import Sequence


def main(argv: Sequence[str] | None = None) -> int:
    """The ``yahtzee`` command with ``argv`` (default: the process's); the exit status."""
    arguments = list(sys.argv[1:] if argv is None else argv)
    from talking_yahtzee.cli.quick import answer

    status = answer(arguments)
    if status is not None:
        return status
    from talking_yahtzee.cli.commands import run

    return run(arguments)


if __name__ == "__main__":  # pragma: no cover
    raise SystemExit(main())
