from typing import Literal

GetDestinationPolicyResponse401Error = Literal["authentication_required", "invalid_key"]

GET_DESTINATION_POLICY_RESPONSE_401_ERROR_VALUES: set[GetDestinationPolicyResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_get_destination_policy_response_401_error(value: str) -> GetDestinationPolicyResponse401Error:
    if value in GET_DESTINATION_POLICY_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_DESTINATION_POLICY_RESPONSE_401_ERROR_VALUES!r}")
