from typing import Literal

SendTestEventResponse200DeliveryStatus = Literal["failed", "pending", "succeeded"]

SEND_TEST_EVENT_RESPONSE_200_DELIVERY_STATUS_VALUES: set[SendTestEventResponse200DeliveryStatus] = {
    "failed",
    "pending",
    "succeeded",
}


def check_send_test_event_response_200_delivery_status(value: str) -> SendTestEventResponse200DeliveryStatus:
    if value in SEND_TEST_EVENT_RESPONSE_200_DELIVERY_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SEND_TEST_EVENT_RESPONSE_200_DELIVERY_STATUS_VALUES!r}"
    )
