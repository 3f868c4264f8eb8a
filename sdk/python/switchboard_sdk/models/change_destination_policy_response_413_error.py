from typing import Literal

ChangeDestinationPolicyResponse413Error = Literal["payload_too_large"]

CHANGE_DESTINATION_POLICY_RESPONSE_413_ERROR_VALUES: set[ChangeDestinationPolicyResponse413Error] = {
    "payload_too_large",
}


def check_change_destination_policy_response_413_error(value: str) -> ChangeDestinationPolicyResponse413Error:
    if value in CHANGE_DESTINATION_POLICY_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHANGE_DESTINATION_POLICY_RESPONSE_413_ERROR_VALUES!r}"
    )
