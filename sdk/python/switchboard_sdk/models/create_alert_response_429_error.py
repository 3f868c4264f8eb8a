from typing import Literal

CreateAlertResponse429Error = Literal["rate_limited"]

CREATE_ALERT_RESPONSE_429_ERROR_VALUES: set[CreateAlertResponse429Error] = {
    "rate_limited",
}


def check_create_alert_response_429_error(value: str) -> CreateAlertResponse429Error:
    if value in CREATE_ALERT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_ALERT_RESPONSE_429_ERROR_VALUES!r}")
