from typing import Literal

GetConsentResponse403Error = Literal["permission_denied"]

GET_CONSENT_RESPONSE_403_ERROR_VALUES: set[GetConsentResponse403Error] = {
    "permission_denied",
}


def check_get_consent_response_403_error(value: str) -> GetConsentResponse403Error:
    if value in GET_CONSENT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CONSENT_RESPONSE_403_ERROR_VALUES!r}")
