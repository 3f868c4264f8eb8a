from typing import Literal

CreateAlertResponse500Error = Literal["server_error"]

CREATE_ALERT_RESPONSE_500_ERROR_VALUES: set[CreateAlertResponse500Error] = {
    "server_error",
}


def check_create_alert_response_500_error(value: str) -> CreateAlertResponse500Error:
    if value in CREATE_ALERT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_ALERT_RESPONSE_500_ERROR_VALUES!r}")
