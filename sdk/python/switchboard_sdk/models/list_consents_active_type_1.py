from typing import Literal

ListConsentsActiveType1 = Literal["false", "true"]

LIST_CONSENTS_ACTIVE_TYPE_1_VALUES: set[ListConsentsActiveType1] = {
    "false",
    "true",
}


def check_list_consents_active_type_1(value: str) -> ListConsentsActiveType1:
    if value in LIST_CONSENTS_ACTIVE_TYPE_1_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CONSENTS_ACTIVE_TYPE_1_VALUES!r}")
