from typing import Literal

DeleteContextVariableDefinitionResponse403Error = Literal["delete_not_allowed", "permission_denied"]

DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_403_ERROR_VALUES: set[DeleteContextVariableDefinitionResponse403Error] = {
    "delete_not_allowed",
    "permission_denied",
}


def check_delete_context_variable_definition_response_403_error(
    value: str,
) -> DeleteContextVariableDefinitionResponse403Error:
    if value in DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_403_ERROR_VALUES!r}"
    )
