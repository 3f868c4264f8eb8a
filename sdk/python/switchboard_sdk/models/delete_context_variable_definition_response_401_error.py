from typing import Literal

DeleteContextVariableDefinitionResponse401Error = Literal["authentication_required", "invalid_key"]

DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_401_ERROR_VALUES: set[DeleteContextVariableDefinitionResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_delete_context_variable_definition_response_401_error(
    value: str,
) -> DeleteContextVariableDefinitionResponse401Error:
    if value in DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_401_ERROR_VALUES!r}"
    )
