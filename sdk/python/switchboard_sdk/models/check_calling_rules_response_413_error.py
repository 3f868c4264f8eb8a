from typing import Literal

CheckCallingRulesResponse413Error = Literal["payload_too_large"]

CHECK_CALLING_RULES_RESPONSE_413_ERROR_VALUES: set[CheckCallingRulesResponse413Error] = {
    "payload_too_large",
}


def check_check_calling_rules_response_413_error(value: str) -> CheckCallingRulesResponse413Error:
    if value in CHECK_CALLING_RULES_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHECK_CALLING_RULES_RESPONSE_413_ERROR_VALUES!r}")
