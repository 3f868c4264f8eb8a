from typing import Literal

RecordConsentBodyScope = Literal["informational", "marketing"]

RECORD_CONSENT_BODY_SCOPE_VALUES: set[RecordConsentBodyScope] = {
    "informational",
    "marketing",
}


def check_record_consent_body_scope(value: str) -> RecordConsentBodyScope:
    if value in RECORD_CONSENT_BODY_SCOPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECORD_CONSENT_BODY_SCOPE_VALUES!r}")
