from typing import Literal

CreateContextVariableDefinitionResponse403Error = Literal["permission_denied"]

CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_403_ERROR_VALUES: set[CreateContextVariableDefinitionResponse403Error] = {
    "permission_denied",
}


def check_create_context_variable_definition_response_403_error(
    value: str,
) -> CreateContextVariableDefinitionResponse403Error:
    if value in CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_403_ERROR_VALUES!r}"
    )
