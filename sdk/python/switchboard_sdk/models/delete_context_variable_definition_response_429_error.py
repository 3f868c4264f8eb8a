from typing import Literal

DeleteContextVariableDefinitionResponse429Error = Literal["rate_limited"]

DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_429_ERROR_VALUES: set[DeleteContextVariableDefinitionResponse429Error] = {
    "rate_limited",
}


def check_delete_context_variable_definition_response_429_error(
    value: str,
) -> DeleteContextVariableDefinitionResponse429Error:
    if value in DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {DELETE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_429_ERROR_VALUES!r}"
    )
