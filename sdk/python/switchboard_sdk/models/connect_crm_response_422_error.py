from typing import Literal

ConnectCrmResponse422Error = Literal["idempotency_key_reused"]

CONNECT_CRM_RESPONSE_422_ERROR_VALUES: set[ConnectCrmResponse422Error] = {
    "idempotency_key_reused",
}


def check_connect_crm_response_422_error(value: str) -> ConnectCrmResponse422Error:
    if value in CONNECT_CRM_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONNECT_CRM_RESPONSE_422_ERROR_VALUES!r}")
