from typing import Literal

ListConsentsResponse500Error = Literal["server_error"]

LIST_CONSENTS_RESPONSE_500_ERROR_VALUES: set[ListConsentsResponse500Error] = {
    "server_error",
}


def check_list_consents_response_500_error(value: str) -> ListConsentsResponse500Error:
    if value in LIST_CONSENTS_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CONSENTS_RESPONSE_500_ERROR_VALUES!r}")
