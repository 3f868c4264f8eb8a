from typing import Literal

CreateAlertBodyOp = Literal["above", "below"]

CREATE_ALERT_BODY_OP_VALUES: set[CreateAlertBodyOp] = {
    "above",
    "below",
}


def check_create_alert_body_op(value: str) -> CreateAlertBodyOp:
    if value in CREATE_ALERT_BODY_OP_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_ALERT_BODY_OP_VALUES!r}")
