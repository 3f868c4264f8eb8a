from typing import Literal

ListContextVariableDefinitionsResponse500Error = Literal["server_error"]

LIST_CONTEXT_VARIABLE_DEFINITIONS_RESPONSE_500_ERROR_VALUES: set[ListContextVariableDefinitionsResponse500Error] = {
    "server_error",
}


def check_list_context_variable_definitions_response_500_error(
    value: str,
) -> ListContextVariableDefinitionsResponse500Error:
    if value in LIST_CONTEXT_VARIABLE_DEFINITIONS_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CONTEXT_VARIABLE_DEFINITIONS_RESPONSE_500_ERROR_VALUES!r}"
    )
