from typing import Literal

GetConsentResponse503Error = Literal["service_unavailable"]

GET_CONSENT_RESPONSE_503_ERROR_VALUES: set[GetConsentResponse503Error] = {
    "service_unavailable",
}


def check_get_consent_response_503_error(value: str) -> GetConsentResponse503Error:
    if value in GET_CONSENT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CONSENT_RESPONSE_503_ERROR_VALUES!r}")
