from typing import Literal

ListContextVariableDefinitionsResponse200VariablesItemVariableType = Literal[
    "boolean", "date", "number", "select", "text"
]

LIST_CONTEXT_VARIABLE_DEFINITIONS_RESPONSE_200_VARIABLES_ITEM_VARIABLE_TYPE_VALUES: set[
    ListContextVariableDefinitionsResponse200VariablesItemVariableType
] = {
    "boolean",
    "date",
    "number",
    "select",
    "text",
}


def check_list_context_variable_definitions_response_200_variables_item_variable_type(
    value: str,
) -> ListContextVariableDefinitionsResponse200VariablesItemVariableType:
    if value in LIST_CONTEXT_VARIABLE_DEFINITIONS_RESPONSE_200_VARIABLES_ITEM_VARIABLE_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CONTEXT_VARIABLE_DEFINITIONS_RESPONSE_200_VARIABLES_ITEM_VARIABLE_TYPE_VALUES!r}"
    )
