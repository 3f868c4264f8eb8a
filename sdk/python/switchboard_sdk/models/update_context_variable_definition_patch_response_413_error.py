from typing import Literal

UpdateContextVariableDefinitionPatchResponse413Error = Literal["payload_too_large"]

UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_413_ERROR_VALUES: set[
    UpdateContextVariableDefinitionPatchResponse413Error
] = {
    "payload_too_large",
}


def check_update_context_variable_definition_patch_response_413_error(
    value: str,
) -> UpdateContextVariableDefinitionPatchResponse413Error:
    if value in UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_413_ERROR_VALUES!r}"
    )
