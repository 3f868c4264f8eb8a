from typing import Literal

EraseContactResponse202ErasureStatus = Literal["done", "pending", "running", "waiting_for_call"]

ERASE_CONTACT_RESPONSE_202_ERASURE_STATUS_VALUES: set[EraseContactResponse202ErasureStatus] = {
    "done",
    "pending",
    "running",
    "waiting_for_call",
}


def check_erase_contact_response_202_erasure_status(value: str) -> EraseContactResponse202ErasureStatus:
    if value in ERASE_CONTACT_RESPONSE_202_ERASURE_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {ERASE_CONTACT_RESPONSE_202_ERASURE_STATUS_VALUES!r}")
