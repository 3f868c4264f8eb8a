from typing import Literal

ChangeCallingRulesResponse409Error = Literal["idempotency_key_in_use"]

CHANGE_CALLING_RULES_RESPONSE_409_ERROR_VALUES: set[ChangeCallingRulesResponse409Error] = {
    "idempotency_key_in_use",
}


def check_change_calling_rules_response_409_error(value: str) -> ChangeCallingRulesResponse409Error:
    if value in CHANGE_CALLING_RULES_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_CALLING_RULES_RESPONSE_409_ERROR_VALUES!r}")
