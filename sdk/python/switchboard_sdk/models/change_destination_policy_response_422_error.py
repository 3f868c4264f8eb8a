from typing import Literal

ChangeDestinationPolicyResponse422Error = Literal["idempotency_key_reused"]

CHANGE_DESTINATION_POLICY_RESPONSE_422_ERROR_VALUES: set[ChangeDestinationPolicyResponse422Error] = {
    "idempotency_key_reused",
}


def check_change_destination_policy_response_422_error(value: str) -> ChangeDestinationPolicyResponse422Error:
    if value in CHANGE_DESTINATION_POLICY_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CHANGE_DESTINATION_POLICY_RESPONSE_422_ERROR_VALUES!r}"
    )
