from typing import Literal

GetCrmConnectionResponse200Status = Literal["active", "error", "needs_reauth", "pending_authorization"]

GET_CRM_CONNECTION_RESPONSE_200_STATUS_VALUES: set[GetCrmConnectionResponse200Status] = {
    "active",
    "error",
    "needs_reauth",
    "pending_authorization",
}


def check_get_crm_connection_response_200_status(value: str) -> GetCrmConnectionResponse200Status:
    if value in GET_CRM_CONNECTION_RESPONSE_200_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CRM_CONNECTION_RESPONSE_200_STATUS_VALUES!r}")
