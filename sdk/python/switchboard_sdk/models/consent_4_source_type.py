from typing import Literal

Consent4SourceType = Literal["api", "import", "paper", "verbal", "web_form"]

CONSENT_4_SOURCE_TYPE_VALUES: set[Consent4SourceType] = {
    "api",
    "import",
    "paper",
    "verbal",
    "web_form",
}


def check_consent_4_source_type(value: str) -> Consent4SourceType:
    if value in CONSENT_4_SOURCE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONSENT_4_SOURCE_TYPE_VALUES!r}")
