from typing import Literal

RecordConsentResponse401Error = Literal["authentication_required", "invalid_key"]

RECORD_CONSENT_RESPONSE_401_ERROR_VALUES: set[RecordConsentResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_record_consent_response_401_error(value: str) -> RecordConsentResponse401Error:
    if value in RECORD_CONSENT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECORD_CONSENT_RESPONSE_401_ERROR_VALUES!r}")
