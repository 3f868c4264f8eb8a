from typing import Literal

ChangeCallingRulesResponse422Error = Literal["idempotency_key_reused", "validation_failed"]

CHANGE_CALLING_RULES_RESPONSE_422_ERROR_VALUES: set[ChangeCallingRulesResponse422Error] = {
    "idempotency_key_reused",
    "validation_failed",
}


def check_change_calling_rules_response_422_error(value: str) -> ChangeCallingRulesResponse422Error:
    if value in CHANGE_CALLING_RULES_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_CALLING_RULES_RESPONSE_422_ERROR_VALUES!r}")
