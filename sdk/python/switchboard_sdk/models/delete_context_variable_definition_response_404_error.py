from typing import Literal

DeleteContextVariableDefinitionResponse404Error = Literal["not_found"]

DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_404_ERROR_VALUES: set[DeleteContextVariableDefinitionResponse404Error] = {
    "not_found",
}


def check_delete_context_variable_definition_response_404_error(
    value: str,
) -> DeleteContextVariableDefinitionResponse404Error:
    if value in DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_404_ERROR_VALUES!r}"
    )
