from typing import Literal

ListAgentsVersionsResponse200VersionsItemToolsItem = Literal[
    "book_appointment",
    "cancel_appointment",
    "check_availability",
    "opt_out",
    "reschedule_appointment",
    "send_sms",
    "transfer_to_human",
    "update_contact",
]

LIST_AGENTS_VERSIONS_RESPONSE_200_VERSIONS_ITEM_TOOLS_ITEM_VALUES: set[
    ListAgentsVersionsResponse200VersionsItemToolsItem
] = {
    "book_appointment",
    "cancel_appointment",
    "check_availability",
    "opt_out",
    "reschedule_appointment",
    "send_sms",
    "transfer_to_human",
    "update_contact",
}


def check_list_agents_versions_response_200_versions_item_tools_item(
    value: str,
) -> ListAgentsVersionsResponse200VersionsItemToolsItem:
    if value in LIST_AGENTS_VERSIONS_RESPONSE_200_VERSIONS_ITEM_TOOLS_ITEM_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_AGENTS_VERSIONS_RESPONSE_200_VERSIONS_ITEM_TOOLS_ITEM_VALUES!r}"
    )
