from typing import Literal

ChangeCallingRulesResponse413Error = Literal["payload_too_large"]

CHANGE_CALLING_RULES_RESPONSE_413_ERROR_VALUES: set[ChangeCallingRulesResponse413Error] = {
    "payload_too_large",
}


def check_change_calling_rules_response_413_error(value: str) -> ChangeCallingRulesResponse413Error:
    if value in CHANGE_CALLING_RULES_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHANGE_CALLING_RULES_RESPONSE_413_ERROR_VALUES!r}")
