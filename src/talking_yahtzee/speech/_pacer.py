"""A silent player that takes as long as the WAV file lasts.

``python -m talking_yahtzee.speech._pacer FILE`` plays ``FILE`` into nothing at real-time
pace. The tests use it as the killable player on machines without a sound card; it is
also handy as ``TALKING_YAHTZEE_PLAYER`` on a headless machine.
"""

from __future__ import annotations

import sys
import time
import wave


def main(argv: list[str]) -> int:
    """Sleep for the duration of each file given."""
    for name in argv[1:]:
        try:
            with wave.open(name, "rb") as wav:
                duration = wav.getnframes() / float(wav.getframerate() or 1)
        except (OSError, EOFError, wave.Error):
            return 1
        end = time.monotonic() + duration
        while (left := end - time.monotonic()) > 0:
            time.sleep(min(left, 0.05))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
