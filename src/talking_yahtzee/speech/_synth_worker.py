"""Child process that renders text to WAV files with pyttsx3.

Runs as ``python -m talking_yahtzee.speech._synth_worker [DRIVER]`` (or ``yahtzee --_helper
synth [DRIVER]`` in a bundle, see :mod:`talking_yahtzee.speech.helper_process`). The engine lives in
its own process so that it cannot write to the game's terminal (pyttsx3 prints, espeak
writes to stderr) and so that a crash inside the engine cannot end the game.

Protocol: JSON lines. The child first answers ``{"ok": true, "driver": ..., "espeak": ...}`` or
``{"ok": false, "error": ...}``. Each request
``{"text", "path", "lang", "voice", "rate", "volume"}`` gets
``{"ok": true, "voice": ID}`` or ``{"ok": false, "error": ...}``.
"""

from __future__ import annotations

import json
import os
import sys
import tempfile
import wave
from typing import Any, TextIO


def _protocol_stream() -> TextIO:
    """Keep the real stdout for the protocol and send fd 1 and 2 to the null device."""
    proto_fd = os.dup(1)
    devnull = os.open(os.devnull, os.O_WRONLY)
    os.dup2(devnull, 1)
    os.dup2(devnull, 2)
    os.close(devnull)
    sys.stdout = open(os.devnull, "w")  # noqa: SIM115 - lives as long as the process
    sys.stderr = sys.stdout
    return os.fdopen(proto_fd, "w", encoding="utf-8", buffering=1)


def lang_matches(voice_langs: list[str], lang: str) -> int:
    """Score how well a voice's languages fit ``lang`` (0 = not at all)."""
    want = lang.replace("_", "-").lower()
    base = want.split("-")[0]
    best = 0
    for raw in voice_langs:
        have = str(raw).replace("_", "-").lower().strip()
        if have == want:
            best = max(best, 3)
        elif have == base:
            best = max(best, 2)
        elif have.split("-")[0] == base:
            best = max(best, 1)
    return best


def choose_voice(voices: list[Any], lang: str, voice: str | None) -> str | None:
    """Pick a voice id: the named one if it exists, else the best one for ``lang``."""
    if voice:
        wanted = voice.lower()
        for v in voices:
            if str(v.id).lower() == wanted or str(v.name).lower() == wanted:
                return str(v.id)
    best_id: str | None = None
    best_score = 0
    for v in voices:
        score = lang_matches(list(v.languages or []), lang)
        if score > best_score:
            best_id, best_score = str(v.id), score
    return best_id


class _Renderer:
    def __init__(self, driver: str | None) -> None:
        from talking_yahtzee.speech.espeak_wheel import prepare_espeak

        self.espeak = prepare_espeak()  # before pyttsx3 opens libespeak-ng
        import pyttsx3  # imported here, after the terminal is out of reach

        self.engine = pyttsx3.init(driver) if driver else pyttsx3.init()
        driver_obj = getattr(getattr(self.engine, "proxy", None), "_driver", None)
        self.driver = type(driver_obj).__module__.rsplit(".", 1)[-1] if driver_obj else "?"
        self.voices = list(self.engine.getProperty("voices") or [])
        self._voice_key: tuple[str, str | None] | None = None
        self._voice_id: str | None = None

    def warm_up(self, folder: str) -> None:
        """Render one throwaway file: pyttsx3's espeak driver cuts the first one short."""
        path = os.path.join(folder, f"warm-up-{os.getpid()}.wav")
        self.engine.save_to_file("warm up", path)
        self.engine.runAndWait()
        if os.path.exists(path):
            os.remove(path)

    def render(self, req: dict[str, Any]) -> dict[str, Any]:
        key = (str(req.get("lang") or "en"), req.get("voice"))
        if key != self._voice_key:
            self._voice_id = choose_voice(self.voices, key[0], key[1])
            if self._voice_id is not None:
                self.engine.setProperty("voice", self._voice_id)
            elif key[1]:
                self.engine.setProperty("voice", key[1])
            self._voice_key = key
        if req.get("rate") is not None:
            self.engine.setProperty("rate", int(req["rate"]))
        if req.get("volume") is not None:
            self.engine.setProperty("volume", float(req["volume"]))
        path = str(req["path"])
        if os.path.exists(path):
            os.remove(path)
        for _attempt in range(2):
            self.engine.save_to_file(str(req["text"]), path)
            self.engine.runAndWait()
            if os.path.exists(path) and os.path.getsize(path) > 44:
                break
        else:
            return {"ok": False, "error": "no audio written"}
        with open(path, "rb") as f:
            riff = f.read(4) == b"RIFF"
        if riff:
            with wave.open(path, "rb") as wav:
                if wav.getnframes() <= 0:
                    return {"ok": False, "error": "empty audio"}
        return {"ok": True, "voice": self._voice_id, "riff": riff}


def main(argv: list[str]) -> int:
    """Serve render requests until stdin closes."""
    out = _protocol_stream()
    driver = argv[1] if len(argv) > 1 and argv[1] else None
    try:
        renderer = _Renderer(driver)
        renderer.warm_up(tempfile.gettempdir())
    except Exception as exc:
        out.write(json.dumps({"ok": False, "error": f"{type(exc).__name__}: {exc}"}) + "\n")
        return 1
    ready = {"ok": True, "driver": renderer.driver, "espeak": renderer.espeak}
    out.write(json.dumps(ready) + "\n")
    for line in sys.stdin:
        if not line.strip():
            continue
        try:
            reply = renderer.render(json.loads(line))
        except Exception as exc:
            reply = {"ok": False, "error": f"{type(exc).__name__}: {exc}"}
        out.write(json.dumps(reply) + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv))
