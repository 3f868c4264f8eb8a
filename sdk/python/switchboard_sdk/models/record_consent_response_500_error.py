from typing import Literal

RecordConsentResponse500Error = Literal["server_error"]

RECORD_CONSENT_RESPONSE_500_ERROR_VALUES: set[RecordConsentResponse500Error] = {
    "server_error",
}


def check_record_consent_response_500_error(value: str) -> RecordConsentResponse500Error:
    if value in RECORD_CONSENT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECORD_CONSENT_RESPONSE_500_ERROR_VALUES!r}")
