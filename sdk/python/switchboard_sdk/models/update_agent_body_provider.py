from typing import Literal

UpdateAgentBodyProvider = Literal["retell", "simulator", "vapi"]

UPDATE_AGENT_BODY_PROVIDER_VALUES: set[UpdateAgentBodyProvider] = {
    "retell",
    "simulator",
    "vapi",
}


def check_update_agent_body_provider(value: str) -> UpdateAgentBodyProvider:
    if value in UPDATE_AGENT_BODY_PROVIDER_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_BODY_PROVIDER_VALUES!r}")
