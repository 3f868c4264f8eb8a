from typing import Literal

ListCallsType = Literal["inbound", "outbound"]

LIST_CALLS_TYPE_VALUES: set[ListCallsType] = {
    "inbound",
    "outbound",
}


def check_list_calls_type(value: str) -> ListCallsType:
    if value in LIST_CALLS_TYPE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CALLS_TYPE_VALUES!r}")
