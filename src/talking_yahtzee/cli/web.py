"""The browser client's composition: each browser player's application built as ``yahtzee
online`` builds it (``cli.app``), with the page's speech and sound, joined to this server."""

from __future__ import annotations

import ssl
from typing import Any

from prompt_toolkit.input import Input
from prompt_toolkit.output import DummyOutput

from talking_yahtzee.cli.app import AppOptions, YahtzeeApp
from talking_yahtzee.net.limits import Limits
from talking_yahtzee.net.web import Offload
from talking_yahtzee.sound import SoundOutput
from talking_yahtzee.speech import Speech
from talking_yahtzee.ui.table_plan import OnlinePlan
from talking_yahtzee.ui.web_session import SessionPlan, WebApp, WebHook


def loopback_tls() -> ssl.SSLContext:
    """The server's own certificate is for its public name: over loopback it is not checked."""
    context = ssl.create_default_context()
    context.check_hostname = False
    context.verify_mode = ssl.CERT_NONE
    return context


def web_hook(*, tls: bool = False, limits: Limits | None = None, **overrides: Any) -> WebHook:
    """The server's browser door (``limits``: each page's keys, as a WebSocket client's
    messages); ``overrides`` are :class:`AppOptions` fields (tests: no pace,
    no roll guard)."""
    context = loopback_tls() if tls else None

    def build(
        plan: SessionPlan,
        server: str,
        speech: Speech,
        sound: SoundOutput,
        pipe: Input,
        offload: Offload | None,
    ) -> WebApp:
        action = "join" if plan.code else None
        online = OnlinePlan(server, plan.name, action, plan.code, web=plan.web, key=plan.key)
        fields: dict[str, Any] = {
            "plain": True,
            "show_messages": False,
            "advice_offload": offload,
            **overrides,
        }
        options = AppOptions(lang=plan.lang, online=online, online_tls=context, **fields)
        return YahtzeeApp(options, speech=speech, sound=sound, input=pipe, output=DummyOutput())

    return WebHook(build, limits)
