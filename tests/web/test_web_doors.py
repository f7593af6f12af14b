"""The server's doors for browsers: every way of starting a server serves the page (``python -m
talking_yahtzee.net.command``, what ``make serve-cluster`` runs, as ``yahtzee server`` does); a
link to no table answers in the asker's language with the way to the lobby; and in a real
chromium, a page of another site cannot open either WebSocket, while the server's own page can."""

from __future__ import annotations

import asyncio
import functools
import html
import http.server
import threading
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from browser import Browser
from server_process import ServerProcess

from talking_yahtzee.cli.web import web_hook
from talking_yahtzee.messages.i18n import Localizer, Msg
from talking_yahtzee.net.rooms import SqliteRooms
from talking_yahtzee.net.serving import serve


def get(url: str, **headers: str) -> tuple[int, str]:
    request = urllib.request.Request(url, headers=headers)
    try:
        with urllib.request.urlopen(request, timeout=10) as response:
            return response.status, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.read().decode()


def test_python_m_net_command_serves_the_page_and_a_bad_link_in_the_askers_language(
    tmp_path: Path,
) -> None:
    server = ServerProcess(tmp_path / "r.sqlite3", tmp_path / "server.log")
    base = f"http://127.0.0.1:{server.port}"
    try:
        status, page = get(f"{base}/?lang=sv")
        assert status == 200 and 'id="area"' in page  # the page, not 426
        assert html.escape(Localizer("sv").format(Msg("web-title"))) in page
        status, page = get(f"{base}/t/12a", **{"Accept-Language": "fr-CA,fr;q=0.9,en;q=0.5"})
        french = Localizer("fr")
        assert status == 404 and '<html lang="fr" translate="no">' in page
        assert html.escape(french.format(Msg("web-not-found"))) in page
        assert f'<a href="/?lang=fr">{html.escape(french.format(Msg("web-to-lobby")))}</a>' in page
        status, page = get(f"{base}/t/12a?name=Bea&lang=fi")  # the link's own language first
        finnish = Localizer("fi")
        assert status == 404 and html.escape(finnish.format(Msg("web-not-found"))) in page
        assert f'<a href="/?name=Bea&amp;lang=fi">{finnish.format(Msg("web-to-lobby"))}</a>' in page
    finally:
        server.stop()


OPEN_BOTH = """
const done = arguments[arguments.length - 1];
const port = arguments[0];
const results = [];
['/', '/web/play?name=Eve&lang=en'].forEach(function (path) {
  const ws = new WebSocket('ws://127.0.0.1:' + port + path);
  ws.onopen = function () { results.push([path, 'open']); ws.close(); finish(); };
  ws.onclose = function (e) { if (!results.some(r => r[0] === path)) {
    results.push([path, 'refused']); finish(); } };
});
function finish() { if (results.length === 2) done(results.sort()); }
"""


class Quiet(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format: str, *args: Any) -> None:
        pass


def test_a_page_of_another_site_cannot_open_either_socket_in_chromium(tmp_path: Path) -> None:
    (tmp_path / "site").mkdir()
    (tmp_path / "site" / "index.html").write_text("<!DOCTYPE html><title>Elsewhere</title>")
    handler = functools.partial(Quiet, directory=str(tmp_path / "site"))
    other = http.server.ThreadingHTTPServer(("127.0.0.1", 0), handler)
    threading.Thread(target=other.serve_forever, daemon=True).start()

    async def scenario() -> None:
        hook = web_hook(pace=0.0)
        built: list[Any] = []
        build = hook.build
        hook.build = lambda *a: built.append(a) or build(*a)  # type: ignore[method-assign]
        server = await serve("127.0.0.1", 0, SqliteRooms(tmp_path / "r.sqlite3"), 7, web=hook)
        browser = await asyncio.to_thread(Browser)
        call = {"script": OPEN_BOTH, "args": [server.port]}
        try:
            await asyncio.to_thread(browser.open, f"http://127.0.0.1:{other.server_port}/")
            refused = await asyncio.to_thread(browser.call, "POST", "/execute/async", call)
            assert refused == [["/", "refused"], ["/web/play?name=Eve&lang=en", "refused"]]
            assert built == []  # no session for the other site's page
            await asyncio.to_thread(browser.open, f"http://127.0.0.1:{server.port}/t/1")
            opened = await asyncio.to_thread(browser.call, "POST", "/execute/async", call)
            assert opened == [["/", "open"], ["/web/play?name=Eve&lang=en", "open"]]
        finally:
            await asyncio.to_thread(browser.close)
            await server.close()

    try:
        asyncio.run(scenario())
    finally:
        other.shutdown()
        other.server_close()
