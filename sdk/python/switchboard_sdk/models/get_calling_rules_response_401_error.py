from typing import Literal

GetCallingRulesResponse401Error = Literal["authentication_required", "invalid_key"]

GET_CALLING_RULES_RESPONSE_401_ERROR_VALUES: set[GetCallingRulesResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_get_calling_rules_response_401_error(value: str) -> GetCallingRulesResponse401Error:
    if value in GET_CALLING_RULES_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALLING_RULES_RESPONSE_401_ERROR_VALUES!r}")
