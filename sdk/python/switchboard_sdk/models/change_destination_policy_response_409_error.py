from typing import Literal

ChangeDestinationPolicyResponse409Error = Literal["idempotency_key_in_use"]

CHANGE_DESTINATION_POLICY_RESPONSE_409_ERROR_VALUES: set[ChangeDestinationPolicyResponse409Error] = {
    "idempotency_key_in_use",
}


def check_change_destination_policy_response_409_error(value: str) -> ChangeDestinationPolicyResponse409Error:
    if value in CHANGE_DESTINATION_POLICY_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHANGE_DESTINATION_POLICY_RESPONSE_409_ERROR_VALUES!r}"
    )
