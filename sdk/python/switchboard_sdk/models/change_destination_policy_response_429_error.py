from typing import Literal

ChangeDestinationPolicyResponse429Error = Literal["rate_limited"]

CHANGE_DESTINATION_POLICY_RESPONSE_429_ERROR_VALUES: set[ChangeDestinationPolicyResponse429Error] = {
    "rate_limited",
}


def check_change_destination_policy_response_429_error(value: str) -> ChangeDestinationPolicyResponse429Error:
    if value in CHANGE_DESTINATION_POLICY_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHANGE_DESTINATION_POLICY_RESPONSE_429_ERROR_VALUES!r}"
    )
