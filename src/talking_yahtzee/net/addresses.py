"""Where friends reach a server: the machine's own interface addresses, found without the network.

``yahtzee server --host 0.0.0.0`` listens on every address; ``ws://0.0.0.0:8765`` is not one a
friend can type. :func:`listening_lines` names the addresses that are: each network interface's
own (IPv4 on ``0.0.0.0``, global IPv6 on ``::``, both on ``""``), then ``localhost``. They
come from the interfaces themselves (``if_nameindex`` and an ioctl on Linux and macOS,
``/proc/net/if_inet6`` for IPv6); nothing is looked up and no packet is sent. Where interfaces
cannot be asked (Windows), the address the routing table would send from stands in (a UDP
socket's ``connect`` chooses it locally; it sends nothing). Standard library only.
"""

from __future__ import annotations

import contextlib
import ipaddress
import socket
import struct
import sys
from collections.abc import Callable, Iterable
from pathlib import Path

WILDCARDS_V4 = frozenset({"0.0.0.0", ""})
WILDCARDS_V6 = frozenset({"::", ""})
SIOCGIFADDR = {"linux": 0x8915, "darwin": 0xC0206921}
"""The ioctl that gives an interface's IPv4 address (``struct ifreq``: name, then sockaddr_in)."""
IF_INET6 = Path("/proc/net/if_inet6")
ROUTE_PROBE = "192.0.2.1"
"""A documentation address (TEST-NET-1): a UDP ``connect`` to it only asks the routing table."""

Finder = Callable[[], Iterable[str]]


def listening_lines(
    host: str,
    port: int,
    scheme: str = "ws",
    *,
    ipv4: Finder | None = None,
    ipv6: Finder | None = None,
) -> list[str]:
    """What the server prints once it listens: the address to type, or on a wildcard host each
    address of this machine friends can use, then ``localhost`` (``ipv4``/``ipv6``: the
    interface addresses, found here by default)."""
    if host not in WILDCARDS_V4 | WILDCARDS_V6:
        return [f"listening on {url(scheme, host, port)}"]
    found: list[str] = []  # asyncio listens on "::" for IPv6 only, on "" for both
    if host in WILDCARDS_V4:
        found += reachable(ipv4() if ipv4 is not None else interface_ipv4())
    if host in WILDCARDS_V6:
        found += reachable(ipv6() if ipv6 is not None else interface_ipv6())
    lines = [f"listening on every address of this machine, port {port}"]
    if found:
        lines.append("friends connect to " + ", ".join(url(scheme, a, port) for a in found))
    else:
        lines.append("no network address found: only this machine can connect")
    lines.append(f"on this machine: {url(scheme, 'localhost', port)}")
    return lines


def url(scheme: str, host: str, port: int) -> str:
    """``scheme://host:port``, an IPv6 address in brackets."""
    return f"{scheme}://[{host}]:{port}" if ":" in host else f"{scheme}://{host}:{port}"


def reachable(addresses: Iterable[str]) -> list[str]:
    """The addresses another machine could reach, each once, in order: no loopback, link-local,
    unspecified or multicast address, and nothing that is not an address."""
    kept: list[str] = []
    for text in addresses:
        try:
            address = ipaddress.ip_address(text)
        except ValueError:
            continue
        if (
            address.is_loopback
            or address.is_link_local
            or address.is_unspecified
            or address.is_multicast
        ):
            continue
        if str(address) not in kept:
            kept.append(str(address))
    return kept


def interface_ipv4() -> list[str]:
    """Each interface's IPv4 address (Linux, macOS), else the address the default route uses."""
    found: list[str] = []
    code = SIOCGIFADDR.get("linux" if sys.platform.startswith("linux") else sys.platform)
    names: list[tuple[int, str]] = []
    with contextlib.suppress(OSError, AttributeError):
        names = socket.if_nameindex()
    if code is not None and names:
        import fcntl  # Unix only

        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            for _index, name in names:
                request = struct.pack("256s", name.encode("utf-8", "replace")[:15])
                with contextlib.suppress(OSError):  # no IPv4 address on this interface
                    answer = fcntl.ioctl(probe.fileno(), code, request)
                    found.append(socket.inet_ntoa(answer[20:24]))
    if not reachable(found):
        found += route_address()
    return found


def interface_ipv6(table: Path = IF_INET6) -> list[str]:
    """The global IPv6 addresses of the interfaces (Linux ``/proc/net/if_inet6``)."""
    found: list[str] = []
    with contextlib.suppress(OSError, UnicodeDecodeError):
        for line in table.read_text("ascii").splitlines():
            fields = line.split()
            if len(fields) == 6 and len(fields[0]) == 32 and fields[3] == "00":  # global scope
                with contextlib.suppress(ValueError):
                    found.append(str(ipaddress.IPv6Address(int(fields[0], 16))))
    return found


def route_address() -> list[str]:
    """The address this machine would send from by its default route; nothing is sent."""
    with contextlib.suppress(OSError), socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.connect((ROUTE_PROBE, 9))
        return [str(probe.getsockname()[0])]
    return []
