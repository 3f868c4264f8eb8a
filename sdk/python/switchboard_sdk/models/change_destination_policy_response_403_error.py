from typing import Literal

ChangeDestinationPolicyResponse403Error = Literal["destination_policy_floor", "permission_denied"]

CHANGE_DESTINATION_POLICY_RESPONSE_403_ERROR_VALUES: set[ChangeDestinationPolicyResponse403Error] = {
    "destination_policy_floor",
    "permission_denied",
}


def check_change_destination_policy_response_403_error(value: str) -> ChangeDestinationPolicyResponse403Error:
    if value in CHANGE_DESTINATION_POLICY_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHANGE_DESTINATION_POLICY_RESPONSE_403_ERROR_VALUES!r}"
    )
