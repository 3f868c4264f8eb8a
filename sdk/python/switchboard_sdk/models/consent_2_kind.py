from typing import Literal

Consent2Kind = Literal["express", "express_written"]

CONSENT_2_KIND_VALUES: set[Consent2Kind] = {
    "express",
    "express_written",
}


def check_consent_2_kind(value: str) -> Consent2Kind:
    if value in CONSENT_2_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONSENT_2_KIND_VALUES!r}")
