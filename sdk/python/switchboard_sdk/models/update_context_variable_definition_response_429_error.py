from typing import Literal

UpdateContextVariableDefinitionResponse429Error = Literal["rate_limited"]

UPDATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_429_ERROR_VALUES: set[UpdateContextVariableDefinitionResponse429Error] = {
    "rate_limited",
}


def check_update_context_variable_definition_response_429_error(
    value: str,
) -> UpdateContextVariableDefinitionResponse429Error:
    if value in UPDATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_429_ERROR_VALUES!r}"
    )
