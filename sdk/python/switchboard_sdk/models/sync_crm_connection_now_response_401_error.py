from typing import Literal

SyncCrmConnectionNowResponse401Error = Literal["authentication_required", "invalid_key"]

SYNC_CRM_CONNECTION_NOW_RESPONSE_401_ERROR_VALUES: set[SyncCrmConnectionNowResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_sync_crm_connection_now_response_401_error(value: str) -> SyncCrmConnectionNowResponse401Error:
    if value in SYNC_CRM_CONNECTION_NOW_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SYNC_CRM_CONNECTION_NOW_RESPONSE_401_ERROR_VALUES!r}"
    )
