from typing import Literal

CreateContextVariableDefinitionResponse400Error = Literal[
    "duplicate_variable", "invalid_json", "missing_parameter", "validation_error"
]

CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_400_ERROR_VALUES: set[CreateContextVariableDefinitionResponse400Error] = {
    "duplicate_variable",
    "invalid_json",
    "missing_parameter",
    "validation_error",
}


def check_create_context_variable_definition_response_400_error(
    value: str,
) -> CreateContextVariableDefinitionResponse400Error:
    if value in CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {CREATE_CONTEXT_VARIABLE_DEFINITION_RESPONSE_400_ERROR_VALUES!r}"
    )
