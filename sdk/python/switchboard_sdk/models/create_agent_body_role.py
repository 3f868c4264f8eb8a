from typing import Literal

CreateAgentBodyRole = Literal["inbound", "outbound"]

CREATE_AGENT_BODY_ROLE_VALUES: set[CreateAgentBodyRole] = {
    "inbound",
    "outbound",
}


def check_create_agent_body_role(value: str) -> CreateAgentBodyRole:
    if value in CREATE_AGENT_BODY_ROLE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_AGENT_BODY_ROLE_VALUES!r}")
