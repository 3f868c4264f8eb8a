from typing import Literal

CheckCallingRulesResponse409Error = Literal["idempotency_key_in_use"]

CHECK_CALLING_RULES_RESPONSE_409_ERROR_VALUES: set[CheckCallingRulesResponse409Error] = {
    "idempotency_key_in_use",
}


def check_check_calling_rules_response_409_error(value: str) -> CheckCallingRulesResponse409Error:
    if value in CHECK_CALLING_RULES_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHECK_CALLING_RULES_RESPONSE_409_ERROR_VALUES!r}")
