from typing import Literal

UpdateContextVariableDefinitionPatchResponse404Error = Literal["not_found"]

UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_404_ERROR_VALUES: set[
    UpdateContextVariableDefinitionPatchResponse404Error
] = {
    "not_found",
}


def check_update_context_variable_definition_patch_response_404_error(
    value: str,
) -> UpdateContextVariableDefinitionPatchResponse404Error:
    if value in UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_404_ERROR_VALUES!r}"
    )
