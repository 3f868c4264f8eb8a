from typing import Literal

UpdateAgentBodyVoiceId = Literal["alloy", "cedar", "echo", "fable", "marin", "nova", "onyx", "shimmer"]

UPDATE_AGENT_BODY_VOICE_ID_VALUES: set[UpdateAgentBodyVoiceId] = {
    "alloy",
    "cedar",
    "echo",
    "fable",
    "marin",
    "nova",
    "onyx",
    "shimmer",
}


def check_update_agent_body_voice_id(value: str) -> UpdateAgentBodyVoiceId:
    if value in UPDATE_AGENT_BODY_VOICE_ID_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_AGENT_BODY_VOICE_ID_VALUES!r}")
