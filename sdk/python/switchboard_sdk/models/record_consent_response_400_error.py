from typing import Literal

RecordConsentResponse400Error = Literal["invalid_json", "invalid_phone_number", "validation_error"]

RECORD_CONSENT_RESPONSE_400_ERROR_VALUES: set[RecordConsentResponse400Error] = {
    "invalid_json",
    "invalid_phone_number",
    "validation_error",
}


def check_record_consent_response_400_error(value: str) -> RecordConsentResponse400Error:
    if value in RECORD_CONSENT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECORD_CONSENT_RESPONSE_400_ERROR_VALUES!r}")
