from typing import Literal

ConsentScope = Literal["informational", "marketing"]

CONSENT_SCOPE_VALUES: set[ConsentScope] = {
    "informational",
    "marketing",
}


def check_consent_scope(value: str) -> ConsentScope:
    if value in CONSENT_SCOPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONSENT_SCOPE_VALUES!r}")
