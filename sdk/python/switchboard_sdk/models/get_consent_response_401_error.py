from typing import Literal

GetConsentResponse401Error = Literal["authentication_required", "invalid_key"]

GET_CONSENT_RESPONSE_401_ERROR_VALUES: set[GetConsentResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_get_consent_response_401_error(value: str) -> GetConsentResponse401Error:
    if value in GET_CONSENT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CONSENT_RESPONSE_401_ERROR_VALUES!r}")
