"""The game's icon, drawn by us: a white die showing five on dark green, as SVG and as PNG.

One drawing (:data:`SHAPES`, in a 512 by 512 square) gives both: :func:`svg` writes it as SVG, and
:func:`png` paints it at any size with numpy (each pixel covered as much as the shape's edge
crosses it) and encodes it with the standard library. The maskable variant fills the whole
square, for launchers that cut their own shape; the die stays inside the central circle that
every such shape keeps (radius 0.4 of the side).
"""

from __future__ import annotations

import struct
import zlib

import numpy as np
from numpy.typing import NDArray

SIDE = 512
GREEN = (0x14, 0x53, 0x2D)
WHITE = (0xFF, 0xFF, 0xFF)
BACK_RADIUS = 96
DIE = (96, 96, 416, 416, 56)
"""The die: left, top, right, bottom and corner radius."""
PIPS = ((176, 176), (336, 176), (256, 256), (176, 336), (336, 336))
PIP_RADIUS = 32
SIZES = (180, 192, 512)
"""The PNG sizes served: Apple's home screen, and the manifest's two."""


def hex_colour(colour: tuple[int, int, int]) -> str:
    return "#{:02x}{:02x}{:02x}".format(*colour)


def svg(*, maskable: bool = False) -> bytes:
    """The icon as an SVG document."""
    radius = 0 if maskable else BACK_RADIUS
    left, top, right, bottom, corner = DIE
    pips = "".join(f'<circle cx="{x}" cy="{y}" r="{PIP_RADIUS}"/>' for x, y in PIPS)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {SIDE} {SIDE}">'
        f'<rect width="{SIDE}" height="{SIDE}" rx="{radius}" fill="{hex_colour(GREEN)}"/>'
        f'<rect x="{left}" y="{top}" width="{right - left}" height="{bottom - top}" '
        f'rx="{corner}" fill="{hex_colour(WHITE)}"/>'
        f'<g fill="{hex_colour(GREEN)}">{pips}</g></svg>\n'
    ).encode()


def _rounded_box(
    x: NDArray[np.float64], y: NDArray[np.float64], box: tuple[float, float, float, float, float]
) -> NDArray[np.float64]:
    """The signed distance from each point to a rounded rectangle (negative inside)."""
    left, top, right, bottom, radius = box
    cx, cy = (left + right) / 2, (top + bottom) / 2
    qx = np.abs(x - cx) - ((right - left) / 2 - radius)
    qy = np.abs(y - cy) - ((bottom - top) / 2 - radius)
    outside = np.hypot(np.maximum(qx, 0), np.maximum(qy, 0))
    result: NDArray[np.float64] = outside + np.minimum(np.maximum(qx, qy), 0) - radius
    return result


def pixels(size: int, *, maskable: bool = False) -> NDArray[np.uint8]:
    """The icon painted at ``size`` by ``size`` pixels, RGBA."""
    scale = size / SIDE
    centres = (np.arange(size, dtype=np.float64) + 0.5) / scale
    x, y = np.meshgrid(centres, centres)

    def cover(distance: NDArray[np.float64]) -> NDArray[np.float64]:
        covered: NDArray[np.float64] = np.clip(0.5 - distance * scale, 0.0, 1.0)
        return covered

    back = cover(_rounded_box(x, y, (0, 0, SIDE, SIDE, 0 if maskable else BACK_RADIUS)))
    die = cover(_rounded_box(x, y, tuple(map(float, DIE))))  # type: ignore[arg-type]
    pip = np.zeros_like(x)
    for px, py in PIPS:
        pip = np.maximum(pip, cover(np.hypot(x - px, y - py) - PIP_RADIUS))
    white = die * (1 - pip)
    image = np.zeros((size, size, 4), dtype=np.float64)
    for channel in range(3):
        image[..., channel] = GREEN[channel] * (1 - white) + WHITE[channel] * white
    image[..., 3] = back * 255
    return np.asarray(np.round(image), dtype=np.uint8)


def png(size: int, *, maskable: bool = False) -> bytes:
    """The icon as a PNG file of ``size`` by ``size`` pixels."""
    image = pixels(size, maskable=maskable)
    rows = b"".join(b"\x00" + image[row].tobytes() for row in range(size))

    def chunk(kind: bytes, data: bytes) -> bytes:
        body = kind + data
        return struct.pack(">I", len(data)) + body + struct.pack(">I", zlib.crc32(body))

    header = struct.pack(">IIBBBBB", size, size, 8, 6, 0, 0, 0)
    return (
        b"\x89PNG\r\n\x1a\n"
        + chunk(b"IHDR", header)
        + chunk(b"IDAT", zlib.compress(rows, 9))
        + chunk(b"IEND", b"")
    )
