"""Ctrl+L at an online table: its link on the clipboard, for friends who play in a browser.

The link is never read aloud (it took 14 seconds, its code read as one number: issue 42); in a
browser the page's own address is the link, so it is said so instead of copied (the clipboard
would be the server's).
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable

from talking_yahtzee.messages.i18n import Msg
from talking_yahtzee.ui import clipboard
from talking_yahtzee.ui.host import Voice
from talking_yahtzee.ui.online_words import digits_spoken, table_link
from talking_yahtzee.ui.table_plan import OnlinePlan


def copy_link(
    host: Voice,
    plan: OnlinePlan,
    code: str | None,
    spawn: Callable[[Callable[[], Awaitable[None]]], None],
) -> None:
    """Copy table ``code``'s link through the platform's clipboard program (``ui.clipboard``),
    or say that none is found and give the code."""
    if code is None:
        host.refuse(Msg("online-not-seated"))
        return
    link = table_link(plan.server, plan.web, code)
    if plan.web:  # a browser's session: copying would reach the server's clipboard
        host.say(Msg("web-link", link=link, where="page"))
        return

    async def job() -> None:
        if await clipboard.copy(link) is not None:
            host.say(Msg("online-link-copied"))
        else:
            host.say(Msg("online-link-no-clipboard", code=digits_spoken(code)))

    spawn(job)
