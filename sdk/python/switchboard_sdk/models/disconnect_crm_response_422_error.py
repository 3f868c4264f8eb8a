from typing import Literal

DisconnectCrmResponse422Error = Literal["idempotency_key_reused"]

DISCONNECT_CRM_RESPONSE_422_ERROR_VALUES: set[DisconnectCrmResponse422Error] = {
    "idempotency_key_reused",
}


def check_disconnect_crm_response_422_error(value: str) -> DisconnectCrmResponse422Error:
    if value in DISCONNECT_CRM_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DISCONNECT_CRM_RESPONSE_422_ERROR_VALUES!r}")
