from typing import Literal

CreateContextVariableDefinitionResponse500Error = Literal["server_error"]

CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_500_ERROR_VALUES: set[CreateContextVariableDefinitionResponse500Error] = {
    "server_error",
}


def check_create_context_variable_definition_response_500_error(
    value: str,
) -> CreateContextVariableDefinitionResponse500Error:
    if value in CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_500_ERROR_VALUES!r}"
    )
