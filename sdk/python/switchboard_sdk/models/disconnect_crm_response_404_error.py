from typing import Literal

DisconnectCrmResponse404Error = Literal["not_found"]

DISCONNECT_CRM_RESPONSE_404_ERROR_VALUES: set[DisconnectCrmResponse404Error] = {
    "not_found",
}


def check_disconnect_crm_response_404_error(value: str) -> DisconnectCrmResponse404Error:
    if value in DISCONNECT_CRM_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {DISCONNECT_CRM_RESPONSE_404_ERROR_VALUES!r}")
