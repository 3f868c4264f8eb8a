from typing import Literal

CreateContextVariableDefinitionResponse503Error = Literal["service_unavailable"]

CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_503_ERROR_VALUES: set[CreateContextVariableDefinitionResponse503Error] = {
    "service_unavailable",
}


def check_create_context_variable_definition_response_503_error(
    value: str,
) -> CreateContextVariableDefinitionResponse503Error:
    if value in CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_503_ERROR_VALUES!r}"
    )
