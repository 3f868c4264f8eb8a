from typing import Literal

ConnectCrmResponse201Direction = Literal["both", "from_crm", "to_crm"]

CONNECT_CRM_RESPONSE_201_DIRECTION_VALUES: set[ConnectCrmResponse201Direction] = {
    "both",
    "from_crm",
    "to_crm",
}


def check_connect_crm_response_201_direction(value: str) -> ConnectCrmResponse201Direction:
    if value in CONNECT_CRM_RESPONSE_201_DIRECTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONNECT_CRM_RESPONSE_201_DIRECTION_VALUES!r}")
