from typing import Literal

UpdateAgentBodyRole = Literal["inbound", "outbound"]

UPDATE_AGENT_BODY_ROLE_VALUES: set[UpdateAgentBodyRole] = {
    "inbound",
    "outbound",
}


def check_update_agent_body_role(value: str) -> UpdateAgentBodyRole:
    if value in UPDATE_AGENT_BODY_ROLE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_BODY_ROLE_VALUES!r}")
