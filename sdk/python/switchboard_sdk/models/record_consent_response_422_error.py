from typing import Literal

RecordConsentResponse422Error = Literal["idempotency_key_reused"]

RECORD_CONSENT_RESPONSE_422_ERROR_VALUES: set[RecordConsentResponse422Error] = {
    "idempotency_key_reused",
}


def check_record_consent_response_422_error(value: str) -> RecordConsentResponse422Error:
    if value in RECORD_CONSENT_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECORD_CONSENT_RESPONSE_422_ERROR_VALUES!r}")
