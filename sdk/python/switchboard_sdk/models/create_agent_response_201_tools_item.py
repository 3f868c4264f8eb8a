from typing import Literal

CreateAgentResponse201ToolsItem = Literal[
    "book_appointment",
    "cancel_appointment",
    "check_availability",
    "opt_out",
    "reschedule_appointment",
    "send_sms",
    "transfer_to_human",
    "update_contact",
]

CREATE_AGENT_RESPONSE_201_TOOLS_ITEM_VALUES: set[CreateAgentResponse201ToolsItem] = {
    "book_appointment",
    "cancel_appointment",
    "check_availability",
    "opt_out",
    "reschedule_appointment",
    "send_sms",
    "transfer_to_human",
    "update_contact",
}


def check_create_agent_response_201_tools_item(value: str) -> CreateAgentResponse201ToolsItem:
    if value in CREATE_AGENT_RESPONSE_201_TOOLS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_AGENT_RESPONSE_201_TOOLS_ITEM_VALUES!r}")
