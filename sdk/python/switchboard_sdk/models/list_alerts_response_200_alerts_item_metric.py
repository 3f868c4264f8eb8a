from typing import Literal

ListAlertsResponse200AlertsItemMetric = Literal[
    "failed_call_rate", "p95_latency_ms", "spend_cents", "wallet_balance_cents"
]

LIST_ALERTS_RESPONSE_200_ALERTS_ITEM_METRIC_VALUES: set[ListAlertsResponse200AlertsItemMetric] = {
    "failed_call_rate",
    "p95_latency_ms",
    "spend_cents",
    "wallet_balance_cents",
}


def check_list_alerts_response_200_alerts_item_metric(value: str) -> ListAlertsResponse200AlertsItemMetric:
    if value in LIST_ALERTS_RESPONSE_200_ALERTS_ITEM_METRIC_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_ALERTS_RESPONSE_200_ALERTS_ITEM_METRIC_VALUES!r}"
    )
