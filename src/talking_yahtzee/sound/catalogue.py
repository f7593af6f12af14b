"""The catalogue of sounds: the one home of their names, makers, length limits and message ids.

A sound is named by :class:`Sound` (a stable id such as ``dice-rolled``); :data:`CATALOGUE` says how
to make it (a function of :mod:`.synth`), how long it may last, whether playing it again cuts off
the one still playing, and the Fluent id of its name for people (``sound-<id>``). :func:`render`
makes samples, :func:`wav_bytes` turns them into a 16-bit mono WAV file.
"""

from __future__ import annotations

import enum
import importlib
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, Any, Final

if TYPE_CHECKING:  # numpy and the synthesizer are imported with the first sound made
    import numpy as np

    from .synth import Samples

from .wav import wav_file


class Sound(enum.Enum):
    """Every sound the game can play; the value is the stable id used in messages and files."""

    DICE_ROLLED = "dice-rolled"
    DIE_HELD = "die-held"
    DIE_RELEASED = "die-released"
    BOX_SCORED = "box-scored"
    ZERO_SCORED = "zero-scored"
    UPPER_BONUS = "upper-bonus"
    YAHTZEE = "yahtzee"
    YAHTZEE_BONUS = "yahtzee-bonus"
    YOUR_TURN = "your-turn"
    OTHER_TURN = "other-turn"
    REFUSAL = "refusal"
    LIST_TOP = "list-top"
    LIST_BOTTOM = "list-bottom"
    THINKING = "thinking"
    GAME_WON = "game-won"
    GAME_LOST = "game-lost"

    @property
    def message_id(self) -> str:
        """The Fluent id of this sound's name (``sound-dice-rolled``)."""
        return f"sound-{self.value}"

    @property
    def spec(self) -> SoundSpec:
        """How this sound is made."""
        return CATALOGUE[self]


Maker = Callable[..., "Samples"]


@dataclass(frozen=True, slots=True)
class SoundSpec:
    """How one sound is made and played."""

    maker: str
    """The function of :mod:`.synth` that makes it (imported, with numpy, when first made: a
    game's first words need neither)."""
    max_seconds: float
    """Upper bound of its length, checked by the tests."""
    restarts: bool = False
    """Playing it again stops the one still playing (the rattle, the thinking tick)."""
    varies: bool = False
    """Rendered afresh on every play (the rattle differs a little each time)."""
    variation: tuple[str, ...] = ()
    """Keyword arguments :meth:`SoundOutput.play` may pass to ``make``."""

    @property
    def make(self) -> Maker:
        """The function that makes the sound's samples."""
        maker: Maker = getattr(importlib.import_module(f"{__package__}.synth"), self.maker)
        return maker


CATALOGUE: Final[Mapping[Sound, SoundSpec]] = MappingProxyType(
    {
        Sound.DICE_ROLLED: SoundSpec(
            "dice_rolled", 0.5, restarts=True, varies=True, variation=("dice",)
        ),
        Sound.DIE_HELD: SoundSpec("die_held", 0.1),
        Sound.DIE_RELEASED: SoundSpec("die_released", 0.1),
        Sound.BOX_SCORED: SoundSpec("box_scored", 0.2),
        Sound.ZERO_SCORED: SoundSpec("zero_scored", 0.2),
        Sound.UPPER_BONUS: SoundSpec("upper_bonus", 0.4),
        Sound.YAHTZEE: SoundSpec("yahtzee", 0.6),
        Sound.YAHTZEE_BONUS: SoundSpec("yahtzee_bonus", 0.6),
        Sound.YOUR_TURN: SoundSpec("your_turn", 0.2),
        Sound.OTHER_TURN: SoundSpec("other_turn", 0.2),
        Sound.REFUSAL: SoundSpec("refusal", 0.16),
        Sound.LIST_TOP: SoundSpec("list_top", 0.08),
        Sound.LIST_BOTTOM: SoundSpec("list_bottom", 0.08),
        Sound.THINKING: SoundSpec("thinking", 0.05, restarts=True),
        Sound.GAME_WON: SoundSpec("game_won", 0.6),
        Sound.GAME_LOST: SoundSpec("game_lost", 0.6),
    }
)


def sound_named(name: Sound | str) -> Sound:
    """The :class:`Sound` for a member or its id; ``ValueError`` for an unknown name."""
    return name if isinstance(name, Sound) else Sound(name)


def check_variation(sound: Sound, variation: Mapping[str, Any]) -> None:
    """Raise ``TypeError`` when ``variation`` names an argument this sound does not take."""
    unknown = set(variation) - set(sound.spec.variation)
    if unknown:
        raise TypeError(f"sound {sound.value} takes no {', '.join(sorted(unknown))}")


def render(sound: Sound | str, rng: np.random.Generator | None = None, **variation: Any) -> Samples:
    """The samples of ``sound`` (floats in -1..1 at :data:`~.synth.RATE`)."""
    import numpy as np

    sound = sound_named(sound)
    check_variation(sound, variation)
    return sound.spec.make(rng if rng is not None else np.random.default_rng(), **variation)


def render_all(rng: np.random.Generator | None = None) -> dict[Sound, Samples]:
    """Every sound once (the rattle with five dice)."""
    import numpy as np

    rng = rng if rng is not None else np.random.default_rng()
    return {sound: render(sound, rng) for sound in Sound}


def pcm16(samples: Samples, volume: float = 1.0) -> bytes:
    """Little-endian 16-bit PCM of ``samples`` scaled by ``volume`` (0..1), clipped safely."""
    import numpy as np

    scaled = np.clip(samples * max(0.0, min(1.0, volume)), -1.0, 1.0) * 32767.0
    return np.round(scaled).astype("<i2").tobytes()


def wav_bytes(samples: Samples, volume: float = 1.0) -> bytes:
    """A complete 16-bit mono WAV file of ``samples``."""
    return wav_file(pcm16(samples, volume))
