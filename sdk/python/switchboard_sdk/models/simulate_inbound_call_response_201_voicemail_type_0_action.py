from typing import Literal

SimulateInboundCallResponse201VoicemailType0Action = Literal["hang_up", "leave_message"]

SIMULATE_INBOUND_CALL_RESPONSE_201_VOICEMAIL_TYPE_0_ACTION_VALUES: set[
    SimulateInboundCallResponse201VoicemailType0Action
] = {
    "hang_up",
    "leave_message",
}


def check_simulate_inbound_call_response_201_voicemail_type_0_action(
    value: str,
) -> SimulateInboundCallResponse201VoicemailType0Action:
    if value in SIMULATE_INBOUND_CALL_RESPONSE_201_VOICEMAIL_TYPE_0_ACTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {SIMULATE_INBOUND_CALL_RESPONSE_201_VOICEMAIL_TYPE_0_ACTION_VALUES!r}"
    )
