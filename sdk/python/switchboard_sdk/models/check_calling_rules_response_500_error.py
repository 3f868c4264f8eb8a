from typing import Literal

CheckCallingRulesResponse500Error = Literal["server_error"]

CHECK_CALLING_RULES_RESPONSE_500_ERROR_VALUES: set[CheckCallingRulesResponse500Error] = {
    "server_error",
}


def check_check_calling_rules_response_500_error(value: str) -> CheckCallingRulesResponse500Error:
    if value in CHECK_CALLING_RULES_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHECK_CALLING_RULES_RESPONSE_500_ERROR_VALUES!r}")
