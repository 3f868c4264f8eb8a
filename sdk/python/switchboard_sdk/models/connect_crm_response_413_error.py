from typing import Literal

ConnectCrmResponse413Error = Literal["payload_too_large"]

CONNECT_CRM_RESPONSE_413_ERROR_VALUES: set[ConnectCrmResponse413Error] = {
    "payload_too_large",
}


def check_connect_crm_response_413_error(value: str) -> ConnectCrmResponse413Error:
    if value in CONNECT_CRM_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONNECT_CRM_RESPONSE_413_ERROR_VALUES!r}")
