from typing import Literal

ListAlertsResponse503Error = Literal["service_unavailable"]

LIST_ALERTS_RESPONSE_503_ERROR_VALUES: set[ListAlertsResponse503Error] = {
    "service_unavailable",
}


def check_list_alerts_response_503_error(value: str) -> ListAlertsResponse503Error:
    if value in LIST_ALERTS_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_ALERTS_RESPONSE_503_ERROR_VALUES!r}")
