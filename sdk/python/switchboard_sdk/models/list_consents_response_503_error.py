from typing import Literal

ListConsentsResponse503Error = Literal["service_unavailable"]

LIST_CONSENTS_RESPONSE_503_ERROR_VALUES: set[ListConsentsResponse503Error] = {
    "service_unavailable",
}


def check_list_consents_response_503_error(value: str) -> ListConsentsResponse503Error:
    if value in LIST_CONSENTS_RESPONSE_503_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CONSENTS_RESPONSE_503_ERROR_VALUES!r}")
