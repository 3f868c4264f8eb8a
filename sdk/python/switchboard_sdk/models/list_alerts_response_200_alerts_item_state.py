from typing import Literal

ListAlertsResponse200AlertsItemState = Literal["ok", "triggered"]

LIST_ALERTS_RESPONSE_200_ALERTS_ITEM_STATE_VALUES: set[ListAlertsResponse200AlertsItemState] = {
    "ok",
    "triggered",
}


def check_list_alerts_response_200_alerts_item_state(value: str) -> ListAlertsResponse200AlertsItemState:
    if value in LIST_ALERTS_RESPONSE_200_ALERTS_ITEM_STATE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_ALERTS_RESPONSE_200_ALERTS_ITEM_STATE_VALUES!r}"
    )
