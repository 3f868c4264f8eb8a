from typing import Literal

GetErasureResponse200ErasureStatus = Literal["done", "pending", "running", "waiting_for_call"]

GET_ERASURE_RESPONSE_200_ERASURE_STATUS_VALUES: set[GetErasureResponse200ErasureStatus] = {
    "done",
    "pending",
    "running",
    "waiting_for_call",
}


def check_get_erasure_response_200_erasure_status(value: str) -> GetErasureResponse200ErasureStatus:
    if value in GET_ERASURE_RESPONSE_200_ERASURE_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_ERASURE_RESPONSE_200_ERASURE_STATUS_VALUES!r}")
