from typing import Literal

ListContextVariableDefinitionsResponse400Error = Literal["validation_error"]

LIST_CONTEXT_VARIABLE_DEFINITIONS_RESPONSE_400_ERROR_VALUES: set[ListContextVariableDefinitionsResponse400Error] = {
    "validation_error",
}


def check_list_context_variable_definitions_response_400_error(
    value: str,
) -> ListContextVariableDefinitionsResponse400Error:
    if value in LIST_CONTEXT_VARIABLE_DEFINITIONS_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CONTEXT_VARIABLE_DEFINITIONS_RESPONSE_400_ERROR_VALUES!r}"
    )
