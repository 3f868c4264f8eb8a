from typing import Literal

ListConsentsResponse401Error = Literal["authentication_required", "invalid_key"]

LIST_CONSENTS_RESPONSE_401_ERROR_VALUES: set[ListConsentsResponse401Error] = {
    "authentication_required",
    "invalid_key",
}


def check_list_consents_response_401_error(value: str) -> ListConsentsResponse401Error:
    if value in LIST_CONSENTS_RESPONSE_401_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CONSENTS_RESPONSE_401_ERROR_VALUES!r}")
