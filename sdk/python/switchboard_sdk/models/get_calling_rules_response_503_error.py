from typing import Literal

GetCallingRulesResponse503Error = Literal["service_unavailable"]

GET_CALLING_RULES_RESPONSE_503_ERROR_VALUES: set[GetCallingRulesResponse503Error] = {
    "service_unavailable",
}


def check_get_calling_rules_response_503_error(value: str) -> GetCallingRulesResponse503Error:
    if value in GET_CALLING_RULES_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALLING_RULES_RESPONSE_503_ERROR_VALUES!r}")
