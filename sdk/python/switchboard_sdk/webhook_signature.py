"""Checks that a webhook delivery comes from Switchboard, as the API reference describes its two signatures.

Written by hand (the rest of the package is generated from the OpenAPI document):

- ``X-Klen-Signature``: lowercase hex HMAC-SHA256 of the body bytes, keyed with the whole secret (UTF-8);
- ``webhook-signature`` (Standard Webhooks): ``v1,`` + base64 HMAC-SHA256 of ``{webhook-id}.{webhook-timestamp}.{body}``,
  keyed with the base64-decoded part of the secret after ``whsec_``, signed at most ``tolerance_seconds`` ago.

Both must hold, so a captured delivery cannot be replayed later without its timestamp. After a rotation each header
carries one value per secret; one matching value is enough. The answered ``event`` is the signed body's ``event_type``
(an ``X-Klen-Event`` header that names another is refused), and an empty secret raises ValueError.
"""

from __future__ import annotations

import base64
import hashlib
import hmac
import json
import time
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from datetime import datetime, timezone
from typing import Any

__all__ = ["VerifiedWebhook", "WebhookVerificationError", "verify_webhook"]

_SECRET_PREFIX = "whsec_"
_HEADERS = ("X-Klen-Signature", "webhook-id", "webhook-timestamp", "webhook-signature")


class WebhookVerificationError(Exception):
    """The delivery is not a genuine, current one. ``reason`` is one of ``missing_header``,
    ``timestamp_outside_tolerance``, ``signature_mismatch``, ``invalid_body`` and ``event_mismatch``."""

    def __init__(self, reason: str, message: str) -> None:
        super().__init__(message)
        self.reason = reason


@dataclass(frozen=True)
class VerifiedWebhook:
    event: str
    """The event name, such as ``call.ended``."""
    delivery_id: str
    """The same on every attempt of a delivery: use it to act once."""
    signed_at: datetime
    payload: Any
    """The parsed JSON body."""


def _header(headers: Mapping[str, str] | Iterable[tuple[str, str]], name: str) -> str | None:
    items = headers.items() if isinstance(headers, Mapping) else headers
    wanted = name.lower()
    for key, value in items:
        if key.lower() == wanted:
            return value
    return None


def _check_secrets(secrets: list[str]) -> None:
    # An empty secret (or ``whsec_`` alone, as an unset variable with a prefix gives) keys an HMAC anyone can
    # compute, so a receiver so configured would accept forged deliveries. It is a configuration mistake, not a bad
    # delivery: ValueError, as the Standard Webhooks library raises.
    if not secrets or any(not isinstance(s, str) or s.strip() in ("", _SECRET_PREFIX) for s in secrets):
        raise ValueError("Secret can't be empty.")


def verify_webhook(
    body: bytes | str,
    headers: Mapping[str, str] | Iterable[tuple[str, str]],
    secret: str | list[str],
    tolerance_seconds: int = 300,
    now: float | None = None,
) -> VerifiedWebhook:
    """Verifies a delivery and answers its event, delivery id and parsed payload.

    ``body`` is the request body exactly as received, before any JSON parsing. ``headers`` the request's headers
    (any mapping or list of pairs; names are compared without case). ``secret`` the webhook's signing secret
    (``whsec_...``), or several. ``now`` (Unix seconds) defaults to the current time.
    Raises WebhookVerificationError otherwise, and ValueError for an empty secret.
    """
    raw = body.encode("utf-8") if isinstance(body, str) else bytes(body)
    secrets = [secret] if isinstance(secret, str) else list(secret)
    _check_secrets(secrets)
    values = [_header(headers, name) for name in _HEADERS]
    missing = [name for name, value in zip(_HEADERS, values, strict=True) if not value]
    if missing:
        raise WebhookVerificationError("missing_header", f"The delivery lacks {', '.join(missing)}.")
    klen, delivery_id, timestamp, standard = (v or "" for v in values)

    current = time.time() if now is None else now
    if not timestamp.isdigit() or abs(current - int(timestamp)) > tolerance_seconds:
        raise WebhookVerificationError(
            "timestamp_outside_tolerance", f"webhook-timestamp is more than {tolerance_seconds} seconds from now."
        )

    klen_values = [v.strip().encode("utf-8") for v in klen.split(",")]
    standard_values = [v[3:].encode("utf-8") for v in standard.split(" ") if v.startswith("v1,")]
    klen_ok = False
    standard_ok = False
    for s in secrets:
        expected_hex = hmac.new(s.encode("utf-8"), raw, hashlib.sha256).hexdigest().encode("ascii")
        klen_ok = klen_ok or any(hmac.compare_digest(v, expected_hex) for v in klen_values)
        key = base64.b64decode(s[len(_SECRET_PREFIX) :] if s.startswith(_SECRET_PREFIX) else s)
        signed = f"{delivery_id}.{timestamp}.".encode() + raw
        expected_b64 = base64.b64encode(hmac.new(key, signed, hashlib.sha256).digest())
        standard_ok = standard_ok or any(hmac.compare_digest(v, expected_b64) for v in standard_values)
    if not (klen_ok and standard_ok):
        raise WebhookVerificationError("signature_mismatch", "The delivery is not signed with this secret.")

    try:
        payload = json.loads(raw.decode("utf-8"))
    except ValueError as err:
        raise WebhookVerificationError("invalid_body", "The signed body is not JSON.") from err
    # The event is the signed body's event_type: X-Klen-Event is covered by neither signature, so a relabelled
    # header on a genuine delivery is refused rather than believed.
    event = payload.get("event_type") if isinstance(payload, dict) else None
    if not isinstance(event, str) or not event:
        raise WebhookVerificationError("invalid_body", "The signed body has no event_type.")
    labelled = _header(headers, "X-Klen-Event")
    if labelled is not None and labelled != event:
        raise WebhookVerificationError(
            "event_mismatch", f"X-Klen-Event says {labelled}, but the signed body is {event}."
        )
    return VerifiedWebhook(
        event=event,
        delivery_id=delivery_id,
        signed_at=datetime.fromtimestamp(int(timestamp), tz=timezone.utc),
        payload=payload,
    )
