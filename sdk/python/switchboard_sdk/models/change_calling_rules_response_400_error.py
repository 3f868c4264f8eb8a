from typing import Literal

ChangeCallingRulesResponse400Error = Literal["invalid_json", "validation_error"]

CHANGE_CALLING_RULES_RESPONSE_400_ERROR_VALUES: set[ChangeCallingRulesResponse400Error] = {
    "invalid_json",
    "validation_error",
}


def check_change_calling_rules_response_400_error(value: str) -> ChangeCallingRulesResponse400Error:
    if value in CHANGE_CALLING_RULES_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_CALLING_RULES_RESPONSE_400_ERROR_VALUES!r}")
