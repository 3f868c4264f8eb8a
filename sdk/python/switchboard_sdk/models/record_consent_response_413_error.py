from typing import Literal

RecordConsentResponse413Error = Literal["payload_too_large"]

RECORD_CONSENT_RESPONSE_413_ERROR_VALUES: set[RecordConsentResponse413Error] = {
    "payload_too_large",
}


def check_record_consent_response_413_error(value: str) -> RecordConsentResponse413Error:
    if value in RECORD_CONSENT_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECORD_CONSENT_RESPONSE_413_ERROR_VALUES!r}")
