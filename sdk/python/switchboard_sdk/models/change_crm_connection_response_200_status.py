from typing import Literal

ChangeCrmConnectionResponse200Status = Literal["active", "error", "needs_reauth", "pending_authorization"]

CHANGE_CRM_CONNECTION_RESPONSE_200_STATUS_VALUES: set[ChangeCrmConnectionResponse200Status] = {
    "active",
    "error",
    "needs_reauth",
    "pending_authorization",
}


def check_change_crm_connection_response_200_status(value: str) -> ChangeCrmConnectionResponse200Status:
    if value in CHANGE_CRM_CONNECTION_RESPONSE_200_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_CRM_CONNECTION_RESPONSE_200_STATUS_VALUES!r}")
