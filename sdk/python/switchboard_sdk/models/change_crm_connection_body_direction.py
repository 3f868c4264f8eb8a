from typing import Literal

ChangeCrmConnectionBodyDirection = Literal["both", "from_crm", "to_crm"]

CHANGE_CRM_CONNECTION_BODY_DIRECTION_VALUES: set[ChangeCrmConnectionBodyDirection] = {
    "both",
    "from_crm",
    "to_crm",
}


def check_change_crm_connection_body_direction(value: str) -> ChangeCrmConnectionBodyDirection:
    if value in CHANGE_CRM_CONNECTION_BODY_DIRECTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_CRM_CONNECTION_BODY_DIRECTION_VALUES!r}")
