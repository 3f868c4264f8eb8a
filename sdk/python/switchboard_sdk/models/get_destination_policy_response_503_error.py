from typing import Literal

GetDestinationPolicyResponse503Error = Literal["service_unavailable"]

GET_DESTINATION_POLICY_RESPONSE_503_ERROR_VALUES: set[GetDestinationPolicyResponse503Error] = {
    "service_unavailable",
}


def check_get_destination_policy_response_503_error(value: str) -> GetDestinationPolicyResponse503Error:
    if value in GET_DESTINATION_POLICY_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_DESTINATION_POLICY_RESPONSE_503_ERROR_VALUES!r}")
