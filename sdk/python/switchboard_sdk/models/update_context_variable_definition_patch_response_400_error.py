from typing import Literal

UpdateContextVariableDefinitionPatchResponse400Error = Literal["invalid_json", "validation_error"]

UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_400_ERROR_VALUES: set[
    UpdateContextVariableDefinitionPatchResponse400Error
] = {
    "invalid_json",
    "validation_error",
}


def check_update_context_variable_definition_patch_response_400_error(
    value: str,
) -> UpdateContextVariableDefinitionPatchResponse400Error:
    if value in UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_400_ERROR_VALUES!r}"
    )
