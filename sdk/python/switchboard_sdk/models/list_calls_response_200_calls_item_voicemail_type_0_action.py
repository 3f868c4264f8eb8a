from typing import Literal

ListCallsResponse200CallsItemVoicemailType0Action = Literal["hang_up", "leave_message"]

LIST_CALLS_RESPONSE_200_CALLS_ITEM_VOICEMAIL_TYPE_0_ACTION_VALUES: set[
    ListCallsResponse200CallsItemVoicemailType0Action
] = {
    "hang_up",
    "leave_message",
}


def check_list_calls_response_200_calls_item_voicemail_type_0_action(
    value: str,
) -> ListCallsResponse200CallsItemVoicemailType0Action:
    if value in LIST_CALLS_RESPONSE_200_CALLS_ITEM_VOICEMAIL_TYPE_0_ACTION_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CALLS_RESPONSE_200_CALLS_ITEM_VOICEMAIL_TYPE_0_ACTION_VALUES!r}"
    )
