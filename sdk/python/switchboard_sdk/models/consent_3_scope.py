from typing import Literal

Consent3Scope = Literal["informational", "marketing"]

CONSENT_3_SCOPE_VALUES: set[Consent3Scope] = {
    "informational",
    "marketing",
}


def check_consent_3_scope(value: str) -> Consent3Scope:
    if value in CONSENT_3_SCOPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONSENT_3_SCOPE_VALUES!r}")
