from typing import Literal

ChangeDestinationPolicyResponse400Error = Literal["invalid_json", "validation_error"]

CHANGE_DESTINATION_POLICY_RESPONSE_400_ERROR_VALUES: set[ChangeDestinationPolicyResponse400Error] = {
    "invalid_json",
    "validation_error",
}


def check_change_destination_policy_response_400_error(value: str) -> ChangeDestinationPolicyResponse400Error:
    if value in CHANGE_DESTINATION_POLICY_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHANGE_DESTINATION_POLICY_RESPONSE_400_ERROR_VALUES!r}"
    )
