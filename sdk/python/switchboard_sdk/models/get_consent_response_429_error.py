from typing import Literal

GetConsentResponse429Error = Literal["rate_limited"]

GET_CONSENT_RESPONSE_429_ERROR_VALUES: set[GetConsentResponse429Error] = {
    "rate_limited",
}


def check_get_consent_response_429_error(value: str) -> GetConsentResponse429Error:
    if value in GET_CONSENT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CONSENT_RESPONSE_429_ERROR_VALUES!r}")
