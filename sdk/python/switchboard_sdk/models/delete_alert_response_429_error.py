from typing import Literal

DeleteAlertResponse429Error = Literal["rate_limited"]

DELETE_ALERT_RESPONSE_429_ERROR_VALUES: set[DeleteAlertResponse429Error] = {
    "rate_limited",
}


def check_delete_alert_response_429_error(value: str) -> DeleteAlertResponse429Error:
    if value in DELETE_ALERT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DELETE_ALERT_RESPONSE_429_ERROR_VALUES!r}")
