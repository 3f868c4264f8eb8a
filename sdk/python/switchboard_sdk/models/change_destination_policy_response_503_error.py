from typing import Literal

ChangeDestinationPolicyResponse503Error = Literal["service_unavailable"]

CHANGE_DESTINATION_POLICY_RESPONSE_503_ERROR_VALUES: set[ChangeDestinationPolicyResponse503Error] = {
    "service_unavailable",
}


def check_change_destination_policy_response_503_error(value: str) -> ChangeDestinationPolicyResponse503Error:
    if value in CHANGE_DESTINATION_POLICY_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHANGE_DESTINATION_POLICY_RESPONSE_503_ERROR_VALUES!r}"
    )
