from typing import Literal

GetCallingRulesResponse403Error = Literal["permission_denied"]

GET_CALLING_RULES_RESPONSE_403_ERROR_VALUES: set[GetCallingRulesResponse403Error] = {
    "permission_denied",
}


def check_get_calling_rules_response_403_error(value: str) -> GetCallingRulesResponse403Error:
    if value in GET_CALLING_RULES_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALLING_RULES_RESPONSE_403_ERROR_VALUES!r}")
