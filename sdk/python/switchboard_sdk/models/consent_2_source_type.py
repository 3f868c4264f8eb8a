from typing import Literal

Consent2SourceType = Literal["api", "import", "paper", "verbal", "web_form"]

CONSENT_2_SOURCE_TYPE_VALUES: set[Consent2SourceType] = {
    "api",
    "import",
    "paper",
    "verbal",
    "web_form",
}


def check_consent_2_source_type(value: str) -> Consent2SourceType:
    if value in CONSENT_2_SOURCE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONSENT_2_SOURCE_TYPE_VALUES!r}")
