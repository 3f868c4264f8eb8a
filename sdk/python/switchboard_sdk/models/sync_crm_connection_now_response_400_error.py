from typing import Literal

SyncCrmConnectionNowResponse400Error = Literal["validation_error"]

SYNC_CRM_CONNECTION_NOW_RESPONSE_400_ERROR_VALUES: set[SyncCrmConnectionNowResponse400Error] = {
    "validation_error",
}


def check_sync_crm_connection_now_response_400_error(value: str) -> SyncCrmConnectionNowResponse400Error:
    if value in SYNC_CRM_CONNECTION_NOW_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SYNC_CRM_CONNECTION_NOW_RESPONSE_400_ERROR_VALUES!r}"
    )
