from typing import Literal

CreateAlertResponse503Error = Literal["service_unavailable"]

CREATE_ALERT_RESPONSE_503_ERROR_VALUES: set[CreateAlertResponse503Error] = {
    "service_unavailable",
}


def check_create_alert_response_503_error(value: str) -> CreateAlertResponse503Error:
    if value in CREATE_ALERT_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_ALERT_RESPONSE_503_ERROR_VALUES!r}")
