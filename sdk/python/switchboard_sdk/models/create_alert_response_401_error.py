from typing import Literal

CreateAlertResponse401Error = Literal["authentication_required", "invalid_key"]

CREATE_ALERT_RESPONSE_401_ERROR_VALUES: set[CreateAlertResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_create_alert_response_401_error(value: str) -> CreateAlertResponse401Error:
    if value in CREATE_ALERT_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_ALERT_RESPONSE_401_ERROR_VALUES!r}")
