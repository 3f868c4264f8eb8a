from typing import Literal

ChangeCrmConnectionResponse200Direction = Literal["both", "from_crm", "to_crm"]

CHANGE_CRM_CONNECTION_RESPONSE_200_DIRECTION_VALUES: set[ChangeCrmConnectionResponse200Direction] = {
    "both",
    "from_crm",
    "to_crm",
}


def check_change_crm_connection_response_200_direction(value: str) -> ChangeCrmConnectionResponse200Direction:
    if value in CHANGE_CRM_CONNECTION_RESPONSE_200_DIRECTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHANGE_CRM_CONNECTION_RESPONSE_200_DIRECTION_VALUES!r}"
    )
