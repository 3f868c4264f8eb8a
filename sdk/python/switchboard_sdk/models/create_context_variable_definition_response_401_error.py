from typing import Literal

CreateContextVariableDefinitionResponse401Error = Literal["authentication_required", "invalid_key"]

CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_401_ERROR_VALUES: set[CreateContextVariableDefinitionResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_create_context_variable_definition_response_401_error(
    value: str,
) -> CreateContextVariableDefinitionResponse401Error:
    if value in CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_401_ERROR_VALUES!r}"
    )
