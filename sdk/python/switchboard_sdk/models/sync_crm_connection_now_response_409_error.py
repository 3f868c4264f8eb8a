from typing import Literal

SyncCrmConnectionNowResponse409Error = Literal["crm_connection_not_active", "idempotency_key_in_use"]

SYNC_CRM_CONNECTION_NOW_RESPONSE_409_ERROR_VALUES: set[SyncCrmConnectionNowResponse409Error] = {
    "crm_connection_not_active",
    "idempotency_key_in_use",
}


def check_sync_crm_connection_now_response_409_error(value: str) -> SyncCrmConnectionNowResponse409Error:
    if value in SYNC_CRM_CONNECTION_NOW_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SYNC_CRM_CONNECTION_NOW_RESPONSE_409_ERROR_VALUES!r}"
    )
