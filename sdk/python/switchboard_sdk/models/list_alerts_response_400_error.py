from typing import Literal

ListAlertsResponse400Error = Literal["validation_error"]

LIST_ALERTS_RESPONSE_400_ERROR_VALUES: set[ListAlertsResponse400Error] = {
    "validation_error",
}


def check_list_alerts_response_400_error(value: str) -> ListAlertsResponse400Error:
    if value in LIST_ALERTS_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_ALERTS_RESPONSE_400_ERROR_VALUES!r}")
