"""List the message ids each locale lacks (and the ones it has that English does not).

Run ``python tests/support/missing_ids.py`` (or ``python tests/support/missing_ids.py nl pl``):
one line per locale and file, so a translator sees at once what a new area file (sound.ftl,
stats.ftl...) still needs in every language. Exits 1 when anything is missing.
"""

from __future__ import annotations

import sys

from fluent.syntax import FluentParser, ast

from talking_yahtzee.messages.i18n import LANGUAGES, locales_dir


def ids_by_file(lang: str) -> dict[str, set[str]]:
    found: dict[str, set[str]] = {}
    for path in sorted((locales_dir() / lang).glob("*.ftl")):
        resource = FluentParser().parse(path.read_text(encoding="utf-8"))
        found[path.name] = {e.id.name for e in resource.body if isinstance(e, ast.Message)}
    return found


def report(langs: list[str]) -> list[str]:
    english = ids_by_file("en")
    lines = []
    for lang in langs:
        theirs = ids_by_file(lang)
        for name, ids in sorted(english.items()):
            missing = sorted(ids - theirs.get(name, set()))
            if missing:
                lines.append(f"{lang} {name}: missing {', '.join(missing)}")
        for name, ids in sorted(theirs.items()):
            extra = sorted(ids - english.get(name, set()))
            if extra:
                lines.append(f"{lang} {name}: not in English {', '.join(extra)}")
    return lines


if __name__ == "__main__":  # pragma: no cover - a tool for people
    wanted = sys.argv[1:] or [lang for lang in LANGUAGES if lang != "en"]
    problems = report(wanted)
    print("\n".join(problems) or f"complete: {' '.join(wanted)}")
    sys.exit(1 if problems else 0)
