from typing import Literal

UpdateAgentResponse200ToolsItem = Literal[
    "book_appointment",
    "cancel_appointment",
    "check_availability",
    "opt_out",
    "reschedule_appointment",
    "send_sms",
    "transfer_to_human",
    "update_contact",
]

UPDATE_AGENT_RESPONSE_200_TOOLS_ITEM_VALUES: set[UpdateAgentResponse200ToolsItem] = {
    "book_appointment",
    "cancel_appointment",
    "check_availability",
    "opt_out",
    "reschedule_appointment",
    "send_sms",
    "transfer_to_human",
    "update_contact",
}


def check_update_agent_response_200_tools_item(value: str) -> UpdateAgentResponse200ToolsItem:
    if value in UPDATE_AGENT_RESPONSE_200_TOOLS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_RESPONSE_200_TOOLS_ITEM_VALUES!r}")
