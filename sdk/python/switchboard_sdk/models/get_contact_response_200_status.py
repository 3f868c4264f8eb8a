from typing import Literal

GetContactResponse200Status = Literal[
    "attempted", "callback_requested", "contacted", "do_not_contact", "not_contacted", "not_interested"
]

GET_CONTACT_RESPONSE_200_STATUS_VALUES: set[GetContactResponse200Status] = {
    "attempted",
    "callback_requested",
    "contacted",
    "do_not_contact",
    "not_contacted",
    "not_interested",
}


def check_get_contact_response_200_status(value: str) -> GetContactResponse200Status:
    if value in GET_CONTACT_RESPONSE_200_STATUS_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {GET_CONTACT_RESPONSE_200_STATUS_VALUES!r}")
