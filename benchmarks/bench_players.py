"""Interrupt latency of each audio player the tts output can use (plain script; asserts nothing).

Run: ``PYTHONPATH=src python benchmarks/bench_players.py [--runs N]``

For each player (the pacer, ``aplay``, ``paplay``, ``pw-play`` when installed, and the
in-process miniaudio player), a long tone starts, and after 0.2 s it is killed as an
interruption would: the figure is the time from ``kill()`` until nothing more can sound
(the player process is gone; for miniaudio, the device is stopped and closed). The
sound card is an ALSA file sink in a private HOME, so the figures hold on a machine
without one; the target is under 100 ms.
"""

from __future__ import annotations

import argparse
import os
import shutil
import statistics
import sys
import tempfile
import time
import wave
from pathlib import Path

SINK = """pcm.!default {{
    type file
    slave.pcm "null"
    file "{path}"
    format "wav"
}}
"""


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--runs", type=int, default=20)
    runs = parser.parse_args().runs
    folder = Path(tempfile.mkdtemp(prefix="bench-players-"))
    (folder / ".asoundrc").write_text(SINK.format(path=folder / "sink.wav"), encoding="utf-8")
    os.environ["HOME"] = str(folder)  # before alsa-lib reads its configuration

    from talking_yahtzee.speech import pcm_player
    from talking_yahtzee.speech.audio import (
        AudioPlayer as Player,
    )
    from talking_yahtzee.speech.audio import (
        CommandPlayer,
        ProcessPlayback,
        pacer_command,
    )

    tone = folder / "tone.wav"
    rate = 22050
    with wave.open(str(tone), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(rate)
        wav.writeframes(b"\x00\x20\x00\xe0" * (rate * 300 // 2))  # 300 s square wave
    players: list[tuple[str, Player]] = [("pacer", CommandPlayer(pacer_command()))]
    for program, *args in (("aplay", "-q"), ("paplay",), ("pw-play",)):
        exe = shutil.which(program)
        if exe is not None:
            players.append((program, CommandPlayer([exe, *args])))
    if pcm_player.available():
        players.append(("miniaudio", pcm_player.MiniaudioPlayer()))  # type: ignore[arg-type]
    print(f"interrupt latency, kill() until silent, {runs} runs (python {sys.version.split()[0]})")
    for name, player in players:
        figures: list[float] = []
        starts: list[float] = []
        errors = 0
        for _ in range(runs):
            began = time.perf_counter()
            try:
                playback = player.begin(tone)
            except OSError as exc:
                print(f"  {name:10s} cannot play: {exc}")
                break
            starts.append(time.perf_counter() - began)
            time.sleep(0.2)
            killed_at = time.perf_counter()
            playback.kill()
            if isinstance(playback, ProcessPlayback):
                playback.proc.wait()
            else:
                playback.wait()
            figures.append(time.perf_counter() - killed_at)
            errors += 0 if playback.killed else 1
        if figures:
            print(
                f"  {name:10s} median {statistics.median(figures) * 1000:6.1f} ms,"
                f" max {max(figures) * 1000:6.1f} ms;"
                f" start median {statistics.median(starts) * 1000:6.1f} ms"
            )
    shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
