"""Online play over TLS (issue 32): a real server with a self-signed certificate for 127.0.0.1
(made by the ``openssl`` program), a client trusting it with ``--cafile`` plays a whole game; one
without it hears one line with the reason, and ``q`` still quits."""

from __future__ import annotations

import asyncio
import shutil
import subprocess
from pathlib import Path

from needs import require
from netplay import start_server
from online_app import OnlineApp, play_to_the_end

from talking_yahtzee.net.command import tls_context
from talking_yahtzee.ui.host import Mode
from talking_yahtzee.ui.table_plan import TableSettings


def self_signed(folder: Path) -> tuple[Path, Path]:
    """A certificate for 127.0.0.1 and its key, made by ``openssl``."""
    openssl = shutil.which("openssl")
    require(openssl is not None, "the openssl program is not installed")
    assert openssl is not None
    cert, key = folder / "cert.pem", folder / "key.pem"
    subprocess.run(
        [
            openssl, "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2",
            "-keyout", str(key), "-out", str(cert), "-subj", "/CN=127.0.0.1",
            "-addext", "subjectAltName=IP:127.0.0.1",
        ],
        check=True,
        capture_output=True,
    )  # fmt: skip
    return cert, key


def test_a_whole_game_over_wss_with_cafile_and_a_refusal_in_one_line_without(
    tmp_path: Path,
) -> None:
    cert, key = self_signed(tmp_path)

    async def scenario() -> None:
        server = await start_server(tmp_path / "rooms.sqlite3", tls=tls_context(cert, key))
        address = f"wss://127.0.0.1:{server.port}"
        try:
            stranger = OnlineApp(address, "Eve", lang="sv", action="create")
            stranger.start()
            failed = await stranger.heard("online-cannot-connect")
            assert failed.args["reason"] == "certificate"
            line = next(t for t in stranger.output.texts if "går inte att nå" in t)
            assert "certifikat" in line and "Traceback" not in " ".join(stranger.output.texts)
            await stranger.until(lambda: stranger.controller.mode is Mode.LOBBY, "the lobby")
            await stranger.leave()  # q quits

            ann = OnlineApp(
                address,
                "Ann",
                action="create",
                settings=TableSettings(seats=2, computers=1),
                cafile=str(cert),
            )
            ann.start()
            await ann.heard("online-created")
            ann.keys("enter")
            await ann.until(lambda: ann.controller.mode is Mode.PLAY, "the game")
            await play_to_the_end(ann)
            await ann.until(lambda: ann.table.record is not None, "the record")
            assert all(c.is_complete for c in ann.controller.game.cards)
            await ann.leave()
        finally:
            await server.close()

    asyncio.run(scenario())
