"""Retries of 429 and 503 (and 502, 504) as the server asks, for the generated client. Written by hand.

Pass a transport to the client: ``AuthenticatedClient(base_url=..., token=..., httpx_args={"transport":
RetryTransport()})`` (``AsyncRetryTransport()`` for the ``asyncio`` functions). A read (GET, HEAD, OPTIONS) is sent
again; a write only with an ``Idempotency-Key``, which the transport adds when the request has none
(``idempotency_keys=True``, the default), so the server answers a repeat from the first attempt and a call is never
placed twice. A keyed write whose first attempt still holds its key (409 with Retry-After) is waited for too. Between
attempts it waits what ``Retry-After`` asks (seconds or an HTTP date), at most ``max_wait`` seconds, else 0.5 s, 1 s,
2 s...
"""

from __future__ import annotations

import asyncio
import time
import uuid
from collections.abc import Callable
from datetime import datetime, timezone
from email.utils import parsedate_to_datetime

import httpx

RETRY_STATUSES = frozenset({429, 502, 503, 504})
READS = frozenset({"GET", "HEAD", "OPTIONS"})


def _keyed(request: httpx.Request, add_keys: bool) -> bool:
    if request.method in READS:
        return False
    if "idempotency-key" not in request.headers and add_keys:
        request.headers["Idempotency-Key"] = str(uuid.uuid4())
    return "idempotency-key" in request.headers


def _retryable(response: httpx.Response, keyed: bool) -> bool:
    if response.status_code in RETRY_STATUSES:
        return True
    return keyed and response.status_code == 409 and "retry-after" in response.headers


def _wait(response: httpx.Response, attempt: int, max_wait: float) -> float:
    header = response.headers.get("retry-after", "").strip()
    if header:
        try:
            return min(max(float(header), 0.0), max_wait)
        except ValueError:
            try:
                at = parsedate_to_datetime(header)
                return min(max((at - datetime.now(timezone.utc)).total_seconds(), 0.0), max_wait)
            except (TypeError, ValueError):
                pass
    return min(0.5 * 2**attempt, max_wait)


class RetryTransport(httpx.BaseTransport):
    """Sends a request again after 429, 502, 503 or 504 when repeating it cannot do anything twice."""

    def __init__(
        self,
        retries: int = 2,
        *,
        idempotency_keys: bool = True,
        max_wait: float = 10.0,
        transport: httpx.BaseTransport | None = None,
        sleep: Callable[[float], None] = time.sleep,
    ) -> None:
        self._inner = transport or httpx.HTTPTransport()
        self._retries = retries
        self._add_keys = idempotency_keys
        self._max_wait = max_wait
        self._sleep = sleep

    def handle_request(self, request: httpx.Request) -> httpx.Response:
        keyed = _keyed(request, self._add_keys)
        may_repeat = request.method in READS or keyed
        attempt = 0
        while True:
            response = self._inner.handle_request(request)
            if not may_repeat or attempt >= self._retries or not _retryable(response, keyed):
                return response
            response.read()
            response.close()
            self._sleep(_wait(response, attempt, self._max_wait))
            attempt += 1

    def close(self) -> None:
        self._inner.close()


class AsyncRetryTransport(httpx.AsyncBaseTransport):
    """RetryTransport for httpx.AsyncClient (the generated ``asyncio`` functions)."""

    def __init__(
        self,
        retries: int = 2,
        *,
        idempotency_keys: bool = True,
        max_wait: float = 10.0,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        self._inner = transport or httpx.AsyncHTTPTransport()
        self._retries = retries
        self._add_keys = idempotency_keys
        self._max_wait = max_wait

    async def handle_async_request(self, request: httpx.Request) -> httpx.Response:
        keyed = _keyed(request, self._add_keys)
        may_repeat = request.method in READS or keyed
        attempt = 0
        while True:
            response = await self._inner.handle_async_request(request)
            if not may_repeat or attempt >= self._retries or not _retryable(response, keyed):
                return response
            await response.aread()
            await response.aclose()
            await asyncio.sleep(_wait(response, attempt, self._max_wait))
            attempt += 1

    async def aclose(self) -> None:
        await self._inner.aclose()
