from typing import Literal

SyncCrmConnectionNowResponse500Error = Literal["server_error"]

SYNC_CRM_CONNECTION_NOW_RESPONSE_500_ERROR_VALUES: set[SyncCrmConnectionNowResponse500Error] = {
    "server_error",
}


def check_sync_crm_connection_now_response_500_error(value: str) -> SyncCrmConnectionNowResponse500Error:
    if value in SYNC_CRM_CONNECTION_NOW_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SYNC_CRM_CONNECTION_NOW_RESPONSE_500_ERROR_VALUES!r}"
    )
