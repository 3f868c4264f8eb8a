from typing import Literal

SyncCrmConnectionNowResponse503Error = Literal["service_unavailable"]

SYNC_CRM_CONNECTION_NOW_RESPONSE_503_ERROR_VALUES: set[SyncCrmConnectionNowResponse503Error] = {
    "service_unavailable",
}


def check_sync_crm_connection_now_response_503_error(value: str) -> SyncCrmConnectionNowResponse503Error:
    if value in SYNC_CRM_CONNECTION_NOW_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SYNC_CRM_CONNECTION_NOW_RESPONSE_503_ERROR_VALUES!r}"
    )
