"""``python -m talking_yahtzee``: the same as the ``yahtzee`` command."""

from talking_yahtzee.cli.main import main

raise SystemExit(main())
