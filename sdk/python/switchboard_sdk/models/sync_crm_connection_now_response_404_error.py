from typing import Literal

SyncCrmConnectionNowResponse404Error = Literal["not_found"]

SYNC_CRM_CONNECTION_NOW_RESPONSE_404_ERROR_VALUES: set[SyncCrmConnectionNowResponse404Error] = {
    "not_found",
}


def check_sync_crm_connection_now_response_404_error(value: str) -> SyncCrmConnectionNowResponse404Error:
    if value in SYNC_CRM_CONNECTION_NOW_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SYNC_CRM_CONNECTION_NOW_RESPONSE_404_ERROR_VALUES!r}"
    )
