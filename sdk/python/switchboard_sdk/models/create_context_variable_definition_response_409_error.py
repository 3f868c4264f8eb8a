from typing import Literal

CreateContextVariableDefinitionResponse409Error = Literal["idempotency_key_in_use"]

CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_409_ERROR_VALUES: set[CreateContextVariableDefinitionResponse409Error] = {
    "idempotency_key_in_use",
}


def check_create_context_variable_definition_response_409_error(
    value: str,
) -> CreateContextVariableDefinitionResponse409Error:
    if value in CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_409_ERROR_VALUES!r}"
    )
