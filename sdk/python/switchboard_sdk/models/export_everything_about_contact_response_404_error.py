from typing import Literal

ExportEverythingAboutContactResponse404Error = Literal["not_found"]

EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_404_ERROR_VALUES: set[ExportEverythingAboutContactResponse404Error] = {
    "not_found",
}


def check_export_everything_about_contact_response_404_error(
    value: str,
) -> ExportEverythingAboutContactResponse404Error:
    if value in EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_404_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_404_ERROR_VALUES!r}"
    )
