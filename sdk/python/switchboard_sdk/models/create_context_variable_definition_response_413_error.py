from typing import Literal

CreateContextVariableDefinitionResponse413Error = Literal["payload_too_large"]

CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_413_ERROR_VALUES: set[CreateContextVariableDefinitionResponse413Error] = {
    "payload_too_large",
}


def check_create_context_variable_definition_response_413_error(
    value: str,
) -> CreateContextVariableDefinitionResponse413Error:
    if value in CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_413_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_413_ERROR_VALUES!r}"
    )
