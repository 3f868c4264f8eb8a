from typing import Literal

UpdateContextVariableDefinitionResponse404Error = Literal["not_found"]

UPDATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_404_ERROR_VALUES: set[UpdateContextVariableDefinitionResponse404Error] = {
    "not_found",
}


def check_update_context_variable_definition_response_404_error(
    value: str,
) -> UpdateContextVariableDefinitionResponse404Error:
    if value in UPDATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_404_ERROR_VALUES!r}"
    )
