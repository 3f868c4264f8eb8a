from typing import Literal

UpdateContextVariableDefinitionPatchResponse403Error = Literal["permission_denied", "update_not_allowed"]

UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_403_ERROR_VALUES: set[
    UpdateContextVariableDefinitionPatchResponse403Error
] = {
    "permission_denied",
    "update_not_allowed",
}


def check_update_context_variable_definition_patch_response_403_error(
    value: str,
) -> UpdateContextVariableDefinitionPatchResponse403Error:
    if value in UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_403_ERROR_VALUES!r}"
    )
