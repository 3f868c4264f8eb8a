from typing import Literal

UpdateContextVariableDefinitionResponse500Error = Literal["server_error"]

UPDATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_500_ERROR_VALUES: set[UpdateContextVariableDefinitionResponse500Error] = {
    "server_error",
}


def check_update_context_variable_definition_response_500_error(
    value: str,
) -> UpdateContextVariableDefinitionResponse500Error:
    if value in UPDATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_500_ERROR_VALUES!r}"
    )
