from typing import Literal

CreateAgentBodyToolsItem = Literal[
    "book_appointment",
    "cancel_appointment",
    "check_availability",
    "opt_out",
    "reschedule_appointment",
    "send_sms",
    "transfer_to_human",
    "update_contact",
]

CREATE_AGENT_BODY_TOOLS_ITEM_VALUES: set[CreateAgentBodyToolsItem] = {
    "book_appointment",
    "cancel_appointment",
    "check_availability",
    "opt_out",
    "reschedule_appointment",
    "send_sms",
    "transfer_to_human",
    "update_contact",
}


def check_create_agent_body_tools_item(value: str) -> CreateAgentBodyToolsItem:
    if value in CREATE_AGENT_BODY_TOOLS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_AGENT_BODY_TOOLS_ITEM_VALUES!r}")
