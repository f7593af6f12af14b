"""What a test needs from the machine: missing, it fails when ``CI`` is set and skips elsewhere."""

from __future__ import annotations

import os

import pytest


def require(condition: bool, message: str) -> None:
    """Go on if ``condition`` holds; else fail under CI (which installs everything), else skip."""
    if not condition:
        if os.environ.get("CI"):
            pytest.fail(message)
        pytest.skip(message)
