from typing import Literal

GetConsentResponse404Error = Literal["not_found"]

GET_CONSENT_RESPONSE_404_ERROR_VALUES: set[GetConsentResponse404Error] = {
    "not_found",
}


def check_get_consent_response_404_error(value: str) -> GetConsentResponse404Error:
    if value in GET_CONSENT_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CONSENT_RESPONSE_404_ERROR_VALUES!r}")
