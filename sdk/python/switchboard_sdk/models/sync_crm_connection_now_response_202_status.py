from typing import Literal

SyncCrmConnectionNowResponse202Status = Literal["active", "error", "needs_reauth", "pending_authorization"]

SYNC_CRM_CONNECTION_NOW_RESPONSE_202_STATUS_VALUES: set[SyncCrmConnectionNowResponse202Status] = {
    "active",
    "error",
    "needs_reauth",
    "pending_authorization",
}


def check_sync_crm_connection_now_response_202_status(value: str) -> SyncCrmConnectionNowResponse202Status:
    if value in SYNC_CRM_CONNECTION_NOW_RESPONSE_202_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SYNC_CRM_CONNECTION_NOW_RESPONSE_202_STATUS_VALUES!r}"
    )
