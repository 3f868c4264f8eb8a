from typing import Literal

ListCallsSort = Literal["-cost", "-latency", "cost", "latency"]

LIST_CALLS_SORT_VALUES: set[ListCallsSort] = {
    "-cost",
    "-latency",
    "cost",
    "latency",
}


def check_list_calls_sort(value: str) -> ListCallsSort:
    if value in LIST_CALLS_SORT_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CALLS_SORT_VALUES!r}")
