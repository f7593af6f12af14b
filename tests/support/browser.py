"""A real browser for the tests: Debian's chromium driven by chromedriver over the WebDriver HTTP
protocol with the standard library (nothing downloaded, no client library).

``Browser()`` starts chromedriver on a free loopback port and a headless chromium session;
``open``, ``script``, ``press``, ``ax_tree`` and ``close`` are all the tests need. Missing, the
browser fails the test under CI and skips it elsewhere (``needs.require``).
"""

from __future__ import annotations

import json
import re
import shutil
import socket
import subprocess
import time
import urllib.request
from importlib.resources import files
from typing import Any

from needs import require

ELEMENT = "element-6066-11e4-a52e-4f735466cecf"
KEYS = {
    "up": "\ue013",
    "down": "\ue015",
    "left": "\ue012",
    "right": "\ue014",
    "home": "\ue011",
    "end": "\ue010",
    "enter": "\ue007",
    "escape": "\ue00c",
    "backspace": "\ue003",
    "space": " ",
}
"""Key names -> the WebDriver code points chromium turns into real key events."""
CHROMIUM = ("chromium", "chromium-browser")
PAGE_SPACING = int(
    re.findall(
        r"const SPACING = (\d+);",
        files("talking_yahtzee.ui.web").joinpath("web.js").read_text(encoding="utf-8"),
    )[0]
)
"""The page's milliseconds between two lines of its live log (``SPACING`` in web.js)."""
SPACED = """
const later = window.setTimeout.bind(window);
window.setTimeout = (job, ms, ...args) => later(job, ms === %d ? %d : ms, ...args);
"""


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class Browser:
    """One headless chromium, driven through chromedriver."""

    def __init__(
        self, limit: float = 30.0, extra: tuple[str, ...] = (), spacing: int | None = None
    ) -> None:
        """``spacing``: the live log's lines that many ms apart instead of the page's 250, in
        every page opened (a whole game's 400 lines in seconds, not a minute; the queue, its
        order and its bursts unchanged)."""
        driver = shutil.which("chromedriver")
        binary = next((p for p in map(shutil.which, CHROMIUM) if p), None)
        require(driver is not None and binary is not None, "chromium and chromedriver needed")
        assert driver is not None and binary is not None
        self.port = free_port()
        self.process = subprocess.Popen(
            [driver, f"--port={self.port}"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL
        )
        self.base = f"http://127.0.0.1:{self.port}"
        deadline = time.monotonic() + limit
        while True:
            try:
                if self._call("GET", "/status")["ready"]:
                    break
            except OSError:
                pass
            if time.monotonic() > deadline:
                self.process.kill()
                raise AssertionError("chromedriver did not start")
            time.sleep(0.05)
        args = ["--headless=new", "--no-sandbox", "--disable-gpu", "--window-size=1024,900", *extra]
        capabilities = {
            "browserName": "chrome",
            "goog:chromeOptions": {"binary": binary, "args": args},
        }
        answer = self._call("POST", "/session", {"capabilities": {"alwaysMatch": capabilities}})
        self.session = f"/session/{answer['sessionId']}"
        if spacing is not None:
            source = SPACED % (PAGE_SPACING, spacing)
            self.cdp("Page.addScriptToEvaluateOnNewDocument", {"source": source})

    def _call(self, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
        data = json.dumps(body).encode() if body is not None else None
        request = urllib.request.Request(
            self.base + path, data=data, method=method, headers={"Content-Type": "application/json"}
        )
        with urllib.request.urlopen(request, timeout=60) as response:
            return json.loads(response.read())["value"]

    def call(self, method: str, path: str, body: dict[str, Any] | None = None) -> Any:
        return self._call(method, self.session + path, body)

    def open(self, url: str) -> None:
        self.call("POST", "/url", {"url": url})

    def script(self, source: str, *args: Any) -> Any:
        return self.call("POST", "/execute/sync", {"script": source, "args": list(args)})

    def element(self, css: str) -> str:
        found = self.call("POST", "/element", {"using": "css selector", "value": css})
        assert ELEMENT in found, found
        return str(found[ELEMENT])

    def press(self, css: str, *keys: str) -> None:
        """Type ``keys`` (names from :data:`KEYS` or characters) into the element at ``css``."""
        text = "".join(KEYS.get(k, k) for k in keys)
        self.call("POST", f"/element/{self.element(css)}/value", {"text": text})

    def type(self, *keys: str) -> None:
        """Press ``keys`` where the focus is, as a person would (no element chosen first)."""
        actions = []
        for key in keys:
            value = KEYS.get(key, key)
            actions += [{"type": "keyDown", "value": value}, {"type": "keyUp", "value": value}]
        self.call(
            "POST", "/actions", {"actions": [{"type": "key", "id": "kb", "actions": actions}]}
        )

    def click(self, css: str) -> None:
        self.call("POST", f"/element/{self.element(css)}/click", {})

    def cdp(self, command: str, params: dict[str, Any] | None = None) -> Any:
        return self.call("POST", "/goog/cdp/execute", {"cmd": command, "params": params or {}})

    def ax_tree(self) -> list[str]:
        """The page's accessibility tree as chromium exposes it, reduced to role and name."""
        nodes = {n["nodeId"]: n for n in self.cdp("Accessibility.getFullAXTree")["nodes"]}
        root = next(n for n in nodes.values() if "parentId" not in n)
        lines: list[str] = []

        def walk(node: dict[str, Any], depth: int) -> None:
            role = node.get("role", {}).get("value", "")
            name = node.get("name", {}).get("value", "")
            shown = not node.get("ignored") and role not in ("StaticText", "InlineTextBox")
            shown = shown and not (role in ("generic", "none", "LineBreak") and not name)
            if shown:
                lines.append(f"{'  ' * depth}{role}: {name}".rstrip())
            for child in node.get("childIds", []):
                if child in nodes:
                    walk(nodes[child], depth + 1 if shown else depth)

        walk(root, 0)
        return lines

    def close(self) -> None:
        try:
            self.call("DELETE", "")
        except OSError:
            pass
        finally:
            self.process.terminate()
            self.process.wait(10)
