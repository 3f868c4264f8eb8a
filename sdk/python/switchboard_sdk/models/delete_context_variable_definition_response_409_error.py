from typing import Literal

DeleteContextVariableDefinitionResponse409Error = Literal["idempotency_key_in_use"]

DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_409_ERROR_VALUES: set[DeleteContextVariableDefinitionResponse409Error] = {
    "idempotency_key_in_use",
}


def check_delete_context_variable_definition_response_409_error(
    value: str,
) -> DeleteContextVariableDefinitionResponse409Error:
    if value in DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_409_ERROR_VALUES!r}"
    )
