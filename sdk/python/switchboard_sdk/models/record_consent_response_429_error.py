from typing import Literal

RecordConsentResponse429Error = Literal["rate_limited"]

RECORD_CONSENT_RESPONSE_429_ERROR_VALUES: set[RecordConsentResponse429Error] = {
    "rate_limited",
}


def check_record_consent_response_429_error(value: str) -> RecordConsentResponse429Error:
    if value in RECORD_CONSENT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RECORD_CONSENT_RESPONSE_429_ERROR_VALUES!r}")
