from typing import Literal

SyncCrmConnectionNowResponse429Error = Literal["rate_limited"]

SYNC_CRM_CONNECTION_NOW_RESPONSE_429_ERROR_VALUES: set[SyncCrmConnectionNowResponse429Error] = {
    "rate_limited",
}


def check_sync_crm_connection_now_response_429_error(value: str) -> SyncCrmConnectionNowResponse429Error:
    if value in SYNC_CRM_CONNECTION_NOW_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SYNC_CRM_CONNECTION_NOW_RESPONSE_429_ERROR_VALUES!r}"
    )
