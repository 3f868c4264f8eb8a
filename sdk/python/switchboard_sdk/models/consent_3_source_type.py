from typing import Literal

Consent3SourceType = Literal["api", "import", "paper", "verbal", "web_form"]

CONSENT_3_SOURCE_TYPE_VALUES: set[Consent3SourceType] = {
    "api",
    "import",
    "paper",
    "verbal",
    "web_form",
}


def check_consent_3_source_type(value: str) -> Consent3SourceType:
    if value in CONSENT_3_SOURCE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONSENT_3_SOURCE_TYPE_VALUES!r}")
