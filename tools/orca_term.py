"""What Orca said per key against what the game meant to say, from a tools/orca-term.sh run.

Reads the run's folder: ``orca-debug.log`` (Orca's SPEECH OUTPUT), ``speechd.log`` (what the
synthesizer played, and how far an interrupted utterance got, by its index marks), ``keys.tsv``
and ``transcript.tsv``. Writes ``report.txt`` (per key: each game line, how often Orca said it and
its fate; anything else Orca said), ``spoken.tsv``, ``synth.tsv`` and ``summary.json``.

``python -m tools.orca_term RUN_FOLDER [--check] [--scored NAME]``: with ``--check`` the exit
status is 1 when a game line was not heard, heard twice or cut, or Orca said "blank" or read
punctuation aloud. ``--scored NAME`` is the scenario of a key pressed in the middle of a
computer's turn (issue 42): lines are cut there by design, and the check is instead that NAME's
score was heard whole, once the game had told again what the key cut.
"""

from __future__ import annotations

import argparse
import html
import json
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path

PUNCTUATION_WORDS = (
    "colon|semicolon|dash|slash|backslash|underscore|tilde|caret|pipe|star|plus|equals|percent|"
    "ampersand|hash|dollar|quote|apostrophe|greater|less|exclamation|question|bar|paren|bracket|"
    "brace|semi"
)
SPOKEN_PUNCTUATION = re.compile(rf"\b({PUNCTUATION_WORDS})\b")
STAMP = re.compile(r"^(\d\d):(\d\d):(\d\d\.\d{6}) - (.*)$")
SPEECHD = re.compile(r"^\[(.*?) : (\d+)\] speechd: +(.*)$")
KEY_ECHOES = ("return", "newline", "terminal frame", "space", "left shift", "right shift")
"""Orca's own words for a key or a window, never the game's: not counted as noise."""


def seconds(hours: str, minutes: str, rest: str) -> float:
    return int(hours) * 3600 + int(minutes) * 60 + float(rest)


def clock(text: str) -> float:
    hours, minutes, rest = text.split(":")
    return seconds(hours, minutes, rest)


def norm(text: str) -> str:
    """Letters and digits only, lower case, with spoken punctuation names taken out."""
    return re.sub(r"[^0-9a-z]+", "", SPOKEN_PUNCTUATION.sub("", text.lower()))


@dataclass
class Synth:
    """One utterance the synthesizer was given: its text, words by index mark, how it ended."""

    sent: float
    text: str
    words: list[tuple[str, str]]
    marks: set[str] = field(default_factory=set)
    how: str = ""
    taken: bool = False

    @property
    def heard(self) -> str:
        if self.how == "END" or not self.words:
            return self.text if self.how == "END" else ""
        reached = [n for n, (name, _) in enumerate(self.words) if name in self.marks]
        last = max(reached, default=-1)
        return "".join(word for _, word in self.words[: last + 1]).strip()


@dataclass
class Spoken:
    """One SPEECH OUTPUT of Orca's and the utterance that played it."""

    time: float
    text: str
    synth: Synth | None = None


def read_spoken(log: Path) -> list[Spoken]:
    lines = log.read_text(encoding="utf-8", errors="replace").split("\n")
    spoken: list[Spoken] = []
    i = 0
    while i < len(lines):
        found = STAMP.match(lines[i])
        j = i + 1
        if found:
            while j < len(lines) and lines[j].startswith(" " * 18) and not STAMP.match(lines[j]):
                j += 1
            block = "\n".join([found.group(4)] + [line[18:] for line in lines[i + 1 : j]])
            said = re.match(
                r"SPEECH OUTPUT: '(.*)'\s*(?:voice=\w+)?\s*(?:\[?\{.*\}\]?)?\s*$", block, re.S
            )
            if said:
                spoken.append(Spoken(seconds(*found.groups()[:3]), said.group(1)))
        i = j
    return spoken


def read_synth(log: Path) -> list[Synth]:
    if not log.exists():
        return []
    lines = log.read_text(encoding="utf-8", errors="replace").split("\n")
    utterances: list[Synth] = []
    current: Synth | None = None
    k = 0
    while k < len(lines):
        found = SPEECHD.match(lines[k])
        if not found:
            k += 1
            continue
        stamp, micro, message = found.groups()
        time = clock(stamp.split()[3]) + int(micro) / 1e6
        if message.startswith("Command sent to output module: |<speak>"):
            body = message
            while (
                "</speak>|" not in body and k + 1 < len(lines) and not SPEECHD.match(lines[k + 1])
            ):
                k += 1
                body += "\n" + lines[k]
            ssml = re.match(r"Command sent to output module: \|<speak>(.*)</speak>\|", body, re.S)
            if ssml:
                marked = re.findall(r'<mark name="([^"]+)"/>([^<]*)', ssml.group(1))
                words = [(name, html.unescape(word)) for name, word in marked]
                played = html.unescape(re.sub(r"<[^>]+>", "", ssml.group(1)))
                current = Synth(time, played, words)
                utterances.append(current)
        elif current is not None:
            mark = re.match(r"speak_queue reporting index mark \|(.*)\|\.", message)
            event = re.match(r"Event from output module while speaking: \|(70[23]) (\w+)", message)
            if mark and not mark.group(1).startswith("__"):
                current.marks.add(mark.group(1))
            elif event and not current.how:
                current.how = event.group(2)
        k += 1
    return utterances


def link(spoken: list[Spoken], synth: list[Synth]) -> None:
    """Each SPEECH OUTPUT to the next unplayed utterance of the same text, in order."""
    start = 0
    for said in spoken:
        for n in range(start, len(synth)):
            if not synth[n].taken and norm(synth[n].text) == norm(said.text):
                said.synth, synth[n].taken = synth[n], True
                start = n + 1
                break


def read_aloud(said: Spoken) -> list[str]:
    """The punctuation names the synthesizer said that the text Orca sent did not hold."""
    if said.synth is None:
        return []
    played, sent = said.synth.heard.lower(), said.text.lower()
    return [
        word
        for word in sorted(set(SPOKEN_PUNCTUATION.findall(played)))
        if len(re.findall(rf"\b{word}\b", played)) > len(re.findall(rf"\b{word}\b", sent))
    ]


def fate(line: str, said: Spoken) -> str:
    utterance = said.synth
    if utterance is None:
        return "not played"
    if utterance.how == "END":
        return "heard"
    whole, heard, wanted = norm(utterance.text), norm(utterance.heard), norm(line)
    at = whole.find(wanted)
    if at >= 0 and len(heard) >= at + len(wanted):
        return "heard"
    return f"cut after {utterance.heard[-40:]!r}" if len(heard) > max(at, 0) else "not reached"


def read_tsv(path: Path) -> list[tuple[float, str]]:
    rows = []
    for line in path.read_text(encoding="utf-8").splitlines():
        time, _, text = line.partition("\t")
        rows.append((clock(time), text))
    return rows


def analyse(folder: Path) -> tuple[list[str], dict[str, object]]:
    spoken = read_spoken(folder / "orca-debug.log")
    synth = read_synth(folder / "speechd.log")
    link(spoken, synth)
    keys = read_tsv(folder / "keys.tsv")
    transcript = read_tsv(folder / "transcript.tsv")
    presses = [(t, k) for t, k in keys if k not in ("START", "END")]
    end = keys[-1][0]
    windows = [*presses, (end, "END")]
    report: list[str] = []
    missing, twice, cut, noise, blank = [], [], [], [], []
    per_key: list[dict[str, object]] = []
    game_speech: list[Spoken] = []
    game_lines = 0
    for n, (t0, key) in enumerate(windows[:-1]):
        t1 = windows[n + 1][0]
        report.append(f"\n=== key {key!r} ({t1 - t0:.1f} s to the next)")
        lines = [text for t, text in transcript if t0 <= t < t1]
        heard_here: list[dict[str, object]] = []
        for line in lines:
            hits = [s for s in spoken if t0 <= s.time < t1 + 0.5 and norm(line) in norm(s.text)]
            fates = [fate(line, s) for s in hits]
            game_speech.extend(s for s in hits if s not in game_speech)
            report.append(f"  GAME {line!r}\n       Orca x{len(hits)}: {fates}")
            heard_here.append({"line": line, "orca": len(hits), "fates": fates})
            game_lines += 1
            if not hits:
                missing.append((key, line))
            elif len(hits) > lines.count(line):
                twice.append((key, line))
            elif fates[0] != "heard":
                cut.append((key, line, fates[0]))
        game = [norm(line) for line in lines]
        for said in (s for s in spoken if t0 <= s.time < t1):
            words = norm(said.text)
            if words and any(g and g in words for g in game):
                continue
            if words in {norm(echo) for echo in KEY_ECHOES} or not said.text.strip():
                continue
            report.append(f"  NOISE {said.text!r}")
            noise.append((key, said.text))
            if said.text.strip().lower() == "blank":
                blank.append(key)
        per_key.append({"key": key, "lines": heard_here})
    punctuation = [(s.text, word) for s in game_speech for word in read_aloud(s)]
    for text, word in punctuation:
        report.append(f"\nPUNCTUATION READ ALOUD ({word}): {text!r}")
    summary: dict[str, object] = {
        "game_lines": game_lines,
        "missing": missing,
        "heard_twice": twice,
        "cut": cut,
        "blank": blank,
        "noise": noise,
        "punctuation_read_aloud": punctuation,
        "per_key": per_key,
    }
    return report, summary


def write_outputs(folder: Path, report: list[str], summary: dict[str, object]) -> str:
    spoken = read_spoken(folder / "orca-debug.log")
    (folder / "spoken.tsv").write_text(
        "".join(f"{s.time:.6f}\t{s.text!r}\n" for s in spoken), encoding="utf-8"
    )
    synth = read_synth(folder / "speechd.log")
    (folder / "synth.tsv").write_text(
        "".join(f"{u.sent:.6f}\t{u.how}\t{u.text!r}\theard={u.heard!r}\n" for u in synth),
        encoding="utf-8",
    )
    lines = ["SUMMARY"]
    for name in ("missing", "heard_twice", "cut", "blank", "noise", "punctuation_read_aloud"):
        found = summary[name]
        assert isinstance(found, list)
        lines.append(f"{name}: {len(found)}")
        lines.extend(f"   {item!r}" for item in found)
    lines.insert(1, f"game lines after the first key: {summary['game_lines']}")
    text = "\n".join([*report, "", *lines]) + "\n"
    (folder / "report.txt").write_text(text, encoding="utf-8")
    (folder / "summary.json").write_text(json.dumps(summary, indent=1), encoding="utf-8")
    return "\n".join(lines)


def scored_heard(folder: Path, name: str) -> list[str]:
    """The lines of ``name``'s scores ("Robo, 27 in Fours.", "Robo scores 27 in Fours.") that
    Orca said whole after the first key, told again or not."""
    keys = read_tsv(folder / "keys.tsv")
    first = next((t for t, k in keys if k not in ("START", "END") and "(start)" not in k), 0.0)
    spoken = read_spoken(folder / "orca-debug.log")
    link(spoken, read_synth(folder / "speechd.log"))
    scores = re.compile(rf"^{re.escape(name)}(,| scores) \d+ ")
    lines = {text for _, text in read_tsv(folder / "transcript.tsv") if scores.match(text)}
    return sorted(
        line
        for line in lines
        if any(
            s.time >= first and norm(line) in norm(s.text) and fate(line, s) == "heard"
            for s in spoken
        )
    )


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("folder", type=Path)
    parser.add_argument("--check", action="store_true", help="exit 1 on any problem")
    parser.add_argument("--scored", metavar="NAME", help="the cut scenario: NAME's score heard")
    args = parser.parse_args(argv)
    report, summary = analyse(args.folder)
    print(write_outputs(args.folder, report, summary))
    if args.scored:
        heard = scored_heard(args.folder, args.scored)
        told = sum(
            "You missed this" in text for _, text in read_tsv(args.folder / "transcript.tsv")
        )
        print(
            f"{args.scored}'s score heard whole after the keys: {heard or 'NO'}; told again: {told}"
        )
        return 1 if args.check and not heard else 0
    problems = ("missing", "heard_twice", "cut", "blank", "punctuation_read_aloud")
    return 1 if args.check and any(summary[name] for name in problems) else 0


if __name__ == "__main__":
    sys.exit(main())
