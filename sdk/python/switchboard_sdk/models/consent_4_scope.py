from typing import Literal

Consent4Scope = Literal["informational", "marketing"]

CONSENT_4_SCOPE_VALUES: set[Consent4Scope] = {
    "informational",
    "marketing",
}


def check_consent_4_scope(value: str) -> Consent4Scope:
    if value in CONSENT_4_SCOPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONSENT_4_SCOPE_VALUES!r}")
