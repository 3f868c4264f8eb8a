from typing import Literal

ChangeDestinationPolicyResponse401Error = Literal["authentication_required", "invalid_key"]

CHANGE_DESTINATION_POLICY_RESPONSE_401_ERROR_VALUES: set[ChangeDestinationPolicyResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_change_destination_policy_response_401_error(value: str) -> ChangeDestinationPolicyResponse401Error:
    if value in CHANGE_DESTINATION_POLICY_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHANGE_DESTINATION_POLICY_RESPONSE_401_ERROR_VALUES!r}"
    )
