from typing import Literal

RecordConsentResponse409Error = Literal["idempotency_key_in_use"]

RECORD_CONSENT_RESPONSE_409_ERROR_VALUES: set[RecordConsentResponse409Error] = {
    "idempotency_key_in_use",
}


def check_record_consent_response_409_error(value: str) -> RecordConsentResponse409Error:
    if value in RECORD_CONSENT_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECORD_CONSENT_RESPONSE_409_ERROR_VALUES!r}")
