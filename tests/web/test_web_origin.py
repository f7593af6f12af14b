"""A foreign page may not open the server's WebSockets, over real sockets: both the game's and the
page's session answer HTTP 403 to an ``Origin`` that is not the server's own page; a terminal
client (no ``Origin``) and the server's own page (by each name it is reached by, or through a
trusted proxy's ``X-Forwarded-Host``, or as ``--origin`` pins it) are let in."""

from __future__ import annotations

import argparse
import asyncio
import json
from pathlib import Path
from typing import Any

import pytest
from websockets.asyncio.client import connect
from websockets.exceptions import InvalidStatus

from talking_yahtzee.cli.web import web_hook
from talking_yahtzee.net.command import add_arguments
from talking_yahtzee.net.origin import normal_origin
from talking_yahtzee.net.rooms import SqliteRooms
from talking_yahtzee.net.serving import serve

PATHS = ("/", "/web/play?name=Eve&lang=en")
"""The game's WebSocket and the page's session."""


async def status(port: int, path: str, host: str = "127.0.0.1", **headers: str) -> int:
    """101 when the handshake succeeds, else the HTTP status the server answered."""
    try:
        async with connect(f"ws://{host}:{port}{path}", additional_headers=headers) as ws:
            if path.startswith("/web/"):
                await ws.send(json.dumps({"identity": "k" * 43}))
            return 101
    except InvalidStatus as refused:
        return refused.response.status_code


def run(tmp_path: Path, check: Any, **options: Any) -> None:
    async def scenario() -> None:
        hook = web_hook(pace=0.0)
        built: list[Any] = []
        build = hook.build
        hook.build = lambda *args: built.append(args) or build(*args)  # type: ignore[method-assign]
        server = await serve(
            "127.0.0.1", 0, SqliteRooms(tmp_path / "r.sqlite3"), 7, web=hook, **options
        )
        try:
            await check(server.port, built)
        finally:
            await server.close()

    asyncio.run(scenario())


def test_a_foreign_origin_is_refused_on_both_sockets_and_no_session_is_built(
    tmp_path: Path,
) -> None:
    async def check(port: int, built: list[Any]) -> None:
        own = f"http://127.0.0.1:{port}"
        for path in PATHS:
            for foreign in (
                "https://evil.example",
                f"http://127.0.0.1:{port + 1}",  # another port is another site
                f"https://127.0.0.1:{port}",  # another scheme too
                "null",  # a sandboxed frame, a file
                f"http://127.0.0.1:{port}/page",  # not an origin at all
            ):
                assert await status(port, path, Origin=foreign) == 403, (path, foreign)
            assert built == []  # no session for a refused page
            assert await status(port, path) == 101, path  # a terminal client: no Origin
            assert await status(port, path, Origin=own) == 101, path  # the server's own page

    run(tmp_path, check)


def test_each_name_the_server_is_reached_by_serves_its_own_page(tmp_path: Path) -> None:
    async def check(port: int, built: list[Any]) -> None:
        for host in ("127.0.0.1", "localhost"):
            own = f"http://{host}:{port}"
            assert await status(port, "/", host, Origin=own) == 101, host
        # the page of one name may not open the socket reached by another
        assert await status(port, "/", "localhost", Origin=f"http://127.0.0.1:{port}") == 403

    run(tmp_path, check)


def test_behind_a_trusted_proxy_the_forwarded_host_is_the_pages(tmp_path: Path) -> None:
    async def check(port: int, built: list[Any]) -> None:
        page = "https://yatzy.example.org"
        proxied = {"Origin": page, "X-Forwarded-Host": "yatzy.example.org"}
        for path in PATHS:
            assert await status(port, path, **proxied) == 101, path
            assert await status(port, path, Origin=page) == 403, path  # Host: the loopback
            evil = {"Origin": "https://evil.example", "X-Forwarded-Host": "evil.example"}
            assert await status(port, path, **evil) == 101  # the proxy says so: believed
            told = {**proxied, "X-Forwarded-Proto": "https"}
            assert await status(port, path, **told) == 101, path
            plain = {**proxied, "Origin": "http://yatzy.example.org"}
            assert await status(port, path, **plain, **{"X-Forwarded-Proto": "https"}) == 403
        # a proxy passing the Host through (Caddy, nginx's proxy_set_header Host) needs nothing

    run(tmp_path, check, trusted_proxies=frozenset({"127.0.0.1"}))


def test_a_forwarded_host_from_anyone_else_is_not_believed(tmp_path: Path) -> None:
    async def check(port: int, built: list[Any]) -> None:
        evil = {"Origin": "https://evil.example", "X-Forwarded-Host": "evil.example"}
        for path in PATHS:
            assert await status(port, path, **evil) == 403, path

    run(tmp_path, check, trusted_proxies=frozenset({"10.9.8.7"}))


def test_pinned_origins_are_the_only_ones(tmp_path: Path) -> None:
    parser = argparse.ArgumentParser()
    add_arguments(parser)
    options = parser.parse_args(["--origin", "HTTPS://Yatzy.Example.org:443/"])
    assert options.origin == ["https://yatzy.example.org"]
    with pytest.raises(SystemExit):
        parser.parse_args(["--origin", "yatzy.example.org"])

    async def check(port: int, built: list[Any]) -> None:
        for path in PATHS:
            assert await status(port, path, Origin="https://yatzy.example.org") == 101, path
            assert await status(port, path, Origin=f"http://127.0.0.1:{port}") == 403, path
            assert await status(port, path) == 101, path

    run(tmp_path, check, origins=tuple(options.origin))


@pytest.mark.parametrize(
    ("given", "wanted"),
    [
        ("http://127.0.0.1:8765", "http://127.0.0.1:8765"),
        ("https://Name.example:443", "https://name.example"),
        ("http://[::1]:80", "http://[::1]"),
        ("ftp://name.example", None),
        ("null", None),
        ("http://name.example:99999", None),
        ("https://name.example/path", None),
    ],
)
def test_origins_are_compared_in_one_form(given: str, wanted: str | None) -> None:
    assert normal_origin(given) == wanted
