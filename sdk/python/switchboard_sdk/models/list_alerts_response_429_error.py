from typing import Literal

ListAlertsResponse429Error = Literal["rate_limited"]

LIST_ALERTS_RESPONSE_429_ERROR_VALUES: set[ListAlertsResponse429Error] = {
    "rate_limited",
}


def check_list_alerts_response_429_error(value: str) -> ListAlertsResponse429Error:
    if value in LIST_ALERTS_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_ALERTS_RESPONSE_429_ERROR_VALUES!r}")
