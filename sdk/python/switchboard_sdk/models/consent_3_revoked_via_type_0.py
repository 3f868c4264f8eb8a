from typing import Literal

Consent3RevokedViaType0 = Literal["api", "call", "dashboard", "do_not_call", "other"]

CONSENT_3_REVOKED_VIA_TYPE_0_VALUES: set[Consent3RevokedViaType0] = {
    "api",
    "call",
    "dashboard",
    "do_not_call",
    "other",
}


def check_consent_3_revoked_via_type_0(value: str) -> Consent3RevokedViaType0:
    if value in CONSENT_3_REVOKED_VIA_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONSENT_3_REVOKED_VIA_TYPE_0_VALUES!r}")
