from typing import Literal

CreateAlertResponse400Error = Literal["invalid_json", "validation_error"]

CREATE_ALERT_RESPONSE_400_ERROR_VALUES: set[CreateAlertResponse400Error] = {
    "invalid_json",
    "validation_error",
}


def check_create_alert_response_400_error(value: str) -> CreateAlertResponse400Error:
    if value in CREATE_ALERT_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_ALERT_RESPONSE_400_ERROR_VALUES!r}")
