from typing import Literal

ListAlertsResponse200AlertsItemOp = Literal["above", "below"]

LIST_ALERTS_RESPONSE_200_ALERTS_ITEM_OP_VALUES: set[ListAlertsResponse200AlertsItemOp] = {
    "above",
    "below",
}


def check_list_alerts_response_200_alerts_item_op(value: str) -> ListAlertsResponse200AlertsItemOp:
    if value in LIST_ALERTS_RESPONSE_200_ALERTS_ITEM_OP_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_ALERTS_RESPONSE_200_ALERTS_ITEM_OP_VALUES!r}")
