from typing import Literal

UpdateContextVariableDefinitionResponse409Error = Literal["idempotency_key_in_use"]

UPDATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_409_ERROR_VALUES: set[UpdateContextVariableDefinitionResponse409Error] = {
    "idempotency_key_in_use",
}


def check_update_context_variable_definition_response_409_error(
    value: str,
) -> UpdateContextVariableDefinitionResponse409Error:
    if value in UPDATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_409_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_409_ERROR_VALUES!r}"
    )
