from typing import Literal

CheckCallingRulesResponse404Error = Literal["not_found"]

CHECK_CALLING_RULES_RESPONSE_404_ERROR_VALUES: set[CheckCallingRulesResponse404Error] = {
    "not_found",
}


def check_check_calling_rules_response_404_error(value: str) -> CheckCallingRulesResponse404Error:
    if value in CHECK_CALLING_RULES_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHECK_CALLING_RULES_RESPONSE_404_ERROR_VALUES!r}")
