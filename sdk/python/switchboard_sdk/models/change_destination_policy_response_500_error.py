from typing import Literal

ChangeDestinationPolicyResponse500Error = Literal["server_error"]

CHANGE_DESTINATION_POLICY_RESPONSE_500_ERROR_VALUES: set[ChangeDestinationPolicyResponse500Error] = {
    "server_error",
}


def check_change_destination_policy_response_500_error(value: str) -> ChangeDestinationPolicyResponse500Error:
    if value in CHANGE_DESTINATION_POLICY_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHANGE_DESTINATION_POLICY_RESPONSE_500_ERROR_VALUES!r}"
    )
