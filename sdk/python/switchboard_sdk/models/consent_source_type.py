from typing import Literal

ConsentSourceType = Literal["api", "import", "paper", "verbal", "web_form"]

CONSENT_SOURCE_TYPE_VALUES: set[ConsentSourceType] = {
    "api",
    "import",
    "paper",
    "verbal",
    "web_form",
}


def check_consent_source_type(value: str) -> ConsentSourceType:
    if value in CONSENT_SOURCE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONSENT_SOURCE_TYPE_VALUES!r}")
