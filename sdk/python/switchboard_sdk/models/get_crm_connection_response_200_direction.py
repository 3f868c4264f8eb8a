from typing import Literal

GetCrmConnectionResponse200Direction = Literal["both", "from_crm", "to_crm"]

GET_CRM_CONNECTION_RESPONSE_200_DIRECTION_VALUES: set[GetCrmConnectionResponse200Direction] = {
    "both",
    "from_crm",
    "to_crm",
}


def check_get_crm_connection_response_200_direction(value: str) -> GetCrmConnectionResponse200Direction:
    if value in GET_CRM_CONNECTION_RESPONSE_200_DIRECTION_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CRM_CONNECTION_RESPONSE_200_DIRECTION_VALUES!r}")
