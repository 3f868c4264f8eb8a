from typing import Literal

ChangeCrmConnectionResponse409Error = Literal["idempotency_key_in_use"]

CHANGE_CRM_CONNECTION_RESPONSE_409_ERROR_VALUES: set[ChangeCrmConnectionResponse409Error] = {
    "idempotency_key_in_use",
}


def check_change_crm_connection_response_409_error(value: str) -> ChangeCrmConnectionResponse409Error:
    if value in CHANGE_CRM_CONNECTION_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_CRM_CONNECTION_RESPONSE_409_ERROR_VALUES!r}")
