from typing import Literal

RecordConsentResponse403Error = Literal["permission_denied"]

RECORD_CONSENT_RESPONSE_403_ERROR_VALUES: set[RecordConsentResponse403Error] = {
    "permission_denied",
}


def check_record_consent_response_403_error(value: str) -> RecordConsentResponse403Error:
    if value in RECORD_CONSENT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECORD_CONSENT_RESPONSE_403_ERROR_VALUES!r}")
