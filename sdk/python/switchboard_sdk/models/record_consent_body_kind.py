from typing import Literal

RecordConsentBodyKind = Literal["express", "express_written"]

RECORD_CONSENT_BODY_KIND_VALUES: set[RecordConsentBodyKind] = {
    "express",
    "express_written",
}


def check_record_consent_body_kind(value: str) -> RecordConsentBodyKind:
    if value in RECORD_CONSENT_BODY_KIND_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECORD_CONSENT_BODY_KIND_VALUES!r}")
