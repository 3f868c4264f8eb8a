from typing import Literal

Consent2Scope = Literal["informational", "marketing"]

CONSENT_2_SCOPE_VALUES: set[Consent2Scope] = {
    "informational",
    "marketing",
}


def check_consent_2_scope(value: str) -> Consent2Scope:
    if value in CONSENT_2_SCOPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONSENT_2_SCOPE_VALUES!r}")
