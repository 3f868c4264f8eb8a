from typing import Literal

GetCallResponse200VoicemailType0Action = Literal["hang_up", "leave_message"]

GET_CALL_RESPONSE_200_VOICEMAIL_TYPE_0_ACTION_VALUES: set[GetCallResponse200VoicemailType0Action] = {
    "hang_up",
    "leave_message",
}


def check_get_call_response_200_voicemail_type_0_action(value: str) -> GetCallResponse200VoicemailType0Action:
    if value in GET_CALL_RESPONSE_200_VOICEMAIL_TYPE_0_ACTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {GET_CALL_RESPONSE_200_VOICEMAIL_TYPE_0_ACTION_VALUES!r}"
    )
