from typing import Literal

ListAgentsResponse200AgentsItemProvider = Literal["retell", "simulator", "vapi"]

LIST_AGENTS_RESPONSE_200_AGENTS_ITEM_PROVIDER_VALUES: set[ListAgentsResponse200AgentsItemProvider] = {
    "retell",
    "simulator",
    "vapi",
}


def check_list_agents_response_200_agents_item_provider(value: str) -> ListAgentsResponse200AgentsItemProvider:
    if value in LIST_AGENTS_RESPONSE_200_AGENTS_ITEM_PROVIDER_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_AGENTS_RESPONSE_200_AGENTS_ITEM_PROVIDER_VALUES!r}"
    )
