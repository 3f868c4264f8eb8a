from typing import Literal

ListContextVariableDefinitionsResponse401Error = Literal["authentication_required", "invalid_key"]

LIST_CONTEXT_VARIABLE_DEFINITIONS_RESPONSE_401_ERROR_VALUES: set[ListContextVariableDefinitionsResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_list_context_variable_definitions_response_401_error(
    value: str,
) -> ListContextVariableDefinitionsResponse401Error:
    if value in LIST_CONTEXT_VARIABLE_DEFINITIONS_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CONTEXT_VARIABLE_DEFINITIONS_RESPONSE_401_ERROR_VALUES!r}"
    )
