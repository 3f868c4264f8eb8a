from typing import Literal

UpdateContextVariableDefinitionPatchResponse500Error = Literal["server_error"]

UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_500_ERROR_VALUES: set[
    UpdateContextVariableDefinitionPatchResponse500Error
] = {
    "server_error",
}


def check_update_context_variable_definition_patch_response_500_error(
    value: str,
) -> UpdateContextVariableDefinitionPatchResponse500Error:
    if value in UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_500_ERROR_VALUES!r}"
    )
