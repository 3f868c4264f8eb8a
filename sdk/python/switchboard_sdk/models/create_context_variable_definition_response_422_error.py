from typing import Literal

CreateContextVariableDefinitionResponse422Error = Literal["idempotency_key_reused"]

CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_422_ERROR_VALUES: set[CreateContextVariableDefinitionResponse422Error] = {
    "idempotency_key_reused",
}


def check_create_context_variable_definition_response_422_error(
    value: str,
) -> CreateContextVariableDefinitionResponse422Error:
    if value in CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_422_ERROR_VALUES!r}"
    )
