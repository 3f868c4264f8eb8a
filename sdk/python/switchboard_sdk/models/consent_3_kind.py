from typing import Literal

Consent3Kind = Literal["express", "express_written"]

CONSENT_3_KIND_VALUES: set[Consent3Kind] = {
    "express",
    "express_written",
}


def check_consent_3_kind(value: str) -> Consent3Kind:
    if value in CONSENT_3_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONSENT_3_KIND_VALUES!r}")
