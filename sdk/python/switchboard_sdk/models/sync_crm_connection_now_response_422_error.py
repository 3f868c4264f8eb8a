from typing import Literal

SyncCrmConnectionNowResponse422Error = Literal["idempotency_key_reused"]

SYNC_CRM_CONNECTION_NOW_RESPONSE_422_ERROR_VALUES: set[SyncCrmConnectionNowResponse422Error] = {
    "idempotency_key_reused",
}


def check_sync_crm_connection_now_response_422_error(value: str) -> SyncCrmConnectionNowResponse422Error:
    if value in SYNC_CRM_CONNECTION_NOW_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SYNC_CRM_CONNECTION_NOW_RESPONSE_422_ERROR_VALUES!r}"
    )
