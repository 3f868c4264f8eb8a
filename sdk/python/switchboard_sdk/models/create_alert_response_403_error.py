from typing import Literal

CreateAlertResponse403Error = Literal["permission_denied"]

CREATE_ALERT_RESPONSE_403_ERROR_VALUES: set[CreateAlertResponse403Error] = {
    "permission_denied",
}


def check_create_alert_response_403_error(value: str) -> CreateAlertResponse403Error:
    if value in CREATE_ALERT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_ALERT_RESPONSE_403_ERROR_VALUES!r}")
