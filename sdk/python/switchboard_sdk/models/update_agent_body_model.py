from typing import Literal

UpdateAgentBodyModel = Literal[
    "gpt-3.5-turbo", "gpt-4-turbo", "gpt-4.1", "gpt-4.1-mini", "gpt-4.1-nano", "gpt-4o", "gpt-4o-mini"
]

UPDATE_AGENT_BODY_MODEL_VALUES: set[UpdateAgentBodyModel] = {
    "gpt-3.5-turbo",
    "gpt-4-turbo",
    "gpt-4.1",
    "gpt-4.1-mini",
    "gpt-4.1-nano",
    "gpt-4o",
    "gpt-4o-mini",
}


def check_update_agent_body_model(value: str) -> UpdateAgentBodyModel:
    if value in UPDATE_AGENT_BODY_MODEL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_BODY_MODEL_VALUES!r}")
