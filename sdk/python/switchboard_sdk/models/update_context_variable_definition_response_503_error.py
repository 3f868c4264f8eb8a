from typing import Literal

UpdateContextVariableDefinitionResponse503Error = Literal["service_unavailable"]

UPDATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_503_ERROR_VALUES: set[UpdateContextVariableDefinitionResponse503Error] = {
    "service_unavailable",
}


def check_update_context_variable_definition_response_503_error(
    value: str,
) -> UpdateContextVariableDefinitionResponse503Error:
    if value in UPDATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_503_ERROR_VALUES!r}"
    )
