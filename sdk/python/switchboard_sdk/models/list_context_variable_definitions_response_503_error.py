from typing import Literal

ListContextVariableDefinitionsResponse503Error = Literal["service_unavailable"]

LIST_CONTEXT_VARIABLE_DEFINITIONS_RESPONSE_503_ERROR_VALUES: set[ListContextVariableDefinitionsResponse503Error] = {
    "service_unavailable",
}


def check_list_context_variable_definitions_response_503_error(
    value: str,
) -> ListContextVariableDefinitionsResponse503Error:
    if value in LIST_CONTEXT_VARIABLE_DEFINITIONS_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CONTEXT_VARIABLE_DEFINITIONS_RESPONSE_503_ERROR_VALUES!r}"
    )
