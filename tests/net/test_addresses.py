"""`yahtzee server --host 0.0.0.0` names the addresses friends can type, never ``0.0.0.0``."""

from __future__ import annotations

import ipaddress
import socket
import subprocess
import sys
from pathlib import Path

import pytest
from needs import require

from talking_yahtzee.net import addresses
from talking_yahtzee.net.addresses import (
    interface_ipv4,
    interface_ipv6,
    listening_lines,
    reachable,
    route_address,
)


def test_every_address_on_a_wildcard_host_then_localhost() -> None:
    lines = listening_lines(
        "0.0.0.0",
        8765,
        ipv4=lambda: ["127.0.0.1", "192.168.1.20", "169.254.3.4", "10.0.0.7", "192.168.1.20"],
        ipv6=lambda: ["2001:db8::5"],
    )
    assert lines == [
        "listening on every address of this machine, port 8765",
        "friends connect to ws://192.168.1.20:8765, ws://10.0.0.7:8765",
        "on this machine: ws://localhost:8765",
    ]
    assert not any("0.0.0.0" in line for line in lines)


def test_ipv6_wildcards_and_tls() -> None:
    v4, v6 = (lambda: ["192.168.1.20"]), (lambda: ["fe80::1", "2001:db8::5", "::1"])
    assert listening_lines("::", 443, "wss", ipv4=v4, ipv6=v6)[1] == (
        "friends connect to wss://[2001:db8::5]:443"
    )
    assert listening_lines("", 80, ipv4=v4, ipv6=v6)[1] == (
        "friends connect to ws://192.168.1.20:80, ws://[2001:db8::5]:80"
    )


def test_a_machine_without_a_network_says_so() -> None:
    assert listening_lines("0.0.0.0", 8765, ipv4=lambda: ["127.0.0.1"]) == [
        "listening on every address of this machine, port 8765",
        "no network address found: only this machine can connect",
        "on this machine: ws://localhost:8765",
    ]


def test_a_named_host_is_said_as_it_was_given() -> None:
    assert listening_lines("127.0.0.1", 8765) == ["listening on ws://127.0.0.1:8765"]
    assert listening_lines("192.168.1.20", 1) == ["listening on ws://192.168.1.20:1"]
    assert listening_lines("::1", 2, "wss") == ["listening on wss://[::1]:2"]
    assert listening_lines("yahtzee.example.org", 443, "wss") == [
        "listening on wss://yahtzee.example.org:443"
    ]


def test_reachable_keeps_only_addresses_others_can_reach() -> None:
    given = ["not an address", "0.0.0.0", "::", "224.0.0.1", "127.0.1.1", "fe80::2", "10.1.2.3"]
    assert reachable(given) == ["10.1.2.3"]


def local_ipv4(fib_trie: str) -> set[str]:
    """The IPv4 addresses Linux's table of routes marks as this machine's own (``/32 host
    LOCAL``), read from ``/proc/net/fib_trie``."""
    owned: set[str] = set()
    last = ""
    for line in fib_trie.splitlines():
        text = line.strip()
        if text.startswith("|-- "):
            last = text[4:]
        elif text == "/32 host LOCAL" and last:
            owned.add(last)
    return owned


def test_the_addresses_found_are_this_machine_s_own(monkeypatch: pytest.MonkeyPatch) -> None:
    """Each address found is in the kernel's own lists of this machine's addresses; nothing but
    127.0.0.1 is bound (tests touch only the loopback), and the route fallback asks about a
    loopback address."""
    table = Path("/proc/net/fib_trie")
    require(table.exists(), "Linux's /proc/net/fib_trie lists this machine's addresses")
    owned = local_ipv4(table.read_text("ascii"))
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
        probe.bind(("127.0.0.1", 0))  # the list's reading holds for the address tests bind
    assert "127.0.0.1" in owned
    monkeypatch.setattr(addresses, "ROUTE_PROBE", "127.0.0.1")
    every = interface_ipv4()
    assert "127.0.0.1" in every  # the loopback interface is asked like every other
    assert set(every) <= owned, f"not this machine's: {set(every) - owned}"
    names = {name for _index, name in socket.if_nameindex()}
    listed = Path("/proc/net/if_inet6").read_text("ascii").split("\n")
    for text in interface_ipv6():
        packed = ipaddress.IPv6Address(text).packed.hex()
        rows = [row.split() for row in listed if row.startswith(packed)]
        assert rows and all(row[5] in names for row in rows), f"{text} is no interface's"


def test_the_route_fallback_asks_the_routing_table_and_sends_nothing(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Where interfaces cannot be asked, a UDP socket's ``connect`` names the address a route
    would send from: towards a loopback address here, so the answer is the loopback's."""
    monkeypatch.setattr(addresses, "ROUTE_PROBE", "127.0.0.1")
    assert route_address() == ["127.0.0.1"]
    assert reachable(route_address()) == []


def test_ipv6_global_addresses_from_the_kernel_table(tmp_path: Path) -> None:
    table = tmp_path / "if_inet6"
    table.write_text(
        "00000000000000000000000000000001 01 80 10 80       lo\n"
        "20010db8000000000000000000000005 02 40 00 00     eth0\n"
        "fe800000000000000000000000000001 02 40 20 80     eth0\n"
        "garbage\n",
        "ascii",
    )
    assert interface_ipv6(table) == ["2001:db8::5"]
    assert interface_ipv6(tmp_path / "missing") == []


@pytest.mark.parametrize("command", [["server"], []])
def test_the_server_command_still_says_its_loopback_address(
    command: list[str], tmp_path: Path
) -> None:
    """The real command line, on 127.0.0.1 (the only address tests listen on): unchanged."""
    module = (
        ["-m", "talking_yahtzee", *command] if command else ["-m", "talking_yahtzee.net.command"]
    )
    with subprocess.Popen(
        [
            sys.executable,
            *module,
            "--host",
            "127.0.0.1",
            "--port",
            "0",
            "--db",
            str(tmp_path / "online.sqlite3"),
        ],
        stdout=subprocess.PIPE,
        text=True,
    ) as server:
        try:
            assert server.stdout is not None
            line = server.stdout.readline()
            assert line.startswith("listening on ws://127.0.0.1:") and line.strip()[-1].isdigit()
        finally:
            server.terminate()
