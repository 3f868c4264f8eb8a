from typing import Literal

CheckCallingRulesResponse403Error = Literal["permission_denied"]

CHECK_CALLING_RULES_RESPONSE_403_ERROR_VALUES: set[CheckCallingRulesResponse403Error] = {
    "permission_denied",
}


def check_check_calling_rules_response_403_error(value: str) -> CheckCallingRulesResponse403Error:
    if value in CHECK_CALLING_RULES_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHECK_CALLING_RULES_RESPONSE_403_ERROR_VALUES!r}")
