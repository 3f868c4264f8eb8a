from typing import Literal

UpdateAgentBodyPurpose = Literal["informational", "marketing"]

UPDATE_AGENT_BODY_PURPOSE_VALUES: set[UpdateAgentBodyPurpose] = {
    "informational",
    "marketing",
}


def check_update_agent_body_purpose(value: str) -> UpdateAgentBodyPurpose:
    if value in UPDATE_AGENT_BODY_PURPOSE_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_BODY_PURPOSE_VALUES!r}")
