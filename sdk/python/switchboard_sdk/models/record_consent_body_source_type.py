from typing import Literal

RecordConsentBodySourceType = Literal["api", "import", "paper", "verbal", "web_form"]

RECORD_CONSENT_BODY_SOURCE_TYPE_VALUES: set[RecordConsentBodySourceType] = {
    "api",
    "import",
    "paper",
    "verbal",
    "web_form",
}


def check_record_consent_body_source_type(value: str) -> RecordConsentBodySourceType:
    if value in RECORD_CONSENT_BODY_SOURCE_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECORD_CONSENT_BODY_SOURCE_TYPE_VALUES!r}")
