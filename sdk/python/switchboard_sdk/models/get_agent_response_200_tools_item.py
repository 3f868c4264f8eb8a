from typing import Literal

GetAgentResponse200ToolsItem = Literal[
    "book_appointment",
    "cancel_appointment",
    "check_availability",
    "opt_out",
    "reschedule_appointment",
    "send_sms",
    "transfer_to_human",
    "update_contact",
]

GET_AGENT_RESPONSE_200_TOOLS_ITEM_VALUES: set[GetAgentResponse200ToolsItem] = {
    "book_appointment",
    "cancel_appointment",
    "check_availability",
    "opt_out",
    "reschedule_appointment",
    "send_sms",
    "transfer_to_human",
    "update_contact",
}


def check_get_agent_response_200_tools_item(value: str) -> GetAgentResponse200ToolsItem:
    if value in GET_AGENT_RESPONSE_200_TOOLS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_AGENT_RESPONSE_200_TOOLS_ITEM_VALUES!r}")
