from typing import Literal

DeleteContextVariableDefinitionResponse503Error = Literal["service_unavailable"]

DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_503_ERROR_VALUES: set[DeleteContextVariableDefinitionResponse503Error] = {
    "service_unavailable",
}


def check_delete_context_variable_definition_response_503_error(
    value: str,
) -> DeleteContextVariableDefinitionResponse503Error:
    if value in DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_503_ERROR_VALUES!r}"
    )
