from typing import Literal

ConsentRevokedViaType0 = Literal["api", "call", "dashboard", "do_not_call", "other"]

CONSENT_REVOKED_VIA_TYPE_0_VALUES: set[ConsentRevokedViaType0] = {
    "api",
    "call",
    "dashboard",
    "do_not_call",
    "other",
}


def check_consent_revoked_via_type_0(value: str) -> ConsentRevokedViaType0:
    if value in CONSENT_REVOKED_VIA_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONSENT_REVOKED_VIA_TYPE_0_VALUES!r}")
