"""Entry script of the bundled program (PyInstaller): the ``yahtzee`` command and its helpers."""

from talking_yahtzee.cli.main import main

raise SystemExit(main())
