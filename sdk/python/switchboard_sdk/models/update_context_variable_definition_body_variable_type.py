from typing import Literal

UpdateContextVariableDefinitionBodyVariableType = Literal["boolean", "date", "number", "select", "text"]

UPDATE_CONTEXT_VARIABLE_DEFINITION_BODY_VARIABLE_TYPE_VALUES: set[UpdateContextVariableDefinitionBodyVariableType] = {
    "boolean",
    "date",
    "number",
    "select",
    "text",
}


def check_update_context_variable_definition_body_variable_type(
    value: str,
) -> UpdateContextVariableDefinitionBodyVariableType:
    if value in UPDATE_CONTEXT_VARIABLE_DEFINITION_BODY_VARIABLE_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {UPDATE_CONTEXT_VARIABLE_DEFINITION_BODY_VARIABLE_TYPE_VALUES!r}"
    )
