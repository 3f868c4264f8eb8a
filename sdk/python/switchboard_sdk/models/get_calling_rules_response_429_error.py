from typing import Literal

GetCallingRulesResponse429Error = Literal["rate_limited"]

GET_CALLING_RULES_RESPONSE_429_ERROR_VALUES: set[GetCallingRulesResponse429Error] = {
    "rate_limited",
}


def check_get_calling_rules_response_429_error(value: str) -> GetCallingRulesResponse429Error:
    if value in GET_CALLING_RULES_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CALLING_RULES_RESPONSE_429_ERROR_VALUES!r}")
