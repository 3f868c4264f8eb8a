from typing import Literal

CheckCallingRulesResponse401Error = Literal["authentication_required", "invalid_key"]

CHECK_CALLING_RULES_RESPONSE_401_ERROR_VALUES: set[CheckCallingRulesResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_check_calling_rules_response_401_error(value: str) -> CheckCallingRulesResponse401Error:
    if value in CHECK_CALLING_RULES_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CHECK_CALLING_RULES_RESPONSE_401_ERROR_VALUES!r}")
