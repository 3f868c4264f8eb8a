from typing import Literal

GetConsentResponse400Error = Literal["validation_error"]

GET_CONSENT_RESPONSE_400_ERROR_VALUES: set[GetConsentResponse400Error] = {
    "validation_error",
}


def check_get_consent_response_400_error(value: str) -> GetConsentResponse400Error:
    if value in GET_CONSENT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CONSENT_RESPONSE_400_ERROR_VALUES!r}")
