from typing import Literal

Consent4Kind = Literal["express", "express_written"]

CONSENT_4_KIND_VALUES: set[Consent4Kind] = {
    "express",
    "express_written",
}


def check_consent_4_kind(value: str) -> Consent4Kind:
    if value in CONSENT_4_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONSENT_4_KIND_VALUES!r}")
