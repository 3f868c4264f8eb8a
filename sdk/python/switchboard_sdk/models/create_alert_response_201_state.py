from typing import Literal

CreateAlertResponse201State = Literal["ok", "triggered"]

CREATE_ALERT_RESPONSE_201_STATE_VALUES: set[CreateAlertResponse201State] = {
    "ok",
    "triggered",
}


def check_create_alert_response_201_state(value: str) -> CreateAlertResponse201State:
    if value in CREATE_ALERT_RESPONSE_201_STATE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_ALERT_RESPONSE_201_STATE_VALUES!r}")
