from typing import Literal

ExportEverythingAboutContactResponse429Error = Literal["rate_limited"]

EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_429_ERROR_VALUES: set[ExportEverythingAboutContactResponse429Error] = {
    "rate_limited",
}


def check_export_everything_about_contact_response_429_error(
    value: str,
) -> ExportEverythingAboutContactResponse429Error:
    if value in EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_429_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_429_ERROR_VALUES!r}"
    )
