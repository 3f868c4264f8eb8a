from typing import Literal

ConnectCrmResponse503Error = Literal["service_unavailable"]

CONNECT_CRM_RESPONSE_503_ERROR_VALUES: set[ConnectCrmResponse503Error] = {
    "service_unavailable",
}


def check_connect_crm_response_503_error(value: str) -> ConnectCrmResponse503Error:
    if value in CONNECT_CRM_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CONNECT_CRM_RESPONSE_503_ERROR_VALUES!r}")
