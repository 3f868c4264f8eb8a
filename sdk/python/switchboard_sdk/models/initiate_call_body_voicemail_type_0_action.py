from typing import Literal

InitiateCallBodyVoicemailType0Action = Literal["hang_up", "leave_message"]

INITIATE_CALL_BODY_VOICEMAIL_TYPE_0_ACTION_VALUES: set[InitiateCallBodyVoicemailType0Action] = {
    "hang_up",
    "leave_message",
}


def check_initiate_call_body_voicemail_type_0_action(value: str) -> InitiateCallBodyVoicemailType0Action:
    if value in INITIATE_CALL_BODY_VOICEMAIL_TYPE_0_ACTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {INITIATE_CALL_BODY_VOICEMAIL_TYPE_0_ACTION_VALUES!r}"
    )
