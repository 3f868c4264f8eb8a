from typing import Literal

CancelCallResponse200VoicemailType0Action = Literal["hang_up", "leave_message"]

CANCEL_CALL_RESPONSE_200_VOICEMAIL_TYPE_0_ACTION_VALUES: set[CancelCallResponse200VoicemailType0Action] = {
    "hang_up",
    "leave_message",
}


def check_cancel_call_response_200_voicemail_type_0_action(value: str) -> CancelCallResponse200VoicemailType0Action:
    if value in CANCEL_CALL_RESPONSE_200_VOICEMAIL_TYPE_0_ACTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CANCEL_CALL_RESPONSE_200_VOICEMAIL_TYPE_0_ACTION_VALUES!r}"
    )
