from typing import Literal

UpdateAgentBodyToolsItem = Literal[
    "book_appointment",
    "cancel_appointment",
    "check_availability",
    "opt_out",
    "reschedule_appointment",
    "send_sms",
    "transfer_to_human",
    "update_contact",
]

UPDATE_AGENT_BODY_TOOLS_ITEM_VALUES: set[UpdateAgentBodyToolsItem] = {
    "book_appointment",
    "cancel_appointment",
    "check_availability",
    "opt_out",
    "reschedule_appointment",
    "send_sms",
    "transfer_to_human",
    "update_contact",
}


def check_update_agent_body_tools_item(value: str) -> UpdateAgentBodyToolsItem:
    if value in UPDATE_AGENT_BODY_TOOLS_ITEM_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_BODY_TOOLS_ITEM_VALUES!r}")
