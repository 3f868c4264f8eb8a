from typing import Literal

ExportEverythingAboutContactResponse500Error = Literal["server_error"]

EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_500_ERROR_VALUES: set[ExportEverythingAboutContactResponse500Error] = {
    "server_error",
}


def check_export_everything_about_contact_response_500_error(
    value: str,
) -> ExportEverythingAboutContactResponse500Error:
    if value in EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_500_ERROR_VALUES:
        return value
    raise TypeError(
        f"Unexpected value {value!r}. Expected one of {EXPORT_EVERYTHING_ABOUT_CONTACT_RESPONSE_500_ERROR_VALUES!r}"
    )
