"""The links page pip bootstraps uv from (tools/uv_links.py, tools/venv_uv.py): it names exactly
the files whose hashes requirements/uv.txt pins, so pip never reads the registry's page of every
uv release and still checks each hash."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from tools.uv_links import page, pinned
from tools.venv_uv import sources

ROOT = Path(__file__).resolve().parents[2]
LOCK = ROOT / "requirements" / "uv.txt"
LINKS = ROOT / "requirements" / "uv-links.html"


def test_the_links_page_names_every_file_the_lock_pins_and_no_other() -> None:
    name, version, hashes = pinned(LOCK.read_text(encoding="utf-8"))
    text = LINKS.read_text(encoding="utf-8")
    linked = re.findall(
        r'href="https://files\.pythonhosted\.org/[^"#]+#sha256=([0-9a-f]{64})"', text
    )
    assert sorted(linked) == sorted(hashes)
    assert f"<!-- {name} {version}:" in text
    assert all(f"{name}-{version}" in filename for filename in re.findall(r">([^<]+)</a>", text))


def test_pip_reads_the_links_page_first_then_the_registry(tmp_path: Path) -> None:
    assert sources(LOCK) == [["--no-index", "--find-links", str(LINKS)], []]
    (tmp_path / "uv.txt").write_text("uv==1.0\n", encoding="utf-8")
    assert sources(tmp_path / "uv.txt") == [[]]


def test_a_page_keeps_the_pinned_files_and_refuses_a_missing_one() -> None:
    files: list[dict[str, object]] = [
        {
            "filename": "uv-1.0-py3-none-any.whl",
            "url": "https://x/a.whl",
            "hashes": {"sha256": "a"},
        },
        {
            "filename": "uv-0.9-py3-none-any.whl",
            "url": "https://x/b.whl",
            "hashes": {"sha256": "b"},
        },
    ]
    text = page("uv", "1.0", {"a"}, files)
    assert 'href="https://x/a.whl#sha256=a"' in text and "b.whl" not in text
    with pytest.raises(SystemExit):
        page("uv", "1.0", {"a", "c"}, files)
