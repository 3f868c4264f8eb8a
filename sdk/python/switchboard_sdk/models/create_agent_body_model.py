from typing import Literal

CreateAgentBodyModel = Literal[
    "gpt-3.5-turbo", "gpt-4-turbo", "gpt-4.1", "gpt-4.1-mini", "gpt-4.1-nano", "gpt-4o", "gpt-4o-mini"
]

CREATE_AGENT_BODY_MODEL_VALUES: set[CreateAgentBodyModel] = {
    "gpt-3.5-turbo",
    "gpt-4-turbo",
    "gpt-4.1",
    "gpt-4.1-mini",
    "gpt-4.1-nano",
    "gpt-4o",
    "gpt-4o-mini",
}


def check_create_agent_body_model(value: str) -> CreateAgentBodyModel:
    if value in CREATE_AGENT_BODY_MODEL_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_AGENT_BODY_MODEL_VALUES!r}")
