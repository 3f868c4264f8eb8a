from typing import Literal

ListAlertsResponse401Error = Literal["authentication_required", "invalid_key"]

LIST_ALERTS_RESPONSE_401_ERROR_VALUES: set[ListAlertsResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_list_alerts_response_401_error(value: str) -> ListAlertsResponse401Error:
    if value in LIST_ALERTS_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_ALERTS_RESPONSE_401_ERROR_VALUES!r}")
