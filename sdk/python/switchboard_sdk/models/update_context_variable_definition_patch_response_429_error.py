from typing import Literal

UpdateContextVariableDefinitionPatchResponse429Error = Literal["rate_limited"]

UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_429_ERROR_VALUES: set[
    UpdateContextVariableDefinitionPatchResponse429Error
] = {
    "rate_limited",
}


def check_update_context_variable_definition_patch_response_429_error(
    value: str,
) -> UpdateContextVariableDefinitionPatchResponse429Error:
    if value in UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_CONTEXT_VARIABLE_DEFINITION_PATCH_RESPONSE_429_ERROR_VALUES!r}"
    )
