"""Write the links page of the pinned uv: ``python tools/uv_links.py requirements/uv.txt OUT``.

``tools/venv_uv.py`` bootstraps uv with the pip wheel Python ships. Asked by name, pip reads uv's
whole page of the package registry (over 6,000 files; about 2 s of a fresh clone's first ``make
play``, most of it parsing). This page names only the files of the version ``requirements/uv.txt``
pins, each with its sha256 (pip still checks every hash of the lock); pip reads it with
``--no-index --find-links`` and picks the file for its platform. ``make lock`` writes it again.
"""

from __future__ import annotations

import html
import json
import re
import sys
import urllib.request
from pathlib import Path

INDEX = "https://pypi.org/simple/{name}/"
ACCEPT = "application/vnd.pypi.simple.v1+json"


def pinned(lock: str) -> tuple[str, str, set[str]]:
    """The name, version and sha256 hashes of the one package ``lock`` pins."""
    found = re.search(r"^([A-Za-z0-9_.-]+)==(\S+)", lock, re.MULTILINE)
    if found is None:
        raise SystemExit("no pinned package in the lock")
    return found[1], found[2], set(re.findall(r"--hash=sha256:([0-9a-f]{64})", lock))


def page(name: str, version: str, hashes: set[str], files: list[dict[str, object]]) -> str:
    """The links page: the registry's files whose sha256 the lock names."""
    rows = []
    for entry in files:
        digests = entry.get("hashes")
        sha256 = digests.get("sha256") if isinstance(digests, dict) else None
        if sha256 in hashes:
            url = html.escape(f"{entry['url']}".split("#")[0] + f"#sha256={sha256}")
            rows.append(f'<a href="{url}">{html.escape(str(entry["filename"]))}</a><br>')
    if len(rows) != len(hashes):
        raise SystemExit(f"{len(hashes)} hashes pinned for {name} {version}, {len(rows)} found")
    head = f"<!DOCTYPE html>\n<!-- {name} {version}: written by tools/uv_links.py -->\n"
    return head + "<html><body>\n" + "\n".join(sorted(rows)) + "\n</body></html>\n"


def main() -> None:
    if len(sys.argv) != 3:
        raise SystemExit("usage: python tools/uv_links.py LOCK OUT")
    name, version, hashes = pinned(Path(sys.argv[1]).read_text(encoding="utf-8"))
    request = urllib.request.Request(INDEX.format(name=name), headers={"Accept": ACCEPT})
    with urllib.request.urlopen(request, timeout=60) as response:
        files = json.load(response)["files"]
    Path(sys.argv[2]).write_text(page(name, version, hashes, files), encoding="utf-8")


if __name__ == "__main__":
    main()
