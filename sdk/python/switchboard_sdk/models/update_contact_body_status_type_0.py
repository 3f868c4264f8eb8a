from typing import Literal

UpdateContactBodyStatusType0 = Literal[
    "attempted", "callback_requested", "contacted", "do_not_contact", "not_contacted", "not_interested"
]

UPDATE_CONTACT_BODY_STATUS_TYPE_0_VALUES: set[UpdateContactBodyStatusType0] = {
    "attempted",
    "callback_requested",
    "contacted",
    "do_not_contact",
    "not_contacted",
    "not_interested",
}


def check_update_contact_body_status_type_0(value: str) -> UpdateContactBodyStatusType0:
    if value in UPDATE_CONTACT_BODY_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {UPDATE_CONTACT_BODY_STATUS_TYPE_0_VALUES!r}")
