from typing import Literal

Consent4RevokedViaType0 = Literal["api", "call", "dashboard", "do_not_call", "other"]

CONSENT_4_REVOKED_VIA_TYPE_0_VALUES: set[Consent4RevokedViaType0] = {
    "api",
    "call",
    "dashboard",
    "do_not_call",
    "other",
}


def check_consent_4_revoked_via_type_0(value: str) -> Consent4RevokedViaType0:
    if value in CONSENT_4_REVOKED_VIA_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONSENT_4_REVOKED_VIA_TYPE_0_VALUES!r}")
