from typing import Literal

ListContextVariableDefinitionsContextType = Literal["business", "contact"]

LIST_CONTEXT_VARIABLE_DEFINITIONS_CONTEXT_TYPE_VALUES: set[ListContextVariableDefinitionsContextType] = {
    "business",
    "contact",
}


def check_list_context_variable_definitions_context_type(value: str) -> ListContextVariableDefinitionsContextType:
    if value in LIST_CONTEXT_VARIABLE_DEFINITIONS_CONTEXT_TYPE_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {LIST_CONTEXT_VARIABLE_DEFINITIONS_CONTEXT_TYPE_VALUES!r}"
    )
