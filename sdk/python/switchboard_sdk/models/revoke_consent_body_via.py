from typing import Literal

RevokeConsentBodyVia = Literal["api", "call", "dashboard", "other"]

REVOKE_CONSENT_BODY_VIA_VALUES: set[RevokeConsentBodyVia] = {
    "api",
    "call",
    "dashboard",
    "other",
}


def check_revoke_consent_body_via(value: str) -> RevokeConsentBodyVia:
    if value in REVOKE_CONSENT_BODY_VIA_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REVOKE_CONSENT_BODY_VIA_VALUES!r}")
