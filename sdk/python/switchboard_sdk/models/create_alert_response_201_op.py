from typing import Literal

CreateAlertResponse201Op = Literal["above", "below"]

CREATE_ALERT_RESPONSE_201_OP_VALUES: set[CreateAlertResponse201Op] = {
    "above",
    "below",
}


def check_create_alert_response_201_op(value: str) -> CreateAlertResponse201Op:
    if value in CREATE_ALERT_RESPONSE_201_OP_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_ALERT_RESPONSE_201_OP_VALUES!r}")
