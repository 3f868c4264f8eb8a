from typing import Literal

RedeliverResponse200DeliveryStatus = Literal["failed", "pending", "succeeded"]

REDELIVER_RESPONSE_200_DELIVERY_STATUS_VALUES: set[RedeliverResponse200DeliveryStatus] = {
    "failed",
    "pending",
    "succeeded",
}


def check_redeliver_response_200_delivery_status(value: str) -> RedeliverResponse200DeliveryStatus:
    if value in REDELIVER_RESPONSE_200_DELIVERY_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REDELIVER_RESPONSE_200_DELIVERY_STATUS_VALUES!r}")
