from typing import Literal

ChangeCrmConnectionResponse413Error = Literal["payload_too_large"]

CHANGE_CRM_CONNECTION_RESPONSE_413_ERROR_VALUES: set[ChangeCrmConnectionResponse413Error] = {
    "payload_too_large",
}


def check_change_crm_connection_response_413_error(value: str) -> ChangeCrmConnectionResponse413Error:
    if value in CHANGE_CRM_CONNECTION_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_CRM_CONNECTION_RESPONSE_413_ERROR_VALUES!r}")
