from typing import Literal

ListConsentsResponse400Error = Literal["invalid_phone_number", "validation_error"]

LIST_CONSENTS_RESPONSE_400_ERROR_VALUES: set[ListConsentsResponse400Error] = {
    "invalid_phone_number",
    "validation_error",
}


def check_list_consents_response_400_error(value: str) -> ListConsentsResponse400Error:
    if value in LIST_CONSENTS_RESPONSE_400_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CONSENTS_RESPONSE_400_ERROR_VALUES!r}")
