from typing import Literal

GetConsentResponse500Error = Literal["server_error"]

GET_CONSENT_RESPONSE_500_ERROR_VALUES: set[GetConsentResponse500Error] = {
    "server_error",
}


def check_get_consent_response_500_error(value: str) -> GetConsentResponse500Error:
    if value in GET_CONSENT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CONSENT_RESPONSE_500_ERROR_VALUES!r}")
