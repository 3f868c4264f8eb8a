from typing import Literal

CreateContextVariableDefinitionResponse429Error = Literal["rate_limited"]

CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_429_ERROR_VALUES: set[CreateContextVariableDefinitionResponse429Error] = {
    "rate_limited",
}


def check_create_context_variable_definition_response_429_error(
    value: str,
) -> CreateContextVariableDefinitionResponse429Error:
    if value in CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_429_ERROR_VALUES!r}"
    )
