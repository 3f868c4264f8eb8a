from typing import Literal

DisconnectCrmResponse400Error = Literal["validation_error"]

DISCONNECT_CRM_RESPONSE_400_ERROR_VALUES: set[DisconnectCrmResponse400Error] = {
    "validation_error",
}


def check_disconnect_crm_response_400_error(value: str) -> DisconnectCrmResponse400Error:
    if value in DISCONNECT_CRM_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DISCONNECT_CRM_RESPONSE_400_ERROR_VALUES!r}")
