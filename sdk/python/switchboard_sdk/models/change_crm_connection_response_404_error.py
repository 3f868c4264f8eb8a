from typing import Literal

ChangeCrmConnectionResponse404Error = Literal["not_found"]

CHANGE_CRM_CONNECTION_RESPONSE_404_ERROR_VALUES: set[ChangeCrmConnectionResponse404Error] = {
    "not_found",
}


def check_change_crm_connection_response_404_error(value: str) -> ChangeCrmConnectionResponse404Error:
    if value in CHANGE_CRM_CONNECTION_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_CRM_CONNECTION_RESPONSE_404_ERROR_VALUES!r}")
