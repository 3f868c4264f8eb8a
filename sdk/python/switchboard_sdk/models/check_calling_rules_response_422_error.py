from typing import Literal

CheckCallingRulesResponse422Error = Literal["idempotency_key_reused"]

CHECK_CALLING_RULES_RESPONSE_422_ERROR_VALUES: set[CheckCallingRulesResponse422Error] = {
    "idempotency_key_reused",
}


def check_check_calling_rules_response_422_error(value: str) -> CheckCallingRulesResponse422Error:
    if value in CHECK_CALLING_RULES_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHECK_CALLING_RULES_RESPONSE_422_ERROR_VALUES!r}")
