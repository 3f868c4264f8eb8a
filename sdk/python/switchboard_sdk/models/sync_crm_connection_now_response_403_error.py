from typing import Literal

SyncCrmConnectionNowResponse403Error = Literal["permission_denied"]

SYNC_CRM_CONNECTION_NOW_RESPONSE_403_ERROR_VALUES: set[SyncCrmConnectionNowResponse403Error] = {
    "permission_denied",
}


def check_sync_crm_connection_now_response_403_error(value: str) -> SyncCrmConnectionNowResponse403Error:
    if value in SYNC_CRM_CONNECTION_NOW_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SYNC_CRM_CONNECTION_NOW_RESPONSE_403_ERROR_VALUES!r}"
    )
