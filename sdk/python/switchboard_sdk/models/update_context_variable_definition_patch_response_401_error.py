from typing import Literal

UpdateContextVariableDefinitionPatchResponse401Error = Literal["authentication_required", "invalid_key"]

UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_401_ERROR_VALUES: set[
    UpdateContextVariableDefinitionPatchResponse401Error
] = {
    "authentication_required",
    "invalid_key",
}


def check_update_context_variable_definition_patch_response_401_error(
    value: str,
) -> UpdateContextVariableDefinitionPatchResponse401Error:
    if value in UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_401_ERROR_VALUES!r}"
    )
