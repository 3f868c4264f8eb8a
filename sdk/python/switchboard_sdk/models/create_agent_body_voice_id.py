from typing import Literal

CreateAgentBodyVoiceId = Literal["alloy", "cedar", "echo", "fable", "marin", "nova", "onyx", "shimmer"]

CREATE_AGENT_BODY_VOICE_ID_VALUES: set[CreateAgentBodyVoiceId] = {
    "alloy",
    "cedar",
    "echo",
    "fable",
    "marin",
    "nova",
    "onyx",
    "shimmer",
}


def check_create_agent_body_voice_id(value: str) -> CreateAgentBodyVoiceId:
    if value in CREATE_AGENT_BODY_VOICE_ID_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_AGENT_BODY_VOICE_ID_VALUES!r}")
