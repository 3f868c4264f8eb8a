from typing import Literal

RestoreVersionOfAgentResponse200ToolsItem = Literal[
    "book_appointment",
    "cancel_appointment",
    "check_availability",
    "opt_out",
    "reschedule_appointment",
    "send_sms",
    "transfer_to_human",
    "update_contact",
]

RESTORE_VERSION_OF_AGENT_RESPONSE_200_TOOLS_ITEM_VALUES: set[RestoreVersionOfAgentResponse200ToolsItem] = {
    "book_appointment",
    "cancel_appointment",
    "check_availability",
    "opt_out",
    "reschedule_appointment",
    "send_sms",
    "transfer_to_human",
    "update_contact",
}


def check_restore_version_of_agent_response_200_tools_item(value: str) -> RestoreVersionOfAgentResponse200ToolsItem:
    if value in RESTORE_VERSION_OF_AGENT_RESPONSE_200_TOOLS_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {RESTORE_VERSION_OF_AGENT_RESPONSE_200_TOOLS_ITEM_VALUES!r}"
    )
