from typing import Literal

ListConsentsResponse429Error = Literal["rate_limited"]

LIST_CONSENTS_RESPONSE_429_ERROR_VALUES: set[ListConsentsResponse429Error] = {
    "rate_limited",
}


def check_list_consents_response_429_error(value: str) -> ListConsentsResponse429Error:
    if value in LIST_CONSENTS_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {LIST_CONSENTS_RESPONSE_429_ERROR_VALUES!r}")
