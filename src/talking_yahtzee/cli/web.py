"""The browser client's composition: each browser player's application built as ``yahtzee
online`` builds it (``cli.app``), without a terminal, with the page's speech and sound, at this
server's tables in memory."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from talking_yahtzee.cli.app import AppOptions, YahtzeeApp
from talking_yahtzee.net.limits import Limits
from talking_yahtzee.net.web import Offload
from talking_yahtzee.sound import SoundOutput
from talking_yahtzee.speech import Speech
from talking_yahtzee.ui.table_plan import OnlinePlan
from talking_yahtzee.ui.web_session import SessionPlan, WebApp, WebHook


def web_hook(*, limits: Limits | None = None, **overrides: Any) -> WebHook:
    """The server's browser door (``limits``: each page's keys, as a WebSocket client's
    messages); ``overrides`` are :class:`AppOptions` fields (tests: no pace,
    no roll guard)."""

    def build(
        plan: SessionPlan,
        server: str,
        speech: Speech,
        sound: SoundOutput,
        changed: Callable[[], None],
        offload: Offload | None,
    ) -> WebApp:
        action = "join" if plan.code else None
        online = OnlinePlan(server, plan.name, action, plan.code, web=plan.web, key=plan.key)
        fields: dict[str, Any] = {
            "plain": True,
            "show_messages": False,
            "advice_offload": offload,
            "headless": changed,
            **overrides,
        }
        options = AppOptions(lang=plan.lang, online=online, **fields)
        return YahtzeeApp(options, speech=speech, sound=sound)

    return WebHook(build, limits)
