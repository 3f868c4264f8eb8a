from typing import Literal

ChangeCrmConnectionResponse422Error = Literal["idempotency_key_reused"]

CHANGE_CRM_CONNECTION_RESPONSE_422_ERROR_VALUES: set[ChangeCrmConnectionResponse422Error] = {
    "idempotency_key_reused",
}


def check_change_crm_connection_response_422_error(value: str) -> ChangeCrmConnectionResponse422Error:
    if value in CHANGE_CRM_CONNECTION_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_CRM_CONNECTION_RESPONSE_422_ERROR_VALUES!r}")
