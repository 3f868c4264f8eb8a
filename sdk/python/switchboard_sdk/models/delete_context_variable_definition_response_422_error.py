from typing import Literal

DeleteContextVariableDefinitionResponse422Error = Literal["idempotency_key_reused"]

DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_422_ERROR_VALUES: set[DeleteContextVariableDefinitionResponse422Error] = {
    "idempotency_key_reused",
}


def check_delete_context_variable_definition_response_422_error(
    value: str,
) -> DeleteContextVariableDefinitionResponse422Error:
    if value in DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_422_ERROR_VALUES!r}"
    )
