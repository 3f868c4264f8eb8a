from typing import Literal

CreateAgentBodyPurpose = Literal["informational", "marketing"]

CREATE_AGENT_BODY_PURPOSE_VALUES: set[CreateAgentBodyPurpose] = {
    "informational",
    "marketing",
}


def check_create_agent_body_purpose(value: str) -> CreateAgentBodyPurpose:
    if value in CREATE_AGENT_BODY_PURPOSE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_AGENT_BODY_PURPOSE_VALUES!r}")
