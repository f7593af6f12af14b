"""The browser client's page load from a server on this machine: target under 1 s.

Run: ``python benchmarks/bench_web_page.py [--loads 10]`` (needs chromium and chromedriver).

A server with its browser door runs in a thread on 127.0.0.1 (port 0, a fresh SQLite store).
Three figures, medians and minima over ``loads``: the page and its two files fetched over HTTP
(urllib); chromium's navigation to the lobby page until its load event (Navigation Timing); and
from the navigation's start until the first announcement is in the live log (the session built on
the server, the lobby's first line sent; polled every 10 ms, so up to 10 ms late). The machine is
shared: take the minima as the figure and the medians as the spread.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import tempfile
import threading
import time
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "tests" / "support"))

from browser import Browser

from talking_yahtzee.cli.web import web_hook
from talking_yahtzee.net.rooms import SqliteRooms
from talking_yahtzee.net.serving import RunningServer, serve

FIRST_LINE = "return document.querySelector('#log p, #urgent p') !== null"


def start_server(folder: Path) -> tuple[int, asyncio.AbstractEventLoop]:
    loop = asyncio.new_event_loop()
    ready = threading.Event()
    holder: list[RunningServer] = []

    async def main() -> None:
        holder.append(
            await serve("127.0.0.1", 0, SqliteRooms(folder / "r.sqlite3"), 7, web=web_hook())
        )
        ready.set()

    threading.Thread(target=loop.run_forever, daemon=True).start()
    asyncio.run_coroutine_threadsafe(main(), loop)
    ready.wait(30)
    return holder[0].port, loop


def fetch(url: str) -> int:
    with urllib.request.urlopen(url, timeout=10) as response:
        return len(response.read())


def report(name: str, values: list[float]) -> None:
    print(
        f"{name}: min {min(values) * 1000:.1f} ms, median {statistics.median(values) * 1000:.1f} ms"
    )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__)
    parser.add_argument("--loads", type=int, default=10)
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as folder:
        port, _ = start_server(Path(folder))
        base = f"http://127.0.0.1:{port}"
        http: list[float] = []
        for _ in range(args.loads):
            start = time.perf_counter()
            for path in ("/t/123456789?name=Ann", "/static/web.js", "/static/web.css"):
                fetch(base + path)
            http.append(time.perf_counter() - start)
        browser = Browser()
        loaded: list[float] = []
        spoken: list[float] = []
        try:
            for i in range(args.loads):
                browser.open("about:blank")
                start = time.perf_counter()
                browser.open(f"{base}/?name=Bench{i}&lang=en")
                loaded.append(
                    browser.script(
                        "const t = performance.getEntriesByType('navigation')[0];"
                        "return t.loadEventEnd - t.startTime;"
                    )
                    / 1000
                )
                while not browser.script(FIRST_LINE):
                    time.sleep(0.01)
                spoken.append(time.perf_counter() - start)
        finally:
            browser.close()
    report("page and files over HTTP", http)
    report("navigation to the load event", loaded)
    report("navigation to the first line in the live log", spoken)
    print("target: under 1000 ms")
    return 0


if __name__ == "__main__":
    sys.exit(main())
