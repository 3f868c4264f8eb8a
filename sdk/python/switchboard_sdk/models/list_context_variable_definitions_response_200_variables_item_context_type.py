from typing import Literal

ListContextVariableDefinitionsResponse200VariablesItemContextType = Literal["business", "contact"]

LIST_CONTEXT_VARIABLE_DEFINITIONS_RESPONSE_200_VARIABLES_ITEM_CONTEXT_TYPE_VALUES: set[
    ListContextVariableDefinitionsResponse200VariablesItemContextType
] = {
    "business",
    "contact",
}


def check_list_context_variable_definitions_response_200_variables_item_context_type(
    value: str,
) -> ListContextVariableDefinitionsResponse200VariablesItemContextType:
    if value in LIST_CONTEXT_VARIABLE_DEFINITIONS_RESPONSE_200_VARIABLES_ITEM_CONTEXT_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CONTEXT_VARIABLE_DEFINITIONS_RESPONSE_200_VARIABLES_ITEM_CONTEXT_TYPE_VALUES!r}"
    )
