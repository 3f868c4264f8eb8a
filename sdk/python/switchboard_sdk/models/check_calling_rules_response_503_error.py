from typing import Literal

CheckCallingRulesResponse503Error = Literal["service_unavailable"]

CHECK_CALLING_RULES_RESPONSE_503_ERROR_VALUES: set[CheckCallingRulesResponse503Error] = {
    "service_unavailable",
}


def check_check_calling_rules_response_503_error(value: str) -> CheckCallingRulesResponse503Error:
    if value in CHECK_CALLING_RULES_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHECK_CALLING_RULES_RESPONSE_503_ERROR_VALUES!r}")
