from typing import Literal

InitiateCallBodyCallingHoursType0 = Literal["enforce", "ignore"]

INITIATE_CALL_BODY_CALLING_HOURS_TYPE_0_VALUES: set[InitiateCallBodyCallingHoursType0] = {
    "enforce",
    "ignore",
}


def check_initiate_call_body_calling_hours_type_0(value: str) -> InitiateCallBodyCallingHoursType0:
    if value in INITIATE_CALL_BODY_CALLING_HOURS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {INITIATE_CALL_BODY_CALLING_HOURS_TYPE_0_VALUES!r}")
