from typing import Literal

ExportEverythingAboutContactResponse403Error = Literal["permission_denied"]

EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_403_ERROR_VALUES: set[ExportEverythingAboutContactResponse403Error] = {
    "permission_denied",
}


def check_export_everything_about_contact_response_403_error(
    value: str,
) -> ExportEverythingAboutContactResponse403Error:
    if value in EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_403_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_403_ERROR_VALUES!r}"
    )
