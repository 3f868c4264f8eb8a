from typing import Literal

ListContextVariableDefinitionsResponse403Error = Literal["permission_denied"]

LIST_CONTEXT_VARIABLE_DEFINITIONS_RESPONSE_403_ERROR_VALUES: set[ListContextVariableDefinitionsResponse403Error] = {
    "permission_denied",
}


def check_list_context_variable_definitions_response_403_error(
    value: str,
) -> ListContextVariableDefinitionsResponse403Error:
    if value in LIST_CONTEXT_VARIABLE_DEFINITIONS_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CONTEXT_VARIABLE_DEFINITIONS_RESPONSE_403_ERROR_VALUES!r}"
    )
