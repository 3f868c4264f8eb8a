from typing import Literal

UpdateContextVariableDefinitionPatchResponse503Error = Literal["service_unavailable"]

UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_503_ERROR_VALUES: set[
    UpdateContextVariableDefinitionPatchResponse503Error
] = {
    "service_unavailable",
}


def check_update_context_variable_definition_patch_response_503_error(
    value: str,
) -> UpdateContextVariableDefinitionPatchResponse503Error:
    if value in UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_503_ERROR_VALUES!r}"
    )
