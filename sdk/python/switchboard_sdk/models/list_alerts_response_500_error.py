from typing import Literal

ListAlertsResponse500Error = Literal["server_error"]

LIST_ALERTS_RESPONSE_500_ERROR_VALUES: set[ListAlertsResponse500Error] = {
    "server_error",
}


def check_list_alerts_response_500_error(value: str) -> ListAlertsResponse500Error:
    if value in LIST_ALERTS_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_ALERTS_RESPONSE_500_ERROR_VALUES!r}")
