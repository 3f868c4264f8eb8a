from typing import Literal

GetDestinationPolicyResponse429Error = Literal["rate_limited"]

GET_DESTINATION_POLICY_RESPONSE_429_ERROR_VALUES: set[GetDestinationPolicyResponse429Error] = {
    "rate_limited",
}


def check_get_destination_policy_response_429_error(value: str) -> GetDestinationPolicyResponse429Error:
    if value in GET_DESTINATION_POLICY_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_DESTINATION_POLICY_RESPONSE_429_ERROR_VALUES!r}")
