from typing import Literal

GetDestinationPolicyResponse403Error = Literal["permission_denied"]

GET_DESTINATION_POLICY_RESPONSE_403_ERROR_VALUES: set[GetDestinationPolicyResponse403Error] = {
    "permission_denied",
}


def check_get_destination_policy_response_403_error(value: str) -> GetDestinationPolicyResponse403Error:
    if value in GET_DESTINATION_POLICY_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_DESTINATION_POLICY_RESPONSE_403_ERROR_VALUES!r}")
