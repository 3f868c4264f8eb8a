from typing import Literal

FreeTimeSlotsExplainType1 = Literal["false", "true"]

FREE_TIME_SLOTS_EXPLAIN_TYPE_1_VALUES: set[FreeTimeSlotsExplainType1] = {
    "false",
    "true",
}


def check_free_time_slots_explain_type_1(value: str) -> FreeTimeSlotsExplainType1:
    if value in FREE_TIME_SLOTS_EXPLAIN_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {FREE_TIME_SLOTS_EXPLAIN_TYPE_1_VALUES!r}")
