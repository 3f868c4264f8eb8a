from typing import Literal

ListMessagesStatus = Literal["delivered", "failed", "held", "queued", "sent", "skipped"]

LIST_MESSAGES_STATUS_VALUES: set[ListMessagesStatus] = {
    "delivered",
    "failed",
    "held",
    "queued",
    "sent",
    "skipped",
}


def check_list_messages_status(value: str) -> ListMessagesStatus:
    if value in LIST_MESSAGES_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_MESSAGES_STATUS_VALUES!r}")
