from typing import Literal

RunToolInCallName = Literal[
    "book_appointment",
    "cancel_appointment",
    "check_availability",
    "opt_out",
    "reschedule_appointment",
    "send_sms",
    "transfer_to_human",
    "update_contact",
]

RUN_TOOL_IN_CALL_NAME_VALUES: set[RunToolInCallName] = {
    "book_appointment",
    "cancel_appointment",
    "check_availability",
    "opt_out",
    "reschedule_appointment",
    "send_sms",
    "transfer_to_human",
    "update_contact",
}


def check_run_tool_in_call_name(value: str) -> RunToolInCallName:
    if value in RUN_TOOL_IN_CALL_NAME_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {RUN_TOOL_IN_CALL_NAME_VALUES!r}")
