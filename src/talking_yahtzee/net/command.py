"""The ``yahtzee server`` command: its flags, and a server that runs until SIGINT or SIGTERM.

``python -m talking_yahtzee.net.command --port 8765`` runs one (docs/online.md), the browser's
page included, as ``yahtzee server`` does; with ``--store`` it shares its tables with other
servers on one Valkey (``net.routing``). A second server on the same SQLite file is refused with
one line, and exits with status 1.

This module is the server's command line: it lives beside the server for its name, but belongs
to the command-line layer (``tools/imports.py``): it composes the browser's door (``cli.web``).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import logging
import os
import signal
import ssl
import sys
from collections.abc import Sequence
from pathlib import Path

from talking_yahtzee.core.text import int_argument, number_argument, write_line
from talking_yahtzee.net import routing
from talking_yahtzee.net.addresses import listening_lines
from talking_yahtzee.net.limits import Limits
from talking_yahtzee.net.origin import normal_origin
from talking_yahtzee.net.outage import quiet_outages
from talking_yahtzee.net.rooms import DATABASE_NAME, StoreInUse
from talking_yahtzee.net.server import PORT
from talking_yahtzee.net.serving import serve
from talking_yahtzee.net.web import WebDoor
from talking_yahtzee.store.paths import data_dir

DESCRIPTION = "Run a Talking Yahtzee server for online play (docs/online.md)."


def tls_context(certfile: Path, keyfile: Path | None) -> ssl.SSLContext:
    context = ssl.create_default_context(ssl.Purpose.CLIENT_AUTH)
    context.load_cert_chain(certfile, keyfile)
    return context


def origin_argument(text: str) -> str:
    """A page's web address for ``--origin``: ``https://NAME`` (a port if not the default)."""
    origin = normal_origin(text)
    if origin is None:
        raise argparse.ArgumentTypeError(f"not a web address (https://NAME[:PORT]): {text!r}")
    return origin


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """The server's flags (``yahtzee server`` and ``python -m talking_yahtzee.net.command``)."""
    parser.add_argument("--host", default="127.0.0.1", help="address to listen on (loopback)")
    parser.add_argument("--port", type=int_argument, default=PORT, help="0 picks a free port")
    parser.add_argument("--db", type=Path, help=f"the room store (data folder/{DATABASE_NAME})")
    parser.add_argument("--seed", type=int_argument, help="seed every table's dice (tests)")
    parser.add_argument(
        "--computer-delay", type=number_argument, default=1.0, help="seconds between moves"
    )
    parser.add_argument(
        "--rate",
        type=number_argument,
        default=Limits().messages_per_second,
        help="messages a second one client may send (twice as many at once)",
    )
    parser.add_argument(
        "--behind-proxy",
        action="store_true",
        help="count limits by the X-Forwarded-For address a reverse proxy sets, from any peer",
    )
    parser.add_argument(
        "--trusted-proxy",
        action="append",
        default=[],
        metavar="ADDRESS",
        help="a reverse proxy's address whose X-Forwarded-For is believed (may be repeated); "
        "browser players are counted by the address it forwards",
    )
    parser.add_argument(
        "--computer-workers",
        type=int_argument,
        default=max(1, (os.cpu_count() or 2) - 1),
        help="processes deciding computers' moves (0: in the server's own loop)",
    )
    parser.add_argument(
        "--origin",
        type=origin_argument,
        action="append",
        default=[],
        metavar="URL",
        help="the web address of the server's page (https://NAME), the only one whose browsers "
        "may connect (may be repeated); by default the address each browser reached",
    )
    parser.add_argument("--certfile", type=Path, help="TLS certificate chain (PEM)")
    parser.add_argument("--keyfile", type=Path, help="TLS private key (PEM)")
    routing.add_store_arguments(parser)


async def run(options: argparse.Namespace, web: WebDoor | None = None) -> int:
    store = routing.open_store(options, data_dir())
    tls = tls_context(options.certfile, options.keyfile) if options.certfile else None
    try:
        running = await serve(
            options.host,
            options.port,
            store,
            options.seed,
            limits=Limits(messages_per_second=options.rate, message_burst=2 * options.rate),
            computer_delay=options.computer_delay,
            tls=tls,
            behind_proxy=options.behind_proxy,
            trusted_proxies=frozenset(options.trusted_proxy),
            computer_workers=options.computer_workers,
            web=web,
            origins=tuple(options.origin),
            **routing.serve_options(options),
        )
    except StoreInUse as busy:
        store.close()
        write_line(sys.stderr, f"another server is using {busy}; one server per room store")
        return 1
    scheme = "wss" if tls else "ws"
    for line in listening_lines(options.host, running.port, scheme):  # on 0.0.0.0: addresses
        write_line(sys.stdout, line)
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for signum in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError):  # Windows: Ctrl+C raises instead
            loop.add_signal_handler(signum, stop.set)
    try:
        await stop.wait()
    finally:
        await running.close()
        store.close()
    return 0


def run_from_args(options: argparse.Namespace, web: WebDoor | None = None) -> int:
    """Serve until SIGINT or SIGTERM (``web``: the browser client on the same port)."""
    logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
    logging.getLogger("websockets").setLevel(logging.WARNING)  # not a line per connection
    quiet_outages()  # a store's outage: one line as it starts, one as it ends (net.outage)
    with contextlib.suppress(KeyboardInterrupt):
        return asyncio.run(run(options, web))
    return 0


def main(argv: Sequence[str] | None = None) -> int:
    parser = argparse.ArgumentParser(
        prog="python -m talking_yahtzee.net.command", description=DESCRIPTION
    )
    add_arguments(parser)
    options = parser.parse_args(argv)
    from talking_yahtzee.cli.web import web_hook  # the page, as ``yahtzee server`` serves it

    return run_from_args(options, web_hook())


if __name__ == "__main__":
    sys.exit(main())
