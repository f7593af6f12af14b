"""A store outage told once: one log line when it starts, one when it ends, none per failed call.

While a shared store (Valkey) is down or fails over, every table's write, every renewal and every
shared limit fails in turn: each would log its own line, with a traceback (about 70 per server for
a short outage). :class:`Outages` says when the store stops answering and when it answers again;
the calls that failed meanwhile raise :class:`StoreOutage`, and :func:`quiet_outages` keeps the
log's handlers from telling each of them again. Other failures (a write refused for a reason of
its own) are still logged where they happen.
"""

from __future__ import annotations

import logging
import threading
import time
from typing import Final

from talking_yahtzee.net.rooms import StoreUnavailable

log = logging.getLogger(__name__)


class StoreOutage(StoreUnavailable):
    """The store did not answer, or no replica acknowledged a write, within the time allowed:
    part of an outage that :class:`Outages` reports once."""


class Outages:
    """When a store stopped answering (for any thread), logged once as it starts and ends."""

    def __init__(self, name: str) -> None:
        self.name = name
        self._lock = threading.Lock()
        self._since: dict[str, float] = {}
        self.dropped = 0
        """Tables this server let go during the outage (told when it ends)."""

    def failed(self, kind: str, error: BaseException) -> None:
        """A call met ``kind`` of failure ("down": no answer; "replicas": none acknowledged)."""
        with self._lock:
            if kind in self._since:
                return
            self._since[kind] = time.monotonic()
        log.warning("the store %s %s: %s", self.name, _STARTS[kind], _reason(error))

    def answered(self, kind: str = "down") -> None:
        """A call of ``kind`` succeeded: the outage of that kind, if any, is over."""
        if kind not in self._since:  # the common case: no lock
            return
        with self._lock:
            since = self._since.pop(kind, None)
            dropped, self.dropped = self.dropped, 0
        if since is not None:
            seconds = time.monotonic() - since
            left = f"; tables that left this server meanwhile: {dropped}" if dropped else ""
            log.warning("the store %s %s after %.1f s%s", self.name, _ENDS[kind], seconds, left)

    def during(self) -> bool:
        """An outage is under way."""
        return bool(self._since)


_STARTS: Final = {
    "down": "does not answer; tables wait for it",
    "replicas": "has no replica acknowledging writes; moves wait for one",
}
_ENDS: Final = {"down": "answers again", "replicas": "has a replica acknowledging writes again"}


def _reason(error: BaseException) -> str:
    text = " ".join(str(error).split())
    return f"{type(error).__name__}: {text[:200]}" if text else type(error).__name__


class _QuietOutages(logging.Filter):
    """Drops the records about a call that failed in an outage (:class:`StoreOutage`)."""

    def filter(self, record: logging.LogRecord) -> bool:
        if record.exc_info and _from_outage(record.exc_info[1]):
            return False
        args = record.args if isinstance(record.args, tuple) else ()
        return not any(isinstance(arg, StoreOutage) for arg in args)


def _from_outage(error: BaseException | None) -> bool:
    """``error`` is an outage's, or was raised while handling one (a refusal it caused)."""
    for _ in range(5):
        if error is None:
            return False
        if isinstance(error, StoreOutage):
            return True
        error = error.__cause__ or error.__context__
    return False


QUIET: Final = _QuietOutages()


def quiet_outages(logger: logging.Logger | None = None) -> None:
    """Keep the handlers of ``logger`` (the root's) from logging each call an outage failed."""
    for handler in (logger or logging.getLogger()).handlers:
        if QUIET not in handler.filters:
            handler.addFilter(QUIET)
