from typing import Literal

ListContextVariableDefinitionsResponse429Error = Literal["rate_limited"]

LIST_CONTEXT_VARIABLE_DEFINITIONS_RESPONSE_429_ERROR_VALUES: set[ListContextVariableDefinitionsResponse429Error] = {
    "rate_limited",
}


def check_list_context_variable_definitions_response_429_error(
    value: str,
) -> ListContextVariableDefinitionsResponse429Error:
    if value in LIST_CONTEXT_VARIABLE_DEFINITIONS_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CONTEXT_VARIABLE_DEFINITIONS_RESPONSE_429_ERROR_VALUES!r}"
    )
