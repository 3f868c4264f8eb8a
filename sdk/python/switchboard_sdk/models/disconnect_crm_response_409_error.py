from typing import Literal

DisconnectCrmResponse409Error = Literal["idempotency_key_in_use"]

DISCONNECT_CRM_RESPONSE_409_ERROR_VALUES: set[DisconnectCrmResponse409Error] = {
    "idempotency_key_in_use",
}


def check_disconnect_crm_response_409_error(value: str) -> DisconnectCrmResponse409Error:
    if value in DISCONNECT_CRM_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DISCONNECT_CRM_RESPONSE_409_ERROR_VALUES!r}")
