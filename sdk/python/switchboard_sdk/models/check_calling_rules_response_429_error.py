from typing import Literal

CheckCallingRulesResponse429Error = Literal["rate_limited"]

CHECK_CALLING_RULES_RESPONSE_429_ERROR_VALUES: set[CheckCallingRulesResponse429Error] = {
    "rate_limited",
}


def check_check_calling_rules_response_429_error(value: str) -> CheckCallingRulesResponse429Error:
    if value in CHECK_CALLING_RULES_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHECK_CALLING_RULES_RESPONSE_429_ERROR_VALUES!r}")
