from typing import Literal

UpdateContextVariableDefinitionResponse413Error = Literal["payload_too_large"]

UPDATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_413_ERROR_VALUES: set[UpdateContextVariableDefinitionResponse413Error] = {
    "payload_too_large",
}


def check_update_context_variable_definition_response_413_error(
    value: str,
) -> UpdateContextVariableDefinitionResponse413Error:
    if value in UPDATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_413_ERROR_VALUES!r}"
    )
