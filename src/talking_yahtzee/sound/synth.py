"""The game's sounds, synthesized with numpy: noise bursts, tones, chords and envelopes.

Every generator takes a ``numpy.random.Generator`` (only the dice rattle uses it, so that each
roll sounds a little different) and returns mono float samples in -1..1 at :data:`RATE`. Each
sound starts and ends with a short fade, so nothing clicks, and is scaled to its own peak level
(:func:`finish`), so nothing clips. The project owns these sounds: no recorded sample is used.
"""

from __future__ import annotations

from typing import Final

import numpy as np
import numpy.typing as npt

from .wav import RATE

Samples = npt.NDArray[np.float64]

FADE_IN: Final = 0.003
FADE_OUT: Final = 0.012

# Equal-tempered pitches used below (Hz).
C4, D4, E4, G4, A4 = 261.63, 293.66, 329.63, 392.00, 440.00
B3, G3, D3, EB4 = 246.94, 196.00, 146.83, 311.13
C5, D5, E5, G5, A5 = 523.25, 587.33, 659.26, 783.99, 880.00
C6, E6 = 1046.50, 1318.51


def seconds(n: int) -> float:
    """Duration of ``n`` samples."""
    return n / RATE


def times(duration: float) -> Samples:
    """Sample times 0, 1/RATE, ... for ``duration`` seconds."""
    return np.arange(round(duration * RATE), dtype=np.float64) / RATE


def fade(samples: Samples, fade_in: float = FADE_IN, fade_out: float = FADE_OUT) -> Samples:
    """Raised-cosine fade in and out, so the sound starts and stops without a click."""
    out = samples.copy()
    for length, head in ((round(fade_in * RATE), True), (round(fade_out * RATE), False)):
        length = min(length, len(out))
        if length <= 0:
            continue
        ramp = 0.5 - 0.5 * np.cos(np.linspace(0.0, np.pi, length))
        if head:
            out[:length] *= ramp
        else:
            out[-length:] *= ramp[::-1]
    return out


def decay(duration: float, half_life: float) -> Samples:
    """An exponential decay envelope that halves every ``half_life`` seconds."""
    return np.asarray(0.5 ** (times(duration) / half_life), dtype=np.float64)


def tone(
    freq: float,
    duration: float,
    *,
    partials: tuple[float, ...] = (1.0,),
    half_life: float | None = None,
    glide: float = 1.0,
    inharmonic: float = 0.0,
) -> Samples:
    """A tone with harmonic ``partials`` (amplitudes of 1f, 2f, ...), optionally decaying.

    ``glide`` is the frequency ratio reached at the end (pitch bend); ``inharmonic`` stretches
    the upper partials like a bell's.
    """
    t = times(duration)
    ratio = np.linspace(1.0, glide, len(t)) if glide != 1.0 else np.ones(len(t))
    phase = 2 * np.pi * np.cumsum(freq * ratio) / RATE
    out = np.zeros(len(t))
    for k, amp in enumerate(partials, start=1):
        if amp and freq * k * max(1.0, glide) < RATE / 2.2:
            stretch = k * (1.0 + inharmonic * (k - 1) * (k - 1))
            out += amp * np.sin(phase * stretch)
    if half_life is not None:
        out *= decay(duration, half_life)
    return out


def mix(*parts: tuple[float, Samples]) -> Samples:
    """Sum sounds that start at the given offsets (seconds)."""
    end = max(round(start * RATE) + len(samples) for start, samples in parts)
    out = np.zeros(end)
    for start, samples in parts:
        first = round(start * RATE)
        out[first : first + len(samples)] += samples
    return out


def lowpass(samples: Samples, width: int) -> Samples:
    """A gentle low-pass: moving average over ``width`` samples."""
    if width <= 1:
        return samples
    kernel = np.hanning(width + 2)[1:-1]
    return np.convolve(samples, kernel / kernel.sum(), mode="same")


def finish(samples: Samples, peak: float) -> Samples:
    """Fade in and out, then scale so the loudest sample is ``peak`` (0..1)."""
    out = fade(samples)
    loudest = float(np.max(np.abs(out))) if len(out) else 0.0
    return out * (peak / loudest) if loudest > 0 else out


# --------------------------------------------------------------------------- the dice


def knock(rng: np.random.Generator, loudness: float) -> Samples:
    """One die hitting the table or another die: a damped noise burst with a woody ring."""
    duration = 0.028
    noise = rng.standard_normal(round(duration * RATE))
    body = np.diff(lowpass(noise, int(rng.integers(2, 5))), prepend=0.0)  # band-pass
    ring_hz = float(rng.uniform(1500.0, 3200.0))
    ring = 0.6 * np.sin(2 * np.pi * ring_hz * times(duration) + rng.uniform(0, 2 * np.pi))
    return loudness * (body + ring) * decay(duration, float(rng.uniform(0.003, 0.006)))


def rattle_duration(dice: int) -> float:
    """How long the rattle of ``dice`` dice lasts: longer for more dice."""
    return 0.16 + 0.06 * max(1, min(5, dice))


def dice_rolled(rng: np.random.Generator, dice: int = 5) -> Samples:
    """Dice rattling on a table: knocks thick at first, thinning as the dice settle."""
    dice = max(1, min(5, dice))
    duration = rattle_duration(dice)
    count = 3 + 4 * dice
    # Knocks crowd the start (dice thrown) and thin out (dice settling): a skewed spread.
    starts = np.sort(rng.beta(1.3, 2.2, count)) * (duration - 0.035)
    out = np.zeros(round(duration * RATE))
    for start in starts:
        loudness = float(rng.uniform(0.4, 1.0)) * (1.0 - 0.6 * start / duration)
        burst = knock(rng, loudness)
        first = round(start * RATE)
        out[first : first + len(burst)] += burst[: len(out) - first]
    return finish(lowpass(out, 2), 0.5)


# --------------------------------------------------------------------------- the cues


def die_held(rng: np.random.Generator) -> Samples:
    """A small bright click rising in pitch: the die is picked up and kept."""
    return finish(tone(A5, 0.07, partials=(1.0, 0.3), half_life=0.018, glide=1.12), 0.35)


def die_released(rng: np.random.Generator) -> Samples:
    """The same click, lower and falling: the die goes back to be rolled."""
    return finish(tone(D5, 0.07, partials=(1.0, 0.3), half_life=0.018, glide=0.89), 0.35)


def box_scored(rng: np.random.Generator) -> Samples:
    """Two plucked notes going up: points written in a box."""
    pluck = (1.0, 0.45, 0.2, 0.08)
    return finish(
        mix(
            (0.0, tone(C5, 0.12, partials=pluck, half_life=0.035)),
            (0.05, tone(G5, 0.13, partials=pluck, half_life=0.04)),
        ),
        0.42,
    )


def zero_scored(rng: np.random.Generator) -> Samples:
    """Two soft low notes going down: a box filled with zero."""
    soft = (1.0, 0.25, 0.1)
    return finish(
        mix(
            (0.0, tone(G3, 0.1, partials=soft, half_life=0.045)),
            (0.07, tone(D3, 0.12, partials=soft, half_life=0.05)),
        ),
        0.45,
    )


def arpeggio(
    notes: tuple[float, ...], step: float, last: float, partials: tuple[float, ...]
) -> Samples:
    """Notes one after another, each ringing on; the last held for ``last`` seconds."""
    parts = [
        (i * step, tone(f, step * 2.5, partials=partials, half_life=step))
        for i, f in enumerate(notes[:-1])
    ]
    parts.append(
        (step * (len(notes) - 1), tone(notes[-1], last, partials=partials, half_life=last / 3))
    )
    return mix(*parts)


def upper_bonus(rng: np.random.Generator) -> Samples:
    """A quick rising major arpeggio: the upper section bonus is earned."""
    return finish(arpeggio((C5, E5, G5, C6), 0.06, 0.2, (1.0, 0.35, 0.12)), 0.45)


BRASS: Final = (1.0, 0.7, 0.5, 0.32, 0.2, 0.12, 0.06)


def chord(freqs: tuple[float, ...], duration: float, half_life: float) -> Samples:
    """Several brass-like tones at once."""
    return sum(
        (tone(f, duration, partials=BRASS, half_life=half_life) for f in freqs),
        start=np.zeros(round(duration * RATE)),
    )


def fanfare(root: float) -> Samples:
    """Da-da-da-DAAA on a major chord built on ``root``."""
    third, fifth, octave = root * 1.2599, root * 1.4983, root * 2.0
    stab = 0.07
    return mix(
        (0.0, chord((root, fifth), stab * 1.4, 0.05)),
        (stab * 1.2, chord((root, fifth), stab * 1.4, 0.05)),
        (stab * 2.4, chord((third, octave), stab * 1.4, 0.05)),
        (stab * 3.6, chord((root, third, fifth, octave), 0.3, 0.14)),
    )


def yahtzee(rng: np.random.Generator) -> Samples:
    """A brass fanfare: five of a kind."""
    return finish(fanfare(G4), 0.55)


def yahtzee_bonus(rng: np.random.Generator) -> Samples:
    """The fanfare a fourth higher, with a sparkle on top: another Yahtzee, 100 points."""
    sparkle = tone(E6, 0.25, partials=(1.0,), half_life=0.06, inharmonic=0.002)
    return finish(mix((0.0, fanfare(C5)), (0.3, 0.25 * sparkle)), 0.55)


BELL: Final = (1.0, 0.5, 0.25, 0.12)


def your_turn(rng: np.random.Generator) -> Samples:
    """A bright bell rising a fourth: your turn begins."""
    return finish(
        mix(
            (0.0, tone(E5, 0.12, partials=BELL, half_life=0.05, inharmonic=0.004)),
            (0.06, tone(A5, 0.13, partials=BELL, half_life=0.05, inharmonic=0.004)),
        ),
        0.42,
    )


def other_turn(rng: np.random.Generator) -> Samples:
    """One soft, lower, rounder note: another player's turn begins."""
    return finish(tone(A4, 0.16, partials=(1.0, 0.0, 0.11), half_life=0.06), 0.35)


def refusal(rng: np.random.Generator) -> Samples:
    """Two short low hollow notes: that key does nothing here."""
    hollow = (1.0, 0.0, 0.33, 0.0, 0.2)
    note = tone(B3 / 1.5, 0.06, partials=hollow, half_life=0.04)
    return finish(mix((0.0, note), (0.08, note)), 0.3)


def list_top(rng: np.random.Generator) -> Samples:
    """A high short bump: the top of a list was reached."""
    return finish(tone(C6, 0.05, partials=(1.0, 0.2), half_life=0.012), 0.3)


def list_bottom(rng: np.random.Generator) -> Samples:
    """A low short thud: the bottom of a list was reached."""
    return finish(tone(C4 / 1.5, 0.06, partials=(1.0, 0.4, 0.1), half_life=0.015, glide=0.8), 0.4)


def thinking(rng: np.random.Generator) -> Samples:
    """A soft clock tick, repeated while the advisor or a computer player thinks."""
    return finish(tone(2 * C6, 0.025, partials=(1.0,), half_life=0.004), 0.18)


def game_won(rng: np.random.Generator) -> Samples:
    """A rising major tune that lands high and rings: you won."""
    return finish(arpeggio((C5, E5, G5, E5, C6), 0.075, 0.27, (1.0, 0.4, 0.15, 0.05)), 0.5)


def game_lost(rng: np.random.Generator) -> Samples:
    """A slow falling minor tune, soft: the game is over and you did not win."""
    return finish(arpeggio((G4, EB4, D4, C4), 0.1, 0.25, (1.0, 0.2, 0.05)), 0.4)
