from typing import Literal

CreateAlertResponse201Metric = Literal["failed_call_rate", "p95_latency_ms", "spend_cents", "wallet_balance_cents"]

CREATE_ALERT_RESPONSE_201_METRIC_VALUES: set[CreateAlertResponse201Metric] = {
    "failed_call_rate",
    "p95_latency_ms",
    "spend_cents",
    "wallet_balance_cents",
}


def check_create_alert_response_201_metric(value: str) -> CreateAlertResponse201Metric:
    if value in CREATE_ALERT_RESPONSE_201_METRIC_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_ALERT_RESPONSE_201_METRIC_VALUES!r}")
