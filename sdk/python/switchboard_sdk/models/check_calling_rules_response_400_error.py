from typing import Literal

CheckCallingRulesResponse400Error = Literal["invalid_json", "invalid_phone_number", "validation_error"]

CHECK_CALLING_RULES_RESPONSE_400_ERROR_VALUES: set[CheckCallingRulesResponse400Error] = {
    "invalid_json",
    "invalid_phone_number",
    "validation_error",
}


def check_check_calling_rules_response_400_error(value: str) -> CheckCallingRulesResponse400Error:
    if value in CHECK_CALLING_RULES_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHECK_CALLING_RULES_RESPONSE_400_ERROR_VALUES!r}")
