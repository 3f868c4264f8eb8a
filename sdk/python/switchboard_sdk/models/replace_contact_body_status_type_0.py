from typing import Literal

ReplaceContactBodyStatusType0 = Literal[
    "attempted", "callback_requested", "contacted", "do_not_contact", "not_contacted", "not_interested"
]

REPLACE_CONTACT_BODY_STATUS_TYPE_0_VALUES: set[ReplaceContactBodyStatusType0] = {
    "attempted",
    "callback_requested",
    "contacted",
    "do_not_contact",
    "not_contacted",
    "not_interested",
}


def check_replace_contact_body_status_type_0(value: str) -> ReplaceContactBodyStatusType0:
    if value in REPLACE_CONTACT_BODY_STATUS_TYPE_0_VALUES:
        return value
    raise TypeError(f"Unexpected value {value!r}. Expected one of {REPLACE_CONTACT_BODY_STATUS_TYPE_0_VALUES!r}")
