from typing import Literal

RecordConsentResponse503Error = Literal["service_unavailable"]

RECORD_CONSENT_RESPONSE_503_ERROR_VALUES: set[RecordConsentResponse503Error] = {
    "service_unavailable",
}


def check_record_consent_response_503_error(value: str) -> RecordConsentResponse503Error:
    if value in RECORD_CONSENT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECORD_CONSENT_RESPONSE_503_ERROR_VALUES!r}")
