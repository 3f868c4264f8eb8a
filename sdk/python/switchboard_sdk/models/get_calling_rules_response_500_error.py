from typing import Literal

GetCallingRulesResponse500Error = Literal["server_error"]

GET_CALLING_RULES_RESPONSE_500_ERROR_VALUES: set[GetCallingRulesResponse500Error] = {
    "server_error",
}


def check_get_calling_rules_response_500_error(value: str) -> GetCallingRulesResponse500Error:
    if value in GET_CALLING_RULES_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALLING_RULES_RESPONSE_500_ERROR_VALUES!r}")
