from typing import Literal

ExportEverythingAboutContactResponse200ContactStatus = Literal[
    "attempted", "callback_requested", "contacted", "do_not_contact", "not_contacted", "not_interested"
]

EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_200_CONTACT_STATUS_VALUES: set[
    ExportEverythingAboutContactResponse200ContactStatus
] = {
    "attempted",
    "callback_requested",
    "contacted",
    "do_not_contact",
    "not_contacted",
    "not_interested",
}


def check_export_everything_about_contact_response_200_contact_status(
    value: str,
) -> ExportEverythingAboutContactResponse200ContactStatus:
    if value in EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_200_CONTACT_STATUS_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_200_CONTACT_STATUS_VALUES!r}"
    )
