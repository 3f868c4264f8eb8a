from typing import Literal

ListConsentsResponse403Error = Literal["permission_denied"]

LIST_CONSENTS_RESPONSE_403_ERROR_VALUES: set[ListConsentsResponse403Error] = {
    "permission_denied",
}


def check_list_consents_response_403_error(value: str) -> ListConsentsResponse403Error:
    if value in LIST_CONSENTS_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CONSENTS_RESPONSE_403_ERROR_VALUES!r}")
