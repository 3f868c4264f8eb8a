from typing import Literal

DeleteContextVariableDefinitionResponse500Error = Literal["server_error"]

DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_500_ERROR_VALUES: set[DeleteContextVariableDefinitionResponse500Error] = {
    "server_error",
}


def check_delete_context_variable_definition_response_500_error(
    value: str,
) -> DeleteContextVariableDefinitionResponse500Error:
    if value in DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_500_ERROR_VALUES!r}"
    )
