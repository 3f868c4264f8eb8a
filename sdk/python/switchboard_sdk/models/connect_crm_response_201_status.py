from typing import Literal

ConnectCrmResponse201Status = Literal["active", "error", "needs_reauth", "pending_authorization"]

CONNECT_CRM_RESPONSE_201_STATUS_VALUES: set[ConnectCrmResponse201Status] = {
    "active",
    "error",
    "needs_reauth",
    "pending_authorization",
}


def check_connect_crm_response_201_status(value: str) -> ConnectCrmResponse201Status:
    if value in CONNECT_CRM_RESPONSE_201_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONNECT_CRM_RESPONSE_201_STATUS_VALUES!r}")
