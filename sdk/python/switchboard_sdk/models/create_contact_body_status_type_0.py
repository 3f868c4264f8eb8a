from typing import Literal

CreateContactBodyStatusType0 = Literal[
    "attempted", "callback_requested", "contacted", "do_not_contact", "not_contacted", "not_interested"
]

CREATE_CONTACT_BODY_STATUS_TYPE_0_VALUES: set[CreateContactBodyStatusType0] = {
    "attempted",
    "callback_requested",
    "contacted",
    "do_not_contact",
    "not_contacted",
    "not_interested",
}


def check_create_contact_body_status_type_0(value: str) -> CreateContactBodyStatusType0:
    if value in CREATE_CONTACT_BODY_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {CREATE_CONTACT_BODY_STATUS_TYPE_0_VALUES!r}")
