from typing import Literal

GetDestinationPolicyResponse500Error = Literal["server_error"]

GET_DESTINATION_POLICY_RESPONSE_500_ERROR_VALUES: set[GetDestinationPolicyResponse500Error] = {
    "server_error",
}


def check_get_destination_policy_response_500_error(value: str) -> GetDestinationPolicyResponse500Error:
    if value in GET_DESTINATION_POLICY_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_DESTINATION_POLICY_RESPONSE_500_ERROR_VALUES!r}")
