from typing import Literal

ConnectCrmResponse409Error = Literal["crm_connection_exists", "idempotency_key_in_use"]

CONNECT_CRM_RESPONSE_409_ERROR_VALUES: set[ConnectCrmResponse409Error] = {
    "crm_connection_exists",
    "idempotency_key_in_use",
}


def check_connect_crm_response_409_error(value: str) -> ConnectCrmResponse409Error:
    if value in CONNECT_CRM_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONNECT_CRM_RESPONSE_409_ERROR_VALUES!r}")
