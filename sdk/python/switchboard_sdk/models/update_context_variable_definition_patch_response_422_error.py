from typing import Literal

UpdateContextVariableDefinitionPatchResponse422Error = Literal["idempotency_key_reused"]

UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_422_ERROR_VALUES: set[
    UpdateContextVariableDefinitionPatchResponse422Error
] = {
    "idempotency_key_reused",
}


def check_update_context_variable_definition_patch_response_422_error(
    value: str,
) -> UpdateContextVariableDefinitionPatchResponse422Error:
    if value in UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_422_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_422_ERROR_VALUES!r}"
    )
