from typing import Literal

ListAlertsResponse403Error = Literal["permission_denied"]

LIST_ALERTS_RESPONSE_403_ERROR_VALUES: set[ListAlertsResponse403Error] = {
    "permission_denied",
}


def check_list_alerts_response_403_error(value: str) -> ListAlertsResponse403Error:
    if value in LIST_ALERTS_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_ALERTS_RESPONSE_403_ERROR_VALUES!r}")
