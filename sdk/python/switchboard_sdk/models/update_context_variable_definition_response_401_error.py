from typing import Literal

UpdateContextVariableDefinitionResponse401Error = Literal["authentication_required", "invalid_key"]

UPDATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_401_ERROR_VALUES: set[UpdateContextVariableDefinitionResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_update_context_variable_definition_response_401_error(
    value: str,
) -> UpdateContextVariableDefinitionResponse401Error:
    if value in UPDATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_401_ERROR_VALUES!r}"
    )
