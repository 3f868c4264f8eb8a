from typing import Literal

CreateAlertBodyMetric = Literal["failed_call_rate", "p95_latency_ms", "spend_cents", "wallet_balance_cents"]

CREATE_ALERT_BODY_METRIC_VALUES: set[CreateAlertBodyMetric] = {
    "failed_call_rate",
    "p95_latency_ms",
    "spend_cents",
    "wallet_balance_cents",
}


def check_create_alert_body_metric(value: str) -> CreateAlertBodyMetric:
    if value in CREATE_ALERT_BODY_METRIC_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_ALERT_BODY_METRIC_VALUES!r}")
