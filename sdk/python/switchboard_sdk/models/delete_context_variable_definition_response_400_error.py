from typing import Literal

DeleteContextVariableDefinitionResponse400Error = Literal["validation_error"]

DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_400_ERROR_VALUES: set[DeleteContextVariableDefinitionResponse400Error] = {
    "validation_error",
}


def check_delete_context_variable_definition_response_400_error(
    value: str,
) -> DeleteContextVariableDefinitionResponse400Error:
    if value in DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_400_ERROR_VALUES!r}"
    )
